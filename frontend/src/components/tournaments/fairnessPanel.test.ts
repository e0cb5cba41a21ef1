import { describe, expect, it } from 'vitest';
import { everyonePlaysEverySlot, leastBackToBack } from './fairnessPanel';

const figures = (slots: number, matches: readonly number[]) => ({
  slots,
  participants: matches.map((count, i) => ({
    id: `p${i}`,
    matches: count,
    backToBack: 0,
    longestWait: 0,
    courtChanges: 0,
  })),
});

describe('the least possible back-to-back', () => {
  it('is known for a Super 8 on 1 court, Fixed Pairs on 2 and each Super 16 / 32 group', () => {
    expect(leastBackToBack({ tournamentType: 'super8', courts: 1 })).toBe(12);
    expect(leastBackToBack({ tournamentType: 'super8_fixed_pairs', courts: 2 })).toBe(4);
    expect(leastBackToBack({ tournamentType: 'super_groups', courts: 4 })).toBe(12);
  });

  it('is not claimed where it is not proven', () => {
    expect(leastBackToBack({ tournamentType: 'super_12', courts: 2 })).toBeUndefined();
    expect(leastBackToBack({ tournamentType: 'super8', courts: 2 })).toBeUndefined();
  });
});

describe('back-to-back that cannot be avoided', () => {
  it('holds when every participant plays in every slot (a Super 8 on 2 courts: 7 slots, 7 matches each)', () => {
    expect(everyonePlaysEverySlot(figures(7, Array(8).fill(7)))).toBe(true);
  });

  it('does not hold when anyone sits a slot out (a Super 8 on 1 court: 14 slots, 7 matches each)', () => {
    expect(everyonePlaysEverySlot(figures(14, Array(8).fill(7)))).toBe(false);
    expect(everyonePlaysEverySlot(figures(7, [...Array(7).fill(7), 6]))).toBe(false);
  });

  it('does not hold for a schedule with no slot yet', () => {
    expect(everyonePlaysEverySlot(figures(0, []))).toBe(false);
  });
});
