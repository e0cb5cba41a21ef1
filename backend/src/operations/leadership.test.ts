import { randomUUID } from 'node:crypto';
import type { PublicTournament, TournamentDetail } from '@rodada/events';
import { tournamentViews } from '@rodada/projections';
import { postgresTarget, serverUrl } from '@rodada/projections/testing';
import { sql } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedInAdmin } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

const postgresUrl = serverUrl();
const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
/** The projections' advisory lock key (projections/src/runner/leadership.ts). */
const LEADER_LOCK_KEY = 7_461_001;

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Two Rodada processes on one PostgreSQL; the projecting one loses its lock's connection. */
describe.runIf(postgresUrl)('projection leadership when the leader loses its lock', () => {
  let first: TestServer;
  let second: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    first = await startTestServer(postgresTarget(postgresUrl!));
    second = await startTestServer(null, { DATABASE_URL: first.config.databaseUrl! });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await second?.close();
    await first?.close();
  });

  async function tournamentOn(
    server: TestServer,
  ): Promise<{ owner: ApiClient; tournament: TournamentDetail }> {
    const admin = await signedInAdmin(server);
    const owner = apiClient(server);
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
    expect(created.status).toBe(201);
    return { owner, tournament: (await owner.get(`/api/tournaments/${created.body.id}`)).body };
  }

  async function watcher(server: TestServer, publicToken: string): Promise<PublicTournament[]> {
    const s = connect(server.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    expect(await new Promise((resolve) => s.emit('watch', { publicToken }, resolve))).toEqual({ ok: true });
    const updates: PublicTournament[] = [];
    s.on('tournament:update', (body: PublicTournament) => updates.push(body));
    return updates;
  }

  it('stops projecting at once, the other process takes over, and watchers see every score in order, none stale', async () => {
    expect(first.system.runner.isLeader).toBe(true);
    expect(second.system.runner.isLeader).toBe(false);
    const { owner, tournament } = await tournamentOn(first);
    const here = await watcher(first, tournament.publicToken);
    const there = await watcher(second, tournament.publicToken);

    // Scores keep coming, one after the other, on the process that is about to lose the lock.
    const scored = new Map<number, { matchId: string; team1Score: number; team2Score: number }>();
    const unscoredLast = tournament.matches.slice(0, -1);
    let killed = false;
    for (let k = 0; k < 30; k++) {
      const match = unscoredLast[k % unscoredLast.length]!;
      const score = { team1Score: 6, team2Score: k % 6 };
      const answer = await owner.patch(`/api/matches/${match.id}`, score);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      scored.set(answer.body.revision, { matchId: match.id, ...score });
      if (k === 8) {
        // An operator (or a failover) ends the leader's lock connection: PostgreSQL frees the lock.
        const ended = await sql<{ ended: boolean }>`
          select pg_terminate_backend(pid) as ended from pg_locks
          where locktype = 'advisory' and objid = ${LEADER_LOCK_KEY} and granted`.execute(
          second.system.database.db,
        );
        expect(ended.rows.map((r) => r.ended)).toEqual([true]);
        killed = true;
        await until(() => !first.system.runner.isLeader, 1000, 'the old leader stops leading');
      }
      if (killed && k === 12)
        await until(() => second.system.runner.isLeader, 10_000, 'the other process takes over');
    }
    expect(first.system.runner.isLeader).toBe(false);
    expect(second.system.runner.isLeader).toBe(true);
    expect(first.system.runner.lost).toBe(1);

    const last = Math.max(...scored.keys());
    await until(
      () => [here, there].every((updates) => updates.some((u) => u.revision === last)),
      10_000,
      'the last score reaches both processes’ watchers',
    );
    const stored = await tournamentViews(second.system.database.db, { id: tournament.id });
    for (const updates of [here, there]) {
      const revisions = updates.map((u) => u.revision);
      // In order, never twice.
      expect(revisions).toEqual([...new Set(revisions)].sort((a, b) => a - b));
      // None stale: each update carries the score its revision was written with.
      for (const update of updates) {
        const score = scored.get(update.revision);
        if (!score) continue;
        expect(update.matches.find((m) => m.id === score.matchId)).toMatchObject({
          team1Score: score.team1Score,
          team2Score: score.team2Score,
        });
      }
      expect(updates.at(-1)).toEqual(stored!.public);
    }
  }, 90_000);
});
