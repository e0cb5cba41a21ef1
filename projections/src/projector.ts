import type { RecordedEvent } from '@rodada/events';
import type { Transaction } from 'kysely';

/**
 * Builds read-model rows from events. `apply` receives a batch (all of `$all`, in order) inside
 * the transaction that also advances the projector's checkpoint; it should fold the batch in
 * memory and write its rows in bulk with idempotent SQL.
 */
export interface Projector<DB = any> {
  readonly name: string;
  /** Tables this projector owns: emptied by a rebuild. */
  readonly tables: readonly string[];
  apply(trx: Transaction<DB>, events: readonly RecordedEvent[]): Promise<void>;
}
