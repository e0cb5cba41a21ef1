import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  ANY,
  type AppendExpectedRevision,
  START as DB_START,
  type RecordedEvent as DbRecordedEvent,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  type ReadPosition,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AllPosition,
  type AppendResult,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
  WrongExpectedRevisionError,
} from '@rodada/events';

/** How long a stream's "not deleted" state is trusted before it is checked again. */
const VISIBILITY_TTL_MS = 5_000;
/** Upper bound on the visibility cache; the oldest entries go first. */
const VISIBILITY_CACHE_MAX = 50_000;
/** Stream look-ups run at most this many at a time. */
const LOOKUP_CONCURRENCY = 16;
/** Largest page asked of the server when reading `$all`. */
const READ_ALL_PAGE = 1_000;

/**
 * First revision of a stream that `readStream` still returns: `null` when none is (deleted, or
 * soft-deleted by someone else). `permanent` for tombstoned streams, which never come back.
 */
interface Visibility {
  readonly from: bigint | null;
  readonly permanent: boolean;
  readonly checkedAt: number;
}

/**
 * The event store on EventStoreDB/KurrentDB (gRPC client `@eventstore/db-client`, server 22.6 or
 * later: older servers return no `$all` position on stream reads).
 *
 * - Positions are the server's own (commit, prepare) positions in `$all`.
 * - `$all` is read and subscribed without system events (type or stream starting with `$`) and
 *   without link events, so only application events come out.
 * - Deleting a stream tombstones it (hard delete): its name can never be written again, and after
 *   the next scavenge its events are gone from disk. Until that scavenge the server still returns
 *   them when reading `$all` (`$all` bypasses the index: see "Deleting streams and events" in the
 *   EventStoreDB docs), so this adapter hides events of deleted or truncated streams from
 *   `readAll` and `subscribeToAll` itself, by asking the stream (cached: tombstones for good,
 *   live streams for a few seconds). Run scavenges for personal-data erasure to be physical.
 * - Event-id deduplication is the server's: guaranteed with an exact or `no_stream` expected
 *   revision, best-effort with `any`.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly visibility = new Map<string, Visibility>();

  private constructor(private readonly client: EventStoreDBClient) {}

  /** e.g. `esdb://localhost:2113?tls=false`. The client connects lazily, on the first call. */
  static async open(connectionString: string): Promise<EventStoreDbEventStore> {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expectedRevision: AppendExpectedRevision =
      expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : expected;
    let result: Awaited<ReturnType<EventStoreDBClient['appendToStream']>>;
    try {
      result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({
            id: e.id,
            type: e.type,
            // JSON.stringify(undefined) is not JSON: store null, as the PostgreSQL adapter does.
            data: (e.data ?? null) as never,
            metadata: e.metadata ?? {},
          }),
        ),
        { expectedRevision },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expected, error.actualVersion);
      }
      throw error;
    }
    const nextRevision = result.nextExpectedRevision;
    // The server reports the write's commit position, which for a multi-event write is the first
    // event's position (and an idempotent retry may report none): read the last event's own.
    const position = (await this.positionOf(streamId, nextRevision)) ?? result.position;
    if (!position) throw new Error(`stream ${streamId}: the server returned no position for the append`);
    return { nextRevision, position: { commit: position.commit, prepare: position.prepare } };
  }

  private async positionOf(streamId: string, revision: bigint): Promise<AllPosition | undefined> {
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: revision,
        maxCount: 1,
        direction: FORWARDS,
      })) {
        if (resolved.event?.revision === revision) return resolved.event.position;
      }
    } catch (error) {
      if (isGone(error)) return undefined;
      throw error;
    }
    return undefined;
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: DB_START,
        direction: FORWARDS,
      })) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (isGone(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 1000;
    const result: RecordedEvent[] = [];
    if (limit <= 0) return result;
    // The server reads `$all` from a position inclusively: drop everything up to `after` here.
    let last: AllPosition | undefined = isStart(options.after) ? undefined : options.after;
    for (;;) {
      // One more than needed: the first event of a page repeats the previous page's last one.
      const wanted = Math.min(READ_ALL_PAGE, Math.max(2, limit - result.length + 1));
      const page: DbRecordedEvent[] = [];
      let read = 0;
      for await (const resolved of this.client.readAll({
        fromPosition: last ?? DB_START,
        maxCount: wanted,
        direction: FORWARDS,
        resolveLinkTos: false,
      })) {
        read++;
        const event = resolved.event;
        if (!event?.position) continue;
        if (last && comparePositions(event.position, last) <= 0) continue;
        last = { commit: event.position.commit, prepare: event.position.prepare };
        if (isApplicationEvent(resolved)) page.push(event);
      }
      for (const event of await this.visibleOnly(page)) {
        result.push(toRecorded(event));
        if (result.length >= limit) return result;
      }
      if (read < wanted) return result;
    }
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncGenerator<RecordedEvent[]> {
    const { signal } = options;
    const batchSize = Math.max(1, options.batchSize ?? 500);
    if (signal?.aborted) return;
    let last: AllPosition | undefined = isStart(options.after) ? undefined : options.after;
    const fromPosition: ReadPosition = last ? { commit: last.commit, prepare: last.prepare } : DB_START;
    // `fromPosition` is exclusive for subscriptions; the position check below guards either way.
    const subscription: AllStreamSubscription = this.client.subscribeToAll(
      { fromPosition, resolveLinkTos: false, filter: excludeSystemEvents() },
      { highWaterMark: Math.max(16, batchSize) },
    );
    let failure: unknown;
    let ended = false;
    const onError = (error: unknown) => {
      failure ??= error;
    };
    const onEnd = () => {
      ended = true;
    };
    subscription.on('error', onError);
    subscription.once('end', onEnd);
    subscription.once('close', onEnd);
    try {
      while (!signal?.aborted) {
        if (failure) throw failure;
        const raw: DbRecordedEvent[] = [];
        // Whatever is already buffered, up to one batch.
        while (raw.length < batchSize) {
          const resolved = subscription.read() as AllStreamResolvedEvent | null;
          if (resolved === null) break;
          const event = resolved.event;
          if (!event?.position) continue;
          if (last && comparePositions(event.position, last) <= 0) continue;
          last = { commit: event.position.commit, prepare: event.position.prepare };
          if (isApplicationEvent(resolved)) raw.push(event);
        }
        if (raw.length > 0) {
          const batch = (await this.visibleOnly(raw)).map(toRecorded);
          if (batch.length > 0 && !signal?.aborted) yield batch;
          continue;
        }
        if (failure) throw failure;
        if (ended) throw new Error('EventStoreDB ended the $all subscription');
        await nextReadable(subscription, signal);
      }
    } finally {
      await subscription.unsubscribe().catch(() => {});
      subscription.off('end', onEnd);
      subscription.off('close', onEnd);
      subscription.destroy();
      // Keep a listener: an error racing the teardown must not become an unhandled 'error' event.
      subscription.off('error', onError);
      subscription.on('error', () => {});
    }
  }

  async deleteStream(streamId: string): Promise<void> {
    try {
      await this.client.tombstoneStream(streamId, { expectedRevision: ANY });
    } catch (error) {
      // Already tombstoned: deleting again is a no-op.
      if (!(error instanceof StreamDeletedError)) throw error;
    }
    this.remember(streamId, { from: null, permanent: true, checkedAt: Date.now() });
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** Drops events that `readStream` no longer returns (deleted or truncated streams). */
  private async visibleOnly(events: DbRecordedEvent[]): Promise<DbRecordedEvent[]> {
    if (events.length === 0) return events;
    const streams = [...new Set(events.map((e) => e.streamId))];
    const visibility = new Map<string, Visibility>();
    let next = 0;
    const worker = async () => {
      while (next < streams.length) {
        const streamId = streams[next++]!;
        visibility.set(streamId, await this.visibilityOf(streamId));
      }
    };
    await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, streams.length) }, worker));
    return events.filter((e) => {
      const from = visibility.get(e.streamId)?.from;
      return from !== null && from !== undefined && e.revision >= from;
    });
  }

  private async visibilityOf(streamId: string): Promise<Visibility> {
    const cached = this.visibility.get(streamId);
    if (cached && (cached.permanent || Date.now() - cached.checkedAt < VISIBILITY_TTL_MS)) return cached;
    let found: Visibility;
    try {
      let from: bigint | null = null;
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: DB_START,
        maxCount: 1,
        direction: FORWARDS,
      })) {
        if (resolved.event) from = resolved.event.revision;
      }
      found = { from, permanent: false, checkedAt: Date.now() };
    } catch (error) {
      if (error instanceof StreamDeletedError) {
        found = { from: null, permanent: true, checkedAt: Date.now() };
      } else if (error instanceof StreamNotFoundError) {
        found = { from: null, permanent: false, checkedAt: Date.now() };
      } else {
        throw error;
      }
    }
    this.remember(streamId, found);
    return found;
  }

  private remember(streamId: string, visibility: Visibility): void {
    this.visibility.delete(streamId);
    this.visibility.set(streamId, visibility);
    while (this.visibility.size > VISIBILITY_CACHE_MAX) {
      const oldest = this.visibility.keys().next().value;
      if (oldest === undefined) break;
      this.visibility.delete(oldest);
    }
  }
}

