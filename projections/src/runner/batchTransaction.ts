import { comparePositions, decodeRecorded, type RecordedEvent, START } from '@rodada/events';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Projector } from '../projector';
import { lockCheckpoints, saveCheckpoints } from './checkpoints';

/**
 * One transaction: every projector applies what is past its checkpoint; all checkpoints advance.
 * Returns the events each projector applied, by name. `folded`, when given, receives what each
 * projector's `apply` resolved to (when not `undefined`): only read it once this has resolved, i.e.
 * after the commit.
 */
export async function applyTogether(
  database: Database<any>,
  projectors: readonly Projector<any, any>[],
  batch: readonly RecordedEvent[],
  folded?: Map<string, unknown>,
): Promise<Map<string, RecordedEvent[]>> {
  const names = projectors.map((p) => p.name);
  const end = batch[batch.length - 1]!.position;
  return database.db.transaction().execute(async (trx) => {
    // Read models are derived and their checkpoints commit with them: a crash may lose the
    // last projected batches (never half of one), which are then projected again from the
    // events, durable on their own. So these commits do not wait for the disk.
    if (database.kind === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
    const checkpoints = await lockCheckpoints(trx, names);
    const decoded = new Map<(event: RecordedEvent) => unknown, Map<RecordedEvent, unknown>>();
    const applied = new Map<string, RecordedEvent[]>();
    for (const projector of projectors) {
      const checkpoint = checkpoints.get(projector.name) ?? START;
      const fresh = batch.filter((e) => comparePositions(e.position, checkpoint) > 0);
      applied.set(projector.name, fresh);
      if (fresh.length === 0) continue;
      // Events are decoded once per decoder, not once per projector.
      const decode = projector.decode ?? decodeRecorded;
      const cache = decoded.get(decode) ?? new Map<RecordedEvent, unknown>();
      decoded.set(decode, cache);
      const events = fresh.map((e) => {
        if (!cache.has(e)) cache.set(e, decode(e));
        return cache.get(e);
      });
      const result = await projector.apply(trx, events);
      if (folded && result !== undefined) folded.set(projector.name, result);
    }
    const moving = names.filter((name) => comparePositions(checkpoints.get(name) ?? START, end) < 0);
    if (moving.length > 0) await saveCheckpoints(trx, moving, end);
    return applied;
  });
}

/**
 * One projector: applies the events after its stored checkpoint and advances it, in one transaction.
 * `folded` as for `applyTogether`.
 */
export async function applyBatch(
  database: Database<any>,
  projector: Projector<any, any>,
  batch: readonly RecordedEvent[],
  folded?: Map<string, unknown>,
): Promise<RecordedEvent[]> {
  return database.db.transaction().execute(async (trx) => {
    const checkpoint = (await lockCheckpoints(trx, [projector.name])).get(projector.name) ?? START;
    const fresh = batch.filter((e) => comparePositions(e.position, checkpoint) > 0);
    if (fresh.length === 0) return [];
    const result = await projector.apply(trx, fresh.map(projector.decode ?? decodeRecorded));
    if (folded && result !== undefined) folded.set(projector.name, result);
    await saveCheckpoints(trx, [projector.name], fresh[fresh.length - 1]!.position);
    return fresh;
  });
}
