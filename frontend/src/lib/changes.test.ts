import type { ChangeEntryBody } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { canWalkOver } from '../components/tournaments/changes/changeActions';
import { ApiError } from './api';
import { isStaleRevision, undoableChange } from './changes';
import { testMatch } from './testing/matches';

const entry = (n: number, undone: boolean): ChangeEntryBody => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'walkover',
  matchId: '10000000-0000-4000-8000-000000000000',
  winner: 'team1',
  playerId: null,
  name: null,
  previousName: null,
  mode: null,
  fromSlot: null,
  fromRound: null,
  lateArrival: false,
  actor: 'organiser',
  at: `2026-11-27T10:0${n}:00.000Z`,
  undone,
  undoneAt: undone ? '2026-11-27T11:00:00.000Z' : null,
  undoneBy: undone ? 'tablet' : null,
});

describe('the change "Desfazer" offers', () => {
  it('is the newest change not undone yet (the history comes newest first)', () => {
    expect(undoableChange([entry(3, false), entry(2, false), entry(1, false)])?.id).toBe(entry(3, false).id);
    expect(undoableChange([entry(3, true), entry(2, false), entry(1, false)])?.id).toBe(entry(2, false).id);
  });

  it('is none when there is no change or every one was undone', () => {
    expect(undoableChange([])).toBeUndefined();
    expect(undoableChange([entry(2, true), entry(1, true)])).toBeUndefined();
  });
});

describe('a refused change', () => {
  it('is "changed meanwhile" only for the stale-revision 409, not for other refusals', () => {
    expect(isStaleRevision(new ApiError(409, 'mudou', 'change.staleRevision'))).toBe(true);
    expect(isStaleRevision(new ApiError(409, 'já tem resultado', 'change.matchHasResult'))).toBe(false);
    expect(isStaleRevision(new ApiError(400, 'mudou', 'change.staleRevision'))).toBe(false);
    expect(isStaleRevision(new Error('network'))).toBe(false);
  });
});

describe('the card\'s "W.O." action', () => {
  it('is offered on a match still to play while the tournament runs', () => {
    expect(canWalkOver(testMatch(1), false)).toBe(true);
  });

  it('is not offered on a played match, a walkover, or once the tournament is ended', () => {
    expect(canWalkOver(testMatch(1, { team1Score: 6, team2Score: 3, completed: true }), false)).toBe(false);
    expect(
      canWalkOver(testMatch(2, { team1Score: 6, team2Score: 0, completed: true, walkover: 'team1' }), false),
    ).toBe(false);
    expect(canWalkOver(testMatch(3), true)).toBe(false);
  });
});
