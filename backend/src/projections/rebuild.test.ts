import { randomUUID } from 'node:crypto';
import { ProjectionRunner } from '@rodada/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

describe('rebuilding the real read models', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives every projector the same rows it built live', async () => {
    const admin = apiClient(server);
    await admin.post('/api/login', { email: 'admin@rodada.test', password: 'admin-test-password' });
    for (let u = 0; u < 3; u++) {
      const client = apiClient(server);
      const user = (
        await client.post('/api/register', {
          name: `Org ${u}`,
          email: `${randomUUID()}@x.com`,
          password: 'senha123',
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
    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const projector of runner.projectors) {
        for (const table of projector.tables) {
          const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
            database.db,
          );
          tables[table] = rows.map((r) => JSON.stringify(r)).sort();
        }
      }
      return tables;
    };
    const live = await snapshot();
    expect(live.users!.length).toBeGreaterThanOrEqual(4);
    expect(live.matches!.length).toBe(3 * (14 + 28));
    await runner.stop();
    const rebuilder = new ProjectionRunner(database, store, runner.projectors);
    for (const projector of runner.projectors) await rebuilder.rebuild(projector.name, 7);
    const rebuilt = await snapshot();
    // updated_at of a tournament is its last event's time, so it rebuilds identically too.
    expect(rebuilt).toEqual(live);
  });
});
