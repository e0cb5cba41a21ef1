import { z } from 'zod';
import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import { storableText } from '../text';
import { renameUnversioned, type StreamKind, type VersionedEvent } from '../versioning';
import type { EventsOf } from './userEvents';

export const CREDITS_STREAM_PREFIX = 'credits-';
export const creditAccountStream = (userId: string) => `${CREDITS_STREAM_PREFIX}${userId}`;

export const GRANT_REASONS = ['bonus', 'correction', 'promotional', 'other'] as const;
export type GrantReason = (typeof GRANT_REASONS)[number];

/** Credits one movement may grant. */
export const MAX_CREDITS_PER_MOVEMENT = 999;

const credits = z.number().int().positive();
const at = z.iso.datetime();

/** Every credit movement; `amount` is always a positive number of credits. */
export const creditEventSchemas = {
  /**
   * `reason` is the category; `note` the administrator's own words (version 2; null for a grant
   * given with a category only, and for every v1 grant).
   */
  CreditsGranted: {
    version: 2,
    schema: z.object({
      amount: credits,
      reason: z.enum(GRANT_REASONS),
      note: storableText().nullable(),
      grantedBy: z.string(),
      at,
    }),
  },
  CreditsPurchased: {
    version: 1,
    schema: z.object({
      amount: credits,
      paymentId: z.string(),
      amountCents: z.number().int().nonnegative(),
      currency: z.string(),
      at,
    }),
  },
  ReferralRewarded: {
    version: 1,
    schema: z.object({ amount: credits, referredUserId: z.guid(), at }),
  },
  CreditsSpent: {
    version: 1,
    schema: z.object({ amount: credits, tournamentId: z.guid(), tournamentName: storableText(), at }),
  },
  CreditsRefunded: {
    version: 1,
    schema: z.object({ amount: credits, tournamentId: z.guid(), at }),
  },
} as const;

export type CreditEvent = EventsOf<typeof creditEventSchemas>;

/** `CreditsGranted` v1 had no note: it reads as a grant with its category only. */
const upcastCreditEvent = (stored: VersionedEvent): VersionedEvent =>
  stored.name === 'CreditsGranted' && stored.version === 1
    ? { ...stored, version: 2, data: { ...(stored.data as object), note: null } }
    : renameUnversioned(stored);

export const creditStreams: StreamKind<CreditEvent> = {
  name: 'credits',
  prefix: CREDITS_STREAM_PREFIX,
  events: creditEventSchemas,
  upcast: upcastCreditEvent,
};

export type GrantCredits = Command<
  'GrantCredits',
  { readonly amount: number; readonly reason: GrantReason; readonly note?: string | null }
>;
export type SpendCredits = Command<
  'SpendCredits',
  { readonly amount: number; readonly tournamentId: string; readonly tournamentName: string }
>;
export type RefundCredits = Command<'RefundCredits', { readonly tournamentId: string }>;
/**
 * Credits a confirmed payment bought (a card payment, a confirmed PIX request). `paymentId` names
 * the payment: one payment credits the account once, however often its confirmation arrives.
 */
export type PurchaseCredits = Command<
  'PurchaseCredits',
  {
    readonly amount: number;
    readonly paymentId: string;
    readonly amountCents: number;
    readonly currency: string;
  }
>;
export type CreditCommand = GrantCredits | SpendCredits | RefundCredits | PurchaseCredits;

export interface CreditAccountState {
  readonly balance: number;
  readonly everHadCredits: boolean;
  /** Credits spent per tournament and not refunded: a retry never charges twice. */
  readonly charges: Readonly<Record<string, number>>;
  /** Tournaments whose charge was refunded: they can never be charged again. */
  readonly refunded: Readonly<Record<string, true>>;
  /** Payments already credited: a payment credits the account once. */
  readonly purchases: Readonly<Record<string, true>>;
}

export const initialCreditAccount = (): CreditAccountState => ({
  balance: 0,
  everHadCredits: false,
  charges: {},
  refunded: {},
  purchases: {},
});

