import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CIRCUIT_TIE_RULES } from './circuitEvents';
import {
  type CircuitResult,
  type CircuitScoring,
  circuitStandings,
  pointsForPlace,
} from './circuitStandings';

const scoring = (overrides: Partial<CircuitScoring> = {}): CircuitScoring => ({
  pointsTable: [100, 80, 60, 40, 30, 15],
  participationPoints: 0,
  tieRule: 'attendance',
  ...overrides,
});
const result = (tournamentId: string, rosterId: string, position: number): CircuitResult => ({
  tournamentId,
  rosterId,
  name: rosterId.toUpperCase(),
  position,
});
const brief = (rows: ReturnType<typeof circuitStandings>) =>
  rows.map((r) => [r.rosterId, r.points, r.tournaments, r.position]);

describe('circuit standings', () => {
  it('adds each place’s points over the tournaments played, highest first', () => {
    const rows = circuitStandings(scoring(), [
      result('t1', 'ana', 1),
      result('t1', 'bia', 2),
      result('t2', 'bia', 1),
      result('t2', 'caio', 3),
    ]);
    expect(brief(rows)).toEqual([
      ['bia', 180, 2, 1],
      ['ana', 100, 1, 2],
      ['caio', 60, 1, 3],
    ]);
    expect(rows[0]).toMatchObject({ name: 'BIA', bestResult: 1 });
  });

  it('scores nothing past the table’s end, and the bonus for every tournament played', () => {
    expect(pointsForPlace([10, 5], 3)).toBe(0);
    const rows = circuitStandings(scoring({ pointsTable: [10, 5], participationPoints: 2 }), [
      result('t1', 'ana', 1),
      result('t1', 'dani', 7),
      result('t2', 'dani', 2),
    ]);
    expect(brief(rows)).toEqual([
      ['ana', 12, 1, 1],
      ['dani', 9, 2, 2],
    ]);
  });

  it('counts a player twice in one tournament (two names later merged) once, with the better place', () => {
    const rows = circuitStandings(scoring(), [result('t1', 'ana', 3), result('t1', 'ana', 2)]);
    expect(brief(rows)).toEqual([['ana', 80, 1, 1]]);
    expect(rows[0]?.bestResult).toBe(2);
  });

  // ana: 1st once (100); bia: 3rd and 4th (60 + 40 = 100).
  const level = [result('t1', 'ana', 1), result('t2', 'bia', 3), result('t3', 'bia', 4)];

  it('attendance: more tournaments first, then the best place', () => {
    expect(brief(circuitStandings(scoring(), level))).toEqual([
      ['bia', 100, 2, 1],
      ['ana', 100, 1, 2],
    ]);
    const sameAttendance = [
      result('t1', 'ana', 2),
      result('t1', 'bia', 4),
      result('t2', 'ana', 4),
      result('t2', 'bia', 2),
    ];
    expect(brief(circuitStandings(scoring({ pointsTable: [10, 8, 6, 4] }), sameAttendance))).toEqual([
      ['ana', 12, 2, 1],
      ['bia', 12, 2, 1],
    ]);
    const betterBest = [
      result('t1', 'ana', 1),
      result('t1', 'bia', 2),
      result('t2', 'ana', 4),
      result('t2', 'bia', 3),
    ];
    expect(brief(circuitStandings(scoring({ pointsTable: [10, 8, 6, 4] }), betterBest))).toEqual([
      ['ana', 14, 2, 1],
      ['bia', 14, 2, 2],
    ]);
  });

  it('best result: the better best place first, then attendance', () => {
    expect(brief(circuitStandings(scoring({ tieRule: 'bestResult' }), level))).toEqual([
      ['ana', 100, 1, 1],
      ['bia', 100, 2, 2],
    ]);
    const sameBest = [result('t1', 'ana', 2), result('t2', 'bia', 2), result('t3', 'bia', 6)];
    expect(
      brief(circuitStandings(scoring({ tieRule: 'bestResult', pointsTable: [10, 8, 0] }), sameBest)),
    ).toEqual([
      ['bia', 8, 2, 1],
      ['ana', 8, 1, 2],
    ]);
  });

  it('shared: level players share the place, the next place skips (1, 1, 3)', () => {
    const rows = circuitStandings(scoring({ tieRule: 'shared' }), [...level, result('t1', 'caio', 2)]);
    expect(brief(rows)).toEqual([
      ['ana', 100, 1, 1],
      ['bia', 100, 2, 1],
      ['caio', 80, 1, 3],
    ]);
  });

  it('lists players sharing a place by name', () => {
    const rows = circuitStandings(scoring({ tieRule: 'shared' }), [
      { tournamentId: 't1', rosterId: 'x', name: 'Zé', position: 1 },
      { tournamentId: 't2', rosterId: 'y', name: 'Ana', position: 1 },
      { tournamentId: 't3', rosterId: 'a', name: 'Ana', position: 1 },
    ]);
    expect(rows.map((r) => r.rosterId)).toEqual(['a', 'y', 'x']);
    expect(rows.map((r) => r.position)).toEqual([1, 1, 1]);
  });

  it('has no rows without results', () => {
    expect(circuitStandings(scoring(), [])).toEqual([]);
  });
});

