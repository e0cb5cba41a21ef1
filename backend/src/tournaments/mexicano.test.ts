import { TABLET_CODE_HEADER } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// Mexicano through the API: round 1 at creation, each later round drawn when the one before is
// complete, the owner's extra round and end, the refusals, and a rebuild.

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);
const mexicano = (players: number, courts: number, rounds?: number) => ({
  name: `Mexicano de ${players}`,
  tournamentType: 'mexicano',
  players: names(players),
  courts,
  ...(rounds === undefined ? {} : { rounds }),
});

interface MatchBody {
  id: string;
  round: number;
  slot: number;
  court: number;
  completed: boolean;
  player1Id: string;
  player2Id: string;
  player3Id: string;
  player4Id: string;
}

const roundOf = (matches: MatchBody[], round: number) => matches.filter((m) => m.round === round);

for (const target of testDatabaseTargets()) {
  describe(`Mexicano through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = (credits: number) => registerOrganiser(server, admin, credits);
    const balance = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;

    it('creates 5, 8 and 13 players with round 1 only, charging 1, 1 and 2 credits', async () => {
      const { client } = await organiser(4);
      for (const [players, courts, credits] of [
        [5, 1, 1],
        [8, 2, 1],
        [13, 3, 2],
      ] as const) {
        const before = await balance(client);
        const created = await client.post('/api/tournaments', mexicano(players, courts));
        expect(created.status).toBe(201);
        expect(before - (await balance(client))).toBe(credits);
        const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
        expect(detail).toMatchObject({
          tournamentType: 'mexicano',
          courts,
          playerCount: players,
          cost: credits,
          rounds: players - 1,
          status: 'pending',
        });
        expect(detail.matches).toHaveLength(Math.floor(players / 4));
        expect(new Set(detail.matches.map((m: MatchBody) => m.round))).toEqual(new Set([1]));
        const publicBody = (await client.get(`/api/public/tournaments/${detail.publicToken}`)).body;
        expect(publicBody.rounds).toBe(players - 1);
        expect(publicBody.matches).toHaveLength(Math.floor(players / 4));
      }
      expect(await balance(client)).toBe(0);
    });

    it('refuses bad fields with translated messages, charging nothing', async () => {
      const { client } = await organiser(2);
      const refusals = [
        [mexicano(3, 1), { players: 'O Mexicano precisa de 4 a 40 jogadores.' }],
        [mexicano(8, 3), { courts: 'Escolha entre 1 e 2 quadras.' }],
        [mexicano(8, 2, 15), { rounds: 'Escolha entre 1 e 14 rodadas.' }],
      ] as const;
      for (const [request, fieldErrors] of refusals) {
        const answer = await client.post('/api/tournaments', request);
        expect(answer.status).toBe(400);
        expect(answer.body.fieldErrors).toEqual(fieldErrors);
      }
      expect(await balance(client)).toBe(2);
      expect((await client.get('/api/tournaments')).body).toEqual([]);
    });

    it('draws round 2 with the score that completes round 1, redraws it on a change, then locks round 1', async () => {
      const { client } = await organiser(1);
      const { id } = (await client.post('/api/tournaments', mexicano(8, 2, 2))).body;
      const [a, b] = roundOf((await client.get(`/api/tournaments/${id}`)).body.matches, 1);
      const early = await client.post(`/api/tournaments/${id}/rounds`, {});
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(
        'A rodada 1 ainda não terminou: lance todos os resultados dela antes de sortear a próxima.',
      );
      await client.patch(`/api/matches/${a!.id}`, { team1Score: 9, team2Score: 0 });
      const completed = await client.patch(`/api/matches/${b!.id}`, { team1Score: 6, team2Score: 3 });
      const round2 = roundOf(completed.body.matches, 2);
      expect(round2).toHaveLength(2);
      expect(round2.map((m) => m.slot)).toEqual([2, 2]);
      // 1st + 4th against 2nd + 3rd: a's winners lead, a's losers are last.
      const top = completed.body.ranking.map((r: { playerId: string }) => r.playerId);
      expect([round2[0]!.player1Id, round2[0]!.player2Id]).toContain(top[0]);

      const changed = await client.patch(`/api/matches/${a!.id}`, { team1Score: 0, team2Score: 9 });
      expect(changed.status).toBe(200);
      const redrawn = roundOf(changed.body.matches, 2);
      expect(redrawn).toHaveLength(2);
      expect(redrawn.map((m) => m.id).some((i) => round2.some((m) => m.id === i))).toBe(false);

      await client.patch(`/api/matches/${redrawn[0]!.id}`, { team1Score: 5, team2Score: 4 });
      const refused = await client.patch(
        `/api/matches/${a!.id}`,
        { team1Score: 4, team2Score: 4 },
        { 'accept-language': 'en' },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Round 2 has already started: this result can no longer change.');

      const last = await client.patch(`/api/matches/${redrawn[1]!.id}`, { team1Score: 5, team2Score: 4 });
      expect(last.body.status).toBe('completed');
      expect(roundOf(last.body.matches, 3)).toHaveLength(0);
      // One more round than planned, then the owner ends it.
      const more = await client.post(`/api/tournaments/${id}/rounds`, {});
      expect(more.status).toBe(200);
      expect(roundOf(more.body.matches, 3)).toHaveLength(2);
      expect(more.body.status).toBe('in_progress');
      const ended = await client.post(`/api/tournaments/${id}/end`, {});
      expect(ended.body).toMatchObject({ ended: true, status: 'completed' });
    });

    it('runs on a court tablet under its code: scores draw the next round, one more round waits for the last', async () => {
      const club = await registerOrganiser(server, admin, 1, 'Clube Mexicano');
      await admin.call('PUT', `/api/admin/users/${club.userId}/type`, { userType: 'Quadra' });
      const code = (await club.client.post('/api/tournament-codes', { tournamentType: 'mexicano' })).body as {
        id: string;
        code: string;
      };
      const tablet = (method: string, path: string, body?: unknown) =>
        apiClient(server).call(method, path, body, { [TABLET_CODE_HEADER]: code.code });
      const created = await tablet('POST', '/api/tablet/tournaments', {
        ...mexicano(8, 2),
        codeId: code.id,
      });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      const view = await tablet('GET', `/api/tablet/tournaments/${id}`);
      expect(view.body).toMatchObject({ tournamentType: 'mexicano', rounds: 7 });
      let last = view;
      for (const m of roundOf(view.body.matches, 1))
        last = await tablet('PATCH', `/api/tablet/matches/${m.id}`, { team1Score: 6, team2Score: 2 });
      expect(roundOf(last.body.matches, 2)).toHaveLength(2);
      const early = await tablet('POST', `/api/tablet/tournaments/${id}/rounds`);
      expect(early.status).toBe(409);
      for (const m of roundOf(last.body.matches, 2))
        last = await tablet('PATCH', `/api/tablet/matches/${m.id}`, { team1Score: 6, team2Score: 2 });
      expect(roundOf(last.body.matches, 3)).toHaveLength(2);
    });

    it('gives the same read models after a rebuild', async () => {
      const { client } = await organiser(1);
      const { id } = (await client.post('/api/tournaments', mexicano(9, 2))).body;
      for (let round = 1; round <= 3; round++) {
        const { matches } = (await client.get(`/api/tournaments/${id}`)).body;
        for (const m of roundOf(matches, round))
          await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: round });
      }
      // A redraw of round 4 (round 3's last match changed), so a deletion is replayed too.
      const { matches } = (await client.get(`/api/tournaments/${id}`)).body;
      await client.patch(`/api/matches/${roundOf(matches, 3)[1]!.id}`, { team1Score: 1, team2Score: 6 });
      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(rebuilt).toEqual(live);
    });
  });
}
