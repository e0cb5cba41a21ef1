import { describe, expect, it } from 'vitest';
import { guaranteeFromFigures, guaranteeLines } from './americanoGuarantee';
import { leastBackToBack } from './fairnessPanel';
import { proposedRounds } from './proposedRounds';

/** Keys and values as the text would fill them, so the lines read without i18next. */
const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

/** A symmetric matrix with `value` off the diagonal, except the listed [i, j, count] cells. */
function matrix(size: number, value: number, except: readonly [number, number, number][] = []) {
  const rows = Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => (i === j ? 0 : value)),
  );
  for (const [i, j, count] of except) rows[i]![j] = rows[j]![i] = count;
  return rows;
}
const participants = (matches: readonly number[]) =>
  matches.map((count, i) => ({
    id: `p${i}`,
    matches: count,
    backToBack: 0,
    longestWait: 0,
    courtChanges: 0,
  }));

describe('what an Americano draw guarantees, counted from its stored figures', () => {
  it('says "exact" only when every pair partnered once and met twice over the whole cycle', () => {
    const five = guaranteeFromFigures(
      { participants: participants([4, 4, 4, 4, 4]), partners: matrix(5, 1), opponents: matrix(5, 2) },
      5,
      5,
    );
    expect(five).toMatchObject({
      kind: 'whist',
      fullCycle: true,
      partnerRepeats: 0,
      rests: { min: 1, max: 1 },
    });
    expect(guaranteeLines(five, t)).toEqual(['guarantee.whist', 'guarantee.restsEqual {"count":1}']);
  });

  it('gives the near-whist figures otherwise: repeats, matches and rests within one, opponents', () => {
    const ten = guaranteeFromFigures(
      {
        participants: participants([4, 4, 3, 3, 3, 3, 3, 3, 3, 3]),
        partners: matrix(10, 0, [[0, 1, 2]]),
        opponents: matrix(10, 1, [[2, 3, 0]]),
      },
      4,
      10,
    );
    expect(guaranteeLines(ten, t)).toEqual([
      'guarantee.prefix {"rounds":4,"full":10}',
      'guarantee.repeats {"count":1}',
      'guarantee.matchesRange {"min":3,"count":4}',
      'guarantee.restsRange {"min":0,"count":1}',
      'guarantee.opponents {"min":0,"max":1}',
    ]);
  });

  it('never claims a proven least back-to-back for an Americano', () => {
    expect(leastBackToBack({ tournamentType: 'americano', courts: 2 })).toBeUndefined();
  });
});

describe('the rounds proposed for the time available', () => {
  it('fits the most rounds whose slots fit: 10 players on 2 courts play a round per slot', () => {
    expect(proposedRounds(10, 2, 60, 15)).toBe(4);
    expect(proposedRounds(10, 2, 600, 15)).toBe(10);
    expect(proposedRounds(10, 2, 10, 15)).toBe(0);
    expect(proposedRounds(10, 2, 0, 15)).toBe(0);
  });
});
