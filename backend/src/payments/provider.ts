import type { PaymentMode } from '@rodada/events';

/**
 * The port to whoever takes card payments: Stripe, or the embedded sandbox that answers like
 * Stripe's test cards. Both pass the same contract tests (`providerContract.ts`).
 */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** What the browser needs to show the card form (Stripe's publishable key; null in the sandbox). */
  readonly publishableKey: string | null;
  /**
   * Creates an intent for an amount the server computed. The same `idempotencyKey` (derived from
   * the command id) answers the same intent, so a retried request never makes a second one.
   */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** The provider's current view of an intent; null when it knows none by that id. */
  retrieveIntent(paymentIntentId: string): Promise<ProviderIntent | null>;
  /**
   * Reads a webhook call: its signature checked against the raw body (a tampered, stale or
   * unsigned body throws `InvalidWebhookError`); null for an event that is not about a payment.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentNotification | null;
}

export interface IntentRequest {
  readonly amountCents: number;
  /** ISO 4217, upper case (`BRL`). */
  readonly currency: string;
  readonly userId: string;
  readonly credits: number;
  readonly idempotencyKey: string;
}

export interface CreatedIntent {
  readonly id: string;
  readonly clientSecret: string;
}

export type ProviderIntentStatus = 'succeeded' | 'processing' | 'requires_payment_method' | 'other';

export interface ProviderIntent {
  readonly id: string;
  readonly status: ProviderIntentStatus;
  readonly amountCents: number;
  /** ISO 4217, upper case. */
  readonly currency: string;
  /** From the intent's metadata: null when it carries none (not one of ours). */
  readonly userId: string | null;
  readonly credits: number | null;
}

export type PaymentNotification =
  | { readonly kind: 'succeeded'; readonly eventId: string; readonly intent: ProviderIntent }
  | {
      readonly kind: 'failed';
      /** The provider's event id: a redelivered event makes the same commands. */
      readonly eventId: string;
      readonly intent: ProviderIntent;
      /** The provider's card error code (`card_declined`, …), when it gave one. */
      readonly code: string;
    };

/** A webhook call whose signature does not hold: refused, and nothing changes. */
export class InvalidWebhookError extends Error {
  constructor(reason: string) {
    super(`invalid payment webhook: ${reason}`);
    this.name = 'InvalidWebhookError';
  }
}

/** Reads the metadata Rodada puts on every intent (`userId`, `credits`). */
export function intentMetadata(metadata: Record<string, string> | null | undefined): {
  userId: string | null;
  credits: number | null;
} {
  const credits = Number(metadata?.credits);
  return {
    userId: metadata?.userId ?? null,
    credits: Number.isInteger(credits) && credits > 0 ? credits : null,
  };
}
