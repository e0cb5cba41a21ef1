import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

const names = (n: number) => Array.from({ length: n }, (_, i) => `Jogador ${String(i + 1).padStart(2, '0')}`);
type Detail = {
  id: string;
  status: string;
  players: { id: string; name: string; groupId: string }[];
  matches: {
    id: string;
    round: number;
    matchType: string;
    groupId: string | null;
    player1Id: string;
    player2Id: string;
    player3Id: string;
    player4Id: string;
    completed: boolean;
  }[];
  groups: { id: string; court: number; members: string[] }[];
  groupRankings: Record<string, { playerId: string; position: number }[]>;
  tieIssues: { groupId: string; resolved: boolean; playerIds: string[] }[];
  hasTiebreakIssues: boolean;
  superFinalGenerated: boolean;
  canGenerateSuperFinal: boolean;
  podiums: { podiumId: string; complete: boolean; teams: { position: number; playerIds: string[] }[] }[];
};

for (const target of testDatabaseTargets()) {
  describe(`Super 16 / 32 API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = async (credits: number) =>
      (await registerOrganiser(server, admin, credits, 'Organizador')).client;

    async function scoreGroups(client: ApiClient, detail: Detail, score: (i: number) => [number, number]) {
      let last = detail;
      const group = detail.matches.filter((m) => m.matchType === 'group');
      for (const [i, m] of group.entries()) {
        const [a, b] = score(i);
        last = (await client.patch(`/api/matches/${m.id}`, { team1Score: a, team2Score: b })).body;
      }
      return last;
    }

    it('creates a Super 16 in two groups of 8 on two courts, for 2 credits', async () => {
      const client = await organiser(2);
      const created = await client.post('/api/tournaments/super-groups', {
        name: 'Super 16 do clube',
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players: names(16),
      });
      expect(created.status).toBe(201);
      expect((await client.get('/api/user')).body.credits).toBe(0);
      const detail: Detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      expect(detail.groups.map((g) => [g.id, g.court, g.members.length])).toEqual([
        ['A', 1, 8],
        ['B', 2, 8],
      ]);
      expect(detail.matches).toHaveLength(28);
      expect(Object.keys(detail.groupRankings).sort()).toEqual(['A', 'B']);
      expect(detail.canGenerateSuperFinal).toBe(false);
    });

    it('keeps a manual split and explains a wrong one', async () => {
      const client = await organiser(4);
      const players = names(32).map((name, i) => ({ name, groupId: ['A', 'B', 'C', 'D'][i % 4] }));
      const created = await client.post('/api/tournaments/super-groups', {
        name: 'Super 32 manual',
        playerCount: 32,
        groupAssignmentMethod: 'manual',
        players,
      });
      expect(created.status).toBe(201);
      const detail: Detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      for (const p of detail.players) {
        const index = Number(p.name.slice(-2)) - 1;
        expect(p.groupId).toBe(['A', 'B', 'C', 'D'][index % 4]);
      }
      const wrong = await (await organiser(4)).post('/api/tournaments/super-groups', {
        name: 'Errado',
        playerCount: 16,
        groupAssignmentMethod: 'manual',
        players: names(16).map((name, i) => ({ name, groupId: i < 9 ? 'A' : 'B' })),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors.players).toBe('O Grupo A precisa ter exatamente 8 jogadores');
      const count = await client.post('/api/tournaments/super-groups', {
        name: 'Errado',
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players: [...names(15), ''],
      });
      expect(count.body.fieldErrors.players).toBe('Número de jogadores deve ser exatamente 16 ou 32');
    });

    it('refuses a name two players share, in any group, naming it beside the entry, and charges nothing', async () => {
      const client = await organiser(2);
      const players = names(16).map((name, i) => ({
        name: i === 12 ? ' jogador 03 ' : name,
        groupId: i < 8 ? 'A' : 'B',
      }));
      const manual = await client.post('/api/tournaments/super-groups', {
        name: 'Nomes repetidos',
        playerCount: 16,
        groupAssignmentMethod: 'manual',
        players,
      });
      expect(manual.status).toBe(400);
      expect(manual.body.fieldErrors).toEqual({ 'players.12.name': 'O nome "Jogador 03" já está na lista.' });
      const random = await client.post(
        '/api/tournaments/super-groups',
        {
          name: 'Nomes repetidos',
          playerCount: 16,
          groupAssignmentMethod: 'random',
          players: [...names(15), 'JOGADOR 15'],
        },
        { 'accept-language': 'es' },
      );
      expect(random.body.fieldErrors).toEqual({
        'players.15': 'El nombre "Jogador 15" ya está en la lista.',
      });
      expect((await client.get('/api/user')).body.credits).toBe(2);
      expect((await client.get('/api/tournaments')).body).toEqual([]);
    });

    it('refuses the Super Final until the groups are complete, then draws it as decisions.md says', async () => {
      const client = await organiser(2);
      const { id } = (
        await client.post('/api/tournaments/super-groups', {
          name: 'Final limpa',
          playerCount: 16,
          groupAssignmentMethod: 'random',
          players: names(16),
        })
      ).body;
      const early = await client.post(`/api/tournaments/${id}/generate-super-final`);
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('formats.groupsIncomplete');
      // Distinct scores per match make a clean order without ties in most draws; resolve any that remain.
      let detail: Detail = (await client.get(`/api/tournaments/${id}`)).body;
      detail = await scoreGroups(client, detail, (i) => [(i * 7) % 10, (i * 3 + 1) % 10]);
      if (detail.hasTiebreakIssues) {
        const resolutions = detail.groups.flatMap((g) =>
          detail.groupRankings[g.id]!.slice(0, 4).map((r, k) => ({
            groupId: g.id,
            playerId: r.playerId,
            finalPosition: k + 1,
          })),
        );
        detail = (await admin.post(`/api/tournaments/${id}/resolve-tiebreaks`, { resolutions })).body;
      }
      expect(detail.canGenerateSuperFinal).toBe(true);
      // Resolved or not, the seeds are the group ranking's first four (resolutions above keep that order).
      const seeds = (group: string) => detail.groupRankings[group]!.map((r) => r.playerId);
      const final = await client.post(`/api/tournaments/${id}/generate-super-final`);
      expect(final.status).toBe(200);
      const body: Detail = final.body;
      expect(body.superFinalGenerated).toBe(true);
      const finals = body.matches.filter((m) => m.matchType === 'final');
      expect(finals.map((m) => m.round)).toEqual([100, 101]);
      const [a1, a2, a3, a4] = seeds('A');
      const [b1, b2, b3, b4] = seeds('B');
      const sides = (m: Detail['matches'][number]) => [
        [m.player1Id, m.player2Id],
        [m.player3Id, m.player4Id],
      ];
      expect(sides(finals[0]!)).toEqual([
        [a1, b2],
        [b1, a2],
      ]);
      expect(sides(finals[1]!)).toEqual([
        [a3, b4],
        [b3, a4],
      ]);
      expect((await client.post(`/api/tournaments/${id}/generate-super-final`)).status).toBe(409);
      expect(body.status).toBe('in_progress');
      await client.patch(`/api/matches/${finals[0]!.id}`, { team1Score: 6, team2Score: 4 });
      const draw = await client.patch(`/api/matches/${finals[1]!.id}`, { team1Score: 3, team2Score: 3 });
      expect(draw.status).toBe(400);
      expect(draw.body.code).toBe('formats.finalNeedsWinner');
      const done: Detail = (
        await client.patch(`/api/matches/${finals[1]!.id}`, { team1Score: 2, team2Score: 6 })
      ).body;
      expect(done.status).toBe('completed');
      expect(done.podiums).toHaveLength(1);
      expect(done.podiums[0]!.complete).toBe(true);
      expect(done.podiums[0]!.teams.map((t) => t.position)).toEqual([1, 2, 3, 4]);
      expect(done.podiums[0]!.teams[0]!.playerIds).toEqual([finals[0]!.player1Id, finals[0]!.player2Id]);
      expect(done.podiums[0]!.teams[2]!.playerIds).toEqual([finals[1]!.player3Id, finals[1]!.player4Id]);

      // The final was seeded from the group tables: they stay as they were, the finals stay editable.
      const group = done.matches.find((m) => m.matchType === 'group')!;
      const locked = await client.patch(`/api/matches/${group.id}`, { team1Score: 0, team2Score: 9 });
      expect({ status: locked.status, body: locked.body }).toEqual({
        status: 409,
        body: {
          code: 'tournament.groupResultsLocked',
          message:
            'Os resultados dos grupos não podem mais ser alterados: a Super Final já foi gerada a partir deles.',
        },
      });
      const after: Detail = (await client.get(`/api/tournaments/${id}`)).body;
      expect(after.groupRankings).toEqual(done.groupRankings);
      expect(after.matches.find((m) => m.id === group.id)).toEqual(group);
      const corrected = await client.patch(`/api/matches/${finals[1]!.id}`, { team1Score: 6, team2Score: 2 });
      expect(corrected.status).toBe(200);
    });

    it('flags a tie, lets only an administrator resolve it, and the resolution chooses the finalists', async () => {
      const client = await organiser(2);
      const { id } = (
        await client.post('/api/tournaments/super-groups', {
          name: 'Empate geral',
          playerCount: 16,
          groupAssignmentMethod: 'random',
          players: names(16),
        })
      ).body;
      let detail: Detail = (await client.get(`/api/tournaments/${id}`)).body;
      detail = await scoreGroups(client, detail, () => [4, 4]);
      expect(detail.hasTiebreakIssues).toBe(true);
      expect(detail.tieIssues.map((t) => t.groupId).sort()).toEqual(['A', 'B']);
      expect(detail.canGenerateSuperFinal).toBe(false);
      const blocked = await client.post(`/api/tournaments/${id}/generate-super-final`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.code).toBe('formats.tieUnresolved');
      // The administrator picks the last four members of each group, in reverse.
      const chosen = (group: string) =>
        detail.groups
          .find((g) => g.id === group)!
          .members.slice(4)
          .reverse();
      const resolutions = ['A', 'B'].flatMap((g) =>
        chosen(g).map((playerId, k) => ({
          groupId: g,
          playerId,
          finalPosition: k + 1,
          reasoning: 'sorteio no clube',
        })),
      );
      const denied = await client.post(`/api/tournaments/${id}/resolve-tiebreaks`, { resolutions });
      expect(denied.status).toBe(403);
      const none = await admin.post(`/api/tournaments/${id}/resolve-tiebreaks`, { resolutions: [] });
      expect(none.status).toBe(400);
      expect(none.body.fieldErrors.resolutions).toBe('Nenhuma resolução definida');
      const fifth = await admin.post(`/api/tournaments/${id}/resolve-tiebreaks`, {
        resolutions: [{ ...resolutions[0]!, finalPosition: 5 }],
      });
      expect(fifth.body.fieldErrors['resolutions.0.finalPosition']).toBe(
        'A posição final deve ser de 1 a 4.',
      );
      const resolved = await admin.post(`/api/tournaments/${id}/resolve-tiebreaks`, { resolutions });
      expect(resolved.status).toBe(200);
      expect(resolved.body.hasTiebreakIssues).toBe(false);
      const final: Detail = (await client.post(`/api/tournaments/${id}/generate-super-final`)).body;
      const [a1, a2, a3, a4] = chosen('A');
      const [b1, b2, b3, b4] = chosen('B');
      const finals = final.matches.filter((m) => m.matchType === 'final');
      expect(finals.map((m) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id])).toEqual([
        [a1, b2, b1, a2],
        [a3, b4, b3, a4],
      ]);
    });
  });
}
