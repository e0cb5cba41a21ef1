import type { TournamentFormat } from '../formats';

/**
 * Credits a tournament costs: the one table every screen shows (decisions.md, "One source of
 * truth for prices and costs"). Super 16 / 32, Americano and Mexicano cost by player count.
 */
export function tournamentCost(format: TournamentFormat, playerCount: number): number {
  return COST_BY_FORMAT[format](playerCount);
}

/** Americano and Mexicano, by the steps below. */
const bySize = (playerCount: number) =>
  // Past the last step (more than 40, refused before any charge) the last step applies.
  (AMERICANO_COST_STEPS.find((step) => playerCount <= step.players) ?? AMERICANO_COST_STEPS[2]).credits;

/** One rule per format: a format missing here fails to compile, so no fallback is needed. */
const COST_BY_FORMAT: Readonly<Record<TournamentFormat, (playerCount: number) => number>> = {
  super8: () => 1,
  super8_fixed_pairs: () => 2,
  super_12: () => 1,
  super_groups: (playerCount) => (playerCount >= 32 ? 4 : 2),
  americano: bySize,
  mexicano: bySize,
};

/** Americano and Mexicano: 1 credit up to 12 players, 2 up to 24, 3 up to 40 (issue 27). */
const MOST_CREDITS = 3;
const AMERICANO_COST_STEPS = [
  { players: 12, credits: 1 },
  { players: 24, credits: 2 },
  { players: 40, credits: MOST_CREDITS },
] as const;

export const TOURNAMENT_COST_TABLE = [
  { format: 'super8', playerCount: 8, credits: tournamentCost('super8', 8) },
  { format: 'super8_fixed_pairs', playerCount: 16, credits: tournamentCost('super8_fixed_pairs', 16) },
  { format: 'super_12', playerCount: 12, credits: tournamentCost('super_12', 12) },
  { format: 'super_groups', playerCount: 16, credits: tournamentCost('super_groups', 16) },
  { format: 'super_groups', playerCount: 32, credits: tournamentCost('super_groups', 32) },
  ...AMERICANO_COST_STEPS.map(
    (step) =>
      ({
        format: 'americano',
        playerCount: step.players,
        credits: tournamentCost('americano', step.players),
      }) as const,
  ),
  ...AMERICANO_COST_STEPS.map(
    (step) =>
      ({
        format: 'mexicano',
        playerCount: step.players,
        credits: tournamentCost('mexicano', step.players),
      }) as const,
  ),
] as const;
