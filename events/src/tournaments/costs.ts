import type { TournamentFormat } from '../formats';

/**
 * Credits a tournament costs: the one table every screen shows (decisions.md, "One source of
 * truth for prices and costs"). Super 16 / 32 cost by player count.
 */
export function tournamentCost(format: TournamentFormat, playerCount: number): number {
  switch (format) {
    case 'super8':
      return 1;
    case 'super8_fixed_pairs':
      return 2;
    case 'super_12':
      return 1;
    case 'super_groups':
      return playerCount >= 32 ? 4 : 2;
    default: {
      const unknown: never = format;
      return unknown;
    }
  }
}

export const TOURNAMENT_COST_TABLE = [
  { format: 'super8', playerCount: 8, credits: tournamentCost('super8', 8) },
  { format: 'super8_fixed_pairs', playerCount: 16, credits: tournamentCost('super8_fixed_pairs', 16) },
  { format: 'super_12', playerCount: 12, credits: tournamentCost('super_12', 12) },
  { format: 'super_groups', playerCount: 16, credits: tournamentCost('super_groups', 16) },
  { format: 'super_groups', playerCount: 32, credits: tournamentCost('super_groups', 32) },
] as const;
