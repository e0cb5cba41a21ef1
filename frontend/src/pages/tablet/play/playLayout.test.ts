import { describe, expect, it } from 'vitest';
import { MATCH_GRID, matchColumns } from './playLayout';

describe('tablet match grid', () => {
  it('puts Super 12 in three columns and the 8-player formats in two', () => {
    expect(matchColumns('super_12')).toBe(3);
    expect(matchColumns('super8')).toBe(2);
    expect(matchColumns('super8_fixed_pairs')).toBe(2);
    expect(MATCH_GRID[matchColumns('super_12')]).toBe('grid-cols-3');
  });
});
