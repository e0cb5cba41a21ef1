import type { Scoring } from '@rodada/events/contracts';
import { DEFAULT_SCORING, scoreRange } from '@rodada/events/contracts/mini';
import { createContext, useContext } from 'react';

/**
 * The scoring of the tournament on screen, for the pieces deep inside it (score boxes, ranking
 * headers): given by the screens that show a tournament; games when none is given.
 */
export const ScoringContext = createContext<Scoring>(DEFAULT_SCORING);

export const useScoring = () => useContext(ScoringContext);

/**
 * What a score box takes in a scoring mode: up to `max` (one digit in games, two otherwise), and in
 * points mode the other box follows, as the total minus this one.
 */
export function scoreBoxOf(scoring: Scoring) {
  const { max } = scoreRange(scoring);
  return {
    max,
    digits: String(max).length,
    /** What the other box holds once this one holds `digits`; null when it is left as it is. */
    other: (digits: string): string | null => {
      if (scoring.mode !== 'points') return null;
      return digits === '' ? '' : String(scoring.total - Number(digits));
    },
  };
}

/** Whether the ranking's points are points won (points and timed modes) rather than 3/2/1. */
export const pointsWon = (scoring: Scoring) => scoring.mode !== 'games';
