import { randomUUID } from 'node:crypto';
import { TABLET_CODE_HEADER } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
const super8 = (scoring?: unknown) => ({
  name: 'Super 8 de sábado',
  courts: 2,
  players: EIGHT,
  tournamentType: 'super8',
  ...(scoring === undefined ? {} : { scoring }),
});

type Match = { id: string; slot: number; player1Id: string; player2Id: string };

for (const target of testDatabaseTargets()) {
  describe(`scoring modes through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = async () => (await registerOrganiser(server, admin, 5)).client;
    const created = async (client: ApiClient, scoring?: unknown) => {
      const answer = await client.post('/api/tournaments', super8(scoring));
      expect(answer.status).toBe(201);
      return (await client.get(`/api/tournaments/${answer.body.id}`)).body;
    };

    it('a Super 8 to 24 points: 13-11 recorded, 13-12 refused in the request’s language, 12-12 a draw', async () => {
      const client = await organiser();
      const t = await created(client, { mode: 'points', total: 24 });
      expect(t.scoring).toEqual({ mode: 'points', total: 24 });
      const [first, second] = t.matches as Match[];
      const ok = await client.patch(`/api/matches/${first!.id}`, { team1Score: 13, team2Score: 11 });
      expect(ok.status).toBe(200);
      const revision = ok.body.revision;
      const refused = await client.call(
        'PATCH',
        `/api/matches/${second!.id}`,
        { team1Score: 13, team2Score: 12 },
        { 'accept-language': 'en' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'formats.pointsMustAddUp',
        message: 'In a match to 24 points, the two scores must add up to 24.',
      });
      const pt = await client.patch(`/api/matches/${second!.id}`, { team1Score: 25, team2Score: 0 });
      expect(pt.body.message).toBe('O placar deve ser um número de 0 a 24.');
      expect((await client.get(`/api/tournaments/${t.id}`)).body.revision).toBe(revision);
      const draw = await client.patch(`/api/matches/${second!.id}`, { team1Score: 12, team2Score: 12 });
      expect(draw.body.matches.find((m: Match) => m.id === second!.id)).toMatchObject({ isDraw: true });
      // The ranking counts the points won: 13 for the winners of the first match, 12 for a draw.
      const points = Object.fromEntries(
        draw.body.ranking.map((r: { playerId: string; points: number }) => [r.playerId, r.points]),
      );
      expect(points[first!.player1Id]).toBe(13);
      expect(draw.body.ranking[0].points).toBe(13);
      const publicBody = (await apiClient(server).get(`/api/public/tournaments/${t.publicToken}`)).body;
      expect(publicBody.scoring).toEqual({ mode: 'points', total: 24 });
      expect(publicBody.ranking).toEqual(draw.body.ranking);
    });

    it('a timed tournament: 25-19 recorded, 100-0 refused; the clock of a slot starts once while it runs', async () => {
      const client = await organiser();
      const t = await created(client, { mode: 'timed', minutes: 15 });
      const [first] = t.matches as Match[];
      expect(
        (await client.patch(`/api/matches/${first!.id}`, { team1Score: 25, team2Score: 19 })).status,
      ).toBe(200);
      const over = await client.patch(`/api/matches/${first!.id}`, { team1Score: 100, team2Score: 0 });
      expect(over.status).toBe(400);
      expect(over.body.fieldErrors.team1Score).toBe('O placar deve ser um número de 0 a 99.');
      const started = await client.post(`/api/tournaments/${t.id}/timers`, { slot: 1 });
      expect(started.status).toBe(200);
      expect(started.body.slotTimers).toEqual([{ slot: 1, startedAt: expect.any(String), minutes: 15 }]);
      const again = await client.post(`/api/tournaments/${t.id}/timers`, { slot: 1 });
      expect(again.body.slotTimers).toEqual(started.body.slotTimers);
      const missing = await client.post(`/api/tournaments/${t.id}/timers`, { slot: 99 });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('O horário 99 não existe neste torneio.');
    });

    it('games stays the default: one digit, and no clock to start', async () => {
      const client = await organiser();
      const t = await created(client);
      expect(t.scoring).toEqual({ mode: 'games' });
      expect(t.slotTimers).toEqual([]);
      const [first] = t.matches as Match[];
      expect((await client.patch(`/api/matches/${first!.id}`, { team1Score: 6, team2Score: 4 })).status).toBe(
        200,
      );
      expect(
        (await client.patch(`/api/matches/${first!.id}`, { team1Score: 13, team2Score: 11 })).status,
      ).toBe(400);
      const clock = await client.post(`/api/tournaments/${t.id}/timers`, { slot: 1 });
      expect(clock.status).toBe(400);
      expect(clock.body.code).toBe('tournament.notTimed');
    });

    it('refuses a scoring mode it does not know, naming the field, and charges nothing', async () => {
      const client = await organiser();
      for (const [scoring, message] of [
        [{ mode: 'points', total: 20 }, 'O total de pontos por partida deve ser 16, 21, 24 ou 32.'],
        [{ mode: 'timed', minutes: 61 }, 'A duração de cada partida deve ser de 5 a 60 minutos.'],
        [{ mode: 'sets' }, 'Escolha como as partidas são pontuadas: games, pontos ou tempo.'],
      ] as const) {
        const answer = await client.post('/api/tournaments', super8(scoring));
        expect(answer.status).toBe(400);
        expect(Object.values(answer.body.fieldErrors)).toContain(message);
      }
      expect((await client.get('/api/user')).body.credits).toBe(5);
    });

    it('a Super 16 takes a scoring too', async () => {
      const client = await organiser();
      const answer = await client.post('/api/tournaments/super-groups', {
        name: 'Super 16',
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players: Array.from({ length: 16 }, (_, i) => `Jogador ${i + 1}`),
        scoring: { mode: 'points', total: 16 },
      });
      expect(answer.status).toBe(201);
      expect((await client.get(`/api/tournaments/${answer.body.id}`)).body.scoring).toEqual({
        mode: 'points',
        total: 16,
      });
    });

    it('a court tablet creates a timed tournament, scores it and starts its clocks', async () => {
      const { client, userId } = await registerOrganiser(server, admin, 3, 'Clube Rodada');
      await admin.call('PUT', `/api/admin/users/${userId}/type`, { userType: 'Quadra' });
      const code = (await client.post('/api/tournament-codes', { tournamentType: 'super8' })).body;
      const tablet = (method: string, path: string, body?: unknown) =>
        apiClient(server).call(method, path, body, {
          [TABLET_CODE_HEADER]: code.code,
          'idempotency-key': randomUUID(),
        });
      const made = await tablet('POST', '/api/tablet/tournaments', {
        ...super8({ mode: 'timed', minutes: 20 }),
        codeId: code.id,
      });
      expect(made.status).toBe(201);
      const t = (await tablet('GET', `/api/tablet/tournaments/${made.body.id}`)).body;
      expect(t.scoring).toEqual({ mode: 'timed', minutes: 20 });
      const clock = await tablet('POST', `/api/tablet/tournaments/${t.id}/timers`, { slot: 2 });
      expect(clock.status).toBe(200);
      expect(clock.body.slotTimers).toMatchObject([{ slot: 2, minutes: 20 }]);
      const scored = await tablet('PATCH', `/api/tablet/matches/${t.matches[0].id}`, {
        team1Score: 31,
        team2Score: 27,
      });
      expect(scored.status).toBe(200);
    });
  });
}
