import { DomainError } from '../errors';
import { MAX_SCORE, MIN_SCORE } from './formatRules';
import type { MatchType } from './schedule';

/** The points a match is played to in `points` mode. */
export const POINTS_TOTALS = [16, 21, 24, 32] as const;
export type PointsTotal = (typeof POINTS_TOTALS)[number];
/** How long a `timed` match may last, in minutes. */
export const TIMED_MINUTES = { min: 5, max: 60 } as const;
/** The highest score a side can have in `timed` mode (two digits). */
export const MAX_TIMED_SCORE = 99;

export const SCORING_MODES = ['games', 'points', 'timed'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];

/**
 * How a tournament's matches are scored, whatever its format: `games` (one digit a side, ranked
 * 3/2/1), `points` (a fixed total shared by the two sides) or `timed` (N minutes, any score up to
 * 99). In `points` and `timed` modes the ranking counts the points won.
 */
export type Scoring =
  | { readonly mode: 'games'; readonly walkover?: number }
  | { readonly mode: 'points'; readonly total: PointsTotal; readonly walkover?: number }
  | { readonly mode: 'timed'; readonly minutes: number; readonly walkover?: number };

export const DEFAULT_SCORING: Scoring = { mode: 'games' };

/** A timed tournament's started clock for one time slot. */
export interface SlotTimer {
  readonly slot: number;
  /** ISO time the clock started: every screen counts down from it. */
  readonly startedAt: string;
  readonly minutes: number;
}

export interface Score {
  readonly team1: number;
  readonly team2: number;
}

/** The lowest and highest score one side may have. */
export function scoreRange(scoring: Scoring): { readonly min: number; readonly max: number } {
  switch (scoring.mode) {
    case 'games':
      return { min: MIN_SCORE, max: MAX_SCORE };
    case 'points':
      return { min: MIN_SCORE, max: scoring.total };
    case 'timed':
      return { min: MIN_SCORE, max: MAX_TIMED_SCORE };
    default: {
      const unhandled: never = scoring;
      return unhandled;
    }
  }
}

/**
 * What a walkover gives the side present (docs/formats.md, "Walkovers and undo"): the tournament's
 * `walkover` setting, chosen at creation; by default 6 games, the points total, or 1 in timed
 * play. The absent side gets 0.
 */
export function walkoverPoints(scoring: Scoring): number {
  if (scoring.walkover !== undefined) return scoring.walkover;
  if (scoring.mode === 'games') return 6;
  return scoring.mode === 'points' ? scoring.total : 1;
}

/** The walkover scores a tournament may choose: 1 up to the most one side can score in its mode. */
export function walkoverRange(scoring: Scoring): { readonly min: number; readonly max: number } {
  return { min: 1, max: scoreRange(scoring).max };
}

/** True when the ranking counts the points won rather than 3/2/1 per result. */
export const countsPointsWon = (scoring: Scoring): boolean => scoring.mode !== 'games';

/**
 * Checks a score before it is recorded, against the tournament's scoring. Final matches decide a
 * podium place, so they must have a winner; other matches may end level (12-12 to 24 points).
 */
export function validateScore(
  score: Score,
  matchType: MatchType = 'group',
  scoring: Scoring = DEFAULT_SCORING,
): Score {
  const { min, max } = scoreRange(scoring);
  for (const value of [score.team1, score.team2]) {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new DomainError('formats.scoreOutOfRange', { min, max });
    }
  }
  if (scoring.mode === 'points' && score.team1 + score.team2 !== scoring.total)
    throw new DomainError('formats.pointsMustAddUp', { total: scoring.total });
  if (matchType === 'final' && score.team1 === score.team2) throw new DomainError('formats.finalNeedsWinner');
  return score;
}
