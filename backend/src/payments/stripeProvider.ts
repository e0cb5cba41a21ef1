import { DomainError } from '@rodada/events';
import Stripe from 'stripe';
import {
  type CreatedIntent,
  type IntentRequest,
  InvalidWebhookError,
  intentMetadata,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderIntentStatus,
} from './provider';

export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string | null;
  /** Another API address (stripe-mock, a test server); null for Stripe itself. */
  readonly apiUrl: URL | null;
  /** How old a signed webhook may be, in seconds (Stripe's default: 300). */
  readonly webhookToleranceSeconds?: number;
}

/** The SDK's options for another API address: its `host`, `port` and `protocol`. */
function addressOptions(apiUrl: URL | null) {
  if (!apiUrl) return {};
  const protocol = apiUrl.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: apiUrl.hostname,
    port: apiUrl.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function statusOf(status: string): ProviderIntentStatus {
  if (status === 'succeeded' || status === 'processing' || status === 'requires_payment_method')
    return status;
  return 'other';
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: statusOf(intent.status),
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    ...intentMetadata(intent.metadata),
  };
}

/** Card payments on Stripe: PaymentIntents for server-computed amounts, webhooks signed by Stripe. */
export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      ...addressOptions(settings.apiUrl),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          metadata: { userId: request.userId, credits: String(request.credits) },
          description: `Rodada: ${request.credits} crédito(s)`,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe gave no client secret for ${intent.id}`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      // The same key with another request: Stripe refuses it, as our own idempotency does.
      if (error instanceof Stripe.errors.StripeIdempotencyError)
        throw new DomainError('request.idempotencyKeyReused');
      throw error;
    }
  }

  async retrieveIntent(paymentIntentId: string): Promise<ProviderIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(paymentIntentId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentNotification | null {
    if (!this.settings.webhookSecret) throw new InvalidWebhookError('STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new InvalidWebhookError('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        this.settings.webhookToleranceSeconds,
      );
    } catch (error) {
      throw new InvalidWebhookError(error instanceof Error ? error.message : String(error));
    }
    if (event.type === 'payment_intent.succeeded')
      return { kind: 'succeeded', eventId: event.id, intent: toIntent(event.data.object) };
    if (event.type === 'payment_intent.payment_failed') {
      const failure = event.data.object.last_payment_error;
      return {
        kind: 'failed',
        eventId: event.id,
        intent: toIntent(event.data.object),
        code: failure?.decline_code ?? failure?.code ?? 'card_declined',
      };
    }
    return null;
  }
}
