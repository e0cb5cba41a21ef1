import { describe, it } from 'vitest';
import type { CreditEvent } from '../accounts/creditAccount';
import { command, deciderSpec } from '../testing/deciderSpec';
import { type RewardReferral, referralRewardDecider } from './referralReward';

const given = deciderSpec(referralRewardDecider);
const at = '2026-11-23T20:00:00.000Z';
const friend = '00000000-0000-4000-8000-0000000000f1';
const otherFriend = '00000000-0000-4000-8000-0000000000f2';

const reward = (amount: number, referredUserId = friend) =>
  command<RewardReferral>('RewardReferral', { amount, referredUserId }, { at });
const rewarded = (amount: number, referredUserId = friend): CreditEvent => ({
  type: 'ReferralRewarded',
  data: { amount, referredUserId, at },
});

describe('a referral reward', () => {
  it('gives the referrer as many credits as the friend first bought', () =>
    given([])
      .when(reward(5))
      .then([rewarded(5)]));
  it('is given once per friend, whatever the friend buys later', () =>
    given([rewarded(5)])
      .when(reward(20))
      .thenNothing());
  it('is given for each friend', () =>
    given([rewarded(5)])
      .when(reward(3, otherFriend))
      .then([rewarded(3, otherFriend)]));
  it('refuses an amount outside 1-999', () => given([]).when(reward(0)).thenThrows('credits.invalidAmount'));
});
