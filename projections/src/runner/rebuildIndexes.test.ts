import type { EventStore, RecordedEvent } from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { REBUILD_DROPPED_INDEXES, setAsideIndexes } from '../db/rebuildIndexes';
import { PostgresEventStore } from '../eventStore/postgresEventStore';
import type { Projector } from '../projector';
import {
  countingProjector,
  createCountingTable,
  openTestDatabase,
  readCounts,
  testDatabaseTargets,
  written,
} from '../testing';
import { ProjectionRunner } from './projectionRunner';

/** Every index of the schema with its definition, as the screens' queries find them. */
async function indexes(db: Kysely<any>): Promise<Record<string, string>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() order by indexname`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.definition]));
}

/**
 * Counts events per stream (the counting read model) and owns the tables whose indexes a full
 * rebuild sets aside; notes which listed indexes exist while it applies, and fails on demand.
 */
function indexedProjector(
  seen: Set<string>[],
  failOnBatch: () => number | null,
): Projector<any, RecordedEvent> {
  const counting = countingProjector();
  let batches = 0;
  return {
    ...counting,
    tables: [
      ...counting.tables,
      'matches',
      'tournaments',
      'users',
      'transactions',
      'tie_queue',
      'tie_resolutions',
    ],
    async apply(trx, events) {
      batches++;
      if (batches === failOnBatch()) throw new Error('disk full');
      const present = await indexes(trx);
      seen.push(new Set(REBUILD_DROPPED_INDEXES.filter((name) => name in present)));
      await counting.apply(trx, events);
    },
  };
}

for (const target of testDatabaseTargets()) {
  describe(`a full rebuild's indexes on ${target.name}`, () => {
    let database: Database<any> & { drop(): Promise<void> };
    let store: EventStore;

    beforeEach(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      await createCountingTable(database.db);
      store = await PostgresEventStore.open(database);
      for (let i = 0; i < 12; i++) await store.append(`s-${i % 4}`, written(1 + (i % 3)), 'any');
    });
    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    it('replays without the screens-only indexes and builds them back, as migrations made them', async () => {
      const before = await indexes(database.db);
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['matches_by_completed_at', 'tournaments_by_owner']),
      );
      const seen: Set<string>[] = [];
      const runner = new ProjectionRunner(database, store, [indexedProjector(seen, () => null)]);
      const rebuilt = await runner.rebuildAll(5);
      expect(rebuilt.get('test_stream_counts')?.events).toBe(24);
      expect(seen.length).toBeGreaterThan(1);
      for (const present of seen) expect([...present]).toEqual([]);
      expect(await indexes(database.db)).toEqual(before);
    });

    it('gets its indexes back when a batch fails, and a second rebuild gives the same rows', async () => {
      const before = await indexes(database.db);
      const live = new ProjectionRunner(database, store, [countingProjector()]);
      await live.rebuild('test_stream_counts');
      const expected = await readCounts(database.db);
      let failing: number | null = 3;
      const runner = new ProjectionRunner(database, store, [indexedProjector([], () => failing)]);
      await expect(runner.rebuildAll(5)).rejects.toThrow('disk full');
      expect(await indexes(database.db)).toEqual(before);
      failing = null;
      const again = new ProjectionRunner(database, store, [indexedProjector([], () => failing)]);
      await again.rebuildAll(5);
      expect(await readCounts(database.db)).toEqual(expected);
      expect(await indexes(database.db)).toEqual(before);
    });

    it('gets them back at the next start when the rebuilding process was killed mid-way', async () => {
      const before = await indexes(database.db);
      // What a process killed during the replay leaves: the indexes dropped and noted.
      await setAsideIndexes(database.db, ['matches', 'tournaments', 'users']);
      expect(Object.keys(await indexes(database.db))).not.toContain('matches_by_completed_at');
      await migrateToLatest(database.db);
      expect(await indexes(database.db)).toEqual(before);
    });
  });
}
