import { isPixPaymentEvent, PIX_PAYMENT_STREAM_PREFIX } from '@rodada/events';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/** The `pix_payments` read model: every manual PIX request and what the back office decided. */
export const pixPaymentsProjector: Projector<ReadModels> = {
  name: 'pix_payments',
  tables: ['pix_payments'],
  async apply(trx, events) {
    for (const e of events) {
      if (!isPixPaymentEvent(e)) continue;
      const id = e.streamId.slice(PIX_PAYMENT_STREAM_PREFIX.length);
      switch (e.type) {
        case 'PixPaymentRequested':
          await trx
            .insertInto('pix_payments')
            .values({
              id,
              user_id: e.data.userId,
              credits: e.data.credits,
              amount_cents: e.data.amountCents,
              txid: e.data.txid,
              status: 'pending',
              requested_at: new Date(e.data.at),
              decided_at: null,
              decided_by: null,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        case 'PixPaymentConfirmed':
        case 'PixPaymentRejected':
          await trx
            .updateTable('pix_payments')
            .set({
              status: e.type === 'PixPaymentConfirmed' ? 'confirmed' : 'rejected',
              decided_at: new Date(e.data.at),
              decided_by: e.data.by,
            })
            .where('id', '=', id)
            .execute();
          break;
        default: {
          const unhandled: never = e;
          return unhandled;
        }
      }
    }
  },
};

/** PIX requests for the back office, newest first, with whose they are. */
export function pixPaymentsList(db: Kysely<ReadModels>, status: string | null, limit = 500) {
  let query = db
    .selectFrom('pix_payments')
    .innerJoin('users', 'users.id', 'pix_payments.user_id')
    .select([
      'pix_payments.id',
      'pix_payments.user_id',
      'users.name as user_name',
      'users.email as user_email',
      'pix_payments.credits',
      'pix_payments.amount_cents',
      'pix_payments.txid',
      'pix_payments.status',
      'pix_payments.requested_at',
      'pix_payments.decided_at',
      'pix_payments.decided_by',
    ])
    .orderBy('pix_payments.requested_at', 'desc')
    .orderBy('pix_payments.id')
    .limit(limit);
  if (status) query = query.where('pix_payments.status', '=', status);
  return query.execute();
}

/**
 * Confirmed PIX requests whose purchase has not credited the account (a crash between the two
 * writes of a confirmation): the credit reactor finishes them.
 */
export function confirmedPixAwaitingCredit(db: Kysely<ReadModels>, limit = 100) {
  return db
    .selectFrom('pix_payments')
    .innerJoin('transactions', 'transactions.id', 'pix_payments.id')
    .select([
      'pix_payments.id',
      'pix_payments.user_id',
      'pix_payments.credits',
      'pix_payments.amount_cents',
      'transactions.currency_code',
    ])
    .where('pix_payments.status', '=', 'confirmed')
    .where('transactions.status', '=', 'pending')
    .orderBy('pix_payments.decided_at')
    .limit(limit)
    .execute();
}
