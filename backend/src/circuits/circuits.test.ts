import { randomUUID } from 'node:crypto';
import { circuitsProjector, ProjectionRunner } from '@rodada/projections';
import { tableRows, testDatabaseTargets } from '@rodada/projections/testing';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { download } from '../testing/download';
import { fourPlayerAmericano, playInOrder } from '../testing/rankedAmericano';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { circuitCardModel } from './card';

const GO_PADEL = [100, 80, 60, 40, 30, 15];
const summer = {
  name: ' Circuito de Verão  2027 ',
  pointsTable: GO_PADEL,
  participationPoints: 10,
  tieRule: 'attendance',
};

for (const target of testDatabaseTargets()) {
  describe(`circuits through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const del = (client: ApiClient, path: string) => client.call('DELETE', path);

    const table = (body: {
      standings: { position: number; name: string; points: number; tournaments: number }[];
    }) => body.standings.map((s) => `${s.position} ${s.name} ${s.points} (${s.tournaments})`);

    it('ranks the organiser’s players over the season by the points table, live from the tournaments’ results', async () => {
      const { client } = await registerOrganiser(server, admin, 3, 'Clube do Circuito');
      const created = await client.post('/api/circuits', summer);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Circuito de Verão 2027',
        pointsTable: GO_PADEL,
        participationPoints: 10,
        tieRule: 'attendance',
        tournaments: [],
        standings: [],
      });
      const { id, publicToken } = created.body as { id: string; publicToken: string };
      expect(publicToken).toMatch(/^[A-Za-z0-9_-]{22}$/);

      const first = await fourPlayerAmericano(client, ['Ana', 'Bia', 'Caio', 'Duda']);
      const second = await fourPlayerAmericano(client, ['Caio', 'ANA', 'Edu', 'Bia']);
      const third = await fourPlayerAmericano(client, ['Duda', 'Edu', 'Bia', 'Fabi']);
      for (const t of [first, second, third]) {
        const added = await client.post(`/api/circuits/${id}/tournaments`, { tournamentId: t.id });
        expect(added.status).toBe(200);
      }
      // Adding one again to its own circuit changes nothing.
      expect((await client.post(`/api/circuits/${id}/tournaments`, { tournamentId: first.id })).status).toBe(
        200,
      );
      const added = await client.get(`/api/circuits/${id}`);
      expect(added.body.tournaments.map((t: { id: string; counts: boolean }) => [t.id, t.counts])).toEqual([
        [first.id, false],
        [second.id, false],
        [third.id, false],
      ]);
      expect(added.body.standings).toEqual([]);

      await playInOrder(client, first, ['Ana', 'Bia', 'Caio', 'Duda']);
      await playInOrder(client, second, ['Caio', 'ANA', 'Edu', 'Bia']);
      await playInOrder(client, third, ['Duda', 'Edu', 'Bia', 'Fabi'], 1);
      // 100/80/60/40/30/15 plus 10 a tournament. First: Ana 110, Bia 90, Caio 70, Duda 50.
      // Second: Caio 110, Ana 90, Edu 70, Bia 50. The third is under way: it does not count yet.
      const twoPlayed = await client.get(`/api/circuits/${id}`);
      expect(table(twoPlayed.body)).toEqual([
        '1 Ana 200 (2)',
        '2 Caio 180 (2)',
        '3 Bia 140 (2)',
        '4 Edu 70 (1)',
        '5 Duda 50 (1)',
      ]);
      expect(twoPlayed.body.tournaments.map((t: { counts: boolean }) => t.counts)).toEqual([
        true,
        true,
        false,
      ]);

      // Third: Duda 110, Edu 90, Bia 70, Fabi 50. Duda and Edu are level on points and on
      // tournaments played; Duda's best place (1st) beats Edu's (3rd).
      await playInOrder(client, third, ['Duda', 'Edu', 'Bia', 'Fabi']);
      const season = [
        '1 Bia 210 (3)',
        '2 Ana 200 (2)',
        '3 Caio 180 (2)',
        '4 Duda 160 (2)',
        '5 Edu 160 (2)',
        '6 Fabi 50 (1)',
      ];
      const detail = await client.get(`/api/circuits/${id}`);
      expect(table(detail.body)).toEqual(season);
      const visitor = apiClient(server);
      const shown = await visitor.get(`/api/public/circuits/${publicToken}`);
      expect(shown.status).toBe(200);
      const { id: _, ...publicBody } = detail.body;
      expect(shown.body).toEqual(publicBody);
      expect((await client.get('/api/circuits')).body).toEqual([
        { id, name: 'Circuito de Verão 2027', publicToken, tournaments: 3, createdAt: expect.any(String) },
      ]);

      // Without the second: Duda 160 and Bia 160 on two tournaments each, Duda with a win.
      const removed = await del(client, `/api/circuits/${id}/tournaments/${second.id}`);
      expect(removed.status).toBe(200);
      expect(table(removed.body)).toEqual([
        '1 Duda 160 (2)',
        '2 Bia 160 (2)',
        '3 Ana 110 (1)',
        '4 Edu 90 (1)',
        '5 Caio 70 (1)',
        '6 Fabi 50 (1)',
      ]);
      expect((await client.post(`/api/circuits/${id}/tournaments`, { tournamentId: second.id })).status).toBe(
        200,
      );
      expect(table((await visitor.get(`/api/public/circuits/${publicToken}`)).body)).toEqual(season);
    });

    it('refuses, translated and changing nothing: an increasing table, another organiser’s circuit or tournament, a tournament of another circuit, fixed pairs, a malformed request', async () => {
      const owner = await registerOrganiser(server, admin, 4, 'Clube Dono');
      const other = await registerOrganiser(server, admin, 1, 'Clube Outro');
      const mine = (await owner.client.post('/api/circuits', summer)).body as {
        id: string;
        publicToken: string;
      };
      const second = (await owner.client.post('/api/circuits', { ...summer, name: 'Circuito de Inverno' }))
        .body as {
        id: string;
      };
      const theirs = (await other.client.post('/api/circuits', summer)).body as { id: string };
      const t = await fourPlayerAmericano(owner.client, ['Ana', 'Bia', 'Caio', 'Duda']);
      const theirTournament = await fourPlayerAmericano(other.client, ['Ana', 'Bia', 'Caio', 'Duda']);
      expect(
        (await owner.client.post(`/api/circuits/${mine.id}/tournaments`, { tournamentId: t.id })).status,
      ).toBe(200);
      const pairs = await owner.client.post('/api/tournaments', {
        name: 'Duplas',
        courts: 1,
        players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gil', 'Hugo'].map((n) => `${n} / ${n}2`),
        tournamentType: 'super8_fixed_pairs',
      });
      expect(pairs.status).toBe(201);
      const before = {
        mine: (await owner.client.get(`/api/circuits/${mine.id}`)).body,
        second: (await owner.client.get(`/api/circuits/${second.id}`)).body,
        list: (await owner.client.get('/api/circuits')).body,
        theirs: (await other.client.get(`/api/circuits/${theirs.id}`)).body,
      };

      const increasing = await owner.client.post('/api/circuits', { ...summer, pointsTable: [100, 80, 90] });
      expect(increasing.status).toBe(422);
      expect(increasing.body).toMatchObject({
        code: 'circuit.pointsTableIncreasing',
        message: 'O 3º lugar não pode valer mais que o lugar anterior.',
      });
      const inEnglish = await owner.client.call(
        'POST',
        '/api/circuits',
        { ...summer, pointsTable: [100, 80, 90] },
        { 'accept-language': 'en' },
      );
      expect(inEnglish.body.message).toBe('Place 3 cannot score more than the place before it.');
      expect((await apiClient(server).post('/api/circuits', summer)).status).toBe(401);

      const notFound = [
        await other.client.get(`/api/circuits/${mine.id}`),
        await other.client.post(`/api/circuits/${mine.id}/tournaments`, { tournamentId: theirTournament.id }),
        await del(other.client, `/api/circuits/${mine.id}/tournaments/${t.id}`),
        await owner.client.get(`/api/circuits/${randomUUID()}`),
        await owner.client.get('/api/circuits/nada'),
        await del(owner.client, `/api/circuits/nada/tournaments/${t.id}`),
      ];
      for (const answer of notFound) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({
          code: 'circuit.notFound',
          message: 'Circuito não encontrado entre os seus circuitos.',
        });
      }
      const foreignTournament = await owner.client.post(`/api/circuits/${mine.id}/tournaments`, {
        tournamentId: theirTournament.id,
      });
      expect(foreignTournament.status).toBe(404);
      expect(foreignTournament.body.code).toBe('circuit.tournamentNotFound');
      const unknownTournament = await owner.client.post(`/api/circuits/${mine.id}/tournaments`, {
        tournamentId: randomUUID(),
      });
      expect(unknownTournament.status).toBe(404);

      const elsewhere = await owner.client.post(`/api/circuits/${second.id}/tournaments`, {
        tournamentId: t.id,
      });
      expect(elsewhere.status).toBe(409);
      expect(elsewhere.body).toMatchObject({
        code: 'circuit.tournamentInAnotherCircuit',
        message: 'Este torneio já faz parte de outro circuito.',
      });
      const fixedPairs = await owner.client.post(`/api/circuits/${mine.id}/tournaments`, {
        tournamentId: pairs.body.id,
      });
      expect(fixedPairs.status).toBe(422);
      expect(fixedPairs.body.code).toBe('circuit.pairsNotSupported');

      for (const body of [
        { ...summer, tieRule: 'coin' },
        { ...summer, pointsTable: [] },
        { ...summer, pointsTable: [100, 80.5] },
        { ...summer, pointsTable: [100, -1] },
        { ...summer, name: '   ' },
        { ...summer, name: 'x'.repeat(81) },
        { pointsTable: GO_PADEL, tieRule: 'shared' },
      ]) {
        const answer = await owner.client.post('/api/circuits', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.code).toBe('request.invalid');
      }
      const blank = await owner.client.post('/api/circuits', { ...summer, name: '   ' });
      expect(blank.body.message).toBe('Digite o nome do circuito.');
      const malformedId = await owner.client.post(`/api/circuits/${mine.id}/tournaments`, {
        tournamentId: 'nada',
      });
      expect(malformedId.status).toBe(400);
      expect(malformedId.body.fieldErrors).toEqual({
        tournamentId: 'Torneio não encontrado entre os seus torneios.',
      });
      expect((await owner.client.post(`/api/circuits/${mine.id}/tournaments`, {})).status).toBe(400);
      const malformedPath = await del(owner.client, `/api/circuits/${mine.id}/tournaments/nada`);
      expect(malformedPath.status).toBe(404);
      expect(malformedPath.body.code).toBe('circuit.tournamentNotFound');
      expect((await apiClient(server).get(`/api/public/circuits/${'x'.repeat(22)}`)).status).toBe(404);
      expect((await apiClient(server).get('/api/public/circuits/nada')).status).toBe(404);
      expect((await apiClient(server).get('/api/circuits')).status).toBe(401);

      expect({
        mine: (await owner.client.get(`/api/circuits/${mine.id}`)).body,
        second: (await owner.client.get(`/api/circuits/${second.id}`)).body,
        list: (await owner.client.get('/api/circuits')).body,
        theirs: (await other.client.get(`/api/circuits/${theirs.id}`)).body,
      }).toEqual(before);
    });

    it('shares its standings as a 1080×1080 PNG card, drawn again when they change', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Clube do Cartão');
      const { id, publicToken } = (await client.post('/api/circuits', summer)).body;
      const first = await fourPlayerAmericano(client, ['Ana', 'Bia', 'Caio', 'Duda']);
      const second = await fourPlayerAmericano(client, ['Caio', 'Ana', 'Edu', 'Bia']);
      for (const t of [first, second])
        await client.post(`/api/circuits/${id}/tournaments`, { tournamentId: t.id });
      await playInOrder(client, first, ['Ana', 'Bia', 'Caio', 'Duda']);
      const path = `/api/public/circuits/${publicToken}/card.png`;
      const before = await download(server, '', path);
      expect(before.status).toBe(200);
      expect(before.headers.get('content-type')).toBe('image/png');
      const png = PNG.sync.read(before.bytes);
      expect([png.width, png.height]).toEqual([1080, 1080]);
      const model = circuitCardModel(
        (await apiClient(server).get(`/api/public/circuits/${publicToken}`)).body,
        'pt-BR',
      );
      expect(model).toMatchObject({
        name: 'Circuito de Verão 2027',
        format: 'Circuito',
        headline: 'Classificação após 1 de 2 torneios',
        body: {
          columns: { matches: 'Torneios', points: 'Pontos' },
          rows: [
            { place: 1, name: 'Ana', matches: 1, points: 110 },
            { place: 2, name: 'Bia', matches: 1, points: 90 },
            { place: 3, name: 'Caio', matches: 1, points: 70 },
            { place: 4, name: 'Duda', matches: 1, points: 50 },
          ],
        },
      });
      const unchanged = await fetch(`${server.url}${path}`, {
        headers: { 'if-none-match': before.headers.get('etag')! },
      });
      expect(unchanged.status).toBe(304);

      await playInOrder(client, second, ['Caio', 'Ana', 'Edu', 'Bia']);
      const after = await download(server, '', `${path}?lang=en`);
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(after.bytes.equals(before.bytes)).toBe(false);
      expect((await download(server, '', `/api/public/circuits/${'x'.repeat(22)}/card.png`)).status).toBe(
        404,
      );
    });

    it('answers a repeated request (same Idempotency-Key) as the first, and a rebuild gives the same circuits', async () => {
      const { client } = await registerOrganiser(server, admin, 1, 'Clube Repetido');
      const key = { 'idempotency-key': randomUUID() };
      const once = await client.post('/api/circuits', summer, key);
      const twice = await client.post('/api/circuits', summer, key);
      expect(once.status).toBe(201);
      expect(twice.status).toBe(201);
      expect(twice.body).toEqual(once.body);
      expect((await client.get('/api/circuits')).body).toHaveLength(1);
      const t = await fourPlayerAmericano(client, ['Ana', 'Bia', 'Caio', 'Duda']);
      const addKey = { 'idempotency-key': randomUUID() };
      const path = `/api/circuits/${once.body.id}/tournaments`;
      expect((await client.post(path, { tournamentId: t.id }, addKey)).status).toBe(200);
      expect((await del(client, `${path}/${t.id}`)).status).toBe(200);
      // The same key answers the first outcome: the tournament is not added again.
      expect((await client.post(path, { tournamentId: t.id }, addKey)).status).toBe(200);
      expect((await client.get(`/api/circuits/${once.body.id}`)).body.tournaments).toEqual([]);

      const { database, store, runner } = server.system;
      const live = await tableRows(database, circuitsProjector.tables);
      await runner.stop();
      await new ProjectionRunner(database, store, runner.projectors).rebuild(circuitsProjector.name, 5);
      expect(await tableRows(database, circuitsProjector.tables)).toEqual(live);
    });
  });
}
