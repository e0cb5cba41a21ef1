import type { PublicTournament } from '@rodada/events/contracts';

/**
 * How many match cards sit side by side in a playing slot on the tablet: up to three for a
 * Super 12, two for the 8-player formats (spec, Tablet area; the tablet runs at most 2 courts).
 */
export function matchColumns(tournamentType: PublicTournament['tournamentType']): 2 | 3 {
  return tournamentType === 'super_12' ? 3 : 2;
}

/** Tailwind classes for the columns (whole class names, so the build keeps them). */
export const MATCH_GRID: Record<2 | 3, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-3',
};
