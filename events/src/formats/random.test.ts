import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, seedFromString, shuffle } from './random';

describe('seeded random source', () => {
  it('replays the same numbers from the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) expect(a()).toBe(b());
      }),
      { numRuns: 100 },
    );
  });

  it('stays within [0, 1)', () => {
    const random = seededRandom(42);
    for (let i = 0; i < 10_000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('refuses a seed that is not a 32-bit unsigned integer', () => {
    for (const seed of [-1, 1.5, 2 ** 32, Number.NaN]) {
      expect(() => seededRandom(seed)).toThrow(expect.objectContaining({ code: 'formats.invalidSeed' }));
    }
  });

  it('turns text into a stable seed', () => {
    expect(seedFromString('torneio-1')).toBe(seedFromString('torneio-1'));
    expect(seedFromString('torneio-1')).not.toBe(seedFromString('torneio-2'));
    expect(Number.isInteger(seedFromString('qualquer texto'))).toBe(true);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (items, seed) => {
        const copy = [...items];
        const shuffled = shuffle(items, seededRandom(seed));
        expect(items).toEqual(copy);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
      { numRuns: 100 },
    );
  });
});
