export const TOURNAMENT_STATUSES = ['pending', 'scheduled', 'in_progress', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export interface StatusInput {
  readonly matches: readonly { readonly completed: boolean }[];
  /**
   * True for a super_groups tournament whose Super Final has not been generated yet, and for a
   * Mexicano whose planned rounds are not all drawn yet: more matches are still to come.
   */
  readonly awaitingSuperFinal: boolean;
  /** True once the tournament was ended from the tablet: that ends it whatever is left to play. */
  readonly ended: boolean;
  /** When the tournament is meant to start; null when undated. */
  readonly startsAt: Date | null;
  /** The caller's clock: this module never reads one. */
  readonly now: Date;
}

/**
 * `pending` when created, `scheduled` while dated in the future with no result, `in_progress`
 * once a result is recorded, `completed` when every match (finals included) is complete or the
 * tournament was ended.
 */
export function tournamentStatus(input: StatusInput): TournamentStatus {
  if (input.ended) return 'completed';
  const played = input.matches.filter((m) => m.completed).length;
  if (played === 0) {
    return input.startsAt && input.startsAt.getTime() > input.now.getTime() ? 'scheduled' : 'pending';
  }
  if (played === input.matches.length && !input.awaitingSuperFinal) return 'completed';
  return 'in_progress';
}
