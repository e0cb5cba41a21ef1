import type { Match } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { playState, slotMark, slotsOf } from './playingOrder';
import { testId, testMatch } from './testing/matches';

const id = testId;
const match = (n: number, slot: number, court: number, overrides: Partial<Match> = {}): Match =>
  testMatch(n, { slot, court, ...overrides });

const done = { completed: true, team1Score: 6, team2Score: 3 } as const;

describe('playing order', () => {
  it('lists matches slot by slot, courts side by side, whatever order they arrive in', () => {
    const slots = slotsOf([match(3, 2, 1), match(2, 1, 2), match(1, 1, 1)]);
    expect(slots.map((s) => [s.slot, s.matches.map((m) => m.court)])).toEqual([
      [1, [1, 2]],
      [2, [1]],
    ]);
  });

  it('puts on court the earliest slot with a match to play, and the following one up next', () => {
    // Slot 1 is finished; in slot 2 court 2 is finished but court 1 is still playing; slot 3 waits.
    const matches = [
      match(1, 1, 1, done),
      match(2, 1, 2, done),
      match(3, 2, 1),
      match(4, 2, 2, done),
      match(5, 3, 1),
      match(6, 3, 2),
      match(7, 4, 1),
    ];
    const state = playState(matches);
    expect(state.now.map((m) => m.id)).toEqual([id(103)]);
    expect(state.next.map((m) => m.id)).toEqual([id(105), id(106)]);
    expect(slotsOf(matches).map((slot) => slotMark(slot, state))).toEqual([null, 'now', 'next', null]);
  });

  it('moves on court as results arrive, even when a later slot was scored first', () => {
    const matches = [match(1, 1, 1, done), match(2, 2, 1), match(3, 3, 1, done), match(4, 4, 1)];
    expect(playState(matches).now.map((m) => m.slot)).toEqual([2]);
    expect(playState(matches).next.map((m) => m.slot)).toEqual([4]);
  });

  it('passes void matches by (a player withdrew): never on court nor up next', () => {
    const matches = [
      match(1, 1, 1, { void: true }),
      match(2, 2, 1),
      match(3, 3, 1, { void: true }),
      match(4, 4, 1),
    ];
    expect(playState(matches).now.map((m) => m.slot)).toEqual([2]);
    expect(playState(matches).next.map((m) => m.slot)).toEqual([4]);
  });

  it('has nothing on court nor up next once the tournament was ended, whatever was left to play', () => {
    const matches = [match(1, 1, 1, done), match(2, 2, 1), match(3, 3, 1)];
    expect(playState(matches, { ended: false }).now.map((m) => m.slot)).toEqual([2]);
    const state = playState(matches, { ended: true });
    expect(state).toEqual({ now: [], next: [] });
    expect(slotsOf(matches).map((slot) => slotMark(slot, state))).toEqual([null, null, null]);
  });

  it('follows each Super 16 / 32 group on its own court, then the Super Final', () => {
    const groups = [
      match(1, 1, 1, { groupId: 'A', ...done }),
      match(2, 2, 1, { groupId: 'A' }),
      match(3, 3, 1, { groupId: 'A' }),
      match(4, 1, 2, { groupId: 'B' }),
      match(5, 2, 2, { groupId: 'B' }),
    ];
    const state = playState(groups);
    expect(state.now.map((m) => [m.groupId, m.slot])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(state.next.map((m) => [m.groupId, m.slot])).toEqual([
      ['A', 3],
      ['B', 2],
    ]);
    const finals = [
      ...groups.map((m) => ({ ...m, ...done })),
      match(6, 15, 1, { matchType: 'final', round: 100 }),
      match(7, 15, 2, { matchType: 'final', round: 101 }),
    ];
    expect(playState(finals).now.map((m) => m.round)).toEqual([100, 101]);
  });

  it('has nothing on court once every match has a result', () => {
    expect(playState([match(1, 1, 1, done)])).toEqual({ now: [], next: [] });
  });
});
