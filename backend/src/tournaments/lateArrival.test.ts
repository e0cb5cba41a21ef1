import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// A late arrival in a fixed format through the API (issue 28): a stand-in ("Reserva 1") played the
// first games, the real entrant takes the seat from the next one, ranked; the stand-in stays listed,
// out of the places, marked; previewed, applied, in the history, undone; a rebuild.

const PLAYERS = ['Reserva 1', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

interface MatchBody {
  id: string;
  slot: number;
  player1Id: string;
  player2Id: string | null;
  player3Id: string;
  player4Id: string | null;
}
interface RankingBody {
  playerId: string;
  playerName: string;
  ranked: boolean;
  leftAtSlot: number | null;
  substituteFor: string | null;
  standIn: boolean;
}
const seats = (m: MatchBody) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id];

for (const target of testDatabaseTargets()) {
  describe(`a late arrival takes a stand-in's seat, through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    /** A Super 8 whose first three games are played: "Reserva 1" played in Ana's seat. */
    const standInPlayed = async () => {
      const client = (await registerOrganiser(server, admin, 5)).client;
      const made = await client.post('/api/tournaments', {
        name: 'Super 8 com reserva',
        courts: 2,
        players: PLAYERS,
        tournamentType: 'super8',
      });
      let t = (await client.get(`/api/tournaments/${made.body.id}`)).body;
      for (const m of (t.matches as MatchBody[]).filter((m) => m.slot <= 3))
        t = (await client.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 2 })).body;
      return { client, t, standIn: t.players[0].id as string };
    };

    it('previews, applies and undoes a late arrival: the arriving player ranked, the stand-in marked on every body and in the history', async () => {
      const { client, t, standIn } = await standInPlayed();
      const body = {
        kind: 'substitute',
        playerId: standIn,
        name: 'Ana',
        fromSlot: 4,
        lateArrival: true,
        basedOnRevision: t.revision,
      };
      const preview = await client.post(`/api/tournaments/${t.id}/changes`, { ...body, preview: true });
      expect(preview.status).toBe(200);
      expect(preview.body.ranking.find((r: RankingBody) => r.playerId === standIn)).toMatchObject({
        ranked: false,
        standIn: true,
        leftAtSlot: 4,
      });
      expect((await client.get(`/api/tournaments/${t.id}`)).body.revision).toBe(t.revision);

      const applied = await client.post(`/api/tournaments/${t.id}/changes`, body);
      expect(applied.status).toBe(201);
      const ana = applied.body.substituteId as string;
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      // The preview's new player id is its own (no command made it): the rows read the same otherwise.
      const shown = (rows: RankingBody[]) => rows.map(({ playerId: _id, ...row }) => row);
      expect(shown(detail.ranking)).toEqual(shown(preview.body.ranking));
      const rows = detail.ranking as RankingBody[];
      expect(rows.filter((r) => r.ranked).map((r) => r.playerName)).toContain('Ana');
      // The real entrant is no substitute: only the stand-in carries a mark.
      expect(rows.find((r) => r.playerId === ana)).toMatchObject({ ranked: true, substituteFor: null });
      expect(rows.at(-1)).toMatchObject({ playerId: standIn, ranked: false, standIn: true });
      expect(detail.players.find((p: { id: string }) => p.id === standIn)).toMatchObject({
        leftAtSlot: 4,
        standIn: true,
      });
      expect(detail.players.find((p: { id: string }) => p.id === ana)).toMatchObject({
        name: 'Ana',
        standIn: false,
        substituteFor: null,
      });
      expect(
        (detail.matches as MatchBody[]).filter((m) => m.slot >= 4 && seats(m).includes(standIn)),
      ).toEqual([]);
      const publicBody = (await apiClient(server).get(`/api/public/tournaments/${t.publicToken}`)).body;
      expect(publicBody.ranking.at(-1)).toMatchObject({ playerId: standIn, standIn: true, ranked: false });
      expect(publicBody.players.at(-1)).toMatchObject({ id: ana, substituteFor: null });
      const history = (await client.get(`/api/tournaments/${t.id}/changes`)).body;
      expect(history).toEqual([
        expect.objectContaining({
          id: applied.body.id,
          kind: 'substitute',
          lateArrival: true,
          playerId: standIn,
          name: 'Ana',
          previousName: 'Reserva 1',
          fromSlot: 4,
        }),
      ]);

      const taken = await client.call(
        'POST',
        `/api/tournaments/${t.id}/changes`,
        { ...body, playerId: t.players[1].id, name: 'ana', basedOnRevision: applied.body.revision },
        { 'accept-language': 'en' },
      );
      expect(taken.status).toBe(400);
      expect(taken.body.code).toBe('tournament.duplicateName');
      const malformed = await client.post(`/api/tournaments/${t.id}/changes`, {
        ...body,
        lateArrival: 'yes',
      });
      expect(malformed.status).toBe(400);

      const undone = await client.post(`/api/tournaments/${t.id}/changes/${applied.body.id}/undo`, {});
      expect(undone.status).toBe(200);
      const back = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(back.ranking).toEqual(t.ranking);
      expect(back.players).toEqual(t.players);
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body[0]).toMatchObject({ undone: true });
    });

    it('fixed pairs: the pair keeps its seat and results, renamed; the history reads as an arrival', async () => {
      const client = (await registerOrganiser(server, admin, 5)).client;
      const made = await client.post('/api/tournaments', {
        name: 'Duplas',
        courts: 2,
        players: PLAYERS.map((name, i) => `${name} / P${i}`),
        tournamentType: 'super8_fixed_pairs',
      });
      const t = (await client.get(`/api/tournaments/${made.body.id}`)).body;
      const pair = t.players[0].id as string;
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: pair,
        name: 'Ana / P0',
        fromSlot: 1,
        lateArrival: true,
        basedOnRevision: t.revision,
      });
      expect(applied.status).toBe(201);
      expect(applied.body.substituteId).toBeNull();
      const detail = (await client.get(`/api/tournaments/${t.id}`)).body;
      expect(detail.players[0]).toMatchObject({
        id: pair,
        name: 'Ana / P0',
        leftAtSlot: null,
        standIn: false,
      });
      expect(detail.ranking.every((r: RankingBody) => r.ranked && !r.standIn)).toBe(true);
      expect((await client.get(`/api/tournaments/${t.id}/changes`)).body[0]).toMatchObject({
        lateArrival: true,
        name: 'Ana / P0',
        previousName: 'Reserva 1 / P0',
      });
    });

    it('gives the same read models after a rebuild', async () => {
      const { client, t, standIn } = await standInPlayed();
      const applied = await client.post(`/api/tournaments/${t.id}/changes`, {
        kind: 'substitute',
        playerId: standIn,
        name: 'Ana',
        fromSlot: 4,
        lateArrival: true,
        basedOnRevision: t.revision,
      });
      expect(applied.status).toBe(201);
      const next = (await client.get(`/api/tournaments/${t.id}`)).body;
      const anaMatch = (next.matches as MatchBody[]).find((m) =>
        seats(m).includes(applied.body.substituteId),
      )!;
      expect(
        (await client.patch(`/api/matches/${anaMatch.id}`, { team1Score: 6, team2Score: 4 })).status,
      ).toBe(200);
      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(rebuilt).toEqual(live);
    });
  });
}
