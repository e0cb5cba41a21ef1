import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// Americano through the API: any group from 4 to 40, its refusals before any charge, its rests.

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);
const americano = (players: number, courts: number, rounds?: number) => ({
  name: `Americano de ${players}`,
  tournamentType: 'americano',
  players: names(players),
  courts,
  ...(rounds === undefined ? {} : { rounds }),
});

interface MatchBody {
  id: string;
  round: number;
  slot: number;
  court: number;
  player1Id: string;
  player2Id: string;
  player3Id: string;
  player4Id: string;
}

for (const target of testDatabaseTargets()) {
  describe(`Americano through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = (credits: number) => registerOrganiser(server, admin, credits);
    const balance = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;

    it('creates 5, 9, 10, 13 and 40 players, charging 1, 1, 1, 2 and 3 credits', async () => {
      const { client } = await organiser(8);
      for (const [players, courts, credits] of [
        [5, 1, 1],
        [9, 2, 1],
        [10, 2, 1],
        [13, 3, 2],
        [40, 10, 3],
      ] as const) {
        const before = await balance(client);
        const created = await client.post('/api/tournaments', americano(players, courts));
        expect(created.status).toBe(201);
        expect(before - (await balance(client))).toBe(credits);
        const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
        expect(detail).toMatchObject({
          tournamentType: 'americano',
          courts,
          playerCount: players,
          cost: credits,
        });
        expect(detail.players).toHaveLength(players);
        expect(detail.ranking).toHaveLength(players);
        const slots = new Set(detail.matches.map((m: MatchBody) => m.slot));
        for (const slot of slots) {
          const inSlot = detail.matches.filter((m: MatchBody) => m.slot === slot);
          expect(inSlot.length).toBeLessThanOrEqual(courts);
          const people = inSlot.flatMap((m: MatchBody) => [
            m.player1Id,
            m.player2Id,
            m.player3Id,
            m.player4Id,
          ]);
          expect(new Set(people).size).toBe(people.length);
        }
        const publicBody = (await client.get(`/api/public/tournaments/${detail.publicToken}`)).body;
        expect(publicBody.rounds).toBe(detail.rounds);
        expect(publicBody.scheduleFigures).toHaveLength(1);
      }
      expect(await balance(client)).toBe(0);
    });

    it('plays the rounds chosen, and the bodies say how many', async () => {
      const { client } = await organiser(1);
      const { id } = (await client.post('/api/tournaments', americano(10, 2, 4))).body;
      const detail = (await client.get(`/api/tournaments/${id}`)).body;
      expect(detail.rounds).toBe(4);
      expect(new Set(detail.matches.map((m: MatchBody) => m.round))).toEqual(new Set([1, 2, 3, 4]));
      expect(detail.matches).toHaveLength(8);
    });

    it('refuses each bad field with its own translated message, charging nothing and writing nothing', async () => {
      const { client } = await organiser(3);
      const refusals = [
        [americano(3, 1), { players: 'O Americano precisa de 4 a 40 jogadores.' }],
        [americano(41, 10), { players: 'O Americano precisa de 4 a 40 jogadores.' }],
        [americano(10, 3), { courts: 'Escolha entre 1 e 2 quadras.' }],
        [americano(10, 2, 11), { rounds: 'Escolha entre 1 e 10 rodadas.' }],
        [americano(10, 2, 0), { rounds: 'Escolha entre 1 e 10 rodadas.' }],
      ] as const;
      for (const [request, fieldErrors] of refusals) {
        const answer = await client.post('/api/tournaments', request);
        expect(answer.status).toBe(400);
        expect(answer.body.fieldErrors).toEqual(fieldErrors);
      }
      const english = await client.post('/api/tournaments', americano(10, 3), { 'accept-language': 'en' });
      expect(english.body.fieldErrors).toEqual({ courts: 'Choose between 1 and 2 courts.' });
      expect(await balance(client)).toBe(3);
      expect((await client.get('/api/tournaments')).body).toEqual([]);
      expect((await client.get('/api/transactions')).body).toHaveLength(1);
    });

    it('ranks players who rest: each row counts the matches played, and a rebuild gives the same rows', async () => {
      const { client } = await organiser(1);
      const { id } = (await client.post('/api/tournaments', americano(10, 2, 3))).body;
      const { matches } = (await client.get(`/api/tournaments/${id}`)).body;
      let last: {
        body: { status: string; ranking: { wins: number; losses: number; draws: number }[] };
      } | null = null;
      for (const m of matches as MatchBody[])
        last = await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 2 });
      expect(last!.body.status).toBe('completed');
      const played = last!.body.ranking.map((r) => r.wins + r.losses + r.draws);
      // 3 rounds of 2 matches: 24 places for 10 players, everyone 2 or 3 matches.
      expect(played.reduce((a, b) => a + b, 0)).toBe(24);
      expect(Math.max(...played) - Math.min(...played)).toBeLessThanOrEqual(1);

      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(rebuilt).toEqual(live);
    });
  });
}
