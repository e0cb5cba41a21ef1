import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { liveStateOf } from './useLiveQuery';

const shown = { revision: 3 };
const failure = new Error('Falha de rede');
const missing = new ApiError(404, 'Torneio não encontrado.', 'tournament.notFound');

describe('what a live tournament page shows', () => {
  it('a spinner until the first read answers', () => {
    expect(liveStateOf({ status: 'pending', data: undefined, error: null })).toEqual({ status: 'loading' });
  });

  it('the tournament once read or pushed', () => {
    expect(liveStateOf({ status: 'success', data: shown, error: null })).toEqual({
      status: 'ready',
      data: shown,
    });
  });

  it('an error page only when the first read fails; a failed re-read keeps what is shown', () => {
    expect(liveStateOf({ status: 'error', data: undefined, error: failure })).toEqual({
      status: 'error',
      message: 'Falha de rede',
    });
    expect(liveStateOf({ status: 'error', data: shown, error: failure })).toEqual({
      status: 'ready',
      data: shown,
    });
  });

  it('not found, even when an earlier read had shown the tournament', () => {
    expect(liveStateOf({ status: 'error', data: undefined, error: missing })).toEqual({ status: 'notFound' });
    expect(liveStateOf({ status: 'error', data: shown, error: missing })).toEqual({ status: 'notFound' });
  });
});
