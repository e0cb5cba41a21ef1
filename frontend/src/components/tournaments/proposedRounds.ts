import { americanoPlan, americanoProposedRounds } from '@rodada/events/contracts';

// The creation screen's proposal, apart from the guarantee's texts (americanoGuarantee.tsx), which
// the public board's fairness panel shows: the draw's code and its stored tables stay off that page.

/**
 * The rounds of an Americano that fit in `minutes` with matches of about `matchMinutes`: the draw's
 * own proposal (`americanoProposedRounds`), or 0 when not even one round fits.
 */
export function proposedRounds(
  players: number,
  courts: number,
  minutes: number,
  matchMinutes: number,
): number {
  if (!(minutes > 0 && matchMinutes > 0)) return 0;
  if (americanoPlan(players, courts, 1).order.length * matchMinutes > minutes) return 0;
  return americanoProposedRounds(players, courts, minutes, matchMinutes);
}
