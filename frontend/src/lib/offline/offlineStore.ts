import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueuedScore } from './scoreQueue';

// The tablet's durable storage: IndexedDB survives closing the browser and restarting the tablet,
// which is the point of the queue (localStorage would too, but it is synchronous and small). Kept
// thin: every decision lives in scoreQueue.ts, where it is tested.

interface TabletDb extends DBSchema {
  /** Scores not yet confirmed by the server, keyed by their Idempotency-Key. */
  scores: { key: string; value: QueuedScore; indexes: { byTournament: string } };
  /** The last tournament view read from the server, to open the screen with no network. */
  tournaments: {
    key: string;
    value: { readonly id: string; readonly body: unknown; readonly savedAt: string };
  };
}

let database: Promise<IDBPDatabase<TabletDb>> | undefined;

function db(): Promise<IDBPDatabase<TabletDb>> {
  database ??= openDB<TabletDb>('rodada-tablet', 1, {
    upgrade(store) {
      const scores = store.createObjectStore('scores', { keyPath: 'id' });
      scores.createIndex('byTournament', 'tournamentId');
      store.createObjectStore('tournaments', { keyPath: 'id' });
    },
  });
  return database;
}

export const offlineStore = {
  async scores(tournamentId: string): Promise<QueuedScore[]> {
    return (await db()).getAllFromIndex('scores', 'byTournament', tournamentId);
  },
  async putScore(entry: QueuedScore): Promise<void> {
    await (await db()).put('scores', entry);
  },
  async deleteScore(id: string): Promise<void> {
    await (await db()).delete('scores', id);
  },
  /** Replaces a tournament's queue in one transaction (a conflict choice rewrites several entries). */
  async replaceScores(tournamentId: string, entries: readonly QueuedScore[]): Promise<void> {
    const tx = (await db()).transaction('scores', 'readwrite');
    const old = await tx.store.index('byTournament').getAllKeys(tournamentId);
    await Promise.all([
      ...old.map((key) => tx.store.delete(key)),
      ...entries.map((entry) => tx.store.put(entry)),
    ]);
    await tx.done;
  },
  async tournament(id: string): Promise<unknown> {
    return (await (await db()).get('tournaments', id))?.body;
  },
  async saveTournament(id: string, body: unknown): Promise<void> {
    await (await db()).put('tournaments', { id, body, savedAt: new Date().toISOString() });
  },
  async forgetTournament(id: string): Promise<void> {
    await (await db()).delete('tournaments', id);
  },
};
