import { describe, expect, it } from 'vitest';
import type { Actor } from '../messages';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type ConfirmPixPayment,
  newPixPaymentId,
  type PixPaymentEvent,
  pixPaymentDecider,
  pixPaymentIdOfPurchase,
  pixPurchaseId,
  pixTxid,
  type RejectPixPayment,
  type RequestPixPayment,
} from './pixPayment';

const given = deciderSpec(pixPaymentDecider);
const at = '2026-11-23T20:00:00.000Z';
const admin: Actor = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000ad' };
const buyer = '00000000-0000-4000-8000-0000000000b1';
const paymentId = newPixPaymentId('00000000-0000-4000-8000-00000000c0de');

const request = (credits = 10, amountCents = 12_000) =>
  command<RequestPixPayment>(
    'RequestPixPayment',
    { paymentId, userId: buyer, credits, amountCents, currency: 'BRL', brCode: '000201…' },
    { at },
  );
const confirm = () => command<ConfirmPixPayment>('ConfirmPixPayment', {}, { actor: admin, at });
const reject = () => command<RejectPixPayment>('RejectPixPayment', {}, { actor: admin, at });

const requested: PixPaymentEvent = {
  type: 'PixPaymentRequested',
  data: {
    paymentId,
    userId: buyer,
    credits: 10,
    amountCents: 12_000,
    currency: 'BRL',
    txid: pixTxid(paymentId),
    brCode: '000201…',
    at,
  },
};
const confirmed: PixPaymentEvent = { type: 'PixPaymentConfirmed', data: { by: admin.id!, at } };
const rejected: PixPaymentEvent = { type: 'PixPaymentRejected', data: { by: admin.id!, at } };

describe('a manual PIX request', () => {
  it('is recorded pending with the amount the server computed and its txid', () =>
    given([]).when(request()).then([requested]));
  it('is recorded once when the same request comes again', () =>
    given([requested]).when(request()).thenNothing());
  it('refuses a quantity outside 1-999', () => {
    given([]).when(request(0)).thenThrows('credits.invalidAmount');
    given([]).when(request(1000)).thenThrows('credits.invalidAmount');
  });
  it('refuses an amount that is not a positive number of centavos', () =>
    given([]).when(request(10, 0)).thenThrows('payments.invalidPrice'));

  it('is confirmed by the administrator, once', () => {
    given([requested]).when(confirm()).then([confirmed]);
    given([requested, confirmed]).when(confirm()).thenNothing();
  });
  it('is rejected by the administrator, once', () => {
    given([requested]).when(reject()).then([rejected]);
    given([requested, rejected]).when(reject()).thenNothing();
  });
  it('is never both confirmed and rejected', () => {
    given([requested, confirmed]).when(reject()).thenThrows('pix.alreadyConfirmed');
    given([requested, rejected]).when(confirm()).thenThrows('pix.alreadyRejected');
  });
  it('cannot be decided when it does not exist', () => {
    given([]).when(confirm()).thenThrows('pix.notFound');
    given([]).when(reject()).thenThrows('pix.notFound');
  });

  it('names its purchase so the pending row becomes the completed one', () => {
    expect(pixPaymentIdOfPurchase(pixPurchaseId(paymentId))).toBe(paymentId);
    expect(pixPaymentIdOfPurchase('pi_123')).toBeNull();
    expect(pixTxid(paymentId)).toMatch(/^[A-Z0-9]{25}$/);
  });
});
