import type { TournamentCostsSchema } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queries } from '../../lib/queries';

export type TournamentCosts = z.output<typeof TournamentCostsSchema>;

/** The server's cost table: the one source of truth for what a format costs. */
export function useTournamentCosts() {
  return useQuery(queries.tournamentCosts());
}

/**
 * Credits for a format (and player count, for Super 16 / 32 and Americano: the row of the smallest
 * count that takes it, as rows are "up to" counts); undefined when the table lacks it.
 */
export function costOf(costs: TournamentCosts, format: string, playerCount?: number): number | undefined {
  return costs
    .filter((c) => c.format === format && (playerCount === undefined || c.playerCount >= playerCount))
    .sort((a, b) => a.playerCount - b.playerCount)[0]?.credits;
}
