import {
  CREDITS_STREAM_PREFIX,
  type CreditEvent,
  creditDelta,
  isCreditEvent,
  isPixPaymentEvent,
  PIX_PAYMENT_STREAM_PREFIX,
  type PixPaymentEvent,
  pixPaymentIdOfPurchase,
  type Recorded,
  type TransactionKind,
} from '@rodada/events';
import type { Insertable, Transaction } from 'kysely';
import type { ReadModels, TransactionsTable } from '../db/schema';
import type { Projector } from '../projector';

const KINDS: Record<CreditEvent['type'], TransactionKind> = {
  CreditsGranted: 'grant',
  CreditsPurchased: 'purchase',
  ReferralRewarded: 'referral',
  CreditsSpent: 'spend',
  CreditsRefunded: 'refund',
};

function row(event: Recorded<CreditEvent>): Insertable<TransactionsTable> {
  const { at: _at, amount: _amount, ...detail } = event.data as Record<string, unknown>;
  return {
    id: event.id,
    user_id: event.streamId.slice(CREDITS_STREAM_PREFIX.length),
    credits: creditDelta(event),
    created_at: new Date(event.data.at),
    status: 'completed',
    currency_code: 'BRL',
    kind: KINDS[event.type],
    amount_cents: event.type === 'CreditsPurchased' ? event.data.amountCents : 0,
    detail: JSON.stringify(detail) as unknown as Record<string, unknown>,
  };
}

/** A manual PIX request is a purchase waiting for the administrator ('Aguardando'). */
function pendingPixRow(event: Recorded<PixPaymentEvent> & { type: 'PixPaymentRequested' }) {
  return {
    id: event.streamId.slice(PIX_PAYMENT_STREAM_PREFIX.length),
    user_id: event.data.userId,
    credits: event.data.credits,
    created_at: new Date(event.data.at),
    status: 'pending',
    currency_code: event.data.currency,
    kind: 'purchase',
    amount_cents: event.data.amountCents,
    detail: JSON.stringify({ method: 'pix', txid: event.data.txid }) as unknown as Record<string, unknown>,
  } satisfies Insertable<TransactionsTable>;
}

/**
 * The `transactions` read model: every credit movement of every account, plus manual PIX requests.
 * A PIX request is one row from start to end: pending when asked, completed when its purchase
 * credits the account (`CreditsPurchased` with `pix:{id}`), failed when rejected. Only completed
 * rows moved credits, so they add up to the balance.
 */
export const transactionsProjector: Projector<ReadModels> = {
  name: 'transactions',
  tables: ['transactions'],
  async apply(trx, events) {
    let inserts: Insertable<TransactionsTable>[] = [];
    const flush = async () => {
      if (inserts.length === 0) return;
      await trx
        .insertInto('transactions')
        .values(inserts)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      inserts = [];
    };
    for (const e of events) {
      if (isCreditEvent(e)) {
        const pixId = e.type === 'CreditsPurchased' ? pixPaymentIdOfPurchase(e.data.paymentId) : null;
        if (pixId) {
          await flush();
          if (await completePixRow(trx, pixId)) continue;
        }
        inserts.push(row(e));
      } else if (isPixPaymentEvent(e)) {
        if (e.type === 'PixPaymentRequested') inserts.push(pendingPixRow(e));
        else if (e.type === 'PixPaymentRejected') {
          await flush();
          await trx
            .updateTable('transactions')
            .set({ status: 'failed' })
            .where('id', '=', e.streamId.slice(PIX_PAYMENT_STREAM_PREFIX.length))
            .where('status', '=', 'pending')
            .execute();
        }
      }
    }
    await flush();
  },
};

/** The pending row of a PIX request becomes its completed purchase; false when there is none. */
async function completePixRow(trx: Transaction<ReadModels>, pixId: string): Promise<boolean> {
  const updated = await trx
    .updateTable('transactions')
    .set({ status: 'completed' })
    .where('id', '=', pixId)
    .where('kind', '=', 'purchase')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
