import { randomUUID } from 'node:crypto';
import type { EventStore } from '@rodada/events';
import { type Database, migrateToLatest, type ProjectionCommit, ProjectionRunner } from '@rodada/projections';
import {
  countingProjector,
  createCountingTable,
  openTestDatabase,
  readCounts,
  testDatabaseTargets,
} from '@rodada/projections/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../eventStore/postgres';

const written = (n: number) =>
  Array.from({ length: n }, () => ({ id: randomUUID(), type: 'Written', data: {} }));

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
