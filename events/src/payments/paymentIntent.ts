import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { PAYMENT_MODES, type PaymentMode } from '../contracts/payments';
import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import { renameUnversioned, type StreamKind } from '../versioning';

/**
 * One card payment: `payment-{paymentIntentId}`, the provider's intent id (Stripe's `pi_…`, or the
 * sandbox's). It records what the server asked to be paid, then the provider's verdicts. A failed
 * attempt is not the end (the buyer may try another card on the same intent); a success is, and
 * is recorded once, whichever confirmation (webhook, the buyer's return, the sandbox) comes first.
 * The credits themselves are added by `PurchaseCredits` on the buyer's credit account.
 */
export const PAYMENT_STREAM_PREFIX = 'payment-';
export const paymentStream = (paymentIntentId: string) => `${PAYMENT_STREAM_PREFIX}${paymentIntentId}`;

/** Who told us how the payment went. */
export const PAYMENT_CONFIRMATION_SOURCES = ['webhook', 'client', 'sandbox'] as const;
export type PaymentConfirmationSource = (typeof PAYMENT_CONFIRMATION_SOURCES)[number];

const at = z.iso.datetime();
const source = z.enum(PAYMENT_CONFIRMATION_SOURCES);

export const paymentEventSchemas = {
  PaymentIntentCreated: {
    version: 1,
    schema: z.object({
      paymentIntentId: z.string().min(1),
      userId: z.guid(),
      credits: z.number().int().positive(),
      /** Computed by the server from the price and tiers when the intent was created. */
      amountCents: z.number().int().positive(),
      currency: z.string().length(3),
      provider: z.enum(PAYMENT_MODES),
      at,
    }),
  },
  PaymentSucceeded: {
    version: 1,
    schema: z.object({
      amountCents: z.number().int().positive(),
      currency: z.string().length(3),
      source,
      at,
    }),
  },
  PaymentFailed: {
    version: 1,
    /** `code`: the provider's card error code (`card_declined`, `insufficient_funds`, …). */
    schema: z.object({ code: z.string().max(100), source, at }),
  },
} as const;

export type PaymentEvent = EventsOf<typeof paymentEventSchemas>;

export const paymentStreams: StreamKind<PaymentEvent> = {
  name: 'payment',
  prefix: PAYMENT_STREAM_PREFIX,
  events: paymentEventSchemas,
  upcast: renameUnversioned,
};

export interface PaymentIntentFacts {
  readonly paymentIntentId: string;
  readonly userId: string;
  readonly credits: number;
  readonly amountCents: number;
  readonly currency: string;
  readonly provider: PaymentMode;
}

/** What the server asked for, recorded right after the provider created the intent. */
export type RecordPaymentIntent = Command<'RecordPaymentIntent', PaymentIntentFacts>;
/**
 * The provider says the intent succeeded, and what it says was paid: it must be what was asked,
 * for the same buyer and credits.
 */
export type ConfirmPayment = Command<
  'ConfirmPayment',
  {
    readonly amountCents: number;
    readonly currency: string;
    readonly userId: string;
    readonly credits: number;
    readonly source: PaymentConfirmationSource;
  }
>;
export type RecordPaymentFailure = Command<
  'RecordPaymentFailure',
  { readonly code: string; readonly source: PaymentConfirmationSource }
>;
export type PaymentCommand = RecordPaymentIntent | ConfirmPayment | RecordPaymentFailure;

export type PaymentStatus = 'created' | 'failed' | 'succeeded';

export type PaymentState = {
  readonly intent: PaymentIntentFacts;
  readonly status: PaymentStatus;
  readonly failures: number;
} | null;

export const initialPayment = (): PaymentState => null;

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'PaymentIntentCreated': {
      const { at: _at, ...intent } = event.data;
      return { intent, status: 'created', failures: 0 };
    }
    case 'PaymentSucceeded':
      return state && { ...state, status: 'succeeded' };
    case 'PaymentFailed':
      return state && { ...state, status: 'failed', failures: state.failures + 1 };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

const sameIntent = (a: PaymentIntentFacts, b: PaymentIntentFacts) =>
  a.paymentIntentId === b.paymentIntentId &&
  a.userId === b.userId &&
  a.credits === b.credits &&
  a.amountCents === b.amountCents &&
  a.currency === b.currency &&
  a.provider === b.provider;

export function recordPaymentIntent(command: RecordPaymentIntent, state: PaymentState): PaymentEvent[] {
  // The provider answers a repeated request (same idempotency key) with the same intent.
  if (state) {
    if (sameIntent(state.intent, command.data)) return [];
    throw new DomainError('payments.mismatch');
  }
  return [{ type: 'PaymentIntentCreated', data: { ...command.data, at: command.metadata.at } }];
}

export function confirmPayment(command: ConfirmPayment, state: PaymentState): PaymentEvent[] {
  if (!state) throw new DomainError('payments.notFound');
  const { amountCents, currency, userId, credits, source } = command.data;
  const { intent } = state;
  if (
    amountCents !== intent.amountCents ||
    currency.toUpperCase() !== intent.currency ||
    userId !== intent.userId ||
    credits !== intent.credits
  )
    throw new DomainError('payments.mismatch');
  if (state.status === 'succeeded') return [];
  return [
    {
      type: 'PaymentSucceeded',
      data: { amountCents, currency: intent.currency, source, at: command.metadata.at },
    },
  ];
}

export function recordPaymentFailure(command: RecordPaymentFailure, state: PaymentState): PaymentEvent[] {
  if (!state) throw new DomainError('payments.notFound');
  // A failure reported after the success (a late or out-of-order webhook) changes nothing.
  if (state.status === 'succeeded') return [];
  return [
    {
      type: 'PaymentFailed',
      data: { code: command.data.code, source: command.data.source, at: command.metadata.at },
    },
  ];
}

export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  switch (command.type) {
    case 'RecordPaymentIntent':
      return recordPaymentIntent(command, state);
    case 'ConfirmPayment':
      return confirmPayment(command, state);
    case 'RecordPaymentFailure':
      return recordPaymentFailure(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: initialPayment,
  evolve: evolvePayment,
  decide: decidePayment,
};
