import { tournamentViews } from '@rodada/projections';
import { postgresTarget, serverUrl } from '@rodada/projections/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../testing/eventually';
import { organiserWithTournament, publicWatcher } from '../testing/liveTournament';
import { startTestServer, type TestServer } from '../testing/testServer';

const postgresUrl = serverUrl();
/** The projections' advisory lock key (projections/src/runner/leadership.ts). */
const LEADER_LOCK_KEY = 7_461_001;

/** Two Rodada processes on one PostgreSQL; the projecting one loses its lock's connection. */
describe.runIf(postgresUrl)('projection leadership when the leader loses its lock', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer(postgresTarget(postgresUrl!));
    second = await startTestServer(null, { DATABASE_URL: first.config.databaseUrl! });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('stops projecting at once, the other process takes over, and watchers see every score in order, none stale', async () => {
    expect(first.system.runner.isLeader).toBe(true);
    expect(second.system.runner.isLeader).toBe(false);
    const { owner, tournament } = await organiserWithTournament(first);
    const here = (await publicWatcher(first, tournament.publicToken)).updates;
    const there = (await publicWatcher(second, tournament.publicToken)).updates;

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
        await until(() => !first.system.runner.isLeader, {
          timeoutMs: 1000,
          what: 'the old leader stops leading',
        });
      }
      if (killed && k === 12)
        await until(() => second.system.runner.isLeader, {
          timeoutMs: 10_000,
          what: 'the other process takes over',
        });
    }
    expect(first.system.runner.isLeader).toBe(false);
    expect(second.system.runner.isLeader).toBe(true);
    expect(first.system.runner.lost).toBe(1);

    const last = Math.max(...scored.keys());
    await until(() => [here, there].every((updates) => updates.some((u) => u.revision === last)), {
      timeoutMs: 10_000,
      what: 'the last score reaches both processes’ watchers',
    });
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
