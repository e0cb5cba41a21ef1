import {
  creditAccountStream,
  DomainError,
  deriveRootId,
  type EventStore,
  type RewardReferral,
  referralRewardDecider,
} from '@rodada/events';
import { type ReadModels, referralOf, unrewardedReferrals } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { commandOf, contextFor } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import type { Settle } from '../commands/settle';

/** The one command that rewards a friend's referrer: its id depends only on the friend. */
export const referralRewardCommandId = (referredUserId: string) =>
  deriveRootId('referralReward', referredUserId);

/**
 * Gives the referrer of `referredUserId` the credits of the friend's first purchase. Exactly once:
 * the command id is derived from the friend (a repeat makes the same event ids) and the decider
 * refuses a second reward for the same friend. Returns the append's position, or null.
 */
export async function rewardReferrer(
  store: EventStore,
  referral: { referred_user_id: string; referrer_id: string; first_purchase_credits: number | null },
  now = new Date(),
) {
  if (!referral.first_purchase_credits) return null;
  const commandId = referralRewardCommandId(referral.referred_user_id);
  const result = await handleCommand(
    store,
    creditAccountStream(referral.referrer_id),
    referralRewardDecider,
    commandOf<RewardReferral>(
      'RewardReferral',
      { amount: referral.first_purchase_credits, referredUserId: referral.referred_user_id },
      contextFor({ kind: 'system', id: 'referralReactor' }, commandId, now),
    ),
  );
  return result.position;
}

/**
 * Catches up from the read model: every friend with a first purchase and no reward yet rewards
 * their referrer. Safe to run any number of times, in any process, after any restart.
 * Returns how many rewards it gave.
 */
export async function rewardReferrals(store: EventStore, db: Kysely<ReadModels>, now = new Date()) {
  let rewarded = 0;
  for (const referral of await unrewardedReferrals(db)) {
    try {
      if (await rewardReferrer(store, referral, now)) rewarded++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return rewarded;
}

/**
 * Right after a purchase is credited (once the read models show it): rewards the buyer's referrer
 * now instead of at the reactor's next look.
 */
export async function rewardReferrerOf(
  store: EventStore,
  db: Kysely<ReadModels>,
  settle: Settle,
  userId: string,
) {
  const referral = await referralOf(db, userId);
  if (!referral || referral.rewarded_at) return;
  await settle(await rewardReferrer(store, { ...referral }));
}
