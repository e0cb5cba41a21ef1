import { type Actor, DomainError, type EventStore, type ReferralSummary } from '@rodada/events';
import { accountOf, type ReadModels, referralStats } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { signedIn } from '../commands/authorise';
import type { Settle } from '../commands/settle';
import { rewardReferrerOf } from './reactor';

/** The referral programme: a user's code and link, and what their friends brought them. */
export class ReferralService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
    private readonly publicUrl: string,
  ) {}

  async summary(actor: Actor): Promise<ReferralSummary> {
    const userId = signedIn(actor);
    const account = await accountOf(this.db, userId);
    if (!account) throw new DomainError('auth.unauthenticated');
    const stats = await referralStats(this.db, userId);
    return {
      referralCode: account.referral_code,
      link: `${this.publicUrl}/auth?ref=${encodeURIComponent(account.referral_code)}`,
      ...stats,
    };
  }

  /**
   * A purchase of `userId` was credited: their referrer is rewarded now if it was their first.
   * Best effort: the purchase stands whatever happens here, and the reactor catches up.
   */
  async rewardReferrerOf(userId: string): Promise<void> {
    await rewardReferrerOf(this.store, this.db, this.settle, userId).catch(() => {});
  }
}
