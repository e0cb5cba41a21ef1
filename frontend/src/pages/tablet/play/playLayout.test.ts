import { describe, expect, it } from 'vitest';
import { MATCH_GRID, matchColumns } from './playLayout';

describe('tablet match grid', () => {
  it('puts one column per court: a Super 12 on 2 courts in two, on 3 courts in three', () => {
    expect(matchColumns(1)).toBe(1);
    expect(matchColumns(2)).toBe(2);
    expect(matchColumns(3)).toBe(3);
    expect(MATCH_GRID[matchColumns(2)]).toContain('sm:grid-cols-2');
    expect(MATCH_GRID[matchColumns(3)]).toContain('lg:grid-cols-3');
  });
});
