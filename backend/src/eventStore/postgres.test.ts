import { randomUUID } from 'node:crypto';
import { comparePositions, type RecordedEvent } from '@rodada/events';
import { openDatabase } from '@rodada/projections';
import {
  openTestDatabase,
  postgresTarget,
  serverUrl,
  testDatabaseTargets,
} from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { eventStoreContract } from './contract';
import { PostgresEventStore } from './postgres';

for (const target of testDatabaseTargets()) {
  eventStoreContract(target.name, async () => {
    const database = await openTestDatabase(target);
    const store = await PostgresEventStore.open(database);
    return {
      store,
      async dispose() {
        await store.close();
        await database.drop();
      },
    };
  });
}

const url = serverUrl();
describe.runIf(url)('PostgreSQL $all under many concurrent writers', () => {
  it('every subscriber sees every event exactly once, all in one order', async () => {
    const database = await openTestDatabase(postgresTarget(url!));
    // Transactions held open for a random while commit out of position order.
    const writerDb = await openDatabase({ url: database.connectionString, poolSize: 24 });
    const writer = await PostgresEventStore.open(writerDb, {
      beforeCommit: () => new Promise((r) => setTimeout(r, Math.random() * 15)),
    });
    const reader = await PostgresEventStore.open(database, { pollIntervalMs: 20 });
    const writers = 16;
    const appendsEach = 40;
    const total = writers * appendsEach * 2;
    const controller = new AbortController();
    const subscribers = Array.from({ length: 3 }, async () => {
      const seen: RecordedEvent[] = [];
      for await (const batch of reader.subscribeToAll({ signal: controller.signal, batchSize: 37 })) {
        seen.push(...batch);

        if (seen.length >= total) break;
      }
      return seen;
    });
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < appendsEach; i++) {
          // Even writers extend a stream of their own; odd ones create a new stream each time.
          const streamId = w % 2 === 0 ? `writer-${w}` : `shared-${i}-${randomUUID()}`;
          const ids = [randomUUID(), randomUUID()];
          await writer.append(
            streamId,
            ids.map((id) => ({ id, type: 'Written', data: { w, i } })),
            'any',
          );
        }
      }),
    );
    const results = await Promise.race([
      Promise.all(subscribers),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('subscribers fell behind')), 60_000),
      ),
    ]);
    controller.abort();
    const everyId = new Set((await reader.readAll({ limit: total + 10 })).map((e) => e.id));
    expect(everyId.size).toBe(total);
    for (const seen of results) {
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((e) => e.id))).toEqual(everyId);
      for (let i = 1; i < seen.length; i++) {
        expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
      }
      expect(seen.map((e) => e.id)).toEqual(results[0]!.map((e) => e.id));
    }
    await writer.close();
    await writerDb.close();
    await reader.close();
    await database.drop();
  });
});
