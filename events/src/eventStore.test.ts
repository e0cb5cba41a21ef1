import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  formatPosition,
  parsePosition,
  START,
  WrongExpectedRevisionError,
} from './eventStore';

describe('positions in $all', () => {
  it('order by commit, then by prepare', () => {
    const positions = [
      { commit: 5n, prepare: 2n },
      { commit: 4n, prepare: 9n },
      { commit: 5n, prepare: 1n },
      START,
    ];
    expect([...positions].sort(comparePositions)).toEqual([START, positions[1], positions[2], positions[0]]);
    expect(comparePositions({ commit: 5n, prepare: 2n }, { commit: 5n, prepare: 2n })).toBe(0);
    expect(comparePositions({ commit: 5n, prepare: 1n }, { commit: 5n, prepare: 2n })).toBe(-1);
    expect(comparePositions({ commit: 5n, prepare: 2n }, { commit: 5n, prepare: 1n })).toBe(1);
    expect(comparePositions({ commit: 4n, prepare: 9n }, { commit: 5n, prepare: 1n })).toBe(-1);
    expect(comparePositions({ commit: 5n, prepare: 1n }, { commit: 4n, prepare: 9n })).toBe(1);
  });

  it('start before the first event either store can write', () => {
    expect(formatPosition(START)).toBe('-1/-1');
    expect(comparePositions(START, { commit: 0n, prepare: 0n })).toBe(-1);
  });

  it('travel as "commit/prepare" and read back losslessly, beyond 2^53', () => {
    const far = { commit: 9_007_199_254_740_993n, prepare: 12n };
    expect(formatPosition(far)).toBe('9007199254740993/12');
    expect(parsePosition(formatPosition(far))).toEqual(far);
    expect(parsePosition(formatPosition(START))).toEqual(START);
  });

  it('refuse text that is not a position', () => {
    for (const text of ['', '12', '12/', '/3', '1/2/3', 'a/b', ' 1/2', '1/2 ']) {
      expect(() => parsePosition(text)).toThrow(`not an event-store position: ${text}`);
    }
  });
});

describe('a revision conflict', () => {
  it('carries a stable code and says what was expected and found', () => {
    const error = new WrongExpectedRevisionError('tournament-1', 3n, 'no_stream');
    expect(error).toMatchObject({
      code: 'eventStore.wrongExpectedRevision',
      name: 'WrongExpectedRevisionError',
      message: 'stream tournament-1: expected revision 3, found no_stream',
    });
  });
});
