import { INITIAL_RATING } from '../roster/rating';
import type { SlotMatch, SlotRound } from './baseTables';
import type { TournamentFormat } from './formatRules';

/**
 * Seeding by level (docs/levels.md): Americano and Mexicano draws that read the players' ratings.
 * The ratings come with the creation (participant id → rating, as `TournamentCreated.levels`
 * records them); a player with no level counts as a newcomer, at the starting rating.
 */
export type SeedLevels = Readonly<Record<string, number>>;

/** How the first draw places the players: at random (the seed), or by their levels. */
export const SEEDINGS = ['random', 'level'] as const;
export type Seeding = (typeof SEEDINGS)[number];

/** The formats whose draw can be seeded by level. */
export const seedsByLevel = (format: TournamentFormat): boolean =>
  format === 'americano' || format === 'mexicano';

export const seedRating = (levels: SeedLevels, id: string): number => levels[id] ?? INITIAL_RATING;

/** Highest rating first; players of equal rating keep the order given (the seeded draw's). */
export function byLevel(ids: readonly string[], levels: SeedLevels): string[] {
  return [...ids].sort((a, b) => seedRating(levels, b) - seedRating(levels, a));
}

/**
 * Americano balanced by level: who takes which slot of the table. The table itself is untouched
 * (who partners and faces whom, the rests, the playing order), so every guarantee of the draw,
 * being a property of the slots, still holds; only the names placed on the slots change.
 *
 * From the seeded draw, two players swap slots whenever that lowers the imbalance, pair by pair in
 * slot order, until no swap does (the imbalance falls at every swap, so it ends). The imbalance is
 * the sum over the matches of the gap between the two teams' rating sums, to the fourth power. Not
 * the square: over a full whist cycle every pair partners once and meets twice, so the sum of the
 * squared gaps is the same for every placement; the fourth power still tells a placement with a
 * few lopsided matches from one with none.
 */
export function balancedByLevel(
  draw: readonly string[],
  table: readonly SlotRound[],
  levels: SeedLevels,
): string[] {
  const placed = [...draw];
  const rating = placed.map((id) => seedRating(levels, id));
  const matches: readonly SlotMatch[] = table.flat();
  const matchesOf = placed.map((_, slot) =>
    matches.filter(([side1, side2]) => side1.includes(slot) || side2.includes(slot)),
  );
  const sum = (side: readonly number[]) => side.reduce((total, slot) => total + rating[slot]!, 0);
  const imbalance = (among: ReadonlySet<SlotMatch>) => {
    let total = 0;
    for (const [side1, side2] of among) total += (sum(side1) - sum(side2)) ** 4;
    return total;
  };
  const swap = (i: number, j: number) => {
    [rating[i], rating[j]] = [rating[j]!, rating[i]!];
    [placed[i], placed[j]] = [placed[j]!, placed[i]!];
  };
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const touched = new Set([...matchesOf[i]!, ...matchesOf[j]!]);
        const before = imbalance(touched);
        swap(i, j);
        if (imbalance(touched) < before) improved = true;
        else swap(i, j);
      }
    }
  }
  return placed;
}
