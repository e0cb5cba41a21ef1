import { paidUncreditedCardPayments, type ReadModels } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { periodically, type ReactorRuns } from '../commands/periodically';
import type { PaymentService } from './service';

/** How often the reactor looks for paid card payments whose credits never arrived. */
export const FULFILMENT_REACTOR_INTERVAL_MS = 5_000;
/** How long a fulfilment may take between its two writes before the reactor finishes it. */
export const FULFILMENT_GRACE_MS = 30_000;

/**
 * Credits the card payments that succeeded but whose fulfilment died before the credit (a crash,
 * a store error) and that nobody confirmed again (the sandbox buyer left; a webhook that never
 * came back). Safe alongside any other confirmation: the credit has a command id derived from the
 * intent and is refused a second time.
 */
export async function finishPaidPayments(
  payments: PaymentService,
  db: Kysely<ReadModels>,
  now = new Date(),
  graceMs = FULFILMENT_GRACE_MS,
): Promise<number> {
  const stale = await paidUncreditedCardPayments(db, new Date(now.getTime() - graceMs));
  let finished = 0;
  for (const payment of stale) if (await payments.finishPaidPayment(payment.id, now)) finished++;
  return finished;
}

export function startFulfilmentReactor(
  payments: PaymentService,
  db: Kysely<ReadModels>,
  runs: ReactorRuns,
  log: (error: unknown) => void,
  intervalMs = FULFILMENT_REACTOR_INTERVAL_MS,
): () => void {
  return periodically(() => finishPaidPayments(payments, db), {
    reactor: 'fulfilment',
    runs,
    log,
    intervalMs,
  });
}
