import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// A withdrawal in mode 'redraw' through the API (issue 28): an Americano's unplayed rounds and a
// Mexicano's latest unplayed round drawn again for the players left, previewed, applied, in the
// history, undone; its refusals; a rebuild.

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);

interface MatchBody {
  id: string;
  round: number;
  player1Id: string;
  player2Id: string;
  player3Id: string;
  player4Id: string;
  void: boolean;
}
interface RankingBody {
  playerId: string;
  ranked: boolean;
  leftAtSlot: number | null;
}
const seats = (m: MatchBody) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id];

for (const target of testDatabaseTargets()) {
  describe(`a withdrawal that redraws, through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = async () => (await registerOrganiser(server, admin, 5)).client;
    const created = async (client: ApiClient, tournamentType: string, players: number, courts: number) => {
      const answer = await client.post('/api/tournaments', {
        name: `${tournamentType} de ${players}`,
        tournamentType,
        players: names(players),
        courts,
        ...(tournamentType === 'mexicano' ? { rounds: 3 } : {}),
      });
      expect(answer.status).toBe(201);
      return (await client.get(`/api/tournaments/${answer.body.id}`)).body;
    };
    const scoreAll = async (client: ApiClient, matches: readonly MatchBody[]) => {
      for (const m of matches) await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 2 });
    };

    it('Americano after round 1: previewed, the rounds from 2 drawn again for 9, in the history, undone', async () => {
      const client = await organiser();
      const t = await created(client, 'americano', 10, 2);
      const matches = t.matches as MatchBody[];
      await scoreAll(
        client,
        matches.filter((m) => m.round === 1),
      );
      const before = (await client.get(`/api/tournaments/${t.id}`)).body;
      const leaver = before.players[3].id as string;
      const request = {
        kind: 'withdraw',
        playerId: leaver,
        mode: 'redraw',
        basedOnRevision: before.revision,
      };

      const preview = await client.post(`/api/tournaments/${t.id}/changes`, { ...request, preview: true });
      expect(preview.status).toBe(200);
      expect(preview.body.fromRound).toBe(2);
      expect(preview.body.removedMatchIds).toEqual(matches.filter((m) => m.round > 1).map((m) => m.id));
      expect((preview.body.matches as MatchBody[]).some((m) => seats(m).includes(leaver))).toBe(false);
      expect((preview.body.ranking as RankingBody[]).find((r) => r.playerId === leaver)!.ranked).toBe(false);
      expect((await client.get(`/api/tournaments/${t.id}`)).body.revision).toBe(before.revision);

      const applied = await client.post(`/api/tournaments/${t.id}/changes`, request);
      expect(applied.status).toBe(201);
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail).toMatchObject({ redrawnFromRound: 2, playerCount: 10, revision: applied.body.revision });
      const after = detail.matches as MatchBody[];
      expect(after.filter((m) => m.round === 1).map((m) => m.id)).toEqual(
        matches.filter((m) => m.round === 1).map((m) => m.id),
      );
      expect(after.filter((m) => m.round > 1).some((m) => seats(m).includes(leaver))).toBe(false);
      // Nine players on two courts: a full cycle of 9 rounds from round 2.
      expect(Math.max(...after.map((m) => m.round))).toBe(10);
      // The ranking as previewed, the leaver below, unranked.
      expect(detail.ranking).toEqual(preview.body.ranking);
      const publicBody = (await apiClient(server).get(`/api/public/tournaments/${t.publicToken}`)).body;
      expect(publicBody).toMatchObject({ redrawnFromRound: 2 });
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body[0]).toMatchObject({
        kind: 'withdraw',
        playerId: leaver,
        mode: 'redraw',
        fromRound: 2,
        undone: false,
      });

      const undo = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undo.status).toBe(200);
      const restored = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(restored.redrawnFromRound).toBeNull();
      expect(restored.matches.map((m: MatchBody) => m.id).sort()).toEqual(matches.map((m) => m.id).sort());
      expect(restored.ranking).toEqual(before.ranking);
    });

    it('refuses a fixed format, too few players and an undo once a redrawn match has a result, translated', async () => {
      const client = await organiser();
      const super8 = await created(client, 'super8', 8, 2);
      const fixed = await client.call(
        'POST',
        `/api/tournaments/${super8.id}/changes`,
        {
          kind: 'withdraw',
          playerId: super8.players[0].id,
          mode: 'redraw',
          basedOnRevision: super8.revision,
        },
        { 'accept-language': 'en' },
      );
      expect(fixed.status).toBe(422);
      expect(fixed.body).toMatchObject({
        code: 'change.redrawNotAvailable',
        message: 'Only Americano and Mexicano can draw the rounds again: choose walkover or void.',
      });
      const four = await created(client, 'americano', 4, 1);
      const tooFew = await client.post(`/api/tournaments/${four.id}/changes`, {
        kind: 'withdraw',
        playerId: four.players[0].id,
        mode: 'redraw',
        basedOnRevision: four.revision,
      });
      expect(tooFew.status).toBe(409);
      expect(tooFew.body).toMatchObject({ code: 'change.tooFewPlayers' });
      expect(tooFew.body.message).toContain('4');
      expect((await client.get(`/api/tournaments/${four.id}`)).body.revision).toBe(four.revision);

      const t = await created(client, 'americano', 8, 2);
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'withdraw',
        playerId: t.players[0].id,
        mode: 'redraw',
        basedOnRevision: t.revision,
      });
      expect(applied.status).toBe(201);
      const [first] = (await client.get(`/api/tournaments/${t.id}`)).body.matches as MatchBody[];
      await scoreAll(client, [first!]);
      const undo = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undo.status).toBe(409);
      expect(undo.body.code).toBe('change.redrawStarted');
    });

    it('gives the same read models after a rebuild (a Mexicano round redrawn, an Americano redraw undone)', async () => {
      const client = await organiser();
      const mexicano = await created(client, 'mexicano', 8, 2);
      const leaver = mexicano.players[0].id as string;
      const applied = await client.post(`/api/tournaments/${mexicano.id}/changes`, {
        kind: 'withdraw',
        playerId: leaver,
        mode: 'redraw',
        basedOnRevision: mexicano.revision,
      });
      expect(applied.status).toBe(201);
      const round1 = (await client.get(`/api/tournaments/${mexicano.id}`)).body.matches as MatchBody[];
      // Seven players on two courts: one match, without the player who left.
      expect(round1).toHaveLength(1);
      expect(seats(round1[0]!)).not.toContain(leaver);
      await scoreAll(client, round1);
      const drawn = (await client.get(`/api/tournaments/${mexicano.id}`)).body.matches as MatchBody[];
      expect(drawn.filter((m) => m.round === 2).some((m) => seats(m).includes(leaver))).toBe(false);

      const t = await created(client, 'americano', 10, 2);
      const undone = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'withdraw',
        playerId: t.players[1].id,
        mode: 'redraw',
        basedOnRevision: t.revision,
      });
      expect((await client.post(`/api/tournaments/${t.id}/changes/${undone.body.id}/undo`, {})).status).toBe(
        200,
      );
      await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'withdraw',
        playerId: t.players[2].id,
        mode: 'redraw',
        basedOnRevision: undone.body.revision + 1,
      });
      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(rebuilt).toEqual(live);
    });
  });
}