/** The signed change an event makes to the balance. */
export function creditDelta(event: CreditEvent): number {
  switch (event.type) {
    case 'CreditsGranted':
    case 'CreditsPurchased':
    case 'ReferralRewarded':
    case 'CreditsRefunded':
      return event.data.amount;
    case 'CreditsSpent':
      return -event.data.amount;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function evolveCreditAccount(state: CreditAccountState, event: CreditEvent): CreditAccountState {
  const balance = state.balance + creditDelta(event);
  const everHadCredits = state.everHadCredits || balance > 0;
  if (event.type === 'CreditsSpent') {
    return {
      ...state,
      balance,
      everHadCredits,
      charges: { ...state.charges, [event.data.tournamentId]: event.data.amount },
    };
  }
  if (event.type === 'CreditsPurchased') {
    return {
      ...state,
      balance,
      everHadCredits,
      purchases: { ...state.purchases, [event.data.paymentId]: true },
    };
  }
  if (event.type === 'CreditsRefunded') {
    const { [event.data.tournamentId]: _refunded, ...charges } = state.charges;
    return {
      ...state,
      balance,
      everHadCredits,
      charges,
      refunded: { ...state.refunded, [event.data.tournamentId]: true },
    };
  }
  return { ...state, balance, everHadCredits };
}

export function grantCredits(command: GrantCredits, _state: CreditAccountState): CreditEvent[] {
  const { amount, reason, note = null } = command.data;
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_CREDITS_PER_MOVEMENT) {
    throw new DomainError('credits.invalidAmount', { min: 1, max: MAX_CREDITS_PER_MOVEMENT });
  }
  const grantedBy = command.metadata.actor.id ?? command.metadata.actor.kind;
  return [{ type: 'CreditsGranted', data: { amount, reason, note, grantedBy, at: command.metadata.at } }];
}

export function spendCredits(command: SpendCredits, state: CreditAccountState): CreditEvent[] {
  const { amount, tournamentId, tournamentName } = command.data;
  if (state.charges[tournamentId] !== undefined) return [];
  if (state.refunded[tournamentId]) throw new DomainError('tournament.creationAbandoned');
  if (state.balance < amount) {
    throw new DomainError('credits.insufficient', {
      required: amount,
      available: state.balance,
      count: amount,
    });
  }
  return [{ type: 'CreditsSpent', data: { amount, tournamentId, tournamentName, at: command.metadata.at } }];
}

export function refundCredits(command: RefundCredits, state: CreditAccountState): CreditEvent[] {
  const { tournamentId } = command.data;
  const charged = state.charges[tournamentId];
  if (charged === undefined) return [];
  return [{ type: 'CreditsRefunded', data: { amount: charged, tournamentId, at: command.metadata.at } }];
}

export function purchaseCredits(command: PurchaseCredits, state: CreditAccountState): CreditEvent[] {
  const { amount, paymentId, amountCents, currency } = command.data;
  if (state.purchases[paymentId]) return [];
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_CREDITS_PER_MOVEMENT) {
    throw new DomainError('credits.invalidAmount', { min: 1, max: MAX_CREDITS_PER_MOVEMENT });
  }
  return [
    { type: 'CreditsPurchased', data: { amount, paymentId, amountCents, currency, at: command.metadata.at } },
  ];
}

export function decideCreditAccount(command: CreditCommand, state: CreditAccountState): CreditEvent[] {
  switch (command.type) {
    case 'GrantCredits':
      return grantCredits(command, state);
    case 'SpendCredits':
      return spendCredits(command, state);
    case 'RefundCredits':
      return refundCredits(command, state);
    case 'PurchaseCredits':
      return purchaseCredits(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const creditAccountDecider: Decider<CreditAccountState, CreditCommand, CreditEvent> = {
  initialState: initialCreditAccount,
  evolve: evolveCreditAccount,
  decide: decideCreditAccount,
};
