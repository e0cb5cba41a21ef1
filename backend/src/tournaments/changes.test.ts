import { randomUUID } from 'node:crypto';
import { TABLET_CODE_HEADER } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// Mid-event changes through the API (issue 28, first slice): a walkover with its preview, the
// revision it is based on, undo newest first, the history, the court tablet's routes and a rebuild.

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
const super8 = (scoring?: unknown) => ({
  name: 'Super 8 de sábado',
  courts: 2,
  players: EIGHT,
  tournamentType: 'super8',
  ...(scoring === undefined ? {} : { scoring }),
});

interface MatchBody {
  id: string;
  player1Id: string;
  player3Id: string;
  team1Score: number | null;
  team2Score: number | null;
  completed: boolean;
  walkover: 'team1' | 'team2' | null;
  version: number;
}
interface RankingBody {
  playerId: string;
  wins: number;
  points: number;
}

for (const target of testDatabaseTargets()) {
  describe(`tournament changes through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = async () => (await registerOrganiser(server, admin, 5)).client;
    const created = async (client: ApiClient, scoring?: unknown) => {
      const answer = await client.post('/api/tournaments', super8(scoring));
      expect(answer.status).toBe(201);
      return (await client.get(`/api/tournaments/${answer.body.id}`)).body;
    };
    const walkover = (matchId: string, winner: string, basedOnRevision: number, extra = {}) => ({
      kind: 'walkover',
      matchId,
      winner,
      basedOnRevision,
      ...extra,
    });

    it('previews a walkover without writing it, then applies it: 6-0, marked, ranked, in the history', async () => {
      const client = await organiser();
      const t = await created(client);
      const [first] = t.matches as MatchBody[];
      const preview = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team2', t.revision, { preview: true }),
      );
      expect(preview.status).toBe(200);
      expect(preview.body.preview).toBe(true);
      expect(preview.body.matches).toEqual([
        expect.objectContaining({
          id: first!.id,
          team1Score: 0,
          team2Score: 6,
          walkover: 'team2',
          completed: true,
        }),
      ]);
      const previewWinner = preview.body.ranking.find((r: RankingBody) => r.playerId === first!.player3Id);
      expect(previewWinner).toMatchObject({ wins: 1, points: 3 });
      // Nothing written: the same revision, the match unplayed, no history.
      const unchanged = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(unchanged.revision).toBe(t.revision);
      expect(unchanged.matches[0]).toMatchObject({ completed: false, walkover: null });
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body).toEqual([]);

      const applied = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team2', t.revision),
      );
      expect(applied.status).toBe(201);
      expect(applied.body).toEqual({
        preview: false,
        id: expect.any(String),
        kind: 'walkover',
        matchId: first!.id,
        winner: 'team2',
        revision: t.revision + 1,
      });
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.revision).toBe(applied.body.revision);
      expect(detail.matches[0]).toMatchObject({
        team1Score: 0,
        team2Score: 6,
        walkover: 'team2',
        version: 1,
      });
      expect(detail.ranking).toEqual(preview.body.ranking);
      const publicBody = (await apiClient(server).get(`/api/public/tournaments/${t.publicToken}`)).body;
      expect(publicBody.matches[0]).toMatchObject({ walkover: 'team2', team2Score: 6 });
      const history = (await client.get(`/api/tournaments/${t.id}/changes`)).body;
      expect(history).toEqual([
        {
          id: applied.body.id,
          kind: 'walkover',
          matchId: first!.id,
          winner: 'team2',
          playerId: null,
          name: null,
          previousName: null,
          mode: null,
          fromSlot: null,
          fromRound: null,
          lateArrival: false,
          actor: 'organiser',
          at: expect.any(String),
          undone: false,
          undoneAt: null,
          undoneBy: null,
        },
      ]);
      // A score on the walked-over match is refused until the walkover is undone.
      const scoredOver = await client.patch(`/api/matches/${first!.id}`, { team1Score: 6, team2Score: 4 });
      expect(scoredOver.status).toBe(409);
      expect(scoredOver.body.code).toBe('change.matchWalkedOver');
    });

    it('gives the whole total in points mode', async () => {
      const client = await organiser();
      const t = await created(client, { mode: 'points', total: 24 });
      const [first] = t.matches as MatchBody[];
      const applied = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision),
      );
      expect(applied.status).toBe(201);
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.matches[0]).toMatchObject({ team1Score: 24, team2Score: 0, walkover: 'team1' });
      expect(detail.ranking.find((r: RankingBody) => r.playerId === first!.player1Id).points).toBe(24);
    });

    it('refuses a stale revision, a played match and an unknown match, in the request’s language, writing nothing', async () => {
      const client = await organiser();
      const t = await created(client);
      const [first, second] = t.matches as MatchBody[];
      const scored = await client.patch(`/api/matches/${second!.id}`, { team1Score: 6, team2Score: 3 });
      expect(scored.body.revision).toBe(t.revision + 1);
      const stale = await client.call(
        'POST',
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision),
        { 'accept-language': 'en' },
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'change.staleRevision' });
      expect(stale.body.message).toContain('changed');
      const stalePreview = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision, { preview: true }),
      );
      expect(stalePreview.status).toBe(409);
      const played = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(second!.id, 'team1', scored.body.revision),
      );
      expect(played.status).toBe(409);
      expect(played.body.code).toBe('change.matchHasResult');
      const unknown = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(randomUUID(), 'team1', scored.body.revision),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('match.notFound');
      expect((await client.get(`/api/tournaments/${t.id}`)).body.revision).toBe(scored.body.revision);
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body).toEqual([]);
    });

    it('answers malformed bodies with a 400 naming the field, never a 500', async () => {
      const client = await organiser();
      const t = await created(client);
      const [first] = t.matches as MatchBody[];
      const bodies: unknown[] = [
        {},
        { kind: 'substitute', matchId: first!.id, winner: 'team1', basedOnRevision: 0 },
        { kind: 'walkover', matchId: 'not-a-uuid', winner: 'team1', basedOnRevision: 0 },
        { kind: 'walkover', matchId: first!.id, winner: 'both', basedOnRevision: 0 },
        { kind: 'walkover', matchId: first!.id, winner: 'team1' },
        { kind: 'walkover', matchId: first!.id, winner: 'team1', basedOnRevision: 'zero' },
        { kind: 'walkover', matchId: first!.id, winner: 'team1', basedOnRevision: 0, preview: 'yes' },
        [],
        'walkover',
      ];
      for (const body of bodies) {
        const answer = await client.post(`/api/tournaments/${t.id}/changes`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.message).toEqual(expect.any(String));
      }
      const noRevision = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'walkover',
        matchId: first!.id,
        winner: 'team1',
      });
      expect(Object.keys(noRevision.body.fieldErrors ?? {})).toContain('basedOnRevision');
      const badUndo = await client.post(`/api/tournaments/${t.id}/changes/${randomUUID()}/undo`, {
        basedOnRevision: 'x',
      });
      expect(badUndo.status).toBe(400);
      expect((await client.get(`/api/tournaments/${t.id}`)).body.revision).toBe(t.revision);
    });

    it('undoes newest first, back to unplayed; an undo out of order is a 409; strangers get 404', async () => {
      const client = await organiser();
      const t = await created(client);
      const [first, second] = t.matches as MatchBody[];
      const a = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision),
      );
      const b = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(second!.id, 'team2', a.body.revision),
      );
      const outOfOrder = await client.call(
        'POST',
        `/api/tournaments/${t.id}/changes/${a.body.id}/undo`,
        undefined,
        {
          'accept-language': 'es',
        },
      );
      expect(outOfOrder.status).toBe(409);
      expect(outOfOrder.body).toMatchObject({
        code: 'change.undoOutOfOrder',
        message:
          'Los cambios se deshacen del más reciente al más antiguo: deshaz primero el cambio posterior.',
      });
      const stranger = await organiser();
      expect((await stranger.post(`/api/tournaments/${t.id}/changes/${b.body.id}/undo`, {})).status).toBe(
        404,
      );
      expect((await stranger.get(`/api/tournaments/${t.id}/changes`)).status).toBe(404);
      const staleUndo = await client.post(`/api/tournaments/${t.id}/changes/${b.body.id}/undo`, {
        basedOnRevision: a.body.revision,
      });
      expect(staleUndo.status).toBe(409);
      const undoneB = await client.post(`/api/tournaments/${t.id}/changes/${b.body.id}/undo`, {
        basedOnRevision: b.body.revision,
      });
      expect(undoneB.status).toBe(200);
      expect(undoneB.body).toEqual({ id: b.body.id, undone: true, revision: b.body.revision + 1 });
      const again = await client.post(`/api/tournaments/${t.id}/changes/${b.body.id}/undo`, {});
      expect(again.body.code).toBe('change.alreadyUndone');
      const unknown = await client.post(`/api/tournaments/${t.id}/changes/${randomUUID()}/undo`, {});
      expect(unknown.status).toBe(404);
      expect((await client.post(`/api/tournaments/${t.id}/changes/${a.body.id}/undo`, {})).status).toBe(200);
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.matches.slice(0, 2)).toEqual([
        expect.objectContaining({ completed: false, team1Score: null, walkover: null, version: 2 }),
        expect.objectContaining({ completed: false, team2Score: null, walkover: null, version: 2 }),
      ]);
      expect(detail.status).toBe('pending');
      expect(detail.ranking.every((r: RankingBody) => r.wins === 0)).toBe(true);
      const history = (await client.get(`/api/tournaments/${t.id}/changes`)).body;
      expect(
        history.map((h: { id: string; undone: boolean; undoneBy: string }) => [h.id, h.undone, h.undoneBy]),
      ).toEqual([
        [b.body.id, true, 'organiser'],
        [a.body.id, true, 'organiser'],
      ]);
      // The match takes a score again.
      expect((await client.patch(`/api/matches/${first!.id}`, { team1Score: 6, team2Score: 4 })).status).toBe(
        200,
      );
    });

    it('repeats nothing for a repeated Idempotency-Key', async () => {
      const client = await organiser();
      const t = await created(client);
      const [first] = t.matches as MatchBody[];
      const key = randomUUID();
      const once = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision),
        {
          'idempotency-key': key,
        },
      );
      const twice = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision),
        {
          'idempotency-key': key,
        },
      );
      expect(twice.body).toEqual(once.body);
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body).toHaveLength(1);
    });

    it('refuses a change once the tournament is completed', async () => {
      const client = await organiser();
      const t = await created(client);
      const [first] = t.matches as MatchBody[];
      const change = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision),
      );
      const ended = await client.post(`/api/tournaments/${t.id}/end`, {});
      expect(ended.body.status).toBe('completed');
      const undo = await client.post(`/api/tournaments/${t.id}/changes/${change.body.id}/undo`, {});
      expect(undo.status).toBe(409);
      expect(undo.body.code).toBe('change.tournamentCompleted');
      const second = (t.matches as MatchBody[])[1]!;
      const refused = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(second.id, 'team1', ended.body.revision),
      );
      expect(refused.body.code).toBe('change.tournamentCompleted');
    });

    it('takes changes from the tournament’s court tablet under its code, and from no other code', async () => {
      const club = await registerOrganiser(server, admin, 2, 'Clube W.O.');
      await admin.call('PUT', `/api/admin/users/${club.userId}/type`, { userType: 'Quadra' });
      const newCode = async () =>
        (await club.client.post('/api/tournament-codes', { tournamentType: 'super8' })).body as {
          id: string;
          code: string;
        };
      const code = await newCode();
      const other = await newCode();
      const tablet = (method: string, path: string, body?: unknown, codeText = code.code) =>
        apiClient(server).call(method, path, body, { [TABLET_CODE_HEADER]: codeText });
      const made = await tablet('POST', '/api/tablet/tournaments', { ...super8(), codeId: code.id });
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      const otherMade = await tablet(
        'POST',
        '/api/tablet/tournaments',
        { ...super8(), codeId: other.id },
        other.code,
      );
      expect(otherMade.status).toBe(201);
      const view = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      const [first] = view.matches as MatchBody[];
      const body = walkover(first!.id, 'team1', view.revision);
      expect((await tablet('POST', `/api/tablet/tournaments/${id}/changes`, body, other.code)).status).toBe(
        404,
      );
      expect((await tablet('POST', `/api/tablet/tournaments/${id}/changes`, body, 'ZZZZZZ')).status).toBe(
        401,
      );
      expect(
        (await tablet('GET', `/api/tablet/tournaments/${id}/changes`, undefined, other.code)).status,
      ).toBe(404);
      const preview = await tablet('POST', `/api/tablet/tournaments/${id}/changes`, {
        ...body,
        preview: true,
      });
      expect(preview.status).toBe(200);
      const applied = await tablet('POST', `/api/tablet/tournaments/${id}/changes`, body);
      expect(applied.status).toBe(201);
      const after = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      expect(after.matches[0]).toMatchObject({ walkover: 'team1', team1Score: 6 });
      const history = (await tablet('GET', `/api/tablet/tournaments/${id}/changes`)).body;
      expect(history).toMatchObject([{ id: applied.body.id, actor: 'tablet', undone: false }]);
      // The owner sees the tablet's change in the same history.
      expect((await club.client.get(`/api/tournaments/${id}/changes`)).body).toEqual(history);
      const otherUndo = await tablet(
        'POST',
        `/api/tablet/tournaments/${id}/changes/${applied.body.id}/undo`,
        {},
        other.code,
      );
      expect(otherUndo.status).toBe(404);
      const undo = await tablet('POST', `/api/tablet/tournaments/${id}/changes/${applied.body.id}/undo`, {});
      expect(undo.status).toBe(200);
      expect((await tablet('GET', `/api/tablet/tournaments/${id}`)).body.matches[0]).toMatchObject({
        walkover: null,
        completed: false,
      });
    });

    it('gives the same read models after a rebuild', async () => {
      const client = await organiser();
      const t = await created(client);
      const [first, second, third] = t.matches as MatchBody[];
      const a = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(first!.id, 'team1', t.revision),
      );
      const b = await client.post(
        `/api/tournaments/${t.id}/changes`,
        walkover(second!.id, 'team2', a.body.revision),
      );
      await client.patch(`/api/matches/${third!.id}`, { team1Score: 5, team2Score: 5 });
      await client.post(`/api/tournaments/${t.id}/changes/${b.body.id}/undo`, {});
      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(live.tournament_changes!.filter((row) => String(row).includes(t.id))).toHaveLength(2);
      expect(rebuilt).toEqual(live);
    });
  });
}
