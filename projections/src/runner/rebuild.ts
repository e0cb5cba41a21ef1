import { type AllPosition, type EventStore, type RecordedEvent, START } from '@rodada/events';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { restoreSetAsideIndexes, setAsideIndexes } from '../db/rebuildIndexes';
import type { Projector } from '../projector';
import { applyBatch, applyTogether } from './batchTransaction';
import { deleteCheckpoints } from './checkpoints';

export interface Rebuilt {
  readonly events: number;
  readonly position: AllPosition;
}

/** Empties the projectors' tables and checkpoints in one transaction. */
async function empty(trx: Transaction<any>, projectors: readonly Projector<any, any>[]): Promise<void> {
  for (const projector of projectors)
    for (const table of projector.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
  await deleteCheckpoints(
    trx,
    projectors.map((p) => p.name),
  );
}

/** One projector emptied and replayed from the first event, a batch per transaction. */
export async function replayOne(
  database: Database<any>,
  store: EventStore,
  projector: Projector<any, any>,
  batchSize: number,
): Promise<Rebuilt> {
  await database.db.transaction().execute((trx) => empty(trx, [projector]));
  let after = START;
  let events = 0;
  for (;;) {
    const batch = await store.readAll({ after, limit: batchSize });
    if (batch.length === 0) break;
    const applied = await applyBatch(database, projector, batch);
    events += applied.length;
    after = batch[batch.length - 1]!.position;
  }
  return { events, position: after };
}

/** The batch size of a full rebuild: large, since a tournament's life then mostly fits in one. */
export const FULL_REBUILD_BATCH = 5000;

/**
 * Every projector emptied together, then `$all` read once, each batch applied to every projector
 * in one transaction (`applyTogether`). The first batch that fails ends the replay with its error,
 * every checkpoint left at the last batch that committed. The secondary indexes no projector reads
 * by (`db/rebuildIndexes.ts`) are dropped for the replay and built again after it, failed or not.
 */
export async function replayAll(
  database: Database<any>,
  store: EventStore,
  projectors: readonly Projector<any, any>[],
  batchSize: number,
): Promise<Map<string, Rebuilt>> {
  await restoreSetAsideIndexes(database.db); // a rebuild cut short before this one
  await database.db.transaction().execute((trx) => empty(trx, projectors));
  await setAsideIndexes(
    database.db,
    projectors.flatMap((p) => p.tables),
  );
  try {
    return await replayBatches(database, store, projectors, batchSize);
  } finally {
    await restoreSetAsideIndexes(database.db);
  }
}

async function replayBatches(
  database: Database<any>,
  store: EventStore,
  projectors: readonly Projector<any, any>[],
  batchSize: number,
): Promise<Map<string, Rebuilt>> {
  const names = projectors.map((p) => p.name);
  const counts = new Map(names.map((name) => [name, 0]));
  // On a PostgreSQL server the next batch is read while this one is applied (another pooled
  // connection); PGlite runs one query at a time on this thread, so there it would only wait.
  const readAhead = database.kind !== 'pglite';
  let after = START;
  let next: Promise<RecordedEvent[]> = store.readAll({ after, limit: batchSize });
  for (;;) {
    const batch = await next;
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.position;
    if (readAhead) {
      next = store.readAll({ after, limit: batchSize });
      next.catch(() => {}); // awaited on the next turn; a failed batch must not leave it unhandled
    }
    const applied = await applyTogether(database, projectors, batch);
    for (const [name, events] of applied) counts.set(name, (counts.get(name) ?? 0) + events.length);
    if (!readAhead) next = store.readAll({ after, limit: batchSize });
  }
  return new Map(names.map((name) => [name, { events: counts.get(name) ?? 0, position: after }]));
}
