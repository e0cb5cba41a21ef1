import { createHash } from 'node:crypto';
import type { ReadModels } from '@rodada/projections';
import { type Kysely, sql } from 'kysely';

/**
 * Counts in time windows shared by every process on one database: the rate limits, the sign-in
 * throttle and the reset limit count here, so two processes do not each allow the full limit.
 * One row per key in `shared_counters` (the read-model database; not a projection: a rebuild
 * leaves it alone); a key's window opens at its first hit and lasts `windowMs`. Keys name e-mails
 * and addresses: the table holds only their SHA-256, and the retention pass deletes closed windows.
 */
/** How keys naming e-mails and addresses are kept: their SHA-256, never the text. */
export const hashedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export class SharedCounters {
  constructor(private readonly db: Kysely<ReadModels>) {}

  /** One more in `key`'s open window (a new window when none is open): the count, this hit included. */
  async hit(key: string, windowMs: number, now = new Date()): Promise<number> {
    const until = new Date(now.getTime() + windowMs);
    const row = await this.db
      .insertInto('shared_counters')
      .values({ key: hashedKey(key), count: 1, until })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when shared_counters.until <= ${now}::timestamptz then 1 else shared_counters.count + 1 end`,
          until: sql<Date>`case when shared_counters.until <= ${now}::timestamptz then ${until}::timestamptz else shared_counters.until end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The count in `key`'s open window; 0 when none is open. */
  async count(key: string, now = new Date()): Promise<number> {
    const row = await this.db
      .selectFrom('shared_counters')
      .select('count')
      .where('key', '=', hashedKey(key))
      .where('until', '>', now)
      .executeTakeFirst();
    return row ? Number(row.count) : 0;
  }

  /** Closes `key`'s window (a success forgives earlier failures). */
  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('shared_counters').where('key', '=', hashedKey(key)).execute();
  }

  /** Deletes the rows of closed windows (the retention pass); returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const result = await this.db.deleteFrom('shared_counters').where('until', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
