import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// Super 16 through the API (issue 28): a group player replaced, another withdrawn, during the
// group phase. The group tables in the body and the Super Final drawn agree with the domain.

interface MatchBody {
  id: string;
  matchType: 'group' | 'final';
  player1Id: string;
  player2Id: string;
  player3Id: string;
  player4Id: string;
}
interface RankingBody {
  playerId: string;
  ranked: boolean;
  leftAtSlot: number | null;
  substituteFor: string | null;
}
const seats = (m: MatchBody) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id];

for (const target of testDatabaseTargets()) {
  describe(`Super 16 group players leave, through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    it('a ranked substitute is placed and seeded in the replaced player’s group; who left takes no place', async () => {
      const { client } = await registerOrganiser(server, admin, 5);
      const players = Array.from({ length: 16 }, (_, i) => `Jogador ${String(i + 1).padStart(2, '0')}`);
      const { id } = (
        await client.post('/api/tournaments/super-groups', {
          name: 'Grupos com saída',
          playerCount: 16,
          groupAssignmentMethod: 'random',
          players,
        })
      ).body;
      let detail = (await client.get(`/api/tournaments/${id}`)).body;
      const [groupA, groupB] = detail.groups as { id: string; members: string[] }[];
      const replaced = groupA!.members[0]!;
      const sub = await client.post(`/api/tournaments/${id}/changes`, {
        kind: 'substitute',
        playerId: replaced,
        name: 'Zeca',
        fromSlot: 1,
        ranked: true,
        basedOnRevision: detail.revision,
      });
      expect(sub.status).toBe(201);
      const withdrawn = groupB!.members[0]!;
      const gone = await client.post(`/api/tournaments/${id}/changes`, {
        kind: 'withdraw',
        playerId: withdrawn,
        mode: 'void',
        basedOnRevision: sub.body.revision,
      });
      expect(gone.status).toBe(201);
      detail = (await client.get(`/api/tournaments/${id}`)).body;
      // The substitute wins every match 9-0; the others by a spread that leaves nobody level.
      const zeca = sub.body.substituteId as string;
      for (const [i, m] of (detail.matches as (MatchBody & { void: boolean })[]).entries()) {
        if (m.void) continue;
        const zecaSide = seats(m).indexOf(zeca);
        const score =
          zecaSide < 0
            ? { team1Score: (i * 7) % 10, team2Score: (i * 3 + 1) % 10 }
            : zecaSide < 2
              ? { team1Score: 9, team2Score: 0 }
              : { team1Score: 0, team2Score: 9 };
        detail = (await client.patch(`/api/matches/${m.id}`, score)).body;
      }
      const tableA = detail.groupRankings[groupA!.id] as RankingBody[];
      expect(tableA[0]).toMatchObject({ playerId: zeca, ranked: true, substituteFor: replaced });
      expect(tableA.at(-1)).toMatchObject({ playerId: replaced, ranked: false, leftAtSlot: 1 });
      expect((detail.groupRankings[groupB!.id] as RankingBody[]).at(-1)).toMatchObject({
        playerId: withdrawn,
        ranked: false,
      });
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
      const [title, third] = (drawn.body.matches as MatchBody[]).filter((m) => m.matchType === 'final');
      // A1 + B2 against B1 + A2: the substitute leads group A.
      expect(title!.player1Id).toBe(zeca);
      const finalists = [...seats(title!), ...seats(third!)];
      expect(finalists).not.toContain(replaced);
      expect(finalists).not.toContain(withdrawn);

      // The last spec of the file: the live runner stays stopped.
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(rebuilt).toEqual(live);
    });
  });
}
