import type { EventStore } from '@rodada/events';
import type { ReadModels } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { periodically, type ReactorRuns } from '../commands/periodically';
import { rewardReferrals } from '../referrals';
import { fulfilConfirmedPix } from './pixFulfilment';

/** How often the credit reactor looks for work. */
export const CREDIT_REACTOR_INTERVAL_MS = 2_000;

/**
 * Turns facts into the credits they owe, catching up from the read models (so restarts and crashes
 * lose nothing): a confirmed PIX request not yet credited is credited, then a referred friend's
 * first purchase rewards their referrer. Every step is exactly once by its command's derived id.
 * Runs in the process that runs the projections.
 */
export function startCreditReactor(
  store: EventStore,
  db: Kysely<ReadModels>,
  runs: ReactorRuns,
  log: (error: unknown) => void,
  intervalMs = CREDIT_REACTOR_INTERVAL_MS,
): () => void {
  return periodically(
    // The pass's work: purchases credited plus referrers rewarded.
    async () => (await fulfilConfirmedPix(store, db)) + (await rewardReferrals(store, db)),
    { reactor: 'credits', runs, log, intervalMs },
  );
}
