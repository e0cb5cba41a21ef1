import { randomUUID } from 'node:crypto';
import { ProjectionRunner, rosterProjector, tournamentsProjector } from '@rodada/projections';
import { tableRows, testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

const FIRST = ['Ana Souza', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
const SECOND = ['ANA  SOUZA', 'bía', 'Caio', 'Duda', 'Iara', 'João', 'Kika', 'Léo'];

const super8 = (client: ApiClient, players: (string | { rosterId: string })[], name = 'Super 8 de quinta') =>
  client.post('/api/tournaments', { name, courts: 2, players, tournamentType: 'super8' });
const search = async (client: ApiClient, query: string) => {
  const answer = await client.get(`/api/roster?query=${encodeURIComponent(query)}`);
  expect(answer.status).toBe(200);
  return answer.body as { id: string; name: string; level: unknown; tournaments: number }[];
};
const idOf = async (client: ApiClient, name: string) => (await search(client, name))[0]!.id;

for (const target of testDatabaseTargets()) {
  describe(`the organiser's players (roster) on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    it('holds every name of the organiser’s tournaments once, found by a word’s start with accents and case ignored, most played first', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Clube Um');
      expect((await super8(client, FIRST)).status).toBe(201);
      const second = await super8(client, SECOND, 'Super 8 de sexta');
      expect(second.status).toBe(201);

      const all = await search(client, '');
      expect(all.map((e) => [e.name, e.tournaments])).toEqual([
        ['Ana Souza', 2],
        ['Bia', 2],
        ['Caio', 2],
        ['Duda', 2],
        ['Edu', 1],
        ['Fabi', 1],
        ['Gui', 1],
        ['Hugo', 1],
        ['Iara', 1],
        ['João', 1],
        ['Kika', 1],
        ['Léo', 1],
      ]);
      expect(all.every((e) => e.level === null)).toBe(true);
      expect((await search(client, 'souZA')).map((e) => e.name)).toEqual(['Ana Souza']);
      expect((await search(client, 'JOA')).map((e) => e.name)).toEqual(['João']);
      expect((await search(client, 'bí')).map((e) => e.name)).toEqual(['Bia']);
      expect(await search(client, 'ouza')).toEqual([]);

      const detail = await client.get(`/api/roster/${await idOf(client, 'ana')}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ name: 'Ana Souza', tournaments: 2, level: null });
      expect(detail.body.history.map((h: { name: string; format: string }) => [h.name, h.format])).toEqual([
        ['Super 8 de sexta', 'super8'],
        ['Super 8 de quinta', 'super8'],
      ]);
      expect(detail.body.history[0]).toMatchObject({ position: 1, matchesPlayed: 0, id: second.body.id });
    });

    it('answers each player’s level once a match of theirs is scored (docs/levels.md)', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Clube Nível');
      const created = await super8(client, FIRST);
      expect(created.status).toBe(201);
      const matchId = (await client.get(`/api/tournaments/${created.body.id}`)).body.matches[0].id as string;
      const scored = await client.patch(`/api/matches/${matchId}`, {
        team1Score: 6,
        team2Score: 1,
        basedOnVersion: 0,
      });
      expect(scored.status).toBe(200);
      // Two new teams, 6-1: ±32 × (6/7 − 1/2) = ±11.4.
      const levels = (await search(client, '')).map((e) => e.level);
      const won = { rating: 1011, band: 'intermediate', matches: 1 };
      const lost = { rating: 989, band: 'intermediate', matches: 1 };
      expect(levels.filter((l) => JSON.stringify(l) === JSON.stringify(won))).toHaveLength(2);
      expect(levels.filter((l) => JSON.stringify(l) === JSON.stringify(lost))).toHaveLength(2);
      expect(levels.filter((l) => l === null)).toHaveLength(4);
    });

    it('seeds a Mexicano by the levels the roster answers at creation, picked or typed, the unrated as 1000', async () => {
      const { client } = await registerOrganiser(server, admin, 3, 'Clube Sorteio');
      const created = await super8(client, FIRST);
      const matchId = (await client.get(`/api/tournaments/${created.body.id}`)).body.matches[0].id as string;
      expect((await client.patch(`/api/matches/${matchId}`, { team1Score: 6, team2Score: 1 })).status).toBe(
        200,
      );
      const rating = new Map(
        (await search(client, '')).map((e) => [
          e.name,
          (e.level as { rating: number } | null)?.rating ?? 1000,
        ]),
      );
      const ana = await idOf(client, 'ana');

      const mexicano = await client.post('/api/tournaments', {
        name: 'Mexicano por nível',
        courts: 2,
        players: [{ rosterId: ana }, ...FIRST.slice(1)],
        tournamentType: 'mexicano',
        seeding: 'level',
      });
      expect(mexicano.status).toBe(201);
      const detail = (await client.get(`/api/tournaments/${mexicano.body.id}`)).body;
      const nameOf = new Map((detail.players as { id: string; name: string }[]).map((p) => [p.id, p.name]));
      const seats = (
        detail.matches as {
          court: number;
          player1Id: string;
          player2Id: string;
          player3Id: string;
          player4Id: string;
        }[]
      )
        .sort((a, b) => a.court - b.court)
        .map((m) =>
          [m.player1Id, m.player2Id, m.player3Id, m.player4Id].map((id) => rating.get(nameOf.get(id)!)),
        );
      // 1011, 1011, then four at 1000 (two unrated, two who did not play), then 989, 989.
      expect(seats).toEqual([
        [1011, 1000, 1011, 1000],
        [1000, 989, 1000, 989],
      ]);

      const super8ByLevel = await client.post('/api/tournaments', {
        name: 'Super 8 por nível',
        courts: 2,
        players: FIRST,
        tournamentType: 'super8',
        seeding: 'level',
      });
      expect(super8ByLevel.status).toBe(400);
      expect(super8ByLevel.body.fieldErrors).toEqual({
        seeding: 'Sortear por nível só no Americano e no Mexicano.',
      });
      expect((await client.get('/api/user')).body.credits).toBe(1);
    });

    it('renames and merges entries, and the next tournament’s names find them', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Clube Dois');
      await super8(client, FIRST);
      const bia = await idOf(client, 'bia');
      const ana = await idOf(client, 'ana');

      const renamed = await client.patch(`/api/roster/${bia}`, { name: ' Beatriz  Lima ' });
      expect(renamed).toMatchObject({ status: 200, body: { id: bia } });
      const merged = await client.post(`/api/roster/${await idOf(client, 'gui')}/merge`, { intoId: ana });
      expect(merged).toMatchObject({ status: 200, body: { id: ana } });
      expect((await search(client, 'lima')).map((e) => e.name)).toEqual(['Beatriz Lima']);
      expect(await search(client, 'gui')).toEqual([]);

      // "Bia" (the old name) and "Gui" (merged into Ana Souza) still find their people.
      await super8(client, ['Bia', 'Gui', 'Caio', 'Duda', 'Edu', 'Fabi', 'Zeca', 'Hugo']);
      const all = await search(client, '');
      expect(all.map((e) => [e.name, e.tournaments])).toEqual([
        ['Ana Souza', 2],
        ['Beatriz Lima', 2],
        ['Caio', 2],
        ['Duda', 2],
        ['Edu', 2],
        ['Fabi', 2],
        ['Hugo', 2],
        ['Zeca', 1],
      ]);
    });

    it('refuses, translated and changing nothing: a taken name, a blank or long one, a merge into itself', async () => {
      const { client } = await registerOrganiser(server, admin, 1, 'Clube Três');
      await super8(client, FIRST);
      const bia = await idOf(client, 'bia');
      const before = await search(client, '');

      const taken = await client.patch(`/api/roster/${bia}`, { name: 'caio' });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        code: 'roster.nameTaken',
        message: expect.stringContaining('"Caio"'),
      });
      const blank = await client.patch(`/api/roster/${bia}`, { name: '   ' });
      expect(blank.status).toBe(400);
      expect(JSON.stringify(blank.body)).toContain('Digite o nome do jogador');
      expect((await client.patch(`/api/roster/${bia}`, { name: 'x'.repeat(61) })).status).toBe(400);
      expect((await client.patch(`/api/roster/${bia}`, { nome: 'Bea' })).status).toBe(400);
      const itself = await client.post(`/api/roster/${bia}/merge`, { intoId: bia });
      expect(itself.status).toBe(422);
      expect(itself.body.message).toBe('Escolha outro jogador para juntar.');
      expect((await client.post(`/api/roster/${bia}/merge`, { intoId: 'not-an-id' })).status).toBe(400);
      expect(await search(client, '')).toEqual(before);
    });

    it('tells a player’s history: each tournament’s position, matches and wins, the partners most played with and the results oldest first', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Clube Histórico');
      interface Seats {
        id: string;
        player1Id: string;
        player2Id: string;
        player3Id: string;
        player4Id: string;
        matchType: string;
      }
      // Every match is won 6-2 by its first side; Ana's wins are the matches she plays on it.
      const playAll = async (players: string[], name: string) => {
        const created = await super8(client, players, name);
        expect(created.status).toBe(201);
        const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
        const ana = (detail.players as { id: string; name: string }[]).find((p) => /ana/i.test(p.name))!.id;
        let won = 0;
        for (const m of detail.matches as Seats[]) {
          if ([m.player1Id, m.player2Id].includes(ana)) won += 1;
          expect((await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 2 })).status).toBe(
            200,
          );
        }
        return { id: created.body.id as string, won };
      };
      const first = await playAll(FIRST, 'Super 8 de quinta');
      const second = await playAll(SECOND, 'Super 8 de sexta');

      const detail = await client.get(`/api/roster/${await idOf(client, 'ana')}`);
      expect(detail.status).toBe(200);
      // Her level counts every match she played in both (docs/levels.md).
      expect(detail.body).toMatchObject({
        name: 'Ana Souza',
        level: { matches: 14, band: expect.any(String), rating: expect.any(Number) },
        tournaments: 2,
      });
      expect(
        detail.body.history.map((h: { id: string; matchesPlayed: number; won: number }) => [
          h.id,
          h.matchesPlayed,
          h.won,
        ]),
      ).toEqual([
        [second.id, 7, second.won],
        [first.id, 7, first.won],
      ]);
      // A Super 8 pairs each player once with each other: Bia, Caio and Duda were her partners twice.
      expect(detail.body.partners.map((p: { name: string; matches: number }) => [p.name, p.matches])).toEqual(
        [
          ['Bia', 2],
          ['Caio', 2],
          ['Duda', 2],
          ['Edu', 1],
          ['Fabi', 1],
        ],
      );
      expect(detail.body.results.map((r: { tournamentId: string }) => r.tournamentId)).toEqual([
        first.id,
        second.id,
      ]);
      for (const r of detail.body.results) {
        expect(r.entrants).toBe(8);
        expect(r.position).toBeGreaterThanOrEqual(1);
        expect(r.position).toBeLessThanOrEqual(8);
      }
    });

    it('is the organiser’s alone: another organiser’s ids answer 404, an administrator sees them and may not change them', async () => {
      const owner = await registerOrganiser(server, admin, 1, 'Clube Quatro');
      const other = await registerOrganiser(server, admin, 1, 'Clube Cinco');
      await super8(owner.client, FIRST);
      await super8(other.client, SECOND);
      const bia = await idOf(owner.client, 'bia');
      const theirs = await idOf(other.client, 'kika');
      expect((await search(other.client, 'bia'))[0]!.id).not.toBe(bia);

      for (const answer of [
        await other.client.get(`/api/roster/${bia}`),
        await other.client.patch(`/api/roster/${bia}`, { name: 'Roubada' }),
        await other.client.post(`/api/roster/${bia}/merge`, { intoId: theirs }),
        await owner.client.post(`/api/roster/${bia}/merge`, { intoId: theirs }),
        await owner.client.get(`/api/roster/${randomUUID()}`),
        await owner.client.get('/api/roster/nada'),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('roster.notFound');
      }
      expect((await admin.get(`/api/roster/${bia}`)).body.name).toBe('Bia');
      expect((await admin.patch(`/api/roster/${bia}`, { name: 'Admin' })).status).toBe(403);
      expect((await apiClient(server).get('/api/roster?query=a')).status).toBe(401);
      expect((await search(owner.client, 'bia'))[0]!.name).toBe('Bia');
    });

    it('opens a player’s public page only when the organiser turns it on, with a new link each time, and hides their name from circuits', async () => {
      const owner = await registerOrganiser(server, admin, 1, 'Clube Público');
      const other = await registerOrganiser(server, admin, 1, 'Clube Vizinho');
      const anyone = apiClient(server);
      await super8(owner.client, FIRST);
      const ana = await idOf(owner.client, 'ana');
      const privacyOf = async () => (await owner.client.get(`/api/roster/${ana}`)).body.privacy;
      expect(await privacyOf()).toEqual({ publicToken: null, hiddenInCircuits: false });

      const on = await owner.client.put(`/api/roster/${ana}/privacy`, {
        publicPage: true,
        hiddenInCircuits: false,
      });
      expect(on.status).toBe(200);
      const token = on.body.publicToken as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      const page = await anyone.get(`/api/public/players/${token}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ name: 'Ana Souza', tournaments: 1, level: null });
      expect(page.body.history).toEqual([
        {
          name: 'Super 8 de quinta',
          createdAt: expect.any(String),
          format: 'super8',
          position: 1,
          matchesPlayed: 0,
          won: 0,
        },
      ]);
      expect(page.body).not.toHaveProperty('partners');
      expect(page.body).not.toHaveProperty('privacy');

      // On again keeps the link; off closes it; on once more makes a new one.
      expect(
        (await owner.client.put(`/api/roster/${ana}/privacy`, { publicPage: true, hiddenInCircuits: true }))
          .body,
      ).toEqual({
        publicToken: token,
        hiddenInCircuits: true,
      });
      expect(
        (await owner.client.put(`/api/roster/${ana}/privacy`, { publicPage: false, hiddenInCircuits: true }))
          .body,
      ).toEqual({
        publicToken: null,
        hiddenInCircuits: true,
      });
      const closed = await anyone.get(`/api/public/players/${token}`);
      expect(closed.status).toBe(404);
      expect(closed.body.code).toBe('roster.notFound');
      const again = await owner.client.put(`/api/roster/${ana}/privacy`, {
        publicPage: true,
        hiddenInCircuits: true,
      });
      expect(again.body.publicToken).not.toBe(token);
      expect((await anyone.get(`/api/public/players/${again.body.publicToken}`)).status).toBe(200);

      // Refusals change nothing.
      const before = await privacyOf();
      const malformed = await owner.client.put(`/api/roster/${ana}/privacy`, { publicPage: 'sim' });
      expect(malformed.status).toBe(400);
      expect(JSON.stringify(malformed.body)).toContain('Escolha se a página pública fica ligada');
      expect(
        (await other.client.put(`/api/roster/${ana}/privacy`, { publicPage: false, hiddenInCircuits: false }))
          .status,
      ).toBe(404);
      expect(
        (await admin.put(`/api/roster/${ana}/privacy`, { publicPage: false, hiddenInCircuits: false }))
          .status,
      ).toBe(403);
      expect(
        (await anyone.put(`/api/roster/${ana}/privacy`, { publicPage: false, hiddenInCircuits: false }))
          .status,
      ).toBe(401);
      expect((await anyone.get('/api/public/players/curto')).status).toBe(404);
      expect(await privacyOf()).toEqual(before);
    });

    it('creates a tournament from players picked from the roster: the entry’s current name, linked to it', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Clube Escolha');
      await super8(client, FIRST);
      const bia = await idOf(client, 'bia');
      const gui = await idOf(client, 'gui');
      expect((await client.patch(`/api/roster/${bia}`, { name: 'Beatriz Lima' })).status).toBe(200);

      const picked = await super8(
        client,
        [{ rosterId: bia }, 'Caio', { rosterId: gui }, 'Duda', 'Edu', 'Fabi', 'Zeca', 'Hugo'],
        'Super 8 escolhido',
      );
      expect(picked.status).toBe(201);
      const detail = (await client.get(`/api/tournaments/${picked.body.id}`)).body;
      expect((detail.players as { name: string }[]).map((p) => p.name)).toEqual([
        'Beatriz Lima',
        'Caio',
        'Gui',
        'Duda',
        'Edu',
        'Fabi',
        'Zeca',
        'Hugo',
      ]);
      const all = await search(client, '');
      expect(all.find((e) => e.id === bia)).toMatchObject({ name: 'Beatriz Lima', tournaments: 2 });
      expect(all.find((e) => e.id === gui)).toMatchObject({ name: 'Gui', tournaments: 2 });
      expect(all).toHaveLength(9);
    });

    it('takes picks in a Super 16 too, in their group when the division is manual', async () => {
      const { client } = await registerOrganiser(server, admin, 4, 'Clube Grupos');
      await super8(client, FIRST);
      const ana = await idOf(client, 'ana');
      const caio = await idOf(client, 'caio');
      const names = Array.from({ length: 14 }, (_, i) => `Jogador ${i + 1}`);
      const created = await client.post('/api/tournaments/super-groups', {
        name: 'Super 16 escolhido',
        playerCount: 16,
        groupAssignmentMethod: 'manual',
        players: [
          { rosterId: ana, groupId: 'B' },
          ...names.slice(0, 7).map((name) => ({ name, groupId: 'A' })),
          { rosterId: caio, groupId: 'A' },
          ...names.slice(7).map((name) => ({ name, groupId: 'B' })),
        ],
      });
      expect(created.status).toBe(201);
      const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      const groupOf = (name: string) =>
        (detail.players as { name: string; groupId: string }[]).find((p) => p.name === name)?.groupId;
      expect([groupOf('Ana Souza'), groupOf('Caio')]).toEqual(['B', 'A']);
      const all = await search(client, '');
      expect(all.find((e) => e.id === ana)?.tournaments).toBe(2);
      expect(all.find((e) => e.id === caio)?.tournaments).toBe(2);

      const unknown = await client.post('/api/tournaments/super-groups', {
        name: 'Super 16 desconhecido',
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players: [{ rosterId: randomUUID() }, ...names, 'Zeca'],
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('roster.notFound');
      expect((await client.get('/api/user')).body.credits).toBe(1);
    });

    it('refuses a pick of another organiser’s or an unknown entry (404, translated) and a pick its name repeats, charging nothing', async () => {
      const owner = await registerOrganiser(server, admin, 1, 'Clube Sete');
      const other = await registerOrganiser(server, admin, 1, 'Clube Oito');
      await super8(other.client, SECOND);
      const theirs = await idOf(other.client, 'kika');
      const holdings = async () => ({
        credits: (await owner.client.get('/api/user')).body.credits,
        tournaments: (await owner.client.get('/api/tournaments')).body.length,
      });
      const start = await holdings();
      expect(start).toEqual({ credits: 1, tournaments: 0 });
      for (const rosterId of [theirs, randomUUID()]) {
        const answer = await super8(owner.client, [{ rosterId }, ...FIRST.slice(1)]);
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({
          code: 'roster.notFound',
          message: 'Jogador não encontrado entre os seus jogadores.',
        });
      }
      expect(await holdings()).toEqual(start);

      // Once in the roster, a pick whose name is also typed is a repeat, as two typed names are.
      expect((await super8(owner.client, FIRST)).status).toBe(201);
      await admin.post(`/api/admin/users/${owner.userId}/credits`, { credits: 1, reason: 'bonus' });
      const ana = await idOf(owner.client, 'ana');
      const charged = await holdings();
      const repeated = await super8(owner.client, [{ rosterId: ana }, ...FIRST.slice(1, 7), 'ana souza']);
      expect(repeated.status).toBe(400);
      expect(repeated.body).toMatchObject({ code: 'tournament.duplicateName' });
      expect(repeated.body.message).toContain('"Ana Souza"');
      const malformed = await super8(owner.client, [{ rosterId: 'nada' }, ...FIRST.slice(1)]);
      expect(malformed.status).toBe(400);
      expect(malformed.body.fieldErrors).toEqual({
        'players.0.rosterId': 'Jogador não encontrado entre os seus jogadores.',
      });
      const pairs = await owner.client.post('/api/tournaments', {
        name: 'Duplas',
        courts: 2,
        players: [{ rosterId: ana }, 'C / D', 'E / F', 'G / H'],
        tournamentType: 'super8_fixed_pairs',
      });
      expect(pairs.status).toBe(400);
      expect(await holdings()).toEqual(charged);
    });

    it('answers a repeated request (same Idempotency-Key) as the first, and a rebuild gives the same roster', async () => {
      const { client } = await registerOrganiser(server, admin, 1, 'Clube Seis');
      await super8(client, FIRST);
      const edu = await idOf(client, 'edu');
      const key = { 'idempotency-key': randomUUID() };
      expect((await client.patch(`/api/roster/${edu}`, { name: 'Eduardo' }, key)).status).toBe(200);
      await client.patch(`/api/roster/${edu}`, { name: 'Edu' });
      expect((await client.patch(`/api/roster/${edu}`, { name: 'Eduardo' }, key)).status).toBe(200);
      expect((await search(client, 'ed'))[0]!.name).toBe('Edu');

      const { database, store, runner } = server.system;
      const live = await tableRows(database, rosterProjector.tables);
      await runner.stop();
      await new ProjectionRunner(database, store, runner.projectors).rebuild(rosterProjector.name, 5);
      expect(await tableRows(database, rosterProjector.tables)).toEqual(live);
    });
  });

  // A server of its own: the rebuild at its end stops the projections.
  describe(`erasing a roster entry on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    it('erases a player (LGPD): anonymised in every tournament, ranking, history and partner list, gone from the roster, and a rebuild keeps it so', async () => {
      const owner = await registerOrganiser(server, admin, 3, 'Clube Sete');
      const other = await registerOrganiser(server, admin, 1, 'Clube Oito');
      const { client } = owner;
      const played = await super8(client, FIRST, 'Super 8 jogado');
      const detail = (await client.get(`/api/tournaments/${played.body.id}`)).body;
      for (const m of detail.matches as { id: string }[])
        expect((await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 3 })).status).toBe(
          200,
        );
      const finished = (await client.get(`/api/tournaments/${played.body.id}`)).body;
      expect(finished.status).toBe('completed');
      const running = await super8(client, [
        'Ana Souza',
        'Bia',
        'Caio',
        'Duda',
        'Iara',
        'João',
        'Kika',
        'Léo',
      ]);
      expect(running.status).toBe(201);
      const hugo = await idOf(client, 'hugo');
      const iara = await idOf(client, 'iara');

      // Refusals change nothing: a player of a tournament still being played, someone else's.
      const before = await search(client, '');
      const playing = await client.delete(`/api/roster/${iara}`);
      expect(playing.status).toBe(409);
      expect(playing.body).toMatchObject({
        code: 'roster.erasePlaying',
        message:
          'Este jogador está em um torneio em andamento. Apague os dados dele quando o torneio terminar.',
      });
      expect((await other.client.delete(`/api/roster/${hugo}`)).status).toBe(404);
      expect((await admin.delete(`/api/roster/${hugo}`)).status).toBe(403);
      expect((await client.delete('/api/roster/nada')).status).toBe(404);
      expect(await search(client, '')).toEqual(before);

      const hugosPage = (
        await client.put(`/api/roster/${hugo}/privacy`, { publicPage: true, hiddenInCircuits: false })
      ).body.publicToken as string;
      expect((await apiClient(server).get(`/api/public/players/${hugosPage}`)).status).toBe(200);
      const key = { 'idempotency-key': randomUUID() };
      expect(await client.delete(`/api/roster/${hugo}`, key)).toMatchObject({
        status: 200,
        body: { id: hugo },
      });
      expect((await client.delete(`/api/roster/${hugo}`, key)).status).toBe(200);
      expect((await client.delete(`/api/roster/${hugo}`)).status).toBe(404);

      // Out of the roster and its history; "Anônimo" wherever the tournament shows him.
      expect(await search(client, 'hugo')).toEqual([]);
      expect((await client.get(`/api/roster/${hugo}`)).status).toBe(404);
      expect((await apiClient(server).get(`/api/public/players/${hugosPage}`)).status).toBe(404);
      // Nor can he be picked for a new tournament.
      const picked = await super8(client, [
        { rosterId: hugo },
        'Bia',
        'Caio',
        'Duda',
        'Edu',
        'Fabi',
        'Gui',
        'Zeca',
      ]);
      expect(picked).toMatchObject({ status: 404, body: { code: 'roster.notFound' } });
      const after = (await client.get(`/api/tournaments/${played.body.id}`)).body;
      const names = (after.players as { name: string }[]).map((p) => p.name);
      expect(names).not.toContain('Hugo');
      expect(names).toContain('Anônimo');
      const ranking = after.ranking as { playerName: string; points: number }[];
      expect(ranking.map((r) => r.playerName)).toContain('Anônimo');
      // Hugo's place and points are the same: only his name is gone.
      const hugos = (finished.ranking as { playerId: string; playerName: string }[]).find(
        (r) => r.playerName === 'Hugo',
      )!;
      expect(ranking.find((r) => (r as unknown as { playerId: string }).playerId === hugos.playerId)).toEqual(
        {
          ...hugos,
          playerName: 'Anônimo',
        },
      );
      const board = await apiClient(server).get(`/api/public/tournaments/${after.publicToken}`);
      expect(JSON.stringify(board.body)).not.toContain('Hugo');
      const ana = (await client.get(`/api/roster/${await idOf(client, 'ana')}`)).body;
      expect(JSON.stringify(ana)).not.toContain('Hugo');
      expect(JSON.stringify(ana.partners)).not.toContain('Anônimo');

      // The name is free again: a new Hugo is a new player.
      expect(
        (await super8(client, ['Hugo', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Zeca'], 'Super 8 novo'))
          .status,
      ).toBe(201);
      const newHugo = await search(client, 'hugo');
      expect(newHugo).toMatchObject([{ name: 'Hugo', tournaments: 1 }]);
      expect(newHugo[0]!.id).not.toBe(hugo);

      const { database, store, runner } = server.system;
      const tables = [...rosterProjector.tables, 'tournament_players', 'tournament_rankings'] as const;
      const live = await tableRows(database, tables);
      await runner.stop();
      const rebuilt = new ProjectionRunner(database, store, runner.projectors);
      await rebuilt.rebuild(rosterProjector.name, 5);
      await rebuilt.rebuild(tournamentsProjector.name, 5);
      expect(await tableRows(database, tables)).toEqual(live);
    });
  });
}
