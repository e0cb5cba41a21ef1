import {
  type AllPosition,
  comparePositions,
  decodeRecorded,
  type RecordedEvent,
  START,
} from '@rodada/events';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { Projector } from '../projector';
import type { BatchMemory } from './batchMemory';
import { lockCheckpoints, saveCheckpoints } from './checkpoints';

/** What a batch's caller may pass besides its events. */
export interface BatchOptions {
  /**
   * Receives what each projector's `apply` resolved to (when not `undefined`): only read it once
   * the batch has resolved, i.e. after the commit.
   */
  readonly folded?: Map<string, unknown>;
  /** Each projector's memory in this runner, by name (see `BatchMemory`); none: every row is read. */
  readonly memories?: (projector: string) => BatchMemory;
}

/**
 * Runs `body` in a transaction with the memories it begins, telling each one whether the
 * transaction committed (and where the checkpoints went) or not.
 */
async function withMemories<R>(
  database: Database<any>,
  body: (
    begin: (name: string, checkpoint: AllPosition) => BatchMemory | undefined,
    trx: Transaction<any>,
  ) => Promise<R>,
  memories: BatchOptions['memories'],
  end: AllPosition,
): Promise<R> {
  const begun: BatchMemory[] = [];
  const begin = (name: string, checkpoint: AllPosition) => {
    const memory = memories?.(name);
    memory?.begin(checkpoint);
    if (memory) begun.push(memory);
    return memory;
  };
  let result: R;
  try {
    result = await database.db.transaction().execute((trx) => body(begin, trx));
  } catch (error) {
    for (const memory of begun) memory.forget();
    throw error;
  }
  for (const memory of begun) memory.committed(end);
  return result;
}

/**
 * One transaction: every projector applies what is past its checkpoint; all checkpoints advance.
 * Returns the events each projector applied, by name.
 */
export async function applyTogether(
  database: Database<any>,
  projectors: readonly Projector<any, any>[],
  batch: readonly RecordedEvent[],
  { folded, memories }: BatchOptions = {},
): Promise<Map<string, RecordedEvent[]>> {
  const names = projectors.map((p) => p.name);
  const end = batch[batch.length - 1]!.position;
  return withMemories(
    database,
    async (begin, trx) => {
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
        const result = await projector.apply(trx, events, begin(projector.name, checkpoint));
        if (folded && result !== undefined) folded.set(projector.name, result);
      }
      const moving = names.filter((name) => comparePositions(checkpoints.get(name) ?? START, end) < 0);
      if (moving.length > 0) await saveCheckpoints(trx, moving, end);
      return applied;
    },
    memories,
    end,
  );
}

/**
 * One projector: applies the events after its stored checkpoint and advances it, in one transaction.
 * Options as for `applyTogether`.
 */
export async function applyBatch(
  database: Database<any>,
  projector: Projector<any, any>,
  batch: readonly RecordedEvent[],
  { folded, memories }: BatchOptions = {},
): Promise<RecordedEvent[]> {
  return withMemories(
    database,
    async (begin, trx) => {
      const checkpoint = (await lockCheckpoints(trx, [projector.name])).get(projector.name) ?? START;
      const fresh = batch.filter((e) => comparePositions(e.position, checkpoint) > 0);
      if (fresh.length === 0) return [];
      const result = await projector.apply(
        trx,
        fresh.map(projector.decode ?? decodeRecorded),
        begin(projector.name, checkpoint),
      );
      if (folded && result !== undefined) folded.set(projector.name, result);
      await saveCheckpoints(trx, [projector.name], fresh[fresh.length - 1]!.position);
      return fresh;
    },
    memories,
    batch[batch.length - 1]!.position,
  );
}
