import type { Match } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { groupIdsOf, groupMatchesOf, groupPhaseProgress, openTies, podiumMatches } from './superGroups';
import { testId, testMatch } from './testing/matches';

const id = testId;
const match = (n: number, overrides: Partial<Match>): Match => testMatch(n, { groupId: 'A', ...overrides });

// Players 1-8 in group A, 9-16 in B, 17-24 in C, 25-32 in D.
const players = Array.from({ length: 32 }, (_, i) => ({
  id: id(i + 1),
  name: `P${i + 1}`,
  groupId: 'ABCD'[Math.floor(i / 8)]!,
  finalPosition: null,
  leftAtSlot: null,
  substituteFor: null,
  standIn: false,
}));

describe('Super 16 / 32 helpers', () => {
  it('names the groups by player count until the draw is known', () => {
    expect(groupIdsOf({ groups: [], playerCount: 16 })).toEqual(['A', 'B']);
    expect(groupIdsOf({ groups: [], playerCount: 32 })).toEqual(['A', 'B', 'C', 'D']);
  });

  it('splits group matches and counts the group phase only', () => {
    const matches = [
      match(1, { completed: true }),
      match(2, { groupId: 'B' }),
      match(3, { groupId: null, matchType: 'final', round: 100, completed: true }),
    ];
    expect(groupMatchesOf(matches, 'B').map((m) => m.id)).toEqual([id(102)]);
    expect(groupPhaseProgress(matches)).toEqual({ done: 1, total: 2 });
  });

  it('keeps only the ties that still block the Super Final', () => {
    const issue = { groupId: 'A' as const, position: 4, lastPosition: 5, playerIds: [id(1), id(2)] };
    expect(
      openTies({
        tieIssues: [
          { ...issue, resolved: true },
          { ...issue, groupId: 'B', resolved: false },
        ],
      }),
    ).toEqual([{ ...issue, groupId: 'B', resolved: false }]);
  });

  it("finds each podium's final and third-place match by its players' groups", () => {
    const final = (n: number, round: number, a: number, b: number) =>
      match(n, {
        groupId: null,
        matchType: 'final',
        round,
        player1Id: id(a),
        player2Id: id(b),
        player3Id: id(b - 1),
        player4Id: id(a + 1),
      });
    const matches = [
      final(1, 100, 1, 10),
      final(2, 101, 3, 12),
      final(3, 100, 17, 26),
      final(4, 101, 19, 28),
    ];
    const cd = podiumMatches({ matches, players }, { groups: ['C', 'D'] });
    expect(cd.final?.id).toBe(id(103));
    expect(cd.thirdPlace?.id).toBe(id(104));
    const ab = podiumMatches({ matches, players }, { groups: ['A', 'B'] });
    expect([ab.final?.id, ab.thirdPlace?.id]).toEqual([id(101), id(102)]);
  });
});
