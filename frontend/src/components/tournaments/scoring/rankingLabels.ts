import type { Scoring } from '@rodada/events/contracts';
import { pointsWon } from './scoringContext';

/** A translation function (any namespaces: the keys below name theirs). */
type Translate = (key: string, options?: Record<string, unknown>) => string;
type Kind = 'short' | 'columns' | 'legend';
type Column = 'wins' | 'losses' | 'draws' | 'points' | 'gameBalance';

/**
 * A ranking column's label (its abbreviation, name or legend line): in points and timed modes the
 * points are the points won and the balance is the point difference, so those two say so.
 */
export function rankingLabel(t: Translate, scoring: Scoring, kind: Kind, column: Column): string {
  if (pointsWon(scoring) && (column === 'points' || column === 'gameBalance'))
    return t(`tournaments:scoring.ranking.${kind}.${column}`);
  return t(`tournaments:ranking.${kind}.${column}`);
}
