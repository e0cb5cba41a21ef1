import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanoPlan } from './americano';
import type { SlotRound } from './baseTables';
import { balancedByLevel, byLevel, type SeedLevels, seedRating, seedsByLevel } from './levelSeeding';
import { seededRandom, shuffle } from './random';

// Seeding by level (docs/levels.md): the ratings a draw reads, the order by level, and the
// Americano's balance, which moves names between the table's slots and nothing else.

const names = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);
/** Ratings spread evenly from 800 to 1200 over the players, in entry order. */
const spread = (ids: readonly string[]): SeedLevels =>
  Object.fromEntries(ids.map((id, i) => [id, 800 + Math.round((400 * i) / (ids.length - 1))]));

/** Each match's gap between the two teams' rating sums, under a placement of the players on the slots. */
function gaps(table: readonly SlotRound[], placed: readonly string[], levels: SeedLevels): number[] {
  const sum = (side: readonly number[]) =>
    side.reduce((total, slot) => total + seedRating(levels, placed[slot]!), 0);
  return table.flat().map(([side1, side2]) => Math.abs(sum(side1) - sum(side2)));
}
const squares = (values: readonly number[]) => values.reduce((total, v) => total + v * v, 0);
const fourths = (values: readonly number[]) => values.reduce((total, v) => total + v ** 4, 0);

describe('the ratings a seeded draw reads', () => {
  it('is the level given, or the starting 1000 for a player without one', () => {
    expect(seedRating({ a: 1130 }, 'a')).toBe(1130);
    expect(seedRating({ a: 1130 }, 'b')).toBe(1000);
  });

  it('is offered for Americano and Mexicano only', () => {
    expect(seedsByLevel('americano')).toBe(true);
    expect(seedsByLevel('mexicano')).toBe(true);
    for (const format of ['super8', 'super8_fixed_pairs', 'super_12', 'super_groups'] as const)
      expect(seedsByLevel(format)).toBe(false);
  });

  it('orders by level, highest first, equal ratings (the unrated among them) in the order given', () => {
    expect(byLevel(['a', 'b', 'c', 'd', 'e'], { a: 900, b: 1100, d: 1000, e: 1200 })).toEqual([
      'e',
      'b',
      'c',
      'd',
      'a',
    ]);
  });
});

describe('an Americano balanced by level', () => {
  it('puts the strongest with the weakest in a single match (1200 + 800 against 1100 + 900)', () => {
    const levels = { a: 1200, b: 1100, c: 900, d: 800 };
    expect(
      balancedByLevel(
        ['a', 'b', 'c', 'd'],
        [
          [
            [
              [0, 1],
              [2, 3],
            ],
          ],
        ],
        levels,
      ),
    ).toEqual(['c', 'b', 'a', 'd']);
  });

  it('leaves a draw of equal levels as it was', () => {
    const plan = americanoPlan(9, 2, 4);
    const draw = shuffle(names(9), seededRandom(4));
    expect(balancedByLevel(draw, plan.table, {})).toEqual(draw);
  });

  it('places every player once, the same placement for the same draw, and never a worse one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 24 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 1, max: 5 }),
        (count, seed, rounds) => {
          const plan = americanoPlan(count, 1, Math.min(rounds, count - 1));
          const levels = spread(names(count));
          const draw = shuffle(names(count), seededRandom(seed));
          const placed = balancedByLevel(draw, plan.table, levels);
          expect([...placed].sort()).toEqual([...draw].sort());
          expect(balancedByLevel(draw, plan.table, levels)).toEqual(placed);
          expect(fourths(gaps(plan.table, placed, levels))).toBeLessThanOrEqual(
            fourths(gaps(plan.table, draw, levels)),
          );
          // No single swap of two players improves it any more.
          for (let i = 0; i < count; i++)
            for (let j = i + 1; j < count; j++) {
              const swapped = [...placed];
              [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
              expect(fourths(gaps(plan.table, swapped, levels))).toBeGreaterThanOrEqual(
                fourths(gaps(plan.table, placed, levels)),
              );
            }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('over a prefix of the cycle, narrows the gaps a random draw leaves', () => {
    const plan = americanoPlan(16, 4, 5);
    const levels = spread(names(16));
    const draw = shuffle(names(16), seededRandom(42));
    const before = gaps(plan.table, draw, levels);
    const after = gaps(plan.table, balancedByLevel(draw, plan.table, levels), levels);
    expect(Math.max(...before)).toBe(586);
    expect(Math.max(...after)).toBe(107);
    expect(squares(after)).toBeLessThan(squares(before));
  });

  it('over a full whist cycle, where every placement has the same sum of squared gaps, still spares the lopsided matches', () => {
    const plan = americanoPlan(12, 3);
    const levels = spread(names(12));
    const draw = shuffle(names(12), seededRandom(42));
    const before = gaps(plan.table, draw, levels);
    const after = gaps(plan.table, balancedByLevel(draw, plan.table, levels), levels);
    expect(squares(after)).toBe(squares(before));
    expect(Math.max(...before)).toBe(655);
    expect(Math.max(...after)).toBe(400);
  });
});
