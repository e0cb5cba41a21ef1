import type { EventStore, RecordedEvent } from '@rodada/events';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
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
import { type ProjectionCommit, ProjectionRunner } from './projectionRunner';

for (const target of testDatabaseTargets()) {
  describe(`projection runner on ${target.name}`, () => {
    let database: Database<any> & { drop(): Promise<void> };
    let store: EventStore;
    let runner: ProjectionRunner;
    let commits: ProjectionCommit[];

    beforeEach(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      await createCountingTable(database.db);
      store = await PostgresEventStore.open(database, { pollIntervalMs: 50 });
      commits = [];
      runner = new ProjectionRunner(database, store, [countingProjector()], {
        batchSize: 10,
        onCommitted: (c) => commits.push(c),
      });
    });
    afterEach(async () => {
      await runner.stop();
      await store.close();
      await database.drop();
    });

    it('catches up on start, then follows live appends', async () => {
      await store.append('a', written(25), 'no_stream');
      await runner.start();
      const live = await store.append('b', written(3), 'no_stream');
      expect(await runner.waitFor(live.position)).toBe(true);
      expect(await readCounts(database.db)).toEqual({ a: 25, b: 3 });
    });

    it('reports each committed batch with the events it applied', async () => {
      await runner.start();
      const result = await store.append('t-1', written(2), 'no_stream');
      await runner.waitFor(result.position);
      const applied = commits.flatMap((c) => c.events.map((e) => e.streamId));
      expect(applied).toEqual(['t-1', 't-1']);
      expect(commits.at(-1)!.position).toEqual(result.position);
    });

    it('resumes from its checkpoint after a restart without re-applying', async () => {
      await runner.start();
      const first = await store.append('a', written(5), 'no_stream');
      await runner.waitFor(first.position);
      await runner.stop();
      const second = await store.append('a', written(4), 4n);
      runner = new ProjectionRunner(database, store, [countingProjector()], { batchSize: 10 });
      await runner.start();
      expect(await runner.waitFor(second.position)).toBe(true);
      expect(await readCounts(database.db)).toEqual({ a: 9 });
    });

    it('gives up waiting after the bound when projections cannot reach a position', async () => {
      await runner.start();
      await runner.stop();
      const result = await store.append('late', written(1), 'no_stream');
      expect(await runner.waitFor(result.position, 100)).toBe(false);
    });

    it('lets a failing projector retry on its own without holding the others back', async () => {
      // A second read model whose writes fail (a lost connection, a full disk…) until `broken` clears;
      // its primary key makes an event applied twice fail loudly.
      await sql`create table if not exists test_event_log (event_id text primary key)`.execute(database.db);
      let broken = true;
      let failures = 0;
      const flaky: Projector<any, RecordedEvent> = {
        name: 'test_event_log',
        tables: ['test_event_log'],
        decode: (event) => event,
        async apply(trx, events) {
          if (broken) {
            failures++;
            throw new Error('disk full');
          }
          await trx
            .insertInto('test_event_log')
            .values(events.map((e) => ({ event_id: e.id })))
            .execute();
        },
      };
      await runner.stop();
      runner = new ProjectionRunner(database, store, [countingProjector(), flaky], { batchSize: 10 });
      await runner.start();
      await store.append('a', written(3), 'no_stream');
      const last = await store.append('b', written(2), 'no_stream');
      // The counting read model follows while the other keeps failing (and keeps being retried).
      await expect.poll(() => readCounts(database.db), { timeout: 5000 }).toEqual({ a: 3, b: 2 });
      expect(await runner.waitFor(last.position, 200)).toBe(false);
      await expect.poll(() => failures, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
      broken = false;
      expect(await runner.waitFor(last.position)).toBe(true);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from test_event_log`.execute(
        database.db,
      );
      expect(rows[0]?.n).toBe(5);
      // Live appends after the failure reach both.
      const later = await store.append('a', written(1), 2n);
      expect(await runner.waitFor(later.position)).toBe(true);
      expect(await readCounts(database.db)).toEqual({ a: 4, b: 2 });
      await sql`drop table test_event_log`.execute(database.db);
    });

    it('rebuilds a read model equal to the live one', async () => {
      await runner.start();
      let last = await store.append('x', written(7), 'no_stream');
      for (let i = 0; i < 20; i++) last = await store.append(`s-${i % 6}`, written(1 + (i % 3)), 'any');
      await runner.waitFor(last.position);
      const live = await readCounts(database.db);
      await runner.stop();
      const rebuilder = new ProjectionRunner(database, store, [countingProjector()]);
      const replayed = await rebuilder.rebuild('test_stream_counts', 4);
      expect(replayed.events).toBe(Object.values(live).reduce((a, b) => a + b, 0));
      expect(await readCounts(database.db)).toEqual(live);
    });
  });
}
