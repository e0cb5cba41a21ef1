import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema';

/**
 * Reads of the `users` and `transactions` read models, beside their projectors: the backend asks
 * these and never writes SQL of its own against read models.
 */
type Db = Kysely<ReadModels>;

/** What a signed-in session shows about its user. */
export async function accountOf(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'credits', 'is_admin', 'user_type', 'referral_code', 'ever_had_credits'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** What signing in and password recovery need, by normalised e-mail. */
export async function credentialsByEmail(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash', 'is_blocked'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}

export async function userIdByReferralCode(db: Db, referralCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', referralCode)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A user's credit movements, newest first. */
export function transactionsOf(db: Db, userId: string, limit = 500) {
  return db
    .selectFrom('transactions')
    .select([
      'id',
      'user_id',
      'kind',
      'amount_cents',
      'credits',
      'detail',
      'currency_code',
      'status',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
