import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { matchConflictIn, matchConflictOf } from './matchConflict';

const body = {
  code: 'match.conflict',
  message: 'Este jogo foi alterado em outro aparelho.',
  current: { team1Score: 5, team2Score: 4, version: 2 },
  attempted: { team1Score: 6, team2Score: 3 },
};

describe('matchConflictIn', () => {
  it('reads the score the match holds now and the one that was not recorded', () => {
    expect(matchConflictIn(body)).toEqual(body);
  });

  it('reads a match nobody scored yet (null scores)', () => {
    const unscored = { ...body, current: { team1Score: null, team2Score: null, version: 0 } };
    expect(matchConflictIn(unscored)?.current).toEqual({ team1Score: null, team2Score: null, version: 0 });
  });

  it('ignores any other body', () => {
    expect(matchConflictIn({ ...body, code: 'idempotency.inProgress' })).toBeUndefined();
    expect(matchConflictIn({ code: 'match.conflict', message: 'no scores' })).toBeUndefined();
    expect(matchConflictIn(null)).toBeUndefined();
    expect(matchConflictIn('match.conflict')).toBeUndefined();
  });
});

describe('matchConflictOf', () => {
  it('reads the body of a 409 ApiError', () => {
    const error = new ApiError(409, body.message, 'match.conflict', undefined, body);
    expect(matchConflictOf(error)?.current).toEqual({ team1Score: 5, team2Score: 4, version: 2 });
    expect(matchConflictOf(error)?.attempted).toEqual({ team1Score: 6, team2Score: 3 });
  });

  it('is undefined for another status, another error or a 409 without the body', () => {
    expect(
      matchConflictOf(new ApiError(422, body.message, 'match.conflict', undefined, body)),
    ).toBeUndefined();
    expect(matchConflictOf(new ApiError(409, 'Em andamento', 'idempotency.inProgress'))).toBeUndefined();
    expect(matchConflictOf(new Error(body.message))).toBeUndefined();
    expect(matchConflictOf(undefined)).toBeUndefined();
  });
});
