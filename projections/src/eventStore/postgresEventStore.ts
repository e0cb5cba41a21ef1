import { EventEmitter } from 'node:events';
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
import { type Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  EVENT_STORE_MIGRATION_TABLE,
  EVENTS_CHANNEL,
  eventStoreMigrations,
} from './postgresEventStoreSchema';

interface EventRow {
  position: string;
  tx_id: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date | string;
}

// Output names shadow the columns in ORDER BY, so sort by the qualified `e.` columns, never these.
const COLUMNS = sql.raw(
  'e.position::text as position, e.tx_id::text as tx_id, e.stream_id, e.revision::text as revision, e.event_id::text as event_id, e.type, e.data, e.metadata, e.created_at',
);

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: { commit: BigInt(row.tx_id), prepare: BigInt(row.position) },
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    createdAt: new Date(row.created_at),
  };
}

export interface PostgresEventStoreOptions {
  /** How often an idle subscription re-reads when no wake-up came (a missed NOTIFY, a held-back snapshot). */
  readonly pollIntervalMs?: number;
  /** Runs inside each append's transaction just before it commits: lets tests stretch transactions. */
  readonly beforeCommit?: () => Promise<void>;
}

/**
 * The event store on PostgreSQL (a real server or the embedded PGlite). `$all` is read in
 * (transaction id, position) order and only below the oldest transaction still running, so an
 * event whose transaction commits late is never skipped. NOTIFY only wakes readers up.
 */
export class PostgresEventStore implements EventStore {
  readonly kind: 'postgres' | 'pglite';
  private readonly db: Kysely<any>;
  private readonly appended = new EventEmitter();
  private listener: pg.Client | null = null;
  private readonly pollIntervalMs: number;

  private constructor(
    private readonly database: Database<any>,
    private readonly options: PostgresEventStoreOptions,
  ) {
    this.kind = database.kind;
    this.db = database.db;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.appended.setMaxListeners(0);
  }

  static async open(
    database: Database<any>,
    options: PostgresEventStoreOptions = {},
  ): Promise<PostgresEventStore> {
    await migrateToLatest(database.db, eventStoreMigrations, EVENT_STORE_MIGRATION_TABLE);
    const store = new PostgresEventStore(database, options);
    await store.listenForOtherProcesses();
    return store;
  }

  /** Appends from other processes wake our subscriptions through LISTEN (real PostgreSQL only). */
  private async listenForOtherProcesses(): Promise<void> {
    if (!this.database.connectionString) return;
    const client = new pg.Client({ connectionString: this.database.connectionString });
    client.on('error', () => {});
    client.on('notification', () => this.appended.emit('appended'));
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.listener = client;
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const result = await this.db
      .transaction()
      .execute((trx) => this.appendIn(trx, streamId, events, expected));
    this.appended.emit('appended');
    return result;
  }

  private async appendIn(
    trx: Transaction<any>,
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const ids = events.map((e) => e.id);
    const existing = await sql<EventRow>`
      select ${COLUMNS} from es_events e where e.event_id = any(${ids}::uuid[]) order by e.revision`.execute(
      trx,
    );
    if (existing.rows.length > 0) return this.alreadyAppended(streamId, ids, existing.rows, expected);

    const count = events.length;
    const newRevision = await this.claimRevisions(trx, streamId, count, expected);
    const first = newRevision - BigInt(count) + 1n;
    const values = events.map(
      (e, i) =>
        sql`(${streamId}, ${(first + BigInt(i)).toString()}::bigint, ${e.id}::uuid, ${e.type}, ${JSON.stringify(e.data ?? null)}::jsonb, ${JSON.stringify(e.metadata ?? {})}::jsonb)`,
    );
    const inserted = await sql<{ position: string; tx_id: string }>`
      insert into es_events (stream_id, revision, event_id, type, data, metadata)
      values ${sql.join(values)}
      returning position::text as position, tx_id::text as tx_id`.execute(trx);
    await sql`select pg_notify(${EVENTS_CHANNEL}, '')`.execute(trx);
    await this.options.beforeCommit?.();
    const last = inserted.rows.reduce((a, b) => (BigInt(a.position) > BigInt(b.position) ? a : b));
    return {
      nextRevision: newRevision,
      position: { commit: BigInt(last.tx_id), prepare: BigInt(last.position) },
    };
  }

