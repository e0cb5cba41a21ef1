import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actualScore,
  countsForRating,
  expectedScore,
  INITIAL_RATING,
  kFactor,
  LEVEL_BANDS,
  levelBand,
  levelOf,
  type PlayerRating,
  type RatedMatch,
  rateMatch,
  rateMatches,
} from './rating';

const played = (teamA: string[], teamB: string[], scoreA: number, scoreB: number): RatedMatch => ({
  teamA,
  teamB,
  scoreA,
  scoreB,
  outcome: 'played',
});

const ratingOf = (ratings: ReadonlyMap<string, PlayerRating>, id: string) => ratings.get(id)?.rating;

describe('expected score', () => {
  it('is a half between equal teams', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
  });
  it('is 10 to 1 with a 400-point lead (hand-computed 1/1.1)', () => {
    expect(expectedScore(1400, 1000)).toBeCloseTo(1 / 1.1, 12);
    expect(expectedScore(1000, 1400)).toBeCloseTo(1 - 1 / 1.1, 12);
  });
  it('is 1 / (1 + 10^-0.5) = 0.759746927 with a 200-point lead', () => {
    expect(expectedScore(1200, 1000)).toBeCloseTo(0.759746927, 9);
  });
});

describe('K factor', () => {
  it('is 32 for the first 20 matches, then 16', () => {
    expect(kFactor(0)).toBe(32);
    expect(kFactor(19)).toBe(32);
    expect(kFactor(20)).toBe(16);
    expect(kFactor(57)).toBe(16);
  });
});

describe('actual score', () => {
  it('is the share of games won', () => {
    expect(actualScore(played(['a'], ['b'], 6, 1))).toBeCloseTo(6 / 7, 12);
    expect(actualScore(played(['a'], ['b'], 0, 4))).toBe(0);
    expect(actualScore(played(['a'], ['b'], 4, 0))).toBe(1);
  });
  it('does not count walkovers, void matches, 0-0 or impossible scores', () => {
    expect(actualScore({ ...played(['a'], ['b'], 6, 0), outcome: 'walkover' })).toBeNull();
    expect(actualScore({ ...played(['a'], ['b'], 6, 0), outcome: 'void' })).toBeNull();
    expect(actualScore(played(['a'], ['b'], 0, 0))).toBeNull();
    expect(actualScore(played(['a'], ['b'], -1, 3))).toBeNull();
    expect(actualScore(played(['a'], ['b'], 3, -1))).toBeNull();
    expect(actualScore(played(['a'], ['b'], 2.5, 3))).toBeNull();
    expect(actualScore(played(['a'], ['b'], 3, 2.5))).toBeNull();
  });
});

describe('counts for rating', () => {
  it('needs a played match with two teams and no one on both', () => {
    expect(countsForRating(played(['a', 'b'], ['c', 'd'], 6, 2))).toBe(true);
    expect(countsForRating(played([], ['c', 'd'], 6, 2))).toBe(false);
    expect(countsForRating(played(['a', 'b'], [], 6, 2))).toBe(false);
    expect(countsForRating(played(['a', 'b'], ['b', 'd'], 6, 2))).toBe(false);
    expect(countsForRating(played(['a', 'a'], ['c', 'd'], 6, 2))).toBe(false);
    expect(countsForRating({ ...played(['a', 'b'], ['c', 'd'], 6, 2), outcome: 'void' })).toBe(false);
  });
});

