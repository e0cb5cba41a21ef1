import { describe, expect, it } from 'vitest';
import {
  FINAL_ROUND,
  FORMAT_RULES,
  formatSize,
  groupIdsFor,
  isTournamentFormat,
  THIRD_PLACE_ROUND,
  TOURNAMENT_FORMATS,
} from './formatRules';

/** One row per format size: entities, people on court, groups, web courts, tablet courts, rounds, matches per round. */
const row = (
  format: string,
  entity: string,
  [entities, people, groups]: number[],
  courts: [number, number],
  tablet: [number, number] | null,
  [rounds, matchesPerRound]: number[],
) => ({
  format,
  entity,
  entities,
  people,
  groups,
  courts: { min: courts[0], max: courts[1] },
  tabletCourts: tablet && { min: tablet[0], max: tablet[1] },
  rounds,
  matchesPerRound,
});

describe('the format table', () => {
  it('holds every format’s sizes, the courts the web and the tablet offer, and its rounds', () => {
    const rows = Object.values(FORMAT_RULES)
      .filter((rules) => rules.format !== 'americano' && rules.format !== 'mexicano')
      .flatMap((rules) =>
        rules.sizes.map((size) => ({ format: rules.format, entity: rules.entity, ...size })),
      );
    expect(rows).toEqual([
      row('super8', 'player', [8, 8, 0], [1, 2], [1, 2], [7, 2]),
      row('super8_fixed_pairs', 'pair', [8, 16, 0], [1, 2], [1, 2], [7, 4]),
      row('super_12', 'player', [12, 12, 0], [1, 3], [1, 2], [11, 3]),
      row('super_groups', 'player', [16, 16, 2], [2, 2], null, [7, 4]),
      row('super_groups', 'player', [32, 32, 4], [4, 4], null, [7, 8]),
    ]);
  });

  it('keys each format’s rules by its own name', () => {
    expect(Object.entries(FORMAT_RULES).map(([key, rules]) => [key, rules.format])).toEqual(
      TOURNAMENT_FORMATS.map((format) => [format, format]),
    );
  });

  it('gives only Super 16 / 32 a Super Final: the final (round 100) and the third-place match (101)', () => {
    expect(Object.values(FORMAT_RULES).map((rules) => rules.finalRounds)).toEqual([
      [],
      [],
      [],
      [100, 101],
      [],
      [],
    ]);
    expect([FINAL_ROUND, THIRD_PLACE_ROUND]).toEqual([100, 101]);
  });

  it('finds a format’s size by its number of players or pairs', () => {
    expect(formatSize('super_groups', 32)?.groups).toBe(4);
    expect(formatSize('super8', 12)).toBeUndefined();
  });

  it('knows the format names, and nothing else', () => {
    expect(TOURNAMENT_FORMATS.filter(isTournamentFormat)).toEqual([
      'super8',
      'super8_fixed_pairs',
      'super_12',
      'super_groups',
      'americano',
      'mexicano',
    ]);
    expect(['super_16', 'Super8', ''].some(isTournamentFormat)).toBe(false);
  });

  it('takes an Americano of any count from 4 to 40: a court per four players, the tablet at most two', () => {
    const sizes = FORMAT_RULES.americano.sizes;
    expect(sizes.map((s) => s.entities)).toEqual(Array.from({ length: 37 }, (_, i) => i + 4));
    expect({ format: 'americano', entity: 'player', ...formatSize('americano', 10) }).toEqual(
      row('americano', 'player', [10, 10, 0], [1, 2], [1, 2], [10, 2]),
    );
    expect(formatSize('americano', 5)).toMatchObject({ courts: { min: 1, max: 1 }, rounds: 5 });
    expect(formatSize('americano', 12)).toMatchObject({
      courts: { min: 1, max: 3 },
      tabletCourts: { max: 2 },
    });
    expect(formatSize('americano', 40)).toMatchObject({ courts: { min: 1, max: 10 }, rounds: 39 });
    expect(formatSize('americano', 41)).toBeUndefined();
  });

  it('seats a Mexicano wherever an Americano sits, planning players − 1 rounds', () => {
    // Players enter one by one (no pairs) and there is no final.
    expect(FORMAT_RULES.mexicano).toMatchObject({ format: 'mexicano', entity: 'player', finalRounds: [] });
    for (let players = 4; players <= 40; players++) {
      const { rounds, ...americano } = formatSize('americano', players)!;
      expect(formatSize('mexicano', players)).toEqual({ ...americano, rounds: players - 1 });
    }
    expect(formatSize('mexicano', 41)).toBeUndefined();
  });

  it('names groups A, B, C, D in order', () => {
    expect(groupIdsFor(2)).toEqual(['A', 'B']);
    expect(groupIdsFor(4)).toEqual(['A', 'B', 'C', 'D']);
  });
});
