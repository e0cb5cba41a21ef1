import { randomUUID } from 'node:crypto';
import { TABLET_CODE_HEADER } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

// Americano and Mexicano on a court tablet: the rounds chosen at creation are kept, the Mexicano
// rounds route draws only after a complete round (and only under the tournament's own active
// code, once per Idempotency-Key), and ending from the owner's view ends the code as the tablet does.

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);

interface MatchBody {
  readonly id: string;
  readonly round: number;
  readonly completed: boolean;
}
const roundOf = (matches: readonly MatchBody[], round: number) => matches.filter((m) => m.round === round);
const roundsDrawn = (matches: readonly MatchBody[]) => new Set(matches.map((m) => m.round)).size;

for (const target of testDatabaseTargets()) {
  describe(`court tablets, Americano and Mexicano rounds, on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const club = async (credits: number) => {
      const organiser = await registerOrganiser(server, admin, credits, 'Clube das Rodadas');
      await admin.call('PUT', `/api/admin/users/${organiser.userId}/type`, { userType: 'Quadra' });
      return organiser;
    };
    const newCode = async (client: ApiClient, tournamentType: string) =>
      (await client.post('/api/tournament-codes', { tournamentType })).body as { id: string; code: string };
    const tablet = (
      code: string,
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => apiClient(server).call(method, path, body, { [TABLET_CODE_HEADER]: code, ...headers });
    const createOn = (
      code: { id: string; code: string },
      tournamentType: 'americano' | 'mexicano',
      players: number,
      rounds?: number,
    ) =>
      tablet(code.code, 'POST', '/api/tablet/tournaments', {
        name: `${tournamentType} da quadra`,
        tournamentType,
        courts: 2,
        players: names(players),
        codeId: code.id,
        ...(rounds === undefined ? {} : { rounds }),
      });
    /** Scores every match of a round from the tablet; the last answer. */
    const playRound = async (code: string, matches: readonly MatchBody[], round: number) => {
      let last = null as Awaited<ReturnType<typeof tablet>> | null;
      for (const m of roundOf(matches, round))
        last = await tablet(code, 'PATCH', `/api/tablet/matches/${m.id}`, { team1Score: 6, team2Score: 3 });
      return last!;
    };

    it('keeps the rounds a tablet chose: an Americano plays that prefix, a Mexicano plans them', async () => {
      const { client } = await club(2);
      const americanoCode = await newCode(client, 'americano');
      const americano = await createOn(americanoCode, 'americano', 10, 3);
      expect(americano.status).toBe(201);
      const shortened = (await client.get(`/api/tournaments/${americano.body.id}`)).body;
      expect(shortened).toMatchObject({ tournamentType: 'americano', rounds: 3 });
      // Three rounds of ⌊10/4⌋ = 2 matches, not the full cycle of 10.
      expect(shortened.matches).toHaveLength(6);
      expect(roundsDrawn(shortened.matches)).toBe(3);

      const mexicanoCode = await newCode(client, 'mexicano');
      const mexicano = await createOn(mexicanoCode, 'mexicano', 8, 2);
      expect(mexicano.status).toBe(201);
      const view = await tablet(mexicanoCode.code, 'GET', `/api/tablet/tournaments/${mexicano.body.id}`);
      expect(view.body).toMatchObject({ tournamentType: 'mexicano', rounds: 2 });
      expect(roundsDrawn(view.body.matches)).toBe(1);
      // The planned 2, not the default 7: completing round 2 draws no round 3.
      const afterFirst = await playRound(mexicanoCode.code, view.body.matches, 1);
      const afterSecond = await playRound(mexicanoCode.code, afterFirst.body.matches, 2);
      expect(roundsDrawn(afterSecond.body.matches)).toBe(2);
      expect(afterSecond.body.status).toBe('completed');
    });

    it('draws one more Mexicano round from the tablet only once the last is complete, once per key', async () => {
      const { client } = await club(1);
      const code = await newCode(client, 'mexicano');
      const id = (await createOn(code, 'mexicano', 8, 1)).body.id as string;
      const rounds = `/api/tablet/tournaments/${id}/rounds`;
      const view = await tablet(code.code, 'GET', `/api/tablet/tournaments/${id}`);
      const [first] = roundOf(view.body.matches, 1);
      await tablet(code.code, 'PATCH', `/api/tablet/matches/${first!.id}`, { team1Score: 6, team2Score: 1 });

      const early = await tablet(code.code, 'POST', rounds, undefined, { 'accept-language': 'es' });
      expect([early.status, early.body.code]).toEqual([409, 'tournament.mexicanoRoundIncomplete']);
      expect(early.body.message).toBe(
        'La ronda 1 todavía no terminó: cargue todos sus resultados antes de sortear la siguiente.',
      );
      const unchanged = await tablet(code.code, 'GET', `/api/tablet/tournaments/${id}`);
      expect(roundsDrawn(unchanged.body.matches)).toBe(1);

      const played = await playRound(code.code, unchanged.body.matches, 1);
      // The one planned round is played: nothing more is drawn until the tablet asks.
      expect(roundsDrawn(played.body.matches)).toBe(1);
      const key = randomUUID();
      const drawn = await tablet(code.code, 'POST', rounds, undefined, { 'idempotency-key': key });
      expect(drawn.status).toBe(200);
      expect(roundOf(drawn.body.matches, 2)).toHaveLength(2);
      expect(drawn.body.status).toBe('in_progress');
      const replay = await tablet(code.code, 'POST', rounds, undefined, { 'idempotency-key': key });
      expect(replay.status).toBe(200);
      expect(roundsDrawn(replay.body.matches)).toBe(2);
      expect(roundOf(replay.body.matches, 2).map((m) => m.id)).toEqual(
        roundOf(drawn.body.matches, 2).map((m) => m.id),
      );
      // A new key is a new request: round 2 has no result yet.
      const again = await tablet(code.code, 'POST', rounds, undefined, { 'idempotency-key': randomUUID() });
      expect([again.status, again.body.message]).toEqual([
        409,
        'A rodada 2 ainda não terminou: lance todos os resultados dela antes de sortear a próxima.',
      ]);
      const owned = (await client.get(`/api/tournaments/${id}`)).body;
      expect(roundsDrawn(owned.matches)).toBe(2);
    });

    it('refuses the rounds route to another code, an unknown code and a deactivated one', async () => {
      const { client } = await club(2);
      const code = await newCode(client, 'mexicano');
      const id = (await createOn(code, 'mexicano', 8, 1)).body.id as string;
      const view = await tablet(code.code, 'GET', `/api/tablet/tournaments/${id}`);
      await playRound(code.code, view.body.matches, 1);
      const rounds = `/api/tablet/tournaments/${id}/rounds`;

      const other = await newCode(client, 'mexicano');
      await createOn(other, 'mexicano', 8, 1);
      const foreign = await tablet(other.code, 'POST', rounds);
      expect([foreign.status, foreign.body.code]).toEqual([404, 'tournament.notFound']);
      const unknown = await tablet('ZZZZZZ', 'POST', rounds);
      expect([unknown.status, unknown.body.code]).toEqual([401, 'tablet.codeInvalid']);
      expect(unknown.body.message).toBe('Código inválido ou expirado.');

      expect((await client.call('DELETE', `/api/tournament-codes/${code.id}`)).status).toBe(200);
      const deactivated = await tablet(code.code, 'POST', rounds);
      expect([deactivated.status, deactivated.body.code]).toEqual([401, 'tablet.codeInvalid']);
      const owned = (await client.get(`/api/tournaments/${id}`)).body;
      expect(roundsDrawn(owned.matches)).toBe(1);
    });

    it("ends the tablet's code when the owner ends the Mexicano, as ending it on the tablet does", async () => {
      const { client } = await club(1);
      const code = await newCode(client, 'mexicano');
      const id = (await createOn(code, 'mexicano', 8)).body.id as string;
      const view = await tablet(code.code, 'GET', `/api/tablet/tournaments/${id}`);
      await playRound(code.code, view.body.matches, 1);

      const key = randomUUID();
      const ended = await client.post(`/api/tournaments/${id}/end`, {}, { 'idempotency-key': key });
      expect(ended.status).toBe(200);
      expect(ended.body).toMatchObject({ ended: true, status: 'completed' });
      const after = await tablet(code.code, 'GET', `/api/tablet/tournaments/${id}`);
      expect([after.status, after.body.code]).toEqual([401, 'tablet.codeInvalid']);
      const checked = await apiClient(server).post('/api/tournament-codes/validate', { code: code.code });
      expect(checked.body).toMatchObject({
        isActive: false,
        tournamentId: id,
        deactivatedAt: expect.any(String),
      });
      const listed = (await client.get('/api/tournament-codes')).body as { id: string; isActive: boolean }[];
      expect(listed.find((c) => c.id === code.id)?.isActive).toBe(false);
      // A replay answers as the first time; a new end changes nothing.
      const replay = await client.post(`/api/tournaments/${id}/end`, {}, { 'idempotency-key': key });
      expect([replay.status, replay.body.ended]).toEqual([200, true]);
      expect((await client.post(`/api/tournaments/${id}/end`, {})).body.ended).toBe(true);
    });

    it('leaves codes of other tournaments active when the owner ends one without a tablet', async () => {
      const { client } = await club(2);
      const code = await newCode(client, 'mexicano');
      await createOn(code, 'mexicano', 8);
      const own = await client.post('/api/tournaments', {
        name: 'Mexicano do site',
        tournamentType: 'mexicano',
        courts: 2,
        players: names(8),
      });
      expect((await client.post(`/api/tournaments/${own.body.id}/end`, {})).body.ended).toBe(true);
      const checked = await apiClient(server).post('/api/tournament-codes/validate', { code: code.code });
      expect(checked.body.isActive).toBe(true);
    });
  });
}
