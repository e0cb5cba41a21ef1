import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@rodada/events';
import type { ReadModels } from '@rodada/projections';
import type { Kysely } from 'kysely';

export const SESSION_COOKIE = 'rodada_session';
export const REMEMBER_ME_DAYS = 30;
/** A browser-session cookie still expires on the server after this long. */
const SESSION_ONLY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: the cookie holds a random token, the database only its hash. */
export class Sessions {
  constructor(private readonly db: Kysely<ReadModels>) {}

  async create(
    userId: string,
    remember: boolean,
    now = new Date(),
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + (remember ? REMEMBER_ME_DAYS : SESSION_ONLY_DAYS) * DAY_MS);
    await this.db
      .insertInto('sessions')
      .values({ id_hash: hashToken(token), user_id: userId, persistent: remember, expires_at: expiresAt })
      .execute();
    return { token, expiresAt };
  }

  /** The signed-in user, or null for an unknown, expired or blocked session, or an erased user's. */
  async resolve(token: string, now = new Date()): Promise<SessionUser | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.credits',
        'users.is_admin',
        'users.is_blocked',
        'users.user_type',
        'users.referral_code',
        'sessions.expires_at',
      ])
      .where('sessions.id_hash', '=', hashToken(token))
      .where('users.erased_at', 'is', null)
      .executeTakeFirst();
    if (!row || row.is_blocked || new Date(row.expires_at) <= now) return null;
    return toSessionUser(row);
  }

  async revoke(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}

/** What the app shows of a signed-in user, from a `users` row. */
export function toSessionUser(row: {
  id: string;
  name: string;
  email: string;
  credits: number;
  is_admin: boolean;
  user_type: string;
  referral_code: string;
}): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    credits: row.credits,
    isAdmin: row.is_admin,
    userType: row.user_type as SessionUser['userType'],
    referralCode: row.referral_code,
  };
}
