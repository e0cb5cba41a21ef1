import {
  type CreditAccountState,
  type CreditEvent,
  evolveCreditAccount,
  initialCreditAccount,
  MAX_CREDITS_PER_MOVEMENT,
} from '../accounts/creditAccount';
import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';

/**
 * The referral programme's reward (spec section 1): when a referred friend completes their first
 * purchase, the referrer receives the same number of credits, once per friend. Decided on the
 * referrer's `credits-{userId}` stream; a repeat (the reactor running again, after a restart, or
 * the friend's second purchase) decides nothing.
 */
export type RewardReferral = Command<
  'RewardReferral',
  { readonly amount: number; readonly referredUserId: string }
>;

export interface ReferralRewardState {
  readonly account: CreditAccountState;
  /** Referred friends already rewarded for. */
  readonly rewardedFor: Readonly<Record<string, true>>;
}

export const initialReferralRewards = (): ReferralRewardState => ({
  account: initialCreditAccount(),
  rewardedFor: {},
});

export function evolveReferralRewards(state: ReferralRewardState, event: CreditEvent): ReferralRewardState {
  const account = evolveCreditAccount(state.account, event);
  if (event.type === 'ReferralRewarded')
    return { account, rewardedFor: { ...state.rewardedFor, [event.data.referredUserId]: true } };
  return { ...state, account };
}

export function rewardReferral(command: RewardReferral, state: ReferralRewardState): CreditEvent[] {
  const { amount, referredUserId } = command.data;
  if (state.rewardedFor[referredUserId]) return [];
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_CREDITS_PER_MOVEMENT)
    throw new DomainError('credits.invalidAmount', { min: 1, max: MAX_CREDITS_PER_MOVEMENT });
  return [{ type: 'ReferralRewarded', data: { amount, referredUserId, at: command.metadata.at } }];
}

/** Decides referral rewards on a referrer's credit account. */
export const referralRewardDecider: Decider<ReferralRewardState, RewardReferral, CreditEvent> = {
  initialState: initialReferralRewards,
  evolve: evolveReferralRewards,
  decide: (command, state) => {
    switch (command.type) {
      case 'RewardReferral':
        return rewardReferral(command, state);
      default: {
        const unhandled: never = command.type;
        return unhandled;
      }
    }
  },
};
