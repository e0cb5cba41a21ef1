import { TABLET_CODE_HEADER } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// Issue 28 through the API: ending a tournament as a change (owner and court tablet), its final
// ranking under the fair rule, and a late arrival in an Americano and a Mexicano.

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);
const americano = (players: number, courts: number) => ({
  name: `Americano de ${players}`,
  tournamentType: 'americano',
  players: names(players),
  courts,
});

interface MatchBody {
  id: string;
  round: number;
  player1Id: string;
  player2Id: string;
  player3Id: string;
  player4Id: string;
  completed: boolean;
}
interface RankingBody {
  playerId: string;
  wins: number;
  losses: number;
  points: number;
}

for (const target of testDatabaseTargets()) {
  describe(`ending and late arrivals through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = async () => (await registerOrganiser(server, admin, 8)).client;
    const created = async (client: ApiClient, body: unknown) => {
      const answer = await client.post('/api/tournaments', body);
      expect(answer.status).toBe(201);
      return (await client.get(`/api/tournaments/${answer.body.id}`)).body;
    };
    const scoreAll = async (client: ApiClient, matches: readonly MatchBody[]) => {
      for (const m of matches) await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 2 });
    };

    it('gives the walkover score chosen at creation, and refuses one the mode cannot score', async () => {
      const client = await organiser();
      const super8 = (scoring: unknown) => ({
        name: 'Super 8 W.O. 4-0',
        courts: 2,
        players: names(8),
        tournamentType: 'super8',
        scoring,
      });
      const t = await created(client, super8({ mode: 'games', walkover: 4 }));
      expect(t.scoring).toEqual({ mode: 'games', walkover: 4 });
      const [first] = t.matches as MatchBody[];
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'walkover',
        matchId: first!.id,
        winner: 'team1',
        basedOnRevision: t.revision,
      });
      expect(applied.status).toBe(201);
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.matches[0]).toMatchObject({ team1Score: 4, team2Score: 0, walkover: 'team1' });
      const credits = (await client.get('/api/user')).body.credits;
      for (const [scoring, message] of [
        [{ mode: 'games', walkover: 10 }, 'O placar do W.O. deve ser de 1 a 9 games.'],
        [{ mode: 'games', walkover: 0 }, 'O placar do W.O. deve ser de 1 a 9 games.'],
        [
          { mode: 'points', total: 24, walkover: 30 },
          'O placar do W.O. deve ser de 1 ao total de pontos da partida.',
        ],
        [{ mode: 'timed', minutes: 20, walkover: 100 }, 'O placar do W.O. deve ser de 1 a 99.'],
      ] as const) {
        const answer = await client.post('/api/tournaments', super8(scoring));
        expect(answer.status).toBe(400);
        expect(Object.values(answer.body.fieldErrors)).toContain(message);
      }
      expect((await client.get('/api/user')).body.credits).toBe(credits);
    });

    it('ends an Americano mid-round as a change: the preview shows the final ranking, the end is in the history', async () => {
      const client = await organiser();
      const t = await created(client, americano(10, 2));
      const matches = t.matches as MatchBody[];
      const round2 = matches.filter((m) => m.round === 2);
      await scoreAll(client, [...matches.filter((m) => m.round === 1), round2[0]!]);
      const before = (await client.get(`/api/tournaments/${t.id}`)).body;

      const preview = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'end',
        basedOnRevision: before.revision,
        preview: true,
      });
      expect(preview.status).toBe(200);
      expect(preview.body.matches).toEqual([]);
      // Nothing written.
      const unchanged = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(unchanged).toMatchObject({ revision: before.revision, status: 'in_progress', ended: false });
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body).toEqual([]);

      const stale = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'end',
        basedOnRevision: before.revision - 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('change.staleRevision');

      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'end',
        basedOnRevision: before.revision,
      });
      expect(applied.status).toBe(201);
      expect(applied.body).toEqual({
        preview: false,
        id: expect.any(String),
        kind: 'end',
        revision: before.revision + 1,
      });
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      // Finished: completed and ended, so no screen shows a match on court or up next.
      expect(detail).toMatchObject({ status: 'completed', ended: true, revision: applied.body.revision });
      expect(detail.ranking).toEqual(preview.body.ranking);
      // The four whose round-2 match was never played are credited that rest: a winner of round 1
      // among them has 3 points in 1 match and is credited 3 more, as a winner of both rounds.
      const unplayed = round2[1]!;
      const wonRound1 = new Set(
        matches.filter((m) => m.round === 1).flatMap((m) => [m.player1Id, m.player2Id]),
      );
      const stranded = [
        unplayed.player1Id,
        unplayed.player2Id,
        unplayed.player3Id,
        unplayed.player4Id,
      ].filter((id) => wonRound1.has(id));
      expect(stranded.length).toBeGreaterThan(0);
      for (const id of stranded)
        expect(detail.ranking.find((r: RankingBody) => r.playerId === id)).toMatchObject({
          wins: 1,
          points: 6,
        });
      const publicBody = (await apiClient(server).get(`/api/public/tournaments/${t.publicToken}`)).body;
      expect(publicBody).toMatchObject({ status: 'completed', ended: true });

      const history = (await client.get(`/api/tournaments/${t.id}/changes`)).body;
      expect(history).toEqual([
        {
          id: applied.body.id,
          kind: 'end',
          matchId: null,
          winner: null,
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
      const undo = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undo.status).toBe(409);
      expect(undo.body.code).toBe('change.tournamentCompleted');
      const again = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'end',
        basedOnRevision: applied.body.revision,
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('change.tournamentCompleted');
      const late = await client.patch(`/api/matches/${unplayed.id}`, { team1Score: 6, team2Score: 2 });
      expect(late.status).toBeGreaterThanOrEqual(400);
    });

    it('ends a Super 8 from its court tablet as a change: listed as the tablet’s, and the code stops', async () => {
      const club = await registerOrganiser(server, admin, 2, 'Clube Fim');
      await admin.call('PUT', `/api/admin/users/${club.userId}/type`, { userType: 'Quadra' });
      const code = (await club.client.post('/api/tournament-codes', { tournamentType: 'super8' })).body as {
        id: string;
        code: string;
      };
      const tablet = (method: string, path: string, body?: unknown) =>
        apiClient(server).call(method, path, body, { [TABLET_CODE_HEADER]: code.code });
      const made = await tablet('POST', '/api/tablet/tournaments', {
        name: 'Super 8 do clube',
        courts: 2,
        players: names(8),
        tournamentType: 'super8',
        codeId: code.id,
      });
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      const view = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      const matches = view.matches as MatchBody[];
      for (const m of matches.filter((x) => x.round <= 4))
        expect(
          (await tablet('PATCH', `/api/tablet/matches/${m.id}`, { team1Score: 6, team2Score: 3 })).status,
        ).toBeLessThan(300);
      const revision = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body.revision;
      const preview = await tablet('POST', `/api/tablet/tournaments/${id}/changes`, {
        kind: 'end',
        basedOnRevision: revision,
        preview: true,
      });
      expect(preview.status).toBe(200);
      for (const row of preview.body.ranking as RankingBody[]) expect(row.wins + row.losses).toBe(4);
      const applied = await tablet('POST', `/api/tablet/tournaments/${id}/changes`, {
        kind: 'end',
        basedOnRevision: revision,
      });
      expect(applied.status).toBe(201);
      const history = (await club.client.get(`/api/tournaments/${id}/changes`)).body;
      expect(history).toMatchObject([{ id: applied.body.id, kind: 'end', actor: 'tablet' }]);
      expect((await club.client.get(`/api/tournaments/${id}`)).body).toMatchObject({
        status: 'completed',
        ended: true,
        ranking: preview.body.ranking,
      });
      // Ended: the code no longer opens the tournament.
      expect((await tablet('GET', `/api/tablet/tournaments/${id}`)).status).toBeGreaterThanOrEqual(400);
    });

    it('adds a late player to a 10-player Americano: preview, 409 when stale, redraw from round 2, undo', async () => {
      const client = await organiser();
      const t = await created(client, americano(10, 2));
      const matches = t.matches as MatchBody[];
      await scoreAll(
        client,
        matches.filter((m) => m.round === 1),
      );
      const before = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(before.redrawnFromRound).toBeNull();
      const request = { kind: 'addPlayer', name: 'Zé Atrasado', basedOnRevision: before.revision };

      const preview = await client.post(`/api/tournaments/${t.id}/changes`, { ...request, preview: true });
      expect(preview.status).toBe(200);
      expect(preview.body.fromRound).toBe(2);
      expect(preview.body.removedMatchIds).toEqual(matches.filter((m) => m.round > 1).map((m) => m.id));
      expect(preview.body.matches).toHaveLength(18);
      expect(preview.body.ranking).toHaveLength(11);
      const unchanged = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(unchanged.revision).toBe(before.revision);
      expect(unchanged.players).toHaveLength(10);

      const refusals = [
        [{ ...request, basedOnRevision: before.revision - 1 }, 409, 'change.staleRevision'],
        [{ ...request, name: ' jogador 2 ' }, 400, 'tournament.duplicateName'],
        [{ ...request, name: '  ' }, 400, 'player.nameRequired'],
      ] as const;
      for (const [body, status, code] of refusals) {
        const refused = await client.post(`/api/tournaments/${t.id}/changes`, body);
        expect(refused.status).toBe(status);
        if (code !== 'player.nameRequired') expect(refused.body.code).toBe(code);
        expect(refused.body.message).toEqual(expect.any(String));
      }

      const applied = await client.post(`/api/tournaments/${t.id}/changes`, request);
      expect(applied.status).toBe(201);
      expect(applied.body).toEqual({
        preview: false,
        id: expect.any(String),
        kind: 'addPlayer',
        playerId: expect.any(String),
        fromRound: 2,
        revision: before.revision + 1,
      });
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail).toMatchObject({ playerCount: 11, redrawnFromRound: 2, revision: applied.body.revision });
      expect(detail.players.map((p: { name: string }) => p.name)).toContain('Zé Atrasado');
      const late = applied.body.playerId as string;
      const detailMatches = detail.matches as MatchBody[];
      expect(detailMatches.filter((m) => m.round === 1).map((m) => m.id)).toEqual(
        matches.filter((m) => m.round === 1).map((m) => m.id),
      );
      const seats = (m: MatchBody) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id];
      expect(detailMatches.filter((m) => m.round === 1).some((m) => seats(m).includes(late))).toBe(false);
      expect(detailMatches.some((m) => seats(m).includes(late))).toBe(true);
      // The preview drew the same rounds; its ids were the preview's own (ids come from the command).
      const previewLate = (preview.body.ranking as (RankingBody & { playerName: string })[]).find(
        (r) => r.playerName === 'Zé Atrasado',
      )!.playerId;
      expect(detail.ranking).toEqual(
        preview.body.ranking.map((r: RankingBody) =>
          r.playerId === previewLate ? { ...r, playerId: late } : r,
        ),
      );
      const publicBody = (await apiClient(server).get(`/api/public/tournaments/${t.publicToken}`)).body;
      expect(publicBody).toMatchObject({ redrawnFromRound: 2, playerCount: 11 });
      const history = (await client.get(`/api/tournaments/${t.id}/changes`)).body;
      expect(history).toEqual([
        {
          id: applied.body.id,
          kind: 'addPlayer',
          matchId: null,
          winner: null,
          playerId: late,
          name: 'Zé Atrasado',
          previousName: null,
          mode: null,
          fromSlot: null,
          fromRound: 2,
          lateArrival: false,
          actor: 'organiser',
          at: expect.any(String),
          undone: false,
          undoneAt: null,
          undoneBy: null,
        },
      ]);

      const undo = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undo.status).toBe(200);
      const restored = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(restored).toMatchObject({ playerCount: 10, redrawnFromRound: null });
      expect(restored.players).toEqual(before.players);
      expect(restored.matches.map((m: MatchBody) => m.id).sort()).toEqual(matches.map((m) => m.id).sort());
      expect(restored.ranking).toEqual(before.ranking);
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body[0]).toMatchObject({
        undone: true,
        undoneBy: 'organiser',
      });
    });

    it('refuses undoing a late arrival once a redrawn match has a result, and a Super 8 arrival', async () => {
      const client = await organiser();
      const t = await created(client, americano(10, 2));
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'addPlayer',
        name: 'Zé',
        basedOnRevision: t.revision,
      });
      expect(applied.status).toBe(201);
      const [first] = (await client.get(`/api/tournaments/${t.id}`)).body.matches as MatchBody[];
      await scoreAll(client, [first!]);
      const undo = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undo.status).toBe(409);
      expect(undo.body.code).toBe('change.redrawStarted');
      const super8 = await created(client, {
        name: 'Super 8',
        courts: 2,
        players: names(8),
        tournamentType: 'super8',
      });
      const refused = await client.post(`/api/tournaments/${super8.id}/changes`, {
        kind: 'addPlayer',
        name: 'Zé',
        basedOnRevision: super8.revision,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('change.addPlayerFormat');
    });

    it('adds a late player to a Mexicano from its court tablet, drawn into the next round', async () => {
      const club = await registerOrganiser(server, admin, 2, 'Clube Mexicano');
      await admin.call('PUT', `/api/admin/users/${club.userId}/type`, { userType: 'Quadra' });
      const code = (await club.client.post('/api/tournament-codes', { tournamentType: 'mexicano' })).body as {
        id: string;
        code: string;
      };
      const tablet = (method: string, path: string, body?: unknown) =>
        apiClient(server).call(method, path, body, { [TABLET_CODE_HEADER]: code.code });
      const made = await tablet('POST', '/api/tablet/tournaments', {
        name: 'Mexicano do clube',
        courts: 1,
        players: names(5),
        tournamentType: 'mexicano',
        rounds: 3,
        codeId: code.id,
      });
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      const view = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      const [round1] = view.matches as MatchBody[];
      expect(
        (await tablet('PATCH', `/api/tablet/matches/${round1!.id}`, { team1Score: 6, team2Score: 1 })).status,
      ).toBeLessThan(300);
      const played = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      const applied = await tablet('POST', `/api/tablet/tournaments/${id}/changes`, {
        kind: 'addPlayer',
        name: 'Zé',
        basedOnRevision: played.revision,
      });
      expect(applied.status).toBe(201);
      expect(applied.body).toMatchObject({ kind: 'addPlayer', fromRound: 2 });
      const after = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      expect(after.players).toHaveLength(6);
      const round2 = (after.matches as MatchBody[]).filter((m) => m.round === 2);
      expect(round2).toHaveLength(1);
      expect([
        round2[0]!.player1Id,
        round2[0]!.player2Id,
        round2[0]!.player3Id,
        round2[0]!.player4Id,
      ]).toContain(applied.body.playerId);
      const history = (await club.client.get(`/api/tournaments/${id}/changes`)).body;
      expect(history).toMatchObject([{ id: applied.body.id, kind: 'addPlayer', actor: 'tablet' }]);
    });

    it('gives the same read models after a rebuild (arrivals, an undone one, an end)', async () => {
      const client = await organiser();
      const t = await created(client, americano(10, 2));
      const matches = t.matches as MatchBody[];
      await scoreAll(
        client,
        matches.filter((m) => m.round === 1),
      );
      let revision = (await client.get(`/api/tournaments/${t.id}`)).body.revision as number;
      const first = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'addPlayer',
        name: 'Zé',
        basedOnRevision: revision,
      });
      const undone = await client.post(`/api/tournaments/${t.id}/changes/${first.body.id}/undo`, {});
      const second = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'addPlayer',
        name: 'Lia',
        basedOnRevision: undone.body.revision,
      });
      expect(second.status).toBe(201);
      const redrawn = ((await client.get(`/api/tournaments/${t.id}`)).body.matches as MatchBody[]).filter(
        (m) => m.round === 2,
      );
      await scoreAll(client, redrawn);
      revision = (await client.get(`/api/tournaments/${t.id}`)).body.revision;
      expect(
        (await client.post(`/api/tournaments/${t.id}/changes`, { kind: 'end', basedOnRevision: revision }))
          .status,
      ).toBe(201);
      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(live.tournament_changes!.filter((row) => String(row).includes(t.id))).toHaveLength(3);
      expect(rebuilt).toEqual(live);
    });
  });
}
