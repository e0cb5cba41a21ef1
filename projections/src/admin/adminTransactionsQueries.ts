import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../db/schema';

type Db = Kysely<ReadModels>;

/** Which transactions the back office lists: instants [from, to), one user, one status. */
export interface AdminTransactionsFilter {
  readonly from: Date | null;
  readonly to: Date | null;
  readonly userId: string | null;
  readonly status: string | null;
}

function filtered(db: Db, filter: AdminTransactionsFilter) {
  let query = db.selectFrom('transactions').leftJoin('users', 'users.id', 'transactions.user_id');
  if (filter.from) query = query.where('transactions.created_at', '>=', filter.from);
  if (filter.to) query = query.where('transactions.created_at', '<', filter.to);
  if (filter.userId) query = query.where('transactions.user_id', '=', filter.userId);
  if (filter.status) query = query.where('transactions.status', '=', filter.status);
  return query;
}

/**
 * Every user's transactions matching the filter, newest first, with the user's name and e-mail
 * (empty when the user row is gone). `limit`/`offset` page it; the export reads without a page.
 */
export function adminTransactions(
  db: Db,
  filter: AdminTransactionsFilter,
  page: { readonly limit: number; readonly offset: number },
) {
  return filtered(db, filter)
    .select([
      'transactions.id',
      'transactions.user_id',
      'transactions.kind',
      'transactions.amount_cents',
      'transactions.credits',
      'transactions.detail',
      'transactions.currency_code',
      'transactions.status',
      'transactions.created_at',
      sql<string>`coalesce(users.name, '')`.as('user_name'),
      sql<string>`coalesce(users.email, '')`.as('user_email'),
    ])
    .orderBy('transactions.created_at', 'desc')
    .orderBy('transactions.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAdminTransactions(db: Db, filter: AdminTransactionsFilter): Promise<number> {
  const row = await filtered(db, filter).select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}
