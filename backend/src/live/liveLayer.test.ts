import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeFor, tournamentStream } from '@rodada/events';
import { openTestDatabase, postgresTarget, serverUrl } from '@rodada/projections/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { StreamChange } from './liveLayer';

function client(url: string, origin?: string, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { ...(origin ? { origin } : {}), ...headers },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => reject(e));
  });
}

describe('live layer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a socket opened by a page from a foreign origin', async () => {
    await expect(client(server.url, 'https://evil.example')).rejects.toThrow();
    const own = await client(server.url, new URL(server.config.publicUrl).origin);
    expect(own.connected).toBe(true);
    own.close();
  });

  it('keeps the time and socket count of each emit for the bench, oldest first', async () => {
    const sockets = await Promise.all([client(server.url), client(server.url)]);
    const room = 'bench-emit-room';
    for (const s of sockets) server.live.io.in(s.id!).socketsJoin(room);
    const before = performance.timeOrigin + performance.now();
    server.live.publish(room, 'tournament:update', { revision: 1 } as never);
    server.live.publish(room, 'tournament:update', { revision: 2 } as never);
    const mine = server.live.recentEmits().filter((e) => e.room === room);
    expect(mine.map((e) => e.sockets)).toEqual([2, 2]);
    expect(mine[0]!.at).toBeGreaterThanOrEqual(before);
    expect(mine[1]!.at).toBeGreaterThanOrEqual(mine[0]!.at);
    expect(mine.every((e) => e.emitMs >= 0)).toBe(true);
    for (const s of sockets) s.close();
  });

  it('coalesces a burst into few pushes, the last one carrying the latest state', async () => {
    const socket = await client(server.url);
    const received: number[] = [];
    socket.on('tournament:update', (body: { revision: number }) => received.push(body.revision));
    let state = 0;
    for (let i = 0; i < 30; i++) {
      state++;
      const snapshot = state;
      // Only the revision matters here: the coalescing, not the body, is under test.
      server.live.publishCoalesced(
        socket.id!,
        'tournament:update',
        async () => ({ revision: snapshot }) as never,
      );
      await new Promise((r) => setTimeout(r, 2));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(received.at(-1)).toBe(30);
    expect(received.length).toBeLessThanOrEqual(5);
    expect(received.length).toBeGreaterThanOrEqual(2);
    socket.close();
  });

  it('hears, after commit, which stream changed at which position', async () => {
    const changes: StreamChange[] = [];
    const stop = server.live.onStreamChanged((c) => changes.push(c));
    const tournamentId = '00000000-0000-4000-8000-000000000001';
    const result = await server.system.store.append(
      tournamentStream(tournamentId),
      [
        {
          id: crypto.randomUUID(),
          ...encodeFor(tournamentStream(tournamentId), {
            type: 'TournamentCreationAbandoned',
            data: { tournamentId, ownerId: tournamentId, at: new Date().toISOString() },
          }),
        },
      ],
      'no_stream',
    );
    expect(await server.system.runner.waitFor(result.position)).toBe(true);
    expect(changes).toContainEqual({
      streamId: tournamentStream(tournamentId),
      position: result.position,
    });
    stop();
  });

  it('drops messages beyond the per-socket rate limit', async () => {
    const socket = await client(server.url);
    const errors: string[] = [];
    server.live.io.once('connection', () => {});
    const serverSocket = server.live.io.sockets.sockets.get(socket.id!)!;
    let handled = 0;
    serverSocket.on('watch', () => handled++);
    serverSocket.on('error', (e) => errors.push(e.message));
    for (let i = 0; i < 40; i++) socket.emit('watch', {});
    await new Promise((r) => setTimeout(r, 200));
    expect(handled).toBe(20);
    expect(errors[0]).toBe('rate limited');
    socket.close();
  });
});

describe('live sockets per client address', () => {
  let server: TestServer;
  const open: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer(null, { LIVE_SOCKETS_PER_IP: '5' });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });
  const attempt = (headers: Record<string, string> = {}) =>
    client(server.url, undefined, headers).then(
      (socket) => {
        open.push(socket);
        return socket;
      },
      () => null,
    );

  it('refuses sockets past the cap from one address, forwarded headers or not, and admits one again when one closes', async () => {
    // A burst of handshakes at once: the count is taken as connections open, so none slips past.
    const burst = await Promise.all(Array.from({ length: 8 }, () => attempt()));
    await new Promise((r) => setTimeout(r, 100));
    expect(burst.filter((s) => s?.connected)).toHaveLength(5);
    // Without TRUST_PROXY, claiming another address changes nothing.
    expect(await attempt({ 'x-forwarded-for': '203.0.113.77' })).toBeNull();
    const first = burst.find((s) => s?.connected)!;
    first.close();
    await new Promise((r) => setTimeout(r, 100));
    expect((await attempt())?.connected).toBe(true);
    expect(await attempt()).toBeNull();
  });
});

const url = serverUrl();
const child = fileURLToPath(new URL('../testing/liveNodeChild.ts', import.meta.url));

describe.runIf(url)('live fan-out between two backend processes on one PostgreSQL', () => {
  const processes: ChildProcess[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const p of processes) p.kill('SIGTERM');
    await drop();
  });

  function startNode(databaseUrl: string): Promise<{ proc: ChildProcess; url: string; projecting: boolean }> {
    const proc = fork(child, [databaseUrl, mkdtempSync(join(tmpdir(), 'rodada-node-'))], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    processes.push(proc);
    return new Promise((resolve, reject) => {
      proc.once('message', (m: { url: string; projecting: boolean }) => resolve({ proc, ...m }));
      proc.once('exit', (code) => reject(new Error(`node exited with ${code}`)));
    });
  }

  it('delivers a push published on one process to a client connected to the other', async () => {
    const db = await openTestDatabase(postgresTarget(url!));
    await db.close();
    drop = db.drop;
    const a = await startNode(db.connectionString!);
    const b = await startNode(db.connectionString!);
    // Exactly one of them runs the projections.
    expect([a.projecting, b.projecting].filter(Boolean)).toHaveLength(1);
    const socket = await client(b.url);
    const got = new Promise((resolve) => socket.once('hello', resolve));
    // The socket's own room exists only on B; A reaches it through the adapter.
    await new Promise((r) => setTimeout(r, 200));
    a.proc.send({ room: socket.id, event: 'hello', payload: { from: 'A' } });
    expect(await got).toEqual({ from: 'A' });
    socket.close();
  }, 60_000);
});
