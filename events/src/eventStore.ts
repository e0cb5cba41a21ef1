/**
 * The event-store port. Both adapters (PostgreSQL/PGlite and EventStoreDB/KurrentDB) implement it
 * and pass the same contract suite. Types only: the domain stays free of I/O.
 */

/**
 * A position in `$all`. On PostgreSQL `commit` is the writing transaction id (xid8) and `prepare`
 * the row's identity value; on EventStoreDB they are its commit and prepare positions. Either way
 * positions are totally ordered by (commit, prepare).
 */
export interface AllPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: AllPosition = Object.freeze({ commit: -1n, prepare: -1n });

export function comparePositions(a: AllPosition, b: AllPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** `"commit/prepare"`: a compact, lossless form for JSON and HTTP. */
export function formatPosition(p: AllPosition): string {
  return `${p.commit}/${p.prepare}`;
}

export function parsePosition(text: string): AllPosition {
  const match = /^(-?\d+)\/(-?\d+)$/.exec(text);
  if (!match) throw new Error(`not an event-store position: ${text}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface EventToAppend {
  /** A UUID; appending an event id that is already stored does nothing (idempotent retry). */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: Record<string, unknown>;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  /** 0-based revision of the event inside its stream. */
  readonly revision: bigint;
  readonly position: AllPosition;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
  readonly createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextRevision: bigint;
  /** Position of the last appended event in `$all`. */
  readonly position: AllPosition;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to the start. */
  readonly after?: AllPosition;
  readonly limit?: number;
}

export interface SubscribeOptions {
  /** Exclusive: deliver events strictly after this position. Defaults to the start. */
  readonly after?: AllPosition;
  /** Largest batch handed to the consumer at once. */
  readonly batchSize?: number;
  readonly signal?: AbortSignal;
}

export interface EventStore {
  readonly kind: 'postgres' | 'pglite' | 'eventstoredb';
  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /** Every event of the stream in revision order; an empty array for a stream that does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** `$all` forward, never skipping an event that commits late. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up, then live: batches in `$all` order, each event exactly once, until the signal aborts. */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent[]>;
  /** Removes a stream and its events (personal-data erasure). */
  deleteStream(streamId: string): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when the stream's revision is not the one the caller expected. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'eventStore.wrongExpectedRevision';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
