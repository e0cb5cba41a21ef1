import { describe, expect, it } from 'vitest';
import { TOURNAMENT_COST_TABLE, tournamentCost } from './costs';

describe('what a tournament costs', () => {
  it('is 1 credit for a Super 8 or a Super 12, 2 for fixed pairs', () => {
    expect(tournamentCost('super8', 8)).toBe(1);
    expect(tournamentCost('super_12', 12)).toBe(1);
    expect(tournamentCost('super8_fixed_pairs', 16)).toBe(2);
  });

  it('is 2 credits for a Super 16 and 4 for a Super 32', () => {
    expect(tournamentCost('super_groups', 16)).toBe(2);
    expect(tournamentCost('super_groups', 31)).toBe(2);
    expect(tournamentCost('super_groups', 32)).toBe(4);
  });

  it('is 1 credit for an Americano up to 12 players, 2 up to 24, 3 up to 40', () => {
    expect([4, 5, 12, 13, 24, 25, 40].map((n) => tournamentCost('americano', n))).toEqual([
      1, 1, 1, 2, 2, 3, 3,
    ]);
  });

  it('costs a Mexicano what an Americano of the same size costs', () => {
    for (const n of [4, 12, 13, 24, 25, 40])
      expect(tournamentCost('mexicano', n)).toBe(tournamentCost('americano', n));
  });

  it('is the one table every screen shows', () => {
    expect(TOURNAMENT_COST_TABLE).toEqual([
      { format: 'super8', playerCount: 8, credits: 1 },
      { format: 'super8_fixed_pairs', playerCount: 16, credits: 2 },
      { format: 'super_12', playerCount: 12, credits: 1 },
      { format: 'super_groups', playerCount: 16, credits: 2 },
      { format: 'super_groups', playerCount: 32, credits: 4 },
      { format: 'americano', playerCount: 12, credits: 1 },
      { format: 'americano', playerCount: 24, credits: 2 },
      { format: 'americano', playerCount: 40, credits: 3 },
      { format: 'mexicano', playerCount: 12, credits: 1 },
      { format: 'mexicano', playerCount: 24, credits: 2 },
      { format: 'mexicano', playerCount: 40, credits: 3 },
    ]);
  });
});
