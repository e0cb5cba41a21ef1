import { describe, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type ConfirmPayment,
  type PaymentEvent,
  type PaymentIntentFacts,
  paymentDecider,
  type RecordPaymentFailure,
  type RecordPaymentIntent,
} from './paymentIntent';

const given = deciderSpec(paymentDecider);
const at = '2026-11-23T20:00:00.000Z';
const buyer = '00000000-0000-4000-8000-0000000000a1';
const stranger = '00000000-0000-4000-8000-0000000000b2';

const intent: PaymentIntentFacts = {
  paymentIntentId: 'pi_123',
  userId: buyer,
  credits: 10,
  amountCents: 12000,
  currency: 'BRL',
  provider: 'stripe',
};
const created: PaymentEvent = { type: 'PaymentIntentCreated', data: { ...intent, at } };
const succeeded = (source: 'webhook' | 'client' | 'sandbox' = 'webhook'): PaymentEvent => ({
  type: 'PaymentSucceeded',
  data: { amountCents: 12000, currency: 'BRL', source, at },
});
const failed = (code = 'card_declined'): PaymentEvent => ({
  type: 'PaymentFailed',
  data: { code, source: 'sandbox', at },
});

const record = (facts: PaymentIntentFacts = intent) =>
  command<RecordPaymentIntent>('RecordPaymentIntent', facts, { at });
const confirm = (overrides: Partial<ConfirmPayment['data']> = {}) =>
  command<ConfirmPayment>(
    'ConfirmPayment',
    { amountCents: 12000, currency: 'brl', userId: buyer, credits: 10, source: 'client', ...overrides },
    { at },
  );
const fail = (code = 'card_declined') =>
  command<RecordPaymentFailure>('RecordPaymentFailure', { code, source: 'sandbox' }, { at });

describe('RecordPaymentIntent', () => {
  it('records what the server asked to be paid, for whom, at the command’s time', () => {
    given([]).when(record()).then([created]);
  });

  it('decides nothing when the provider answers a repeated request with the same intent', () => {
    given([created]).when(record()).thenNothing();
  });

  it('refuses the same intent id for another purchase (payments.mismatch)', () => {
    given([created])
      .when(record({ ...intent, credits: 20, amountCents: 20000 }))
      .thenThrows('payments.mismatch');
  });
});

describe('ConfirmPayment', () => {
  it('records the success the provider reports for the amount, currency, buyer and credits asked', () => {
    given([created])
      .when(confirm())
      .then([succeeded('client')]);
  });

  it('records a success once, whichever confirmation comes first and however often it repeats', () => {
    given([created, succeeded('webhook')])
      .when(confirm())
      .thenNothing();
    given([created, succeeded('client')])
      .when(confirm({ source: 'webhook' }))
      .thenNothing();
  });

  it('accepts a success after failed attempts (another card on the same intent)', () => {
    given([created, failed(), failed('insufficient_funds')])
      .when(confirm())
      .then([succeeded('client')]);
  });

  it('refuses a success for another amount, currency, buyer or number of credits (payments.mismatch)', () => {
    for (const wrong of [
      { amountCents: 100 },
      { currency: 'usd' },
      { userId: stranger },
      { credits: 20 },
    ] as const) {
      given([created]).when(confirm(wrong)).thenThrows('payments.mismatch');
      given([created, succeeded()]).when(confirm(wrong)).thenThrows('payments.mismatch');
    }
  });

  it('knows no payment that was never created here (payments.notFound)', () => {
    given([]).when(confirm()).thenThrows('payments.notFound');
  });
});

describe('RecordPaymentFailure', () => {
  it('records each failed attempt with the provider’s code', () => {
    given([created]).when(fail()).then([failed()]);
    given([created, failed()])
      .when(fail('expired_card'))
      .then([failed('expired_card')]);
  });

  it('changes nothing once the payment succeeded (a late or out-of-order failure)', () => {
    given([created, succeeded()]).when(fail()).thenNothing();
  });

  it('knows no payment that was never created here (payments.notFound)', () => {
    given([]).when(fail()).thenThrows('payments.notFound');
  });
});