describe('one match (hand-computed)', () => {
  it('6-1 between new equal teams moves each player 32 × (6/7 − 1/2) = 11.428571', () => {
    const after = rateMatch(new Map(), played(['a', 'b'], ['c', 'd'], 6, 1));
    expect(ratingOf(after, 'a')).toBeCloseTo(1011.428571, 6);
    expect(ratingOf(after, 'b')).toBeCloseTo(1011.428571, 6);
    expect(ratingOf(after, 'c')).toBeCloseTo(988.571429, 6);
    expect(ratingOf(after, 'd')).toBeCloseTo(988.571429, 6);
    expect(after.get('a')?.matches).toBe(1);
    expect(after.get('d')?.matches).toBe(1);
  });

  it('6-5 moves far less: 32 × (6/11 − 1/2) = 1.454545', () => {
    const after = rateMatch(new Map(), played(['a', 'b'], ['c', 'd'], 6, 5));
    expect(ratingOf(after, 'a')).toBeCloseTo(1001.454545, 6);
    expect(ratingOf(after, 'c')).toBeCloseTo(998.545455, 6);
  });

  it('a team is its players’ mean: 1100 + 900 against 1000 + 1000 is an even match', () => {
    const before = new Map<string, PlayerRating>([
      ['a', { rating: 1100, matches: 5 }],
      ['b', { rating: 900, matches: 5 }],
    ]);
    const after = rateMatch(before, played(['a', 'b'], ['c', 'd'], 3, 1));
    // E = 0.5, S = 0.75: +8 / −8.
    expect(ratingOf(after, 'a')).toBeCloseTo(1108, 9);
    expect(ratingOf(after, 'b')).toBeCloseTo(908, 9);
    expect(ratingOf(after, 'c')).toBeCloseTo(992, 9);
    expect(after.get('a')?.matches).toBe(6);
  });

  it('the favourite losing 3-3 shares loses 32 × (0.5 − 0.759747) = −8.311902', () => {
    const before = new Map<string, PlayerRating>([
      ['a', { rating: 1200, matches: 3 }],
      ['b', { rating: 1200, matches: 3 }],
    ]);
    const after = rateMatch(before, played(['a', 'b'], ['c', 'd'], 3, 3));
    expect(ratingOf(after, 'a')).toBeCloseTo(1191.688098, 6);
    expect(ratingOf(after, 'c')).toBeCloseTo(1008.311902, 6);
  });

  it('a settled player (20 matches) moves by K 16, a new partner by K 32', () => {
    const before = new Map<string, PlayerRating>([['a', { rating: 1000, matches: 20 }]]);
    const after = rateMatch(before, played(['a', 'b'], ['c', 'd'], 6, 2));
    expect(ratingOf(after, 'a')).toBeCloseTo(1004, 9);
    expect(ratingOf(after, 'b')).toBeCloseTo(1008, 9);
    expect(after.get('a')?.matches).toBe(21);
  });

  it('singles work the same way (a one-player team)', () => {
    const after = rateMatch(new Map(), played(['a'], ['b'], 1, 3));
    expect(ratingOf(after, 'a')).toBeCloseTo(992, 9);
    expect(ratingOf(after, 'b')).toBeCloseTo(1008, 9);
  });

  it('a walkover or void match changes nothing and leaves the input alone', () => {
    const before = new Map<string, PlayerRating>([['a', { rating: 1050, matches: 2 }]]);
    for (const outcome of ['walkover', 'void'] as const) {
      const after = rateMatch(before, { ...played(['a', 'b'], ['c', 'd'], 6, 0), outcome });
      expect([...after]).toEqual([...before]);
    }
    const after = rateMatch(before, played(['a', 'b'], ['c', 'd'], 6, 0));
    expect(before.get('a')).toEqual({ rating: 1050, matches: 2 });
    expect(after).not.toBe(before);
  });

  it('a match with someone on both teams changes nothing', () => {
    const after = rateMatch(new Map(), played(['a', 'b'], ['a', 'd'], 6, 0));
    expect(after.size).toBe(0);
  });
});

