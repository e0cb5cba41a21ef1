import { CREDITS_STREAM_PREFIX, isCreditEvent, isUserEvent } from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/**
 * The `referrals` read model: a row per user who registered with someone's code, holding the
 * friend's first purchase and the referrer's reward for it. The referral reactor rewards the rows
 * with a first purchase and no reward yet; the referral screen counts friends and credits earned.
 */
export const referralsProjector: Projector<ReadModels> = {
  name: 'referrals',
  tables: ['referrals'],
  async apply(trx, events) {
    for (const e of events) {
      if (isUserEvent(e)) {
        if (e.type !== 'UserRegistered' || !e.data.referredBy || e.data.referredBy === e.data.userId)
          continue;
        await trx
          .insertInto('referrals')
          .values({
            referred_user_id: e.data.userId,
            referrer_id: e.data.referredBy,
            first_purchase_credits: null,
            first_purchase_at: null,
            reward_credits: null,
            rewarded_at: null,
          })
          .onConflict((oc) => oc.column('referred_user_id').doNothing())
          .execute();
        continue;
      }
      if (!isCreditEvent(e)) continue;
      if (e.type === 'CreditsPurchased') {
        // Only the first purchase counts: later ones leave the row as it is.
        await trx
          .updateTable('referrals')
          .set({ first_purchase_credits: e.data.amount, first_purchase_at: new Date(e.data.at) })
          .where('referred_user_id', '=', e.streamId.slice(CREDITS_STREAM_PREFIX.length))
          .where('first_purchase_credits', 'is', null)
          .execute();
      } else if (e.type === 'ReferralRewarded') {
        await trx
          .updateTable('referrals')
          .set({ reward_credits: e.data.amount, rewarded_at: new Date(e.data.at) })
          .where('referred_user_id', '=', e.data.referredUserId)
          .where('referrer_id', '=', e.streamId.slice(CREDITS_STREAM_PREFIX.length))
          .execute();
      }
    }
  },
};

/** Friends whose first purchase has not rewarded their referrer yet: the referral reactor's work. */
export function unrewardedReferrals(db: Kysely<ReadModels>, limit = 100) {
  return db
    .selectFrom('referrals')
    .select(['referred_user_id', 'referrer_id', 'first_purchase_credits'])
    .where('first_purchase_credits', 'is not', null)
    .where('rewarded_at', 'is', null)
    .orderBy('first_purchase_at')
    .limit(limit)
    .execute();
}

/** The referral of one friend, if they were referred. */
export async function referralOf(db: Kysely<ReadModels>, referredUserId: string) {
  const row = await db
    .selectFrom('referrals')
    .select(['referred_user_id', 'referrer_id', 'first_purchase_credits', 'rewarded_at'])
    .where('referred_user_id', '=', referredUserId)
    .executeTakeFirst();
  return row ?? null;
}

/** 'Amigos Indicados' and 'Créditos Ganhos' of a referrer. */
export async function referralStats(db: Kysely<ReadModels>, referrerId: string) {
  const row = await db
    .selectFrom('referrals')
    .select([
      sql<string>`count(*)`.as('friends'),
      sql<string>`coalesce(sum(reward_credits), 0)`.as('credits_earned'),
    ])
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { friends: Number(row.friends), creditsEarned: Number(row.credits_earned) };
}
