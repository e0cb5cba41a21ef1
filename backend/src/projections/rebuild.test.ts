import { randomUUID } from 'node:crypto';
import { type EventStore, parseStoredType, type RecordedEvent } from '@rodada/events';
import { ProjectionRunner } from '@rodada/projections';
import { tableRows } from '@rodada/projections/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

/**
 * The same store as an earlier build wrote it: every event of a type still at version 1 under its
 * bare, unversioned name (version 0, the same shape), which each stream kind's upcaster must lift
 * to the current version. Types that have moved past version 1 keep their stored version.
 */
function asStoredBeforeVersions(store: EventStore): EventStore {
  const legacy = (e: RecordedEvent): RecordedEvent => {
    const { name, version } = parseStoredType(e.type);
    return { ...e, type: version === 1 ? name : e.type, metadata: {} };
  };
  return {
    ...store,
    kind: store.kind,
    readStream: async (id) => (await store.readStream(id)).map(legacy),
    readAll: async (options) => (await store.readAll(options)).map(legacy),
    append: store.append.bind(store),
    subscribeToAll: store.subscribeToAll.bind(store),
    deleteStream: store.deleteStream.bind(store),
    close: store.close.bind(store),
  };
}

describe('rebuilding the real read models', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives every projector the same rows it built live, also from events stored before versions', async () => {
    const admin = apiClient(server);
    await admin.post('/api/login', { email: 'admin@rodada.test', password: 'admin-test-password' });
    for (let u = 0; u < 3; u++) {
      const client = apiClient(server);
      const user = (
        await client.post('/api/register', {
          name: `Org ${u}`,
          email: `${randomUUID()}@x.com`,
          password: 'senha123',
          terms: true,
        })
      ).body;
      await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 5, reason: 'bonus' });
      const { id } = (
        await client.post('/api/tournaments', {
          name: `Torneio ${u}`,
          courts: 2,
          players: EIGHT,
          tournamentType: 'super8',
        })
      ).body;
      const detail = (await client.get(`/api/tournaments/${id}`)).body;
      await client.patch(`/api/players/${detail.players[0].id}`, { name: 'Renomeada' });
      for (const m of detail.matches.slice(0, 5 + u))
        await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: u });
      const groups = (
        await client.post('/api/tournaments/super-groups', {
          name: `Super 16 ${u}`,
          playerCount: 16,
          groupAssignmentMethod: 'random',
          players: Array.from({ length: 16 }, (_, i) => `P${i}`),
        })
      ).body;
      const g = (await client.get(`/api/tournaments/${groups.id}`)).body;
      for (const m of g.matches.slice(0, 4))
        await client.patch(`/api/matches/${m.id}`, { team1Score: 3, team2Score: 3 });
      if (u === 2) await admin.post(`/api/admin/users/${user.id}/block`);
    }
    const { database, store, runner } = server.system;
    const snapshot = () =>
      tableRows(
        database,
        runner.projectors.flatMap((p) => p.tables),
      );
    const live = await snapshot();
    expect(live.users!.length).toBeGreaterThanOrEqual(4);
    expect(live.matches!.length).toBe(3 * (14 + 28));
    await runner.stop();
    const rebuilder = new ProjectionRunner(database, store, runner.projectors);
    for (const projector of runner.projectors) await rebuilder.rebuild(projector.name, 7);
    const rebuilt = await snapshot();
    // updated_at of a tournament is its last event's time, so it rebuilds identically too.
    expect(rebuilt).toEqual(live);
    // All of them in one pass over the history (one transaction per batch for every projector).
    const replayed = await rebuilder.rebuildAll(7);
    const written = (await store.readAll({ limit: 100_000 })).length;
    expect([...replayed.values()].map((r) => r.events)).toEqual(runner.projectors.map(() => written));
    expect(await snapshot()).toEqual(live);

    // An upcast of the old version gives the same read model as the current version.
    const stored = await store.readAll({ limit: 3 });
    expect(stored.every((e) => /\.v\d+$/.test(e.type))).toBe(true);
    const fromLegacy = new ProjectionRunner(database, asStoredBeforeVersions(store), runner.projectors);
    for (const projector of runner.projectors) await fromLegacy.rebuild(projector.name, 11);
    expect(await snapshot()).toEqual(live);
  });
});

describe('an event that fails its schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stops the projectors that read it, naming its stream, revision and position, and skips nothing', async () => {
    const streamId = `tournament-${randomUUID()}`;
    const bad = await server.system.store.append(
      streamId,
      [{ id: randomUUID(), type: 'MatchScored.v1', data: { matchId: 'not-a-uuid', team1Score: 'six' } }],
      'no_stream',
    );
    expect(await server.system.runner.waitFor(bad.position, 1500)).toBe(false);
    const stopped = server.system.runner.stopped.get('tournaments');
    expect(stopped?.streamId).toBe(streamId);
    expect(stopped?.revision).toBe(0n);
    expect(stopped?.position).toEqual(bad.position);
    expect(stopped?.message).toContain(`stream ${streamId} at revision 0`);
    const { rows } = await sql<{ commit_position: string }>`
      select commit_position from projection_checkpoints where name = 'tournaments'`.execute(
      server.system.database.db,
    );
    expect(BigInt(rows[0]?.commit_position ?? -1)).toBeLessThan(bad.position.commit);
  });
});
