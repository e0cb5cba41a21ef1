import { describe, expect, it } from 'vitest';
import {
  countsPointsWon,
  DEFAULT_SCORING,
  type Scoring,
  scoreRange,
  validateScore,
  walkoverPoints,
  walkoverRange,
} from './scoring';

const score = (team1: number, team2: number) => ({ team1, team2 });
const games: Scoring = { mode: 'games' };
const to24: Scoring = { mode: 'points', total: 24 };
const to21: Scoring = { mode: 'points', total: 21 };
const timed: Scoring = { mode: 'timed', minutes: 15 };
const refusal = (code: string, params?: Record<string, number>) =>
  expect.objectContaining(params ? { code, params } : { code });

describe('scoring modes', () => {
  it('defaults to games, ranked 3/2/1; points and timed count the points won', () => {
    expect(DEFAULT_SCORING).toEqual({ mode: 'games' });
    expect(countsPointsWon(games)).toBe(false);
    expect(countsPointsWon(to24)).toBe(true);
    expect(countsPointsWon(timed)).toBe(true);
  });

  it('takes one digit a side in games, up to the total in points, two digits when timed', () => {
    expect(scoreRange(games)).toEqual({ min: 0, max: 9 });
    expect(scoreRange(to24)).toEqual({ min: 0, max: 24 });
    expect(scoreRange({ mode: 'points', total: 32 })).toEqual({ min: 0, max: 32 });
    expect(scoreRange(timed)).toEqual({ min: 0, max: 99 });
  });
});

describe('scores in games mode (the default)', () => {
  it('takes whole numbers from 0 to 9 a side, a level score included', () => {
    expect(validateScore(score(0, 9))).toEqual(score(0, 9));
    expect(validateScore(score(9, 0), 'group', games)).toEqual(score(9, 0));
    expect(validateScore(score(4, 4), 'group', games)).toEqual(score(4, 4));
  });

  it('refuses anything else, naming the range', () => {
    for (const bad of [
      score(10, 0),
      score(0, 10),
      score(-1, 3),
      score(3, -1),
      score(2.5, 3),
      score(3, 2.5),
    ]) {
      expect(() => validateScore(bad, 'group', games)).toThrow(
        refusal('formats.scoreOutOfRange', { min: 0, max: 9 }),
      );
    }
  });

  it('refuses a draw in a final, which must decide a place', () => {
    expect(() => validateScore(score(5, 5), 'final')).toThrow(refusal('formats.finalNeedsWinner'));
    expect(validateScore(score(6, 5), 'final')).toEqual(score(6, 5));
  });
});

describe('scores in points mode', () => {
  it('takes two scores adding up to the total; half each is a draw', () => {
    expect(validateScore(score(13, 11), 'group', to24)).toEqual(score(13, 11));
    expect(validateScore(score(24, 0), 'group', to24)).toEqual(score(24, 0));
    expect(validateScore(score(0, 24), 'group', to24)).toEqual(score(0, 24));
    expect(validateScore(score(12, 12), 'group', to24)).toEqual(score(12, 12));
    expect(validateScore(score(11, 10), 'group', to21)).toEqual(score(11, 10));
  });

  it('refuses scores that do not add up to the total, naming it', () => {
    for (const bad of [score(13, 12), score(12, 11), score(0, 0), score(20, 20)]) {
      expect(() => validateScore(bad, 'group', to24)).toThrow(
        refusal('formats.pointsMustAddUp', { total: 24 }),
      );
    }
  });

  it('refuses a side over the total or below zero before the sum', () => {
    expect(() => validateScore(score(25, -1), 'group', to24)).toThrow(
      refusal('formats.scoreOutOfRange', { min: 0, max: 24 }),
    );
    expect(() => validateScore(score(-1, 25), 'group', to24)).toThrow(
      refusal('formats.scoreOutOfRange', { min: 0, max: 24 }),
    );
    expect(() => validateScore(score(12.5, 11.5), 'group', to24)).toThrow(
      refusal('formats.scoreOutOfRange', { min: 0, max: 24 }),
    );
  });

  it('refuses 12-12 in a final', () => {
    expect(() => validateScore(score(12, 12), 'final', to24)).toThrow(refusal('formats.finalNeedsWinner'));
    expect(validateScore(score(13, 11), 'final', to24)).toEqual(score(13, 11));
  });
});

describe('scores in timed mode', () => {
  it('takes any whole numbers from 0 to 99, a level score included', () => {
    expect(validateScore(score(25, 19), 'group', timed)).toEqual(score(25, 19));
    expect(validateScore(score(99, 0), 'group', timed)).toEqual(score(99, 0));
    expect(validateScore(score(0, 99), 'group', timed)).toEqual(score(0, 99));
    expect(validateScore(score(7, 7), 'group', timed)).toEqual(score(7, 7));
  });

  it('refuses a score over 99 or below zero', () => {
    for (const bad of [score(100, 0), score(0, 100), score(-1, 5), score(1.5, 5)]) {
      expect(() => validateScore(bad, 'group', timed)).toThrow(
        refusal('formats.scoreOutOfRange', { min: 0, max: 99 }),
      );
    }
  });

  it('refuses a draw in a final', () => {
    expect(() => validateScore(score(20, 20), 'final', timed)).toThrow(refusal('formats.finalNeedsWinner'));
  });
});

describe('the walkover score (chosen at creation)', () => {
  it('defaults to 6 games, the whole total in points, 1 in timed play', () => {
    expect(walkoverPoints(games)).toBe(6);
    expect(walkoverPoints(to21)).toBe(21);
    expect(walkoverPoints(timed)).toBe(1);
  });

  it('is the tournament’s own setting when it has one', () => {
    expect(walkoverPoints({ mode: 'games', walkover: 4 })).toBe(4);
    expect(walkoverPoints({ mode: 'points', total: 24, walkover: 16 })).toBe(16);
    expect(walkoverPoints({ mode: 'timed', minutes: 15, walkover: 3 })).toBe(3);
  });

  it('may be chosen from 1 to the most one side can score', () => {
    expect(walkoverRange(games)).toEqual({ min: 1, max: 9 });
    expect(walkoverRange(to24)).toEqual({ min: 1, max: 24 });
    expect(walkoverRange(timed)).toEqual({ min: 1, max: 99 });
  });
});
