import type { AllPosition, EventStore, RecordedEvent } from '@rodada/events';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PostgresEventStore } from '../eventStore/postgresEventStore';
import type { Projector } from '../projector';
import { openTestDatabase, readCounts, testDatabaseTargets, written } from '../testing';
import { BatchMemory } from './batchMemory';
import { applyTogether } from './batchTransaction';

const at = (commit: number, prepare = 0): AllPosition => ({
  commit: BigInt(commit),
  prepare: BigInt(prepare),
});

describe('a batch memory', () => {
  it('keeps what a batch remembered only once it committed, and hands out copies', () => {
    const memory = new BatchMemory<{ n: number[] }>();
    memory.begin(at(0));
    memory.remember('a', { n: [1] });
    expect(memory.recall('a')).toBeUndefined();
    memory.committed(at(5));
    const recalled = memory.recall('a')!;
    recalled.n.push(2);
    expect(memory.recall('a')).toEqual({ n: [1] });
  });

  it('is trusted only from the checkpoint its last committed batch left', () => {
    const memory = new BatchMemory<{ n: number }>();
    memory.begin(at(0));
    memory.remember('a', { n: 1 });
    memory.committed(at(5, 2));
    memory.begin(at(5, 2));
    expect(memory.recall('a')).toEqual({ n: 1 });
    memory.committed(at(6));
    // Someone else moved the checkpoint on (another process, a rebuild).
    memory.begin(at(9));
    expect(memory.recall('a')).toBeUndefined();
  });

  it('forgets everything when a batch does not commit', () => {
    const memory = new BatchMemory<{ n: number }>();
    memory.begin(at(0));
    memory.remember('a', { n: 1 });
    memory.committed(at(1));
    memory.begin(at(1));
    memory.remember('a', { n: 2 });
    memory.forget();
    memory.begin(at(1));
    expect(memory.recall('a')).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it('holds at most its number of entries, the least recently used leaving first', () => {
    const memory = new BatchMemory<{ n: number }>(2);
    memory.begin(at(0));
    for (const key of ['a', 'b']) memory.remember(key, { n: 1 });
    memory.committed(at(1));
    memory.begin(at(1));
    memory.recall('a');
    memory.remember('c', { n: 1 });
    memory.committed(at(2));
    memory.begin(at(2));
    expect(['a', 'b', 'c'].map((key) => memory.recall(key) !== undefined)).toEqual([true, false, true]);
  });
});

/**
 * Counts events per stream like the counting projector, but writes each count whole, from what it
 * remembered when it can: a count remembered wrongly shows up as a wrong count in the table.
 */
function rememberingCounter(
  recalls: { hits: number },
  failAfterWrite = { on: false },
): Projector<any, RecordedEvent> {
  return {
    name: 'test_stream_counts',
    tables: ['test_stream_counts'],
    decode: (event) => event,
    async apply(trx, events: readonly RecordedEvent[], memory) {
      const counts = memory as BatchMemory<{ events: number }> | undefined;
      const streams = [...new Set(events.map((e) => e.streamId))];
      const now = new Map<string, number>();
      for (const stream of streams) {
        const kept = counts?.recall(stream);
        if (kept) recalls.hits++;
        now.set(
          stream,
          kept?.events ??
            (
              await sql<{
                events: number;
              }>`select events from test_stream_counts where stream_id = ${stream}`.execute(trx)
            ).rows[0]?.events ??
            0,
        );
      }
      for (const e of events) now.set(e.streamId, now.get(e.streamId)! + 1);
      for (const [stream, n] of now) {
        await sql`
          insert into test_stream_counts (stream_id, events) values (${stream}, ${n})
          on conflict (stream_id) do update set events = excluded.events`.execute(trx);
        counts?.remember(stream, { events: n });
      }
      if (failAfterWrite.on) throw new Error('the batch fails after its writes');
    },
  };
}

for (const target of testDatabaseTargets()) {
  describe(`batches with a memory on ${target.name}`, () => {
    let database: Database<any> & { drop(): Promise<void> };
    let store: EventStore;
    /** How far `nextBatch` has read `$all`. */
    let read: AllPosition | undefined;

    beforeEach(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      await sql`create table test_stream_counts (stream_id text primary key, events int not null)`.execute(
        database.db,
      );
      store = await PostgresEventStore.open(database, { pollIntervalMs: 50 });
      read = undefined;
    });
    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    /** The events appended to `stream` since the last call: the next batch. */
    const nextBatch = async (stream: string, n: number) => {
      await store.append(stream, written(n), 'any');
      const batch = await store.readAll({ after: read, limit: 1000 });
      read = batch[batch.length - 1]!.position;
      return batch;
    };

    it('reads a stream once and then counts on from memory', async () => {
      const recalls = { hits: 0 };
      const projector = rememberingCounter(recalls);
      const memory = new BatchMemory();
      for (const n of [2, 3, 4])
        await applyTogether(database, [projector], await nextBatch('s', n), { memories: () => memory });
      expect(await readCounts(database.db)).toEqual({ s: 9 });
      expect(recalls.hits).toBe(2);
    });

    it('reads again once another runner has projected in between', async () => {
      const recalls = { hits: 0 };
      const projector = rememberingCounter(recalls);
      const ours = new BatchMemory();
      const theirs = new BatchMemory();
      await applyTogether(database, [projector], await nextBatch('s', 2), { memories: () => ours });
      await applyTogether(database, [projector], await nextBatch('s', 3), { memories: () => theirs });
      await applyTogether(database, [projector], await nextBatch('s', 4), { memories: () => ours });
      expect(await readCounts(database.db)).toEqual({ s: 9 });
      expect(recalls.hits).toBe(0);
    });

    it('reads again after a batch of its own failed, and the failed batch leaves no trace', async () => {
      const recalls = { hits: 0 };
      const fail = { on: false };
      const projector = rememberingCounter(recalls, fail);
      const memory = new BatchMemory();
      const memories = () => memory;
      await applyTogether(database, [projector], await nextBatch('s', 2), { memories });
      fail.on = true;
      const failing = await nextBatch('s', 3);
      await expect(applyTogether(database, [projector], failing, { memories })).rejects.toThrow('fails');
      fail.on = false;
      await applyTogether(database, [projector], failing, { memories });
      expect(await readCounts(database.db)).toEqual({ s: 5 });
      // The failed batch recalled the first one's count; the retry had to read it again.
      expect(recalls.hits).toBe(1);
    });
  });
}
