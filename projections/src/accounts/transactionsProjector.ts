import {
  CREDITS_STREAM_PREFIX,
  type CreditEvent,
  creditDelta,
  isCreditEvent,
  type Recorded,
  type TransactionKind,
} from '@rodada/events';
import type { Insertable } from 'kysely';
import type { ReadModels, TransactionsTable } from '../db/schema';
import type { Projector } from '../projector';

function row(event: Recorded<CreditEvent>): Insertable<TransactionsTable> {
  const base = {
    id: event.id,
    user_id: event.streamId.slice(CREDITS_STREAM_PREFIX.length),
    credits: creditDelta(event),
    created_at: new Date(event.data.at),
    status: 'completed',
    currency_code: 'BRL',
  };
  const kinds: Record<CreditEvent['type'], TransactionKind> = {
    CreditsGranted: 'grant',
    CreditsPurchased: 'purchase',
    ReferralRewarded: 'referral',
    CreditsSpent: 'spend',
    CreditsRefunded: 'refund',
  };
  const { at: _at, amount: _amount, ...detail } = event.data as Record<string, unknown>;
  return {
    ...base,
    kind: kinds[event.type],
    amount_cents: event.type === 'CreditsPurchased' ? event.data.amountCents : 0,
    detail: JSON.stringify(detail) as unknown as Record<string, unknown>,
  };
}

/** The `transactions` read model: every credit movement of every account. */
export const transactionsProjector: Projector<ReadModels> = {
  name: 'transactions',
  tables: ['transactions'],
  async apply(trx, events) {
    const rows = events.filter(isCreditEvent).map(row);
    if (rows.length === 0) return;
    await trx
      .insertInto('transactions')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
