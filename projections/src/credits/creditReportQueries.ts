import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema';

/**
 * The movements that changed a user's balance within [from, to), oldest first: completed rows of
 * the `transactions` read model (a pending or failed PIX request moved no credit).
 */
export function completedTransactionsBetween(db: Kysely<ReadModels>, userId: string, from: Date, to: Date) {
  return db
    .selectFrom('transactions')
    .select(['id', 'kind', 'amount_cents', 'credits', 'detail', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