function isGone(error: unknown): boolean {
  return error instanceof StreamNotFoundError || error instanceof StreamDeletedError;
}

function isStart(position: AllPosition | undefined): boolean {
  return !position || position.commit < 0n || position.prepare < 0n;
}

/** Neither a system event (type or stream starting with `$`) nor a link event. */
function isApplicationEvent(resolved: AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  if (!event || resolved.link) return false;
  return !event.type.startsWith('$') && !event.streamId.startsWith('$');
}

function toRecorded(event: DbRecordedEvent): RecordedEvent {
  const position = event.position;
  if (!position) {
    throw new Error(
      `event ${event.id} in ${event.streamId} came without a $all position: EventStoreDB 22.6 or later is needed`,
    );
  }
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    type: event.type,
    data: event.isJson ? event.data : parseBinary(event.data),
    metadata: asRecord(event.metadata),
    createdAt: event.created,
  };
}

/** Events written by other clients as binary: JSON when they are, the bytes otherwise. */
function parseBinary(data: unknown): unknown {
  if (!(data instanceof Uint8Array)) return data;
  try {
    return JSON.parse(Buffer.from(data).toString('utf8'));
  } catch {
    return data;
  }
}

function asRecord(metadata: unknown): Record<string, unknown> {
  const value = parseBinary(metadata);
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array)) {
    return value as Record<string, unknown>;
  }
  return {};
}

/** Resolves when the subscription has something to read, ends, fails, or the signal aborts. */
function nextReadable(subscription: AllStreamSubscription, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      subscription.off('readable', done);
      subscription.off('end', done);
      subscription.off('close', done);
      subscription.off('error', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    subscription.on('readable', done);
    subscription.on('end', done);
    subscription.on('close', done);
    subscription.on('error', done);
    signal?.addEventListener('abort', done);
  });
}
