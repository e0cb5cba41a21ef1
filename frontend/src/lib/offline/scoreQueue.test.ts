import { describe, expect, it } from 'vitest';
import {
  applyQueue,
  entryFor,
  nextCreatedAt,
  nextToSend,
  orderQueue,
  type QueuedScore,
  resolveConflict,
  retryDelayMs,
  type ScoredMatch,
} from './scoreQueue';

const T = 'tournament-1';
const match = (id: string, over: Partial<ScoredMatch> = {}): ScoredMatch => ({
  id,
  team1Score: null,
  team2Score: null,
  completed: false,
  isDraw: false,
  version: 0,
  ...over,
});
const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, 0, ms));

/** Scores typed one after another on the tablet, each stored as the queue would store it. */
function typed(scores: readonly [ScoredMatch, number, number][], start = 0): QueuedScore[] {
  const queue: QueuedScore[] = [];
  scores.forEach(([m, a, b], i) => {
    const entry = entryFor(
      m,
      { id: `k${i}`, tournamentId: T, team1Score: a, team2Score: b, now: at(start) },
      queue,
    );
    if (entry) queue.push(entry);
  });
  return queue;
}

describe('score queue', () => {
  it('given a match at version 3, when a score is typed, then the entry is based on version 3', () => {
    const [entry] = typed([[match('m1', { version: 3 }), 6, 4]]);
    expect(entry).toMatchObject({
      matchId: 'm1',
      team1Score: 6,
      team2Score: 4,
      basedOnVersion: 3,
      tournamentId: T,
    });
  });

  it('given a queued score on a match, when it is scored again offline, then the second is based on the version after the first lands', () => {
    const m1 = match('m1', { version: 2 });
    const queue = typed([
      [m1, 6, 4],
      [m1, 6, 3],
      [m1, 5, 3],
    ]);
    expect(queue.map((e) => e.basedOnVersion)).toEqual([2, 3, 4]);
  });

  it('chains per match: another match keeps its own version', () => {
    const queue = typed([
      [match('m1', { version: 1 }), 6, 4],
      [match('m2', { version: 7 }), 2, 6],
      [match('m1', { version: 1 }), 6, 5],
    ]);
    expect(queue.map((e) => [e.matchId, e.basedOnVersion])).toEqual([
      ['m1', 1],
      ['m2', 7],
      ['m1', 2],
    ]);
  });

  it('queues nothing for a score the match already shows (it would not move the version)', () => {
    const done = match('m1', { team1Score: 6, team2Score: 4, completed: true, version: 1 });
    expect(typed([[done, 6, 4]])).toEqual([]);
    // Nor the same score twice in a row offline.
    expect(
      typed([
        [match('m1'), 6, 4],
        [match('m1'), 6, 4],
      ]),
    ).toHaveLength(1);
    // A 0-0 on a match not played yet is a result.
    expect(typed([[match('m1'), 0, 0]])).toHaveLength(1);
  });

  it('keeps the typing order even within one millisecond, and replays oldest first', () => {
    const queue = typed([
      [match('m1'), 1, 0],
      [match('m2'), 2, 0],
      [match('m3'), 3, 0],
    ]);
    const times = queue.map((e) => e.createdAt);
    expect(new Set(times).size).toBe(3);
    expect(orderQueue([...queue].reverse()).map((e) => e.matchId)).toEqual(['m1', 'm2', 'm3']);
    expect(nextToSend([...queue].reverse())?.matchId).toBe('m1');
    expect(nextCreatedAt(at(0), queue) > times[2]!).toBe(true);
  });

  it('holds back a match waiting for a person, and not the others', () => {
    const [first, second, other] = typed([
      [match('m1'), 6, 4],
      [match('m1'), 6, 3],
      [match('m2'), 1, 6],
    ]);
    const conflicting = { ...first!, conflict: { team1Score: 5, team2Score: 5, version: 1 } };
    expect(nextToSend([conflicting, second!, other!])?.id).toBe(other!.id);
    expect(nextToSend([conflicting, second!])).toBeUndefined();
    expect(nextToSend([{ ...other!, failure: 'Código Inválido' }])).toBeUndefined();
  });

  it("given a conflict, when the person keeps theirs, then only the latest entry stays, on the server's version under a new key", () => {
    const [first, second, other] = typed([
      [match('m1'), 6, 4],
      [match('m1'), 6, 3],
      [match('m2'), 1, 6],
    ]);
    const queue = [{ ...first!, conflict: { team1Score: 2, team2Score: 6, version: 4 } }, second!, other!];
    const kept = resolveConflict(queue, 'm1', 'mine', 'fresh');
    expect(kept.map((e) => e.id)).toEqual(['fresh', other!.id]);
    expect(kept[0]).toMatchObject({ matchId: 'm1', team1Score: 6, team2Score: 3, basedOnVersion: 4 });
    expect(kept[0]).not.toHaveProperty('conflict');
  });

  it('given a conflict, when the person uses the other score, then every entry of that match goes and no other', () => {
    const [first, second, other] = typed([
      [match('m1'), 6, 4],
      [match('m1'), 6, 3],
      [match('m2'), 1, 6],
    ]);
    const queue = [{ ...first!, conflict: { team1Score: 2, team2Score: 6, version: 4 } }, second!, other!];
    expect(resolveConflict(queue, 'm1', 'theirs', 'fresh')).toEqual([other]);
  });

  it('shows the latest queued score of each match on top of the server view', () => {
    const queue = typed([
      [match('m1'), 6, 4],
      [match('m1'), 5, 5],
    ]);
    const shown = applyQueue(
      [match('m1'), match('m2', { team1Score: 1, team2Score: 6, completed: true })],
      queue,
    );
    expect(shown[0]).toMatchObject({ team1Score: 5, team2Score: 5, completed: true, isDraw: true });
    expect(shown[1]).toMatchObject({ team1Score: 1, team2Score: 6 });
  });

  it('backs off from 2 s, doubling, up to a minute', () => {
    expect([0, 1, 2, 3, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });
});