  /** A retried append whose events are all stored already succeeds without writing again. */
  private alreadyAppended(
    streamId: string,
    ids: readonly string[],
    rows: EventRow[],
    expected: ExpectedRevision,
  ): AppendResult {
    const sameStream = rows.every((r) => r.stream_id === streamId);
    if (rows.length !== ids.length || !sameStream) {
      throw new WrongExpectedRevisionError(streamId, expected, BigInt(rows[rows.length - 1]!.revision));
    }
    const recorded = rows.map(toRecorded);
    const last = recorded.reduce((a, b) => (comparePositions(a.position, b.position) >= 0 ? a : b));
    return { nextRevision: last.revision, position: last.position };
  }

  /** Checks the expected revision and moves the stream's revision on by `count`, atomically. */
  private async claimRevisions(
    trx: Transaction<any>,
    streamId: string,
    count: number,
    expected: ExpectedRevision,
  ): Promise<bigint> {
    let rows: { revision: string }[];
    if (expected === 'no_stream') {
      rows = (
        await sql<{ revision: string }>`
          insert into es_streams (stream_id, revision) values (${streamId}, ${count - 1})
          on conflict (stream_id) do nothing
          returning revision::text as revision`.execute(trx)
      ).rows;
    } else if (expected === 'any') {
      rows = (
        await sql<{ revision: string }>`
          insert into es_streams (stream_id, revision) values (${streamId}, ${count - 1})
          on conflict (stream_id) do update set revision = es_streams.revision + ${count}
          returning revision::text as revision`.execute(trx)
      ).rows;
    } else {
      rows = (
        await sql<{ revision: string }>`
          update es_streams set revision = revision + ${count}
          where stream_id = ${streamId} and revision = ${expected.toString()}::bigint
          returning revision::text as revision`.execute(trx)
      ).rows;
    }
    const claimed = rows[0];
    if (claimed) return BigInt(claimed.revision);
    const actual = await sql<{ revision: string }>`
      select revision::text as revision from es_streams where stream_id = ${streamId}`.execute(trx);
    const current = actual.rows[0];
    throw new WrongExpectedRevisionError(
      streamId,
      expected,
      current ? BigInt(current.revision) : 'no_stream',
    );
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const result = await sql<EventRow>`
      select ${COLUMNS} from es_events e where e.stream_id = ${streamId} order by e.revision`.execute(
      this.db,
    );
    return result.rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 1000;
    const after = options.after;
    const afterClause =
      after && after.commit >= 0n
        ? sql`and (e.tx_id, e.position) > (${after.commit.toString()}::xid8, ${after.prepare.toString()}::bigint)`
        : sql``;
    const result = await sql<EventRow>`
      select ${COLUMNS} from es_events e
      where e.tx_id < pg_snapshot_xmin(pg_current_snapshot()) ${afterClause}
      order by e.tx_id, e.position
      limit ${limit}`.execute(this.db);
    return result.rows.map(toRecorded);
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncGenerator<RecordedEvent[]> {
    let after: AllPosition | undefined = options.after;
    const { signal } = options;
    while (!signal?.aborted) {
      // Listen before reading, so an append that lands during the read still wakes us.
      const woken = this.nextWakeUp(signal);
      const limit = options.batchSize ?? 500;
      const batch = await this.readAll({ after, limit });
      if (batch.length > 0) {
        after = batch[batch.length - 1]!.position;
        yield batch;
        // A full batch: more may be waiting. A short one reached the end as it was read: anything
        // committed since woke `woken`, so wait for that instead of reading an empty batch.
        if (batch.length >= limit) {
          woken.cancel();
          continue;
        }
      }
      await woken.promise;
    }
  }

  private nextWakeUp(signal: AbortSignal | undefined): { promise: Promise<void>; cancel(): void } {
    let cancel = () => {};
    const promise = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.appended.off('appended', done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.appended.on('appended', done);
      signal?.addEventListener('abort', done);
      cancel = done;
    });
    return { promise, cancel };
  }

  async deleteStream(streamId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`delete from es_events where stream_id = ${streamId}`.execute(trx);
      await sql`delete from es_streams where stream_id = ${streamId}`.execute(trx);
    });
  }

  async close(): Promise<void> {
    this.appended.emit('appended');
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }
}