const nonIncreasingTable = fc
  .array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 12 })
  .map((points) => points.sort((a, b) => b - a));
const results = fc.array(
  fc.record({
    tournamentId: fc.constantFrom('t1', 't2', 't3', 't4'),
    rosterId: fc.constantFrom('ana', 'bia', 'caio', 'dani', 'edu', 'fê'),
    position: fc.integer({ min: 1, max: 16 }),
  }),
  { maxLength: 40 },
);

describe('circuit standings, for any table and results (property)', () => {
  it('a player’s points are the sum of their places’ points and bonuses; the order keeps the tie rule', () => {
    fc.assert(
      fc.property(
        nonIncreasingTable,
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...CIRCUIT_TIE_RULES),
        results,
        (pointsTable, participationPoints, tieRule, raw) => {
          const rows = circuitStandings(
            { pointsTable, participationPoints, tieRule },
            raw.map((r) => ({ ...r, name: r.rosterId })),
          );
          // Each player's best place per tournament, summed by hand.
          const best = new Map<string, number>();
          for (const r of raw) {
            const key = `${r.rosterId}|${r.tournamentId}`;
            best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, r.position));
          }
          const expected = new Map<string, { points: number; tournaments: number; best: number }>();
          for (const [key, position] of best) {
            const rosterId = key.split('|')[0]!;
            const e = expected.get(rosterId) ?? { points: 0, tournaments: 0, best: Number.POSITIVE_INFINITY };
            e.points += (pointsTable[position - 1] ?? 0) + participationPoints;
            e.tournaments += 1;
            e.best = Math.min(e.best, position);
            expected.set(rosterId, e);
          }
          expect(rows).toHaveLength(expected.size);
          for (const row of rows) {
            const e = expected.get(row.rosterId)!;
            expect([row.points, row.tournaments, row.bestResult]).toEqual([e.points, e.tournaments, e.best]);
          }
          const key = (r: (typeof rows)[number]) =>
            tieRule === 'attendance'
              ? [r.points, r.tournaments, -r.bestResult]
              : tieRule === 'bestResult'
                ? [r.points, -r.bestResult, r.tournaments]
                : [r.points];
          for (let i = 1; i < rows.length; i++) {
            const [a, b] = [key(rows[i - 1]!), key(rows[i]!)];
            const firstDifference = a.findIndex((x, j) => x !== b[j]);
            if (firstDifference === -1) {
              // Level by the rule: they share the place.
              expect(rows[i]!.position).toBe(rows[i - 1]!.position);
            } else {
              expect(a[firstDifference]!).toBeGreaterThan(b[firstDifference]!);
              expect(rows[i]!.position).toBe(i + 1);
            }
          }
          if (rows.length > 0) expect(rows[0]!.position).toBe(1);
        },
      ),
    );
  });
});
