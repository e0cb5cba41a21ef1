// The court tablet's offline score queue, as pure functions over plain data: what to store when a
// score is entered, in which order to replay it, which version each entry is based on, how the
// queue shows on the screen and what a person's conflict choice does to it. The IndexedDB side
// (offlineStore.ts) and the network side (scoreSync.ts) stay thin around these.

/** One score entered on the tablet, kept until the server has it (or the person dropped it). */
export interface QueuedScore {
  /** Also the request's Idempotency-Key: a replay of an entry already applied is answered, not redone. */
  readonly id: string;
  readonly tournamentId: string;
  readonly matchId: string;
  readonly team1Score: number;
  readonly team2Score: number;
  /** The match version this score was entered against (two-devices rule). */
  readonly basedOnVersion: number;
  /** ISO time, strictly increasing over the queue: the replay order. */
  readonly createdAt: string;
  /** Set when the server refused it because another device changed the match first. */
  readonly conflict?: MatchSnapshot;
  /** Set when the server refused it for good (4xx other than a conflict): shown until dismissed. */
  readonly failure?: string;
}

/** A match's score as the server holds it. */
export interface MatchSnapshot {
  readonly team1Score: number | null;
  readonly team2Score: number | null;
  readonly version: number;
}

/** The part of a match the queue reads and writes. */
export interface ScoredMatch extends MatchSnapshot {
  readonly id: string;
  readonly completed: boolean;
  readonly isDraw: boolean;
}

/** Replay order: oldest first (ids break a tie, though `nextCreatedAt` keeps times distinct). */
export function orderQueue(entries: readonly QueuedScore[]): QueuedScore[] {
  return [...entries].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1,
  );
}

/** A time after the queue's last one, so two entries made within a millisecond keep their order. */
export function nextCreatedAt(now: Date, entries: readonly QueuedScore[]): string {
  const last = orderQueue(entries).at(-1);
  const floor = last ? Date.parse(last.createdAt) + 1 : 0;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}

/** The entries still waiting for one match, oldest first. */
export function pendingFor(entries: readonly QueuedScore[], matchId: string): QueuedScore[] {
  return orderQueue(entries.filter((entry) => entry.matchId === matchId));
}

/**
 * The version a new entry is based on. With nothing queued for the match, the version the tablet
 * last saw. Behind a queued entry, the version that entry produces once it lands (one more): the
 * tablet does not conflict with itself when it scores a match twice offline. `enqueue` never
 * queues an entry that changes nothing, so every queued entry does move the version on.
 */
export function nextBasedOnVersion(
  seen: MatchSnapshot,
  entries: readonly QueuedScore[],
  matchId: string,
): number {
  const last = pendingFor(entries, matchId).at(-1);
  return last ? last.basedOnVersion + 1 : seen.version;
}

/** The score the match has on this tablet: its last queued entry, or else the server's. */
export function effectiveScore(match: ScoredMatch, entries: readonly QueuedScore[]) {
  const last = pendingFor(entries, match.id).at(-1);
  return last
    ? { team1Score: last.team1Score, team2Score: last.team2Score, completed: true }
    : { team1Score: match.team1Score, team2Score: match.team2Score, completed: match.completed };
}

export interface NewScore {
  readonly id: string;
  readonly tournamentId: string;
  readonly team1Score: number;
  readonly team2Score: number;
  readonly now: Date;
}

/**
 * The entry to store for a score typed on a match, or null when it would change nothing (the match
 * already shows exactly that result): such a request would not move the server's version and
 * would break the chain of `basedOnVersion`.
 */
export function entryFor(
  match: ScoredMatch,
  score: NewScore,
  entries: readonly QueuedScore[],
): QueuedScore | null {
  const shown = effectiveScore(match, entries);
  if (shown.completed && shown.team1Score === score.team1Score && shown.team2Score === score.team2Score)
    return null;
  return {
    id: score.id,
    tournamentId: score.tournamentId,
    matchId: match.id,
    team1Score: score.team1Score,
    team2Score: score.team2Score,
    basedOnVersion: nextBasedOnVersion(match, entries, match.id),
    createdAt: nextCreatedAt(score.now, entries),
  };
}

/** What to send next: the oldest entry that is neither waiting for a person nor refused for good. */
export function nextToSend(entries: readonly QueuedScore[]): QueuedScore | undefined {
  const blocked = new Set(entries.filter(isBlocked).map((entry) => entry.matchId));
  // A match whose older entry waits for a person holds back its newer ones: they were based on it.
  return orderQueue(entries).find((entry) => !blocked.has(entry.matchId));
}

export function isBlocked(entry: QueuedScore): boolean {
  return entry.conflict !== undefined || entry.failure !== undefined;
}

export type ConflictChoice = 'mine' | 'theirs';

/**
 * The queue after a person chose in the conflict dialog of a match. 'theirs': every entry of that
 * match goes (the other device's score stands). 'mine': only the latest entry stays, based on the
 * server's current version and under a new key (the refused key's answer stays the refusal).
 */
export function resolveConflict(
  entries: readonly QueuedScore[],
  matchId: string,
  choice: ConflictChoice,
  newId: string,
): QueuedScore[] {
  const others = entries.filter((entry) => entry.matchId !== matchId);
  const mine = pendingFor(entries, matchId);
  const latest = mine.at(-1);
  const current = mine.find((entry) => entry.conflict)?.conflict;
  if (choice === 'theirs' || !latest || !current) return others;
  const { conflict: _conflict, failure: _failure, ...kept } = latest;
  return orderQueue([...others, { ...kept, id: newId, basedOnVersion: current.version }]);
}

/** The entry of a match that waits for a person's choice, if any. */
export function conflictOf(entries: readonly QueuedScore[], matchId: string): QueuedScore | undefined {
  return pendingFor(entries, matchId).find((entry) => entry.conflict);
}

/** The matches as the tablet shows them: queued scores applied on top of the server's. */
export function applyQueue<M extends ScoredMatch & { completed: boolean }>(
  matches: readonly M[],
  entries: readonly QueuedScore[],
): M[] {
  return matches.map((match) => {
    const last = pendingFor(entries, match.id).at(-1);
    if (!last) return match;
    return {
      ...match,
      team1Score: last.team1Score,
      team2Score: last.team2Score,
      completed: true,
      isDraw: last.team1Score === last.team2Score,
    };
  });
}

/** Back-off between replays that failed on the network: 2 s doubling, at most a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, attempt));
}
