import { TABLET_CODE_HEADER } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// A player leaves through the API (issue 28): a withdrawal (walkover or void) and a substitute,
// previewed, applied, marked on every body, listed in the history, undone; the court tablet's
// routes; a rebuild.

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
const PAIRS = EIGHT.map((name, i) => `${name} / P${i}`);

interface MatchBody {
  id: string;
  slot: number;
  player1Id: string;
  player2Id: string | null;
  player3Id: string;
  player4Id: string | null;
  completed: boolean;
  walkover: 'team1' | 'team2' | null;
  void: boolean;
}
interface RankingBody {
  playerId: string;
  position: number;
  ranked: boolean;
  leftAtSlot: number | null;
  substituteFor: string | null;
  losses: number;
}
const seats = (m: MatchBody) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id];
const matchesOf = (t: { matches: MatchBody[] }, playerId: string) =>
  t.matches.filter((m) => seats(m).includes(playerId));

for (const target of testDatabaseTargets()) {
  describe(`a player leaves, through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = async () => (await registerOrganiser(server, admin, 5)).client;
    const created = async (client: ApiClient, players = EIGHT, tournamentType = 'super8') => {
      const answer = await client.post('/api/tournaments', {
        name: 'Super 8 de sábado',
        courts: 2,
        players,
        tournamentType,
      });
      expect(answer.status).toBe(201);
      return (await client.get(`/api/tournaments/${answer.body.id}`)).body;
    };

    it('previews a withdrawal by walkover writing nothing, then applies it: marked everywhere, in the history, undone', async () => {
      const client = await organiser();
      const t = await created(client);
      const leaver = t.players[0].id as string;
      const body = { kind: 'withdraw', playerId: leaver, mode: 'walkover', basedOnRevision: t.revision };
      const preview = await client.post(`/api/tournaments/${t.id}/changes`, { ...body, preview: true });
      expect(preview.status).toBe(200);
      expect(preview.body.matches).toHaveLength(matchesOf(t, leaver).length);
      expect(preview.body.ranking.at(-1)).toMatchObject({ playerId: leaver, ranked: false, leftAtSlot: 1 });
      const unchanged = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(unchanged.revision).toBe(t.revision);
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body).toEqual([]);

      const applied = await client.post(`/api/tournaments/${t.id}/changes`, body);
      expect(applied.status).toBe(201);
      expect(applied.body).toEqual({
        preview: false,
        id: expect.any(String),
        kind: 'withdraw',
        playerId: leaver,
        substituteId: null,
        revision: t.revision + 1,
      });
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.ranking).toEqual(preview.body.ranking);
      expect(detail.players[0]).toMatchObject({ id: leaver, leftAtSlot: 1, substituteFor: null });
      expect(matchesOf(detail, leaver).every((m) => m.walkover !== null && m.completed)).toBe(true);
      const publicBody = (await apiClient(server).get(`/api/public/tournaments/${t.publicToken}`)).body;
      expect(publicBody.ranking.at(-1)).toMatchObject({ playerId: leaver, ranked: false, position: 8 });
      const history = (await client.get(`/api/tournaments/${t.id}/changes`)).body;
      expect(history).toEqual([
        expect.objectContaining({
          id: applied.body.id,
          kind: 'withdraw',
          matchId: null,
          playerId: leaver,
          mode: 'walkover',
          fromSlot: 1,
          actor: 'organiser',
          undone: false,
        }),
      ]);
      const again = await client.call(
        'POST',
        `/api/tournaments/${t.id}/changes`,
        { ...body, basedOnRevision: applied.body.revision },
        { 'accept-language': 'en' },
      );
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'change.playerAlreadyLeft',
        message: expect.stringContaining('Ana'),
      });
      const stale = await client.post(`/api/tournaments/${t.id}/changes`, body);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('change.staleRevision');

      const undone = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undone.status).toBe(200);
      const back = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(back.ranking.every((r: RankingBody) => r.ranked)).toBe(true);
      expect(back.matches.every((m: MatchBody) => !m.completed && m.walkover === null)).toBe(true);
      expect(back.status).toBe('pending');
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body[0]).toMatchObject({ undone: true });
    });

    it('voids the matches: shown void, unplayed, counted for nobody; the tournament completes with them', async () => {
      const client = await organiser();
      const t = await created(client);
      const leaver = t.players[2].id as string;
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'withdraw',
        playerId: leaver,
        mode: 'void',
        basedOnRevision: t.revision,
      });
      expect(applied.status).toBe(201);
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      const voided = matchesOf(detail, leaver);
      expect(voided.every((m) => m.void && !m.completed)).toBe(true);
      const score = await client.patch(`/api/matches/${voided[0]!.id}`, { team1Score: 6, team2Score: 1 });
      expect(score.status).toBe(409);
      expect(score.body.code).toBe('change.matchVoid');
      for (const m of detail.matches as MatchBody[])
        if (!m.void)
          expect((await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 2 })).status).toBe(
            200,
          );
      const done = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(done.status).toBe('completed');
      expect(done.ranking.filter((r: RankingBody) => r.ranked)).toHaveLength(7);
    });

    it('refuses redraw, an unknown player and a substitute named as someone in the tournament, in the request’s language', async () => {
      const client = await organiser();
      const t = await created(client);
      const redraw = await client.call(
        'POST',
        `/api/tournaments/${t.id}/changes`,
        { kind: 'withdraw', playerId: t.players[0].id, mode: 'redraw', basedOnRevision: t.revision },
        { 'accept-language': 'es' },
      );
      expect(redraw.status).toBe(422);
      expect(redraw.body.message).toContain('sortear');
      const unknown = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'withdraw',
        playerId: '00000000-0000-4000-8000-00000000dead',
        mode: 'void',
        basedOnRevision: t.revision,
      });
      expect(unknown.status).toBe(404);
      const taken = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: t.players[0].id,
        name: 'bia',
        fromSlot: 1,
        basedOnRevision: t.revision,
      });
      expect(taken.status).toBe(400);
      expect(taken.body.code).toBe('tournament.duplicateName');
      const badSlot = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: t.players[0].id,
        name: 'Zeca',
        fromSlot: 0,
        basedOnRevision: t.revision,
      });
      expect(badSlot.status).toBe(400);
      expect((await client.get(`/api/tournaments/${t.id}`)).body.revision).toBe(t.revision);
    });

    it('takes a substitute from a slot: a row of their own, marked; a slot already played is refused; undone while unplayed', async () => {
      const client = await organiser();
      const t = await created(client);
      const leaver = t.players[1].id as string;
      const [first, ...rest] = matchesOf(t, leaver).sort((a, b) => a.slot - b.slot);
      const scored = await client.patch(`/api/matches/${first!.id}`, { team1Score: 6, team2Score: 3 });
      const played = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: leaver,
        name: 'Zeca',
        fromSlot: first!.slot,
        basedOnRevision: scored.body.revision,
      });
      expect(played.status).toBe(409);
      expect(played.body).toMatchObject({
        code: 'change.slotPlayed',
        message: expect.stringContaining(String(first!.slot)),
      });
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: leaver,
        name: 'Zeca',
        fromSlot: rest[0]!.slot,
        basedOnRevision: scored.body.revision,
      });
      expect(applied.status).toBe(201);
      const substituteId = applied.body.substituteId as string;
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.players.at(-1)).toMatchObject({ id: substituteId, name: 'Zeca', substituteFor: leaver });
      expect(detail.players[1]).toMatchObject({ leftAtSlot: rest[0]!.slot });
      expect(matchesOf(detail, substituteId)).toHaveLength(rest.length);
      expect(detail.ranking.find((r: RankingBody) => r.playerId === substituteId)).toMatchObject({
        ranked: false,
        substituteFor: leaver,
      });
      expect(detail.ranking.find((r: RankingBody) => r.playerId === leaver)).toMatchObject({ ranked: false });
      const undone = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undone.status).toBe(200);
      const back = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(back.players).toHaveLength(8);
      expect(matchesOf(back, leaver)).toHaveLength(rest.length + 1);
    });

    it('renames a fixed pair from a slot, and refuses to undo once the new pair has a result', async () => {
      const client = await organiser();
      const t = await created(client, PAIRS, 'super8_fixed_pairs');
      const pair = t.players[0].id as string;
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: pair,
        name: 'Ana / Carla',
        fromSlot: 1,
        basedOnRevision: t.revision,
      });
      expect(applied.status).toBe(201);
      expect(applied.body.substituteId).toBeNull();
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.players[0]).toMatchObject({ name: 'Ana / Carla', leftAtSlot: null });
      const history = (await client.get(`/api/tournaments/${t.id}/changes`)).body;
      expect(history[0]).toMatchObject({ kind: 'substitute', name: 'Ana / Carla', previousName: 'Ana / P0' });
      const [match] = matchesOf(detail, pair);
      await client.patch(`/api/matches/${match!.id}`, { team1Score: 6, team2Score: 3 });
      const refused = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('change.substituteHasPlayed');
    });

    it('takes a withdrawal from the tournament’s court tablet under its code, previewed and undone', async () => {
      const club = await registerOrganiser(server, admin, 2, 'Clube Saída');
      await admin.call('PUT', `/api/admin/users/${club.userId}/type`, { userType: 'Quadra' });
      const code = (await club.client.post('/api/tournament-codes', { tournamentType: 'super8' })).body as {
        id: string;
        code: string;
      };
      const tablet = (method: string, path: string, body?: unknown) =>
        apiClient(server).call(method, path, body, { [TABLET_CODE_HEADER]: code.code });
      const made = await tablet('POST', '/api/tablet/tournaments', {
        name: 'Super 8 da quadra',
        courts: 2,
        players: EIGHT,
        tournamentType: 'super8',
        codeId: code.id,
      });
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      const view = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      const body = {
        kind: 'withdraw',
        playerId: view.players[4].id,
        mode: 'void',
        basedOnRevision: view.revision,
      };
      expect(
        (await tablet('POST', `/api/tablet/tournaments/${id}/changes`, { ...body, preview: true })).status,
      ).toBe(200);
      const applied = await tablet('POST', `/api/tablet/tournaments/${id}/changes`, body);
      expect(applied.status).toBe(201);
      const after = (await tablet('GET', `/api/tablet/tournaments/${id}`)).body;
      expect(after.players[4].leftAtSlot).toBe(1);
      expect(after.matches.filter((m: MatchBody) => m.void)).toHaveLength(
        matchesOf(view, body.playerId).length,
      );
      const history = (await club.client.get(`/api/tournaments/${id}/changes`)).body;
      expect(history).toMatchObject([{ id: applied.body.id, kind: 'withdraw', actor: 'tablet' }]);
      const undo = await tablet('POST', `/api/tablet/tournaments/${id}/changes/${applied.body.id}/undo`, {});
      expect(undo.status).toBe(200);
    });

    it('Super 16: a substitute takes a finalist’s place in the Super Final; another finalist withdraws by walkover; the podium completes', async () => {
      const client = (await registerOrganiser(server, admin, 5)).client;
      const players = Array.from({ length: 16 }, (_, i) => `Jogador ${String(i + 1).padStart(2, '0')}`);
      const { id } = (
        await client.post('/api/tournaments/super-groups', {
          name: 'Final com saída',
          playerCount: 16,
          groupAssignmentMethod: 'random',
          players,
        })
      ).body;
      let detail = (await client.get(`/api/tournaments/${id}`)).body;
      for (const [i, m] of (detail.matches as (MatchBody & { matchType: string })[]).entries())
        detail = (
          await client.patch(`/api/matches/${m.id}`, {
            team1Score: (i * 7) % 10,
            team2Score: (i * 3 + 1) % 10,
          })
        ).body;
      if (detail.hasTiebreakIssues) {
        const resolutions = (detail.groups as { id: string }[]).flatMap((g) =>
          (detail.groupRankings[g.id] as RankingBody[]).slice(0, 4).map((r, k) => ({
            groupId: g.id,
            playerId: r.playerId,
            finalPosition: k + 1,
          })),
        );
        detail = (await admin.post(`/api/tournaments/${id}/resolve-tiebreaks`, { resolutions })).body;
      }
      const drawn = await client.post(`/api/tournaments/${id}/generate-super-final`);
      expect(drawn.status).toBe(200);
      const [top, third] = (drawn.body.matches as (MatchBody & { matchType: string })[]).filter(
        (m) => m.matchType === 'final',
      );
      const outsider = (drawn.body.players as { id: string }[]).find(
        (p) => ![top!, third!].some((m) => seats(m).includes(p.id)),
      )!.id;
      const locked = await client.post(`/api/tournaments/${id}/changes`, {
        kind: 'withdraw',
        playerId: outsider,
        mode: 'void',
        basedOnRevision: drawn.body.revision,
      });
      expect(locked.status).toBe(409);
      expect(locked.body.code).toBe('tournament.groupResultsLocked');
      const sub = await client.post(`/api/tournaments/${id}/changes`, {
        kind: 'substitute',
        playerId: top!.player1Id,
        name: 'Zeca',
        fromSlot: top!.slot,
        basedOnRevision: drawn.body.revision,
      });
      expect(sub.status).toBe(201);
      const gone = await client.post(`/api/tournaments/${id}/changes`, {
        kind: 'withdraw',
        playerId: third!.player3Id,
        mode: 'walkover',
        basedOnRevision: sub.body.revision,
      });
      expect(gone.status).toBe(201);
      const scored = await client.patch(`/api/matches/${top!.id}`, { team1Score: 6, team2Score: 4 });
      expect(scored.status).toBe(200);
      expect(seats(scored.body.matches.find((m: MatchBody) => m.id === top!.id))).toContain(
        sub.body.substituteId,
      );
      expect(scored.body.status).toBe('completed');
      expect(scored.body.podiums[0]).toMatchObject({ complete: true });
      expect(scored.body.podiums[0].teams.map((t: { position: number }) => t.position)).toEqual([1, 2, 3, 4]);
    });

    it('gives the same read models after a rebuild', async () => {
      const client = await organiser();
      const t = await created(client);
      const [a, b, c] = [t.players[0].id, t.players[1].id, t.players[2].id] as [string, string, string];
      const first = matchesOf(t, c)[0]!;
      const scored = await client.patch(`/api/matches/${first.id}`, { team1Score: 6, team2Score: 4 });
      const sub = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: a,
        name: 'Zeca',
        fromSlot: 2,
        ranked: true,
        basedOnRevision: scored.body.revision,
      });
      expect(sub.status).toBe(201);
      const w = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'withdraw',
        playerId: b,
        mode: 'walkover',
        basedOnRevision: sub.body.revision,
      });
      expect(w.status).toBe(201);
      const v = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'withdraw',
        playerId: c,
        mode: 'void',
        basedOnRevision: w.body.revision,
      });
      expect(v.status).toBe(201);
      expect((await client.post(`/api/tournaments/${t.id}/changes/${v.body.id}/undo`, {})).status).toBe(200);
      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(live.tournament_changes!.filter((row) => String(row).includes(t.id))).toHaveLength(3);
      expect(rebuilt).toEqual(live);
    });
  });
}
