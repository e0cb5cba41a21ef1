import {
  compareStanding,
  type MatchOutcome,
  type Participant,
  type RankingRow,
  rankParticipants,
} from './ranking';
import type { Scoring } from './scoring';

/**
 * How a match that someone's leaving touched counts (issue 28): a void match counts for nobody; a
 * walkover a withdrawal made counts for the present side only. The absent side's players (the one
 * who left and, in rotating-partner formats, their partner of that match) take it as a round they
 * sat out, so the fair rule for unequal match counts (`rankParticipants`' rest credit) credits the
 * partner their own average instead of a loss.
 */
export interface LeavingMarks {
  readonly void: boolean;
  /** A withdrawal's walkover: the side that was present (null for any other match). */
  readonly withdrawalWinner: 'team1' | 'team2' | null;
}

/** The outcomes the ranking counts: void matches left out, a withdrawal's walkover without its absent side. */
export function countedOutcomes<M extends MatchOutcome>(matches: readonly (M & LeavingMarks)[]): M[] {
  return matches
    .filter((m) => !m.void)
    .map((m) => {
      if (m.withdrawalWinner === 'team1') return { ...m, team2: [] };
      if (m.withdrawalWinner === 'team2') return { ...m, team1: [] };
      return m;
    });
}

/** A participant as the ranking with leavers sees them. */
export interface RankedEntrant extends Participant {
  /** The slot they left from (withdrawn, or replaced by a substitute); null while they play. */
  readonly leftAtSlot: number | null;
  /** A substitute: the participant they replace; null otherwise. */
  readonly substituteFor: string | null;
  /** A substitute the organiser chose to rank (false for one left out of the places). */
  readonly rankedSubstitute: boolean;
  /** A stand-in who played until the real entrant arrived late (left, shown as "reserva"). */
  readonly standIn?: boolean;
}

export interface LeavingRankingRow extends RankingRow {
  readonly ranked: boolean;
  readonly leftAtSlot: number | null;
  readonly substituteFor: string | null;
  readonly standIn: boolean;
}

/** Whether a participant takes a place: not one who left, nor a substitute left out of the places. */
export const takesPlace = (p: RankedEntrant) =>
  p.leftAtSlot === null && (p.substituteFor === null || p.rankedSubstitute);

/**
 * The ranking with leavers: the participants who take a place ranked as usual (`rankParticipants`,
 * positions 1..k), then the others (who left, substitutes left out) with the results they played,
 * frozen, and no rest credit, in the same order, at positions k+1… that the screens show as "–".
 * `matches` are the counted outcomes (`countedOutcomes`).
 */
export function rankWithLeavers(
  participants: readonly RankedEntrant[],
  matches: readonly MatchOutcome[],
  scoring?: Scoring,
): LeavingRankingRow[] {
  const byId = new Map(participants.map((p) => [p.id, p]));
  const marks = (row: RankingRow, ranked: boolean): LeavingRankingRow => {
    const p = byId.get(row.playerId)!;
    // A late arrival is the real entrant, not a substitute: the stand-in they replace carries the mark.
    const arrived = p.substituteFor !== null && byId.get(p.substituteFor)?.standIn === true;
    return {
      ...row,
      ranked,
      leftAtSlot: p.leftAtSlot,
      substituteFor: arrived ? null : p.substituteFor,
      standIn: p.standIn === true,
    };
  };
  const placed = participants.filter(takesPlace);
  const ranked = rankParticipants(placed, matches, scoring);
  // Alone in a ranking, nobody plays more matches than they do: no rest credit.
  const unranked = participants
    .filter((p) => !takesPlace(p))
    .map((p) => rankParticipants([p], matches, scoring)[0]!)
    .sort((a, b) => compareStanding(a, b) || a.playerName.localeCompare(b.playerName, 'pt-BR'));
  return [
    ...ranked.map((row) => marks(row, true)),
    ...unranked.map((row, i) => marks({ ...row, position: ranked.length + i + 1 }, false)),
  ];
}
