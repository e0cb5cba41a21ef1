import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tournamentStream } from '@rodada/events';
import { postgresTarget, serverUrl } from '@rodada/projections/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { until } from '../testing/eventually';
import { organiserWithTournament, publicWatcher } from '../testing/liveTournament';
import { startTestServer, type TestServer } from '../testing/testServer';

const postgresUrl = serverUrl();
const newerChild = fileURLToPath(new URL('../testing/newerNodeChild.ts', import.meta.url));

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
    const { owner, ownerId, tournament } = await organiserWithTournament(older);

    const started = await startNewer(older.config.databaseUrl!);
    expect(older.system.runner.isLeader).toBe(true);
    expect(started.projecting).toBe(false);
    const watcher = await publicWatcher(older, tournament.publicToken);
    socket = watcher.socket;
    const updates = watcher.updates;

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
          data: { playerId: ana.id, name: 'Ana Maria', by: ownerId, at: new Date().toISOString() },
          metadata: {},
        },
      ],
      revision,
    );

    // The older process stops projecting, says which projector and why, and hands over.
    await until(() => !older.system.runner.isLeader, {
      timeoutMs: 5000,
      what: 'the older process gives the projections up',
    });
    expect(older.system.runner.handOvers).toBe(1);
    expect([...older.system.runner.stopped.values()].every((e) => e.newer)).toBe(true);
    expect(older.system.runner.stopped.size).toBeGreaterThan(0);
    await until(newerProjects, {
      timeoutMs: 15_000,
      what: 'the newer process takes the projections over',
      everyMs: 100,
    });

    // Nothing skipped: the newer process projected the event, and the older serves it, live too.
    const publicName = async () => {
      const answer = await apiClient(older).get(`/api/public/tournaments/${tournament.publicToken}`);
      return (
        answer.status === 200 && answer.body.players.some((p: { name: string }) => p.name === 'Ana Maria')
      );
    };
    await until(publicName, { timeoutMs: 10_000, what: 'the older process serves the renamed player' });
    await until(() => updates.some((u) => u.players.some((p) => p.name === 'Ana Maria')), {
      timeoutMs: 10_000,
      what: 'the rename reaches a watcher on the older process',
    });
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
