import { randomUUID } from 'node:crypto';
import type { ReadModels } from '@rodada/projections';
import { type Kysely, sql } from 'kysely';
import { hashedKey } from './counters';

/** How often each process publishes its counts and reads the others'. */
const SYNC_MS = 2000;
/** A process whose counts were not refreshed for this long is gone (crashed, cut off): ignored. */
const STALE_MS = 15_000;

/**
 * Open live sockets per client address across every process on one PostgreSQL, so the cap per
 * address is one cap, not one per process. Each process counts its own sockets in memory (the cap
 * check never waits for the database) and, every 2 s, writes the counts that changed to
 * `live_socket_counts` (its rows refreshed, an address at zero deleted) and reads the other
 * processes' sums. The others' counts are therefore up to one sync old: a burst split across
 * processes within 2 s may pass the cap by what it opened meanwhile, never more. A process that
 * stops refreshing (crashed) is ignored after 15 s; a closing process deletes its rows.
 */
export class SocketCensus {
  readonly processId = randomUUID();
  private readonly own = new Map<string, number>();
  private readonly changed = new Set<string>();
  private others = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<ReadModels>,
    private readonly syncMs = SYNC_MS,
  ) {}

  /** Starts the periodic sync (a first one at once). */
  async start(): Promise<void> {
    await this.sync();
    this.timer = setInterval(() => {
      this.sync().catch(() => {}); // a failed sync keeps the last known counts; the next retries
    }, this.syncMs);
    this.timer.unref();
  }

  /** Sockets open from `address` on the other processes, as last read. */
  elsewhere(address: string): number {
    return this.others.get(hashedKey(address)) ?? 0;
  }

  /** This process now has `open` sockets from `address`. */
  counted(address: string, open: number): void {
    const key = hashedKey(address);
    if (open > 0) this.own.set(key, open);
    else this.own.delete(key);
    this.changed.add(key);
  }

  /**
   * Writes this process's changed counts and reads the others' (one at a time). A sync asked for
   * while one runs is one more after it: the running one took the changes as they were when it
   * started, and what changed since must be written too.
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.syncOnce().finally(() => {
        this.syncing = null;
      });
      return this.syncing;
    }
    this.queued ??= this.syncing
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  private async syncOnce(): Promise<void> {
    const changed = [...this.changed];
    this.changed.clear();
    try {
      await this.db.transaction().execute(async (trx) => {
        const gone = changed.filter((key) => !this.own.has(key));
        if (gone.length > 0)
          await trx
            .deleteFrom('live_socket_counts')
            .where('process_id', '=', this.processId)
            .where('address_key', 'in', gone)
            .execute();
        const open = changed.filter((key) => this.own.has(key));
        if (open.length > 0)
          await trx
            .insertInto('live_socket_counts')
            .values(
              open.map((key) => ({
                process_id: this.processId,
                address_key: key,
                open: this.own.get(key)!,
                seen_at: sql<Date>`now()`,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['process_id', 'address_key']).doUpdateSet({
                open: (eb) => eb.ref('excluded.open'),
                seen_at: sql<Date>`now()`,
              }),
            )
            .execute();
        await trx
          .updateTable('live_socket_counts')
          .set({ seen_at: sql<Date>`now()` })
          .where('process_id', '=', this.processId)
          .execute();
      });
    } catch (error) {
      for (const key of changed) this.changed.add(key); // written at the next sync
      throw error;
    }
    const rows = await this.db
      .selectFrom('live_socket_counts')
      .select(['address_key', sql<number>`sum(open)::int`.as('open')])
      .where('process_id', '<>', this.processId)
      .where('seen_at', '>', sql<Date>`now() - ${`${STALE_MS} milliseconds`}::interval`)
      .groupBy('address_key')
      .execute();
    this.others = new Map(rows.map((row) => [row.address_key, Number(row.open)]));
  }

  /** Stops syncing and deletes this process's rows. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queued?.catch(() => {});
    await this.syncing?.catch(() => {});
    await this.db
      .deleteFrom('live_socket_counts')
      .where('process_id', '=', this.processId)
      .execute()
      .catch(() => {});
  }
}

/** Rows of processes gone for an hour (crashed without closing): the retention pass deletes them. */
export async function sweepSocketCounts(db: Kysely<ReadModels>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('live_socket_counts')
    .where('seen_at', '<', new Date(now.getTime() - 60 * 60 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
