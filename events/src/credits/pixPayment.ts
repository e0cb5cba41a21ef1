import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { DomainError } from '../errors';
import { type Command, type Decider, deriveId } from '../messages';
import { storableText } from '../text';
import { renameUnversioned, type StreamKind } from '../versioning';

/**
 * A manual PIX purchase (decisions.md: "A manual PIX purchase is recorded as a pending transaction;
 * an administrator confirms it or rejects it"). One stream per request: requested by the buyer,
 * then confirmed (the credits are added once, by `PurchaseCredits` on the buyer's credit account)
 * or rejected, never both.
 */
export const PIX_PAYMENT_STREAM_PREFIX = 'pixPayment-';
export const pixPaymentStream = (paymentId: string) => `${PIX_PAYMENT_STREAM_PREFIX}${paymentId}`;

/** The id of the PIX request a command creates: derived from the command, so a repeat is one request. */
export const newPixPaymentId = (commandId: string) => deriveId(commandId, 'pixPayment');

/**
 * The `paymentId` a confirmed PIX request's `CreditsPurchased` carries: the transactions list
 * turns the request's pending row into the completed purchase by it.
 */
export const PIX_PURCHASE_PREFIX = 'pix:';
export const pixPurchaseId = (paymentId: string) => `${PIX_PURCHASE_PREFIX}${paymentId}`;
export const pixPaymentIdOfPurchase = (purchaseId: string): string | null =>
  purchaseId.startsWith(PIX_PURCHASE_PREFIX) ? purchaseId.slice(PIX_PURCHASE_PREFIX.length) : null;

/** The PIX `txid` (1-25 letters and digits) of a request: who pays quotes it, the admin finds it. */
export const pixTxid = (paymentId: string) => `RD${paymentId.replace(/-/g, '').slice(0, 23).toUpperCase()}`;

const at = z.iso.datetime();

export const pixPaymentEventSchemas = {
  PixPaymentRequested: {
    version: 1,
    schema: z.object({
      paymentId: z.guid(),
      userId: z.guid(),
      credits: z.number().int().positive(),
      /** Computed by the server from the price and tiers at the time of the request. */
      amountCents: z.number().int().positive(),
      currency: z.string(),
      txid: z.string(),
      /** The "copia e cola" the buyer was shown: what they were asked to pay. */
      brCode: storableText(),
      at,
    }),
  },
  PixPaymentConfirmed: { version: 1, schema: z.object({ by: z.string(), at }) },
  PixPaymentRejected: { version: 1, schema: z.object({ by: z.string(), at }) },
} as const;

export type PixPaymentEvent = EventsOf<typeof pixPaymentEventSchemas>;

export const pixPaymentStreams: StreamKind<PixPaymentEvent> = {
  name: 'pixPayment',
  prefix: PIX_PAYMENT_STREAM_PREFIX,
  events: pixPaymentEventSchemas,
  upcast: renameUnversioned,
};

export type RequestPixPayment = Command<
  'RequestPixPayment',
  {
    readonly paymentId: string;
    readonly userId: string;
    readonly credits: number;
    readonly amountCents: number;
    readonly currency: string;
    readonly brCode: string;
  }
>;
export type ConfirmPixPayment = Command<'ConfirmPixPayment', Record<string, never>>;
export type RejectPixPayment = Command<'RejectPixPayment', Record<string, never>>;
export type PixPaymentCommand = RequestPixPayment | ConfirmPixPayment | RejectPixPayment;

export const PIX_PAYMENT_STATUSES = ['none', 'pending', 'confirmed', 'rejected'] as const;
export type PixPaymentStatus = (typeof PIX_PAYMENT_STATUSES)[number];

export interface PixPaymentState {
  readonly status: PixPaymentStatus;
  readonly paymentId: string | null;
  readonly userId: string | null;
  readonly credits: number;
  readonly amountCents: number;
  readonly currency: string;
}

export const initialPixPayment = (): PixPaymentState => ({
  status: 'none',
  paymentId: null,
  userId: null,
  credits: 0,
  amountCents: 0,
  currency: 'BRL',
});

export function evolvePixPayment(state: PixPaymentState, event: PixPaymentEvent): PixPaymentState {
  switch (event.type) {
    case 'PixPaymentRequested':
      return {
        status: 'pending',
        paymentId: event.data.paymentId,
        userId: event.data.userId,
        credits: event.data.credits,
        amountCents: event.data.amountCents,
        currency: event.data.currency,
      };
    case 'PixPaymentConfirmed':
      return { ...state, status: 'confirmed' };
    case 'PixPaymentRejected':
      return { ...state, status: 'rejected' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

const by = (command: Command) => command.metadata.actor.id ?? command.metadata.actor.kind;

export function requestPixPayment(command: RequestPixPayment, state: PixPaymentState): PixPaymentEvent[] {
  if (state.status !== 'none') return []; // the same request again: it exists already
  const { paymentId, userId, credits, amountCents, currency, brCode } = command.data;
  if (!Number.isInteger(credits) || credits < 1 || credits > 999)
    throw new DomainError('credits.invalidAmount', { min: 1, max: 999 });
  if (!Number.isInteger(amountCents) || amountCents < 1) throw new DomainError('payments.invalidPrice');
  return [
    {
      type: 'PixPaymentRequested',
      data: {
        paymentId,
        userId,
        credits,
        amountCents,
        currency,
        txid: pixTxid(paymentId),
        brCode,
        at: command.metadata.at,
      },
    },
  ];
}

export function confirmPixPayment(command: ConfirmPixPayment, state: PixPaymentState): PixPaymentEvent[] {
  if (state.status === 'none') throw new DomainError('pix.notFound');
  if (state.status === 'rejected') throw new DomainError('pix.alreadyRejected');
  if (state.status === 'confirmed') return [];
  return [{ type: 'PixPaymentConfirmed', data: { by: by(command), at: command.metadata.at } }];
}

export function rejectPixPayment(command: RejectPixPayment, state: PixPaymentState): PixPaymentEvent[] {
  if (state.status === 'none') throw new DomainError('pix.notFound');
  if (state.status === 'confirmed') throw new DomainError('pix.alreadyConfirmed');
  if (state.status === 'rejected') return [];
  return [{ type: 'PixPaymentRejected', data: { by: by(command), at: command.metadata.at } }];
}

export function decidePixPayment(command: PixPaymentCommand, state: PixPaymentState): PixPaymentEvent[] {
  switch (command.type) {
    case 'RequestPixPayment':
      return requestPixPayment(command, state);
    case 'ConfirmPixPayment':
      return confirmPixPayment(command, state);
    case 'RejectPixPayment':
      return rejectPixPayment(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const pixPaymentDecider: Decider<PixPaymentState, PixPaymentCommand, PixPaymentEvent> = {
  initialState: initialPixPayment,
  evolve: evolvePixPayment,
  decide: decidePixPayment,
};
