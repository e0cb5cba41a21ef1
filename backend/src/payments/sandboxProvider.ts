import { createHash } from 'node:crypto';
import {
  decodeRecorded,
  deriveRootId,
  type EventStore,
  type PaymentEvent,
  paymentDecider,
  paymentStream,
} from '@rodada/events';
import {
  type CreatedIntent,
  type IntentRequest,
  InvalidWebhookError,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderIntent,
} from './provider';

/** Sandbox intent ids look like Stripe's, and say what they are. */
export const SANDBOX_INTENT_PREFIX = 'pi_sandbox_';

/**
 * The embedded card provider for the embedded default ("modo de teste"): intents like Stripe's,
 * paid through `POST /api/sandbox-payments/{id}/confirm` with Stripe's test cards. It keeps no
 * state of its own: what it was asked and how each card went are the payment stream's events, so
 * it survives restarts and works across processes like the rest of Rodada.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly mode = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(private readonly store: EventStore) {}

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    const id = `${SANDBOX_INTENT_PREFIX}${deriveRootId('sandboxIntent', request.idempotencyKey).replaceAll('-', '')}`;
    const secret = createHash('sha256').update(`sandbox:${id}`).digest('hex').slice(0, 24);
    return { id, clientSecret: `${id}_secret_${secret}` };
  }

  async retrieveIntent(paymentIntentId: string): Promise<ProviderIntent | null> {
    if (!paymentIntentId.startsWith(SANDBOX_INTENT_PREFIX)) return null;
    const recorded = await this.store.readStream(paymentStream(paymentIntentId));
    const state = recorded.reduce(
      (s, r) => paymentDecider.evolve(s, decodeRecorded(r) as PaymentEvent),
      paymentDecider.initialState(),
    );
    if (!state) return null;
    return {
      id: paymentIntentId,
      status: state.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
      amountCents: state.intent.amountCents,
      currency: state.intent.currency,
      userId: state.intent.userId,
      credits: state.intent.credits,
    };
  }

  readWebhook(): PaymentNotification | null {
    throw new InvalidWebhookError('the sandbox sends no webhooks');
  }
}
