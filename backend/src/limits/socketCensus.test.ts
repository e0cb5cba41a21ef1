import { migrateToLatest, type ReadModels } from '@rodada/projections';
import { openTestDatabase, testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { SocketCensus } from './socketCensus';

for (const target of testDatabaseTargets()) {
  describe(`live socket census on ${target.name}`, () => {
    it('a sync asked for while one runs also writes what changed after that one started', async () => {
      const database = await openTestDatabase<ReadModels>(target);
      try {
        await migrateToLatest(database.db);
        // Long periods: only the syncs the test asks for run.
        const here = new SocketCensus(database.db, 60_000);
        const there = new SocketCensus(database.db, 60_000);
        here.counted('203.0.113.1', 1);
        const running = here.sync();
        here.counted('203.0.113.2', 3); // a socket opened while that sync was on its way
        await here.sync();
        await running;
        await there.sync();
        expect(there.elsewhere('203.0.113.1')).toBe(1);
        expect(there.elsewhere('203.0.113.2')).toBe(3);
        await here.close();
        await there.close();
      } finally {
        await database.drop();
      }
    });
  });
}
