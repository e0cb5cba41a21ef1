import {
  CURRENCY_PRICE_STREAM_PREFIX,
  isCreditEvent,
  isCurrencyPriceEvent,
  isPaymentEvent,
  PAYMENT_STREAM_PREFIX,
} from '@rodada/events';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/**
 * Prices per credit (`currency_prices`) and card payments (`card_payments`: what was asked, and
 * how it went). The credits a payment bought are the credit account's, in `transactions`.
 */
export const paymentsProjector: Projector<ReadModels> = {
  name: 'payments',
  tables: ['currency_prices', 'card_payments'],
  async apply(trx, events) {
    for (const e of events) {
      if (isCurrencyPriceEvent(e)) {
        const { code, symbol, name, priceCents, enabled, at } = e.data;
        const row = { symbol, name, price_cents: priceCents, enabled, updated_at: new Date(at) };
        await trx
          .insertInto('currency_prices')
          .values({ code: code || e.streamId.slice(CURRENCY_PRICE_STREAM_PREFIX.length), ...row })
          .onConflict((oc) => oc.column('code').doUpdateSet(row))
          .execute();
        continue;
      }
      if (isCreditEvent(e)) {
        // Any purchase names its payment; only card payments have a row here.
        if (e.type === 'CreditsPurchased')
          await trx
            .updateTable('card_payments')
            .set({ credited: true })
            .where('id', '=', e.data.paymentId)
            .execute();
        continue;
      }
      if (!isPaymentEvent(e)) continue;
      const id = e.streamId.slice(PAYMENT_STREAM_PREFIX.length);
      switch (e.type) {
        case 'PaymentIntentCreated':
          await trx
            .insertInto('card_payments')
            .values({
              id,
              user_id: e.data.userId,
              credits: e.data.credits,
              amount_cents: e.data.amountCents,
              currency: e.data.currency,
              provider: e.data.provider,
              status: 'created',
              failure_code: null,
              created_at: new Date(e.data.at),
              updated_at: new Date(e.data.at),
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        case 'PaymentSucceeded':
          await trx
            .updateTable('card_payments')
            .set({ status: 'succeeded', failure_code: null, updated_at: new Date(e.data.at) })
            .where('id', '=', id)
            .execute();
          break;
        case 'PaymentFailed':
          await trx
            .updateTable('card_payments')
            .set({ status: 'failed', failure_code: e.data.code, updated_at: new Date(e.data.at) })
            .where('id', '=', id)
            .where('status', '!=', 'succeeded')
            .execute();
          break;
      }
    }
  },
};

/** Every currency's price per credit, as the buy screen and the administrator see it. */
export function currencyPrices(db: Kysely<ReadModels>) {
  return db
    .selectFrom('currency_prices')
    .select(['code', 'symbol', 'name', 'price_cents', 'enabled', 'updated_at'])
    .orderBy('code')
    .execute();
}

/** A user's card payments, newest first. */
export function cardPaymentsOf(db: Kysely<ReadModels>, userId: string) {
  return db
    .selectFrom('card_payments')
    .select(['id', 'credits', 'amount_cents', 'currency', 'provider', 'status', 'failure_code', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Card payments the provider confirmed whose credits are not on the buyer's account, recorded
 * before `before`: a fulfilment that died between its two writes, for the fulfilment reactor.
 */
export function paidUncreditedCardPayments(db: Kysely<ReadModels>, before: Date, limit = 100) {
  return db
    .selectFrom('card_payments')
    .select(['id', 'user_id', 'updated_at'])
    .where('status', '=', 'succeeded')
    .where('credited', '=', false)
    .where('updated_at', '<', before)
    .limit(limit)
    .execute();
}
