import { describe, expect, it } from 'vitest';
import { testId, testMatch } from '../../../lib/testing/matches';
import { stillPlaying, substituteSlots } from './playerSlots';

const ana = testId(1);
const played = { completed: true, team1Score: 6, team2Score: 2 };

describe('the games a substitute may start from', () => {
  it("are the player's unplayed games, by slot, the next one first", () => {
    const matches = [
      testMatch(3, { slot: 3 }),
      testMatch(1, { slot: 1, ...played }),
      testMatch(2, { slot: 2 }),
      testMatch(9, { slot: 4, player1Id: testId(5) }),
    ];
    expect(substituteSlots(ana, matches).map((m) => m.slot)).toEqual([2, 3]);
  });

  it('start after the last game played, walked over or void (a substitute takes every game from there on)', () => {
    const matches = [
      testMatch(1, { slot: 1 }),
      testMatch(2, { slot: 2, ...played }),
      testMatch(3, { slot: 3, walkover: 'team2' }),
      testMatch(4, { slot: 4, void: true }),
      testMatch(5, { slot: 5 }),
    ];
    expect(substituteSlots(ana, matches).map((m) => m.slot)).toEqual([5]);
  });
});

describe('a player still playing', () => {
  it('has a game to play and has not left', () => {
    expect(stillPlaying({ id: ana, leftAtSlot: null }, [testMatch(1, { slot: 1 })])).toBe(true);
    expect(stillPlaying({ id: ana, leftAtSlot: 4 }, [testMatch(1, { slot: 5 })])).toBe(false);
    expect(stillPlaying({ id: ana, leftAtSlot: null }, [testMatch(1, { slot: 1, ...played })])).toBe(false);
    expect(stillPlaying({ id: testId(9), leftAtSlot: null }, [testMatch(1)])).toBe(false);
  });
});