describe('a sequence of matches (hand-computed)', () => {
  it('folds in order from 1000', () => {
    const ratings = rateMatches([
      // E 0.5, S 0.75: ±8 → a, b 1008; c, d 992.
      played(['a', 'b'], ['c', 'd'], 6, 2),
      // Teams a+c and b+d are both 1000: E 0.5, S 1/3: ∓5.333333.
      played(['a', 'c'], ['b', 'd'], 3, 6),
      { ...played(['a', 'b'], ['c', 'd'], 6, 0), outcome: 'walkover' },
    ]);
    expect(ratingOf(ratings, 'a')).toBeCloseTo(1002.666667, 6);
    expect(ratingOf(ratings, 'b')).toBeCloseTo(1013.333333, 6);
    expect(ratingOf(ratings, 'c')).toBeCloseTo(986.666667, 6);
    expect(ratingOf(ratings, 'd')).toBeCloseTo(997.333333, 6);
    expect(ratings.get('a')?.matches).toBe(2);
  });

  /** Any match of six players: teams of 0 to 2 (someone twice, or on both, now and then), any outcome. */
  const anyMatch = (() => {
    const player = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const team = fc.array(player, { minLength: 0, maxLength: 2 });
    return fc.record({
      teamA: team,
      teamB: team,
      scoreA: fc.integer({ min: 0, max: 9 }),
      scoreB: fc.integer({ min: 0, max: 9 }),
      outcome: fc.constantFrom<RatedMatch['outcome']>('played', 'played', 'played', 'walkover', 'void'),
    });
  })();

  it('gives exactly what rating the matches one at a time gives, and rating one leaves the ratings before it as they were', () => {
    fc.assert(
      fc.property(fc.array(anyMatch, { maxLength: 60 }), (matches) => {
        let oneByOne = new Map<string, PlayerRating>();
        for (const m of matches) {
          const before = new Map(oneByOne);
          const after = rateMatch(oneByOne, m);
          expect(oneByOne).toEqual(before);
          oneByOne = after;
        }
        expect(rateMatches(matches)).toEqual(oneByOne);
      }),
    );
  });

  it('folds on from ratings folded before as if the matches were folded at once, leaving them alone (property)', () => {
    fc.assert(
      fc.property(fc.array(anyMatch, { maxLength: 40 }), fc.nat(), (matches, cut) => {
        const at = cut % (matches.length + 1);
        const before = rateMatches(matches.slice(0, at));
        const kept = new Map(before);
        expect(rateMatches(matches.slice(at), before)).toEqual(rateMatches(matches));
        expect(before).toEqual(kept);
      }),
    );
  });

  it('starts from nothing', () => {
    expect(rateMatches([]).size).toBe(0);
    expect(INITIAL_RATING).toBe(1000);
  });

  it('the sum of ratings is kept while every K is equal', () => {
    const ratings = rateMatches([
      played(['a', 'b'], ['c', 'd'], 6, 1),
      played(['a', 'c'], ['b', 'e'], 2, 6),
      played(['e', 'b'], ['d', 'a'], 5, 6),
    ]);
    const sum = [...ratings.values()].reduce((total, player) => total + player.rating, 0);
    expect(sum).toBeCloseTo(5000, 9);
  });
});

describe('level bands', () => {
  it('cut at 900, 975, 1050 and 1150', () => {
    expect(levelBand(600)).toBe('beginner');
    expect(levelBand(899.99)).toBe('beginner');
    expect(levelBand(900)).toBe('improving');
    expect(levelBand(974.9)).toBe('improving');
    expect(levelBand(975)).toBe('intermediate');
    expect(levelBand(1000)).toBe('intermediate');
    expect(levelBand(1049.9)).toBe('intermediate');
    expect(levelBand(1050)).toBe('advanced');
    expect(levelBand(1149.9)).toBe('advanced');
    expect(levelBand(1150)).toBe('expert');
    expect(levelBand(1700)).toBe('expert');
    expect(LEVEL_BANDS.map(({ band }) => band)).toEqual([
      'beginner',
      'improving',
      'intermediate',
      'advanced',
      'expert',
    ]);
  });

  it('a level is the rounded rating, its band and its matches', () => {
    expect(levelOf({ rating: 1049.6, matches: 7 })).toEqual({
      rating: 1050,
      band: 'intermediate',
      matches: 7,
    });
    expect(levelOf({ rating: 1011.4, matches: 1 })).toEqual({
      rating: 1011,
      band: 'intermediate',
      matches: 1,
    });
  });
});
