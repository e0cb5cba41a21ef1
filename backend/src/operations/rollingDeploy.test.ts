import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PublicTournament, type TournamentDetail, tournamentStream } from '@rodada/events';
import { postgresTarget, serverUrl } from '@rodada/projections/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedInAdmin } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

const postgresUrl = serverUrl();
const newerChild = fileURLToPath(new URL('../testing/newerNodeChild.ts', import.meta.url));
const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A rolling deploy: the older process leads, the newer one starts beside it and writes an event
 * version the older does not know. The older skips nothing and does not crash: it stops projecting,
 * says so, and hands over; the newer projects the event; the older goes on serving.
 */
describe.runIf(postgresUrl)('a rolling deploy: an older and a newer process on one PostgreSQL', () => {
  let older: TestServer;
  let newer: ChildProcess | null = null;
  let socket: Socket | null = null;
  beforeAll(async () => {
    older = await startTestServer(postgresTarget(postgresUrl!));
  });
  afterAll(async () => {
    socket?.close();
    newer?.kill('SIGTERM');
    await older?.close();
  });

  function startNewer(databaseUrl: string): Promise<{ url: string; projecting: boolean }> {
    newer = fork(newerChild, [databaseUrl, mkdtempSync(join(tmpdir(), 'rodada-newer-'))], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    return new Promise((resolve, reject) => {
      newer!.once('message', (m: { url: string; projecting: boolean }) => resolve(m));
      newer!.once('exit', (code) => reject(new Error(`the newer process exited with ${code}`)));
    });
  }
  const newerProjects = () =>
    new Promise<boolean>((resolve) => {
      newer!.once('message', (m: { projecting: boolean }) => resolve(m.projecting));
      newer!.send('projecting?');
    });

  it('hands the projections to the newer process, skips nothing, and keeps serving', async () => {
    const admin = await signedInAdmin(older);
    const owner: ApiClient = apiClient(older);
    const user = await owner.post('/api/register', {
      name: 'Dona do Clube',
      email: `${randomUUID().slice(0, 8)}@clube.com.br`,
      password: 'senha123',
      terms: true,
    });
    await admin.post(`/api/admin/users/${user.body.id}/credits`, { credits: 1, reason: 'bonus' });
    const created = await owner.post('/api/tournaments', {
      name: 'Sábado',
      courts: 2,
      players: EIGHT,
      tournamentType: 'super8',
    });
    const tournament = (await owner.get(`/api/tournaments/${created.body.id}`)).body as TournamentDetail;

    const started = await startNewer(older.config.databaseUrl!);
    expect(older.system.runner.isLeader).toBe(true);
    expect(started.projecting).toBe(false);
    socket = connect(older.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    await new Promise((resolve) => socket!.emit('watch', { publicToken: tournament.publicToken }, resolve));
    const updates: PublicTournament[] = [];
    socket.on('tournament:update', (body: PublicTournament) => updates.push(body));

    // The newer build stores a rename as version 2 of the event.
    const stream = tournamentStream(tournament.id);
    const revision = BigInt((await older.system.store.readStream(stream)).length - 1);
    const ana = tournament.players.find((p) => p.name === 'Ana')!;
    await older.system.store.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'PlayerRenamed.v2',
          data: { playerId: ana.id, name: 'Ana Maria', by: user.body.id, at: new Date().toISOString() },
          metadata: {},
        },
      ],
      revision,
    );

    // The older process stops projecting, says which projector and why, and hands over.
    await until(() => !older.system.runner.isLeader, 5000, 'the older process gives the projections up');
    expect(older.system.runner.handOvers).toBe(1);
    expect([...older.system.runner.stopped.values()].every((e) => e.newer)).toBe(true);
    expect(older.system.runner.stopped.size).toBeGreaterThan(0);
    await until(newerProjects, 15_000, 'the newer process takes the projections over');

    // Nothing skipped: the newer process projected the event, and the older serves it, live too.
    const publicName = async () => {
      const answer = await apiClient(older).get(`/api/public/tournaments/${tournament.publicToken}`);
      return (
        answer.status === 200 && answer.body.players.some((p: { name: string }) => p.name === 'Ana Maria')
      );
    };
    await until(publicName, 10_000, 'the older process serves the renamed player');
    await until(
      () => updates.some((u) => u.players.some((p) => p.name === 'Ana Maria')),
      10_000,
      'the rename reaches a watcher on the older process',
    );
    expect((await apiClient(older).get('/api/health')).status).toBe(200);

    // A command on that stream cannot be decided by the older build: a translated 503, nothing written.
    const before = (await older.system.store.readStream(stream)).length;
    const refused = await owner.patch(`/api/matches/${tournament.matches[0]!.id}`, {
      team1Score: 6,
      team2Score: 2,
    });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'server.upgrading',
      message: 'O Rodada está sendo atualizado. Tente de novo em instantes.',
    });
    expect((await older.system.store.readStream(stream)).length).toBe(before);
  }, 90_000);
});
