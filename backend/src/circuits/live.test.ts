import type { PublicCircuit } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { until } from '../testing/eventually';
import { liveSocket } from '../testing/liveSocket';
import { fourPlayerAmericano, playInOrder } from '../testing/rankedAmericano';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

const summer = { name: 'Circuito de Verão', pointsTable: [100, 80, 60, 40], tieRule: 'attendance' };

for (const target of testDatabaseTargets()) {
  describe(`live circuit standings on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));
    const sockets: Socket[] = [];
    afterAll(() => {
      for (const s of sockets) s.close();
    });

    const watcher = async () => {
      const s = await liveSocket(server);
      sockets.push(s);
      return s;
    };
    const emit = (s: Socket, payload: unknown) =>
      new Promise<{ ok: boolean; message?: string }>((resolve) => s.emit('watchCircuit', payload, resolve));

    it('joins a known circuit’s room and refuses an unknown token', async () => {
      const { client } = await registerOrganiser(server, admin, 0, 'Clube Visto');
      const { publicToken } = (await client.post('/api/circuits', summer)).body;
      const s = await watcher();
      expect(await emit(s, { publicToken })).toEqual({ ok: true });
      for (const wrong of [{ publicToken: 'x'.repeat(22) }, { publicToken: 'nada' }, 'garbage'])
        expect(await emit(s, wrong)).toEqual({ ok: false, message: 'circuit.notFound' });
    });

    it('pushes the new standings to a watcher when a linked tournament completes, and when a tournament is added', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Clube ao Vivo');
      const { id, publicToken } = (await client.post('/api/circuits', summer)).body;
      const first = await fourPlayerAmericano(client, ['Ana', 'Bia', 'Caio', 'Duda']);
      await client.post(`/api/circuits/${id}/tournaments`, { tournamentId: first.id });
      await playInOrder(client, first, ['Ana', 'Bia', 'Caio', 'Duda'], 2);

      const s = await watcher();
      const updates: PublicCircuit[] = [];
      s.on('circuit:update', (body: PublicCircuit) => updates.push(body));
      expect(await emit(s, { publicToken })).toEqual({ ok: true });
      expect(updates).toEqual([]);

      // The last match completes the tournament: its places now score.
      await playInOrder(client, first, ['Ana', 'Bia', 'Caio', 'Duda']);
      await until(() => updates.some((u) => u.standings.length === 4), { what: 'standings pushed' });
      const pushed = updates.find((u) => u.standings.length === 4)!;
      expect(pushed.standings.map((r) => [r.position, r.name, r.points])).toEqual([
        [1, 'Ana', 100],
        [2, 'Bia', 80],
        [3, 'Caio', 60],
        [4, 'Duda', 40],
      ]);
      await until(async () => {
        const shown = (await apiClient(server).get(`/api/public/circuits/${publicToken}`)).body;
        return JSON.stringify(updates.at(-1)) === JSON.stringify(shown);
      });

      // Adding a tournament changes the circuit itself.
      const second = await fourPlayerAmericano(client, ['Edu', 'Fabi', 'Gil', 'Hugo']);
      await client.post(`/api/circuits/${id}/tournaments`, { tournamentId: second.id });
      await until(() => updates.some((u) => u.tournaments.length === 2), { what: 'tournament pushed' });
    });
  });
}
