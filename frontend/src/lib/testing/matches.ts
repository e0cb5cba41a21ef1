import type { Match } from '@rodada/events/contracts';

/** A readable fixed UUID: `testId(7)` is `00000000-0000-4000-8000-000000000007`. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Match `n` of a test tournament (id 100 + n), players 1-4, not played yet; `overrides` set the rest. */
export function testMatch(n: number, overrides: Partial<Match> = {}): Match {
  return {
    id: testId(100 + n),
    round: 1,
    court: 1,
    order: 1,
    slot: 1,
    groupId: null,
    matchType: 'group',
    player1Id: testId(1),
    player2Id: testId(2),
    player3Id: testId(3),
    player4Id: testId(4),
    team1Score: null,
    team2Score: null,
    completed: false,
    isDraw: false,
    version: 0,
    walkover: null,
    void: false,
    ...overrides,
  };
}
