import type { AdminUser, AdminUsersPage } from '@rodada/events';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ReadModels } from '../db/schema';
import { searchPattern } from './userSearch';

/**
 * Reads of the `users` and `transactions` read models, beside their projectors: the backend asks
 * these and never writes SQL of its own against read models.
 */
type Db = Kysely<ReadModels>;

/** What a signed-in session shows about its user; null for an unknown or erased user. */
export async function accountOf(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'credits', 'is_admin', 'user_type', 'referral_code', 'ever_had_credits'])
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Whether a user can still act or be acted for: known, not erased, not blocked. A tablet code
 * authorises nothing once this is false for its owner.
 */
export async function canAct(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .where('is_blocked', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

/** What signing in and password recovery need, by normalised e-mail. */
export async function credentialsByEmail(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash', 'is_blocked'])
    .where('email', '=', email)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function userIdByReferralCode(db: Db, referralCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', referralCode)
    .where('erased_at', 'is', null)
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

export interface AdminUsersQuery {
  readonly search?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * One page of the back office's users, newest first, erased users left out; `search` matches
 * name or e-mail anywhere, ignoring case and accents. Filtered, counted and paged in SQL.
 */
export async function adminUsersPage(db: Db, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const pattern = searchPattern(query.search);
  let listed = db.selectFrom('users').where('erased_at', 'is', null);
  if (pattern) listed = listed.where('search_text', 'like', pattern);
  const [rows, counted] = await Promise.all([
    listed
      .select([
        'id',
        'name',
        'email',
        'credits',
        'is_blocked',
        'is_admin',
        'user_type',
        'created_at',
        'consent_terms',
        'consent_privacy',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    listed.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    users: rows.map(
      (row): AdminUser => ({
        id: row.id,
        name: row.name,
        email: row.email,
        credits: row.credits,
        isBlocked: row.is_blocked,
        isAdmin: row.is_admin,
        userType: row.user_type as AdminUser['userType'],
        createdAt: new Date(row.created_at).toISOString(),
        consent:
          row.consent_terms && row.consent_privacy
            ? { terms: row.consent_terms, privacy: row.consent_privacy }
            : null,
      }),
    ),
    total: Number(counted.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Administrators other than `userId` who can still act: neither erased nor blocked. */
export async function otherAdministrators(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('is_admin', '=', true)
    .where('erased_at', 'is', null)
    .where('is_blocked', '=', false)
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A tournament whose owner was not erased. An erased owner's tournaments are not found (their
 * public link and pages answer 404): their events stay, for the accounting and the audit.
 */
export const ownerNotErased = (eb: ExpressionBuilder<ReadModels, 'tournaments'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('users')
        .select('users.id')
        .whereRef('users.id', '=', 'tournaments.owner_id')
        .where('users.erased_at', 'is not', null),
    ),
  );
