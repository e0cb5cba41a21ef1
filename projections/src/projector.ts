import type { RecordedDomainEvent, RecordedEvent } from '@rodada/events';
import type { Transaction } from 'kysely';
import type { BatchMemory } from './runner/batchMemory';

/**
 * Builds read-model rows from events. `apply` receives a batch (all of `$all`, in order, each event
 * parsed and upcast to its current version by the runner) inside
 * the transaction that also advances the projector's checkpoint; it should fold the batch in
 * memory and write its rows in bulk with idempotent SQL.
 */
export interface Projector<DB = any, Event = RecordedDomainEvent> {
  readonly name: string;
  /** Tables this projector owns: emptied by a rebuild. */
  readonly tables: readonly string[];
  /**
   * What it resolves to (anything but `undefined`) is handed, once the transaction has committed, to
   * the runner's `onCommitted` as the commit's `folded`: the tournaments projector hands out the
   * tournaments it folded, so the live push needs no read after the commit. Never during a rebuild.
   * `memory`, when the runner gives one, holds what this projector remembered in its earlier
   * batches (only what still matches its rows: see `BatchMemory`).
   */
  apply(trx: Transaction<DB>, events: readonly Event[], memory?: BatchMemory): Promise<unknown>;
  /**
   * Reads a stored event before `apply` sees it. By default the domain's schemas and upcasters
   * (an event that fails them stops the projector); a test projector may take events as stored.
   */
  readonly decode?: (event: RecordedEvent) => Event;
}
