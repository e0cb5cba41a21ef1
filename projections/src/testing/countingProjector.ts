import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import type { Projector } from '../projector';

/**
 * A test projector that counts events per stream with a deliberately non-idempotent increment:
 * applying an event twice shows up as a wrong count, skipping one as a missing count.
 */
export function countingProjector(options: { delayPerEventMs?: number } = {}): Projector<any, RecordedEvent> {
  return {
    name: 'test_stream_counts',
    tables: ['test_stream_counts'],
    decode: (event) => event,
    async apply(trx, events: readonly RecordedEvent[]) {
      const counts = new Map<string, number>();
      for (const e of events) counts.set(e.streamId, (counts.get(e.streamId) ?? 0) + 1);
      if (options.delayPerEventMs)
        await new Promise((r) => setTimeout(r, options.delayPerEventMs! * events.length));
      for (const [streamId, n] of counts) {
        await sql`
          insert into test_stream_counts (stream_id, events) values (${streamId}, ${n})
          on conflict (stream_id) do update set events = test_stream_counts.events + excluded.events`.execute(
          trx,
        );
      }
    },
  };
}

export async function createCountingTable(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists test_stream_counts (stream_id text primary key, events int not null)`.execute(
    db,
  );
}

export async function readCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const { rows } = await sql<{ stream_id: string; events: number }>`
    select stream_id, events from test_stream_counts order by stream_id`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.stream_id, r.events]));
}

/** `n` new events of the type the counting projector counts, for appending to a test stream. */
export const written = (n: number) =>
  Array.from({ length: n }, () => ({ id: randomUUID(), type: 'Written', data: {} }));
