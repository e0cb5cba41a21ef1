import { describe, expect, it } from 'vitest';
import { everyonePlaysEverySlot } from './fairnessPanel';

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
