import {
  type Actor,
  type AdminCurrencyPriceUpdateSchema,
  type AllPosition,
  type ConfirmPayment,
  type CreatePaymentIntentRequest,
  type CreditEvent,
  type CurrencyPrice,
  type CurrencyPriceEvent,
  cardErrorKey,
  comparePositions,
  creditAccountDecider,
  creditAccountStream,
  currencyPriceDecider,
  currencyPriceStream,
  DomainError,
  decodeRecorded,
  deriveRootId,
  type EventStore,
  PAYMENT_CURRENCY,
  type PaymentConfirmationSource,
  type PaymentEvent,
  type PaymentIntentFacts,
  type PaymentIntentResponse,
  type PaymentStatusResponse,
  type PaymentSuccessRequest,
  type PaymentSuccessResponse,
  type PaymentsConfig,
  type PurchaseCredits,
  paymentDecider,
  paymentStream,
  quoteCredits,
  type RecordPaymentFailure,
  type RecordPaymentIntent,
  type SandboxConfirmRequest,
  type SeedCurrencyPrice,
  type SetCurrencyPrice,
  sandboxCardOutcome,
  systemActor,
} from '@rodada/events';
import { currencyPrices, type ReadModels } from '@rodada/projections';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { administrator, signedIn } from '../commands/authorise';
import { type CommandContext, commandOf, contextFor, systemContext } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';
import { InvalidWebhookError, type PaymentProvider, type ProviderIntent } from './provider';

/** A price edit as the back office sends it, once parsed (`id`/`updatedAt` are ignored). */
export type CurrencyPriceUpdate = Pick<
  z.output<typeof AdminCurrencyPriceUpdateSchema>,
  'code' | 'symbol' | 'name' | 'price' | 'enabled'
>;

/** The one command that credits a payment: its id (and so its event's id) depends only on the intent. */
export const fulfilmentCommandId = (paymentIntentId: string) =>
  deriveRootId('paymentFulfilment', paymentIntentId);

const later = (a: AllPosition | null, b: AllPosition | null) =>
  !a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b;

/**
 * The payments slice: prices per credit, card payment intents and their fulfilment. A payment
 * credits the buyer exactly once, for the amount the server computed, whichever confirmation
 * arrives first (Stripe's webhook, the buyer's return to /payment-success, the sandbox's card
 * form), also when they repeat or race: the payment stream records one success, and the purchase
 * on the credit account has a command id derived from the intent and is refused a second time.
 */
export class PaymentService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
    /** Null when card payments are off (production without Stripe keys). */
    private readonly provider: PaymentProvider | null,
    private log?: FastifyBaseLogger,
    /** Runs after a payment credited a buyer (the referral reward; its reactor catches up on a failure). */
    private readonly afterPurchase?: (userId: string) => Promise<void>,
  ) {}

  /** Where refused webhooks and provider failures are logged (the app's logger, once it exists). */
  useLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  config(): PaymentsConfig {
    return this.provider
      ? { mode: this.provider.mode, publishableKey: this.provider.publishableKey }
      : { mode: 'disabled', publishableKey: null };
  }

  /** Prices per credit, as projected. */
  async prices(): Promise<CurrencyPrice[]> {
    const rows = await currencyPrices(this.db);
    return rows
      .filter((r) => r.code === PAYMENT_CURRENCY)
      .map((r) => ({
        id: r.code,
        code: PAYMENT_CURRENCY,
        symbol: r.symbol,
        name: r.name,
        price: r.price_cents,
        priceCents: r.price_cents,
        enabled: r.enabled,
        updatedAt: new Date(r.updated_at).toISOString(),
      }));
  }

  /** The first start's default price, once per store (also when several processes start at once). */
  async seedDefaultPrice(now = new Date()): Promise<AllPosition | null> {
    const context = systemContext('priceSeed', now);
    const result = await handleCommand(
      this.store,
      currencyPriceStream(PAYMENT_CURRENCY),
      currencyPriceDecider,
      commandOf<SeedCurrencyPrice>('SeedCurrencyPrice', { code: PAYMENT_CURRENCY }, context),
    );
    return result.position;
  }

  /** The back office's price list (administrators only). */
  async adminPrices(actor: Actor): Promise<CurrencyPrice[]> {
    administrator(actor);
    return this.prices();
  }

  /**
   * An administrator edits a currency's price per credit, name, symbol and whether it is sold
   * (`PUT /api/admin/currency-prices/{id}`): only a currency that exists, and the body's code must
   * name the same one.
   */
  updatePrice(context: CommandContext, id: string, update: CurrencyPriceUpdate): Promise<CurrencyPrice> {
    return idempotent(this.store, context, async () => {
      administrator(context.actor);
      if (!(await this.priceOf(id))) throw new DomainError('payments.currencyNotFound');
      if (update.code !== id) throw new DomainError('payments.currencyCodeMismatch');
      const result = await handleCommand(
        this.store,
        currencyPriceStream(id),
        currencyPriceDecider,
        commandOf<SetCurrencyPrice>(
          'SetCurrencyPrice',
          {
            code: id,
            priceCents: update.price,
            enabled: update.enabled,
            name: update.name,
            symbol: update.symbol,
          },
          context,
        ),
      );
      await this.settle(result.position);
      const price = result.state;
      if (!price) throw new DomainError('payments.currencyNotFound');
      return {
        id: price.code,
        code: PAYMENT_CURRENCY,
        symbol: price.symbol,
        name: price.name,
        price: price.priceCents,
        priceCents: price.priceCents,
        enabled: price.enabled,
        updatedAt: price.updatedAt,
      };
    });
  }

  /** A currency's price as its stream says (null when it has none). */
  private async priceOf(code: string) {
    const recorded = await this.store.readStream(currencyPriceStream(code));
    return recorded.reduce(
      (s, r) => currencyPriceDecider.evolve(s, decodeRecorded(r) as CurrencyPriceEvent),
      currencyPriceDecider.initialState(),
    );
  }

  /**
   * The enabled BRL price per credit every amount is computed from (card and PIX), or null when
   * none is: read from the stream itself, never from a lagging read model.
   */
  async currentPriceCents(): Promise<number | null> {
    const price = await this.priceOf(PAYMENT_CURRENCY);
    return price?.enabled ? price.priceCents : null;
  }

  private async basePriceCents(): Promise<number> {
    const price = await this.currentPriceCents();
    if (price === null) throw new DomainError('payments.currencyNotConfigured');
    return price;
  }

  private requireProvider(): PaymentProvider {
    if (!this.provider) throw new DomainError('payments.unavailable');
    return this.provider;
  }

  /**
   * Starts a card payment for a number of credits: the amount comes from the price and tiers,
   * never from the client. The provider's idempotency key is the command id, so a retried request
   * (same `Idempotency-Key`) answers the same intent.
   */
  async createIntent(
    context: CommandContext,
    request: CreatePaymentIntentRequest,
  ): Promise<PaymentIntentResponse> {
    const userId = signedIn(context.actor);
    const provider = this.requireProvider();
    const quote = quoteCredits(request.credits, await this.basePriceCents());
    let created: Awaited<ReturnType<PaymentProvider['createIntent']>>;
    try {
      created = await provider.createIntent({
        amountCents: quote.totalCents,
        currency: PAYMENT_CURRENCY,
        userId,
        credits: quote.quantity,
        idempotencyKey: context.commandId,
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.log?.error({ err: error }, 'the payment provider could not create an intent');
      throw new DomainError('payments.intentFailed');
    }
    const facts: PaymentIntentFacts = {
      paymentIntentId: created.id,
      userId,
      credits: quote.quantity,
      amountCents: quote.totalCents,
      currency: PAYMENT_CURRENCY,
      provider: provider.mode,
    };
    const result = await handleCommand(
      this.store,
      paymentStream(created.id),
      paymentDecider,
      commandOf<RecordPaymentIntent>('RecordPaymentIntent', facts, context),
    );
    await this.settle(result.position);
    return {
      paymentIntentId: created.id,
      clientSecret: created.clientSecret,
      amount: quote.totalCents,
      currency: PAYMENT_CURRENCY,
      credits: quote.quantity,
      mode: provider.mode,
    };
  }

  private async payment(paymentIntentId: string) {
    const recorded = await this.store.readStream(paymentStream(paymentIntentId));
    return recorded.reduce(
      (s, r) => paymentDecider.evolve(s, decodeRecorded(r) as PaymentEvent),
      paymentDecider.initialState(),
    );
  }

  /**
   * How the caller's payment stands (the success page asks): confirmed only once its credits are
   * in the account. Anyone else's payment, or one that never was, is 'unknown' to them.
   */
  async paymentStatus(context: CommandContext, paymentIntentId: string): Promise<PaymentStatusResponse> {
    const userId = signedIn(context.actor);
    const state = await this.payment(paymentIntentId);
    if (!state || state.intent.userId !== userId) return { status: 'unknown', credits: null };
    const { credits } = state.intent;
    if (state.status === 'failed') return { status: 'failed', credits };
    if (state.status === 'created') return { status: 'pending', credits };
    const account = (await this.store.readStream(creditAccountStream(userId))).reduce(
      (s, r) => creditAccountDecider.evolve(s, decodeRecorded(r) as CreditEvent),
      creditAccountDecider.initialState(),
    );
    return { status: account.purchases[paymentIntentId] ? 'confirmed' : 'pending', credits };
  }

  /** The caller's own payment; anyone else's is unknown to them (404). */
  private async ownPayment(context: CommandContext, paymentIntentId: string): Promise<PaymentIntentFacts> {
    const userId = signedIn(context.actor);
    const state = await this.payment(paymentIntentId);
    if (!state || state.intent.userId !== userId) throw new DomainError('payments.notFound');
    return state.intent;
  }

  /**
   * The buyer is back from the card form (/payment-success): asks the provider how the intent
   * stands and credits it when it succeeded for what was asked.
   */
  async confirmFromClient(
    context: CommandContext,
    request: PaymentSuccessRequest,
  ): Promise<PaymentSuccessResponse> {
    // Not kept per Idempotency-Key: 'not confirmed yet' is a passing answer a retry must not get
    // again; crediting is exactly once by itself.
    const provider = this.requireProvider();
    const intent = await this.ownPayment(context, request.paymentIntentId);
    if (request.credits !== intent.credits) throw new DomainError('payments.mismatch');
    const seen = await provider.retrieveIntent(intent.paymentIntentId);
    if (!seen) throw new DomainError('payments.notFound');
    if (seen.status !== 'succeeded') throw new DomainError('payments.notSucceeded');
    return this.fulfil(intent, seen, 'client', context);
  }

  /** A webhook call from the provider: verified on its raw body, then recorded once. */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
    const provider = this.requireProvider();
    let notification: ReturnType<PaymentProvider['readWebhook']>;
    try {
      notification = provider.readWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidWebhookError) {
        this.log?.warn({ reason: error.message }, 'payment webhook refused');
        throw new DomainError('payments.webhookInvalid');
      }
      throw error;
    }
    if (!notification) return { received: true };
    const state = await this.payment(notification.intent.id);
    // Not an intent this Rodada created (another app on the same Stripe account): nothing to do.
    if (!state) return { received: true };
    const context = contextFor(
      systemActor('paymentWebhook'),
      deriveRootId('paymentWebhook', notification.eventId),
    );
    if (notification.kind === 'failed') {
      const result = await handleCommand(
        this.store,
        paymentStream(state.intent.paymentIntentId),
        paymentDecider,
        commandOf<RecordPaymentFailure>(
          'RecordPaymentFailure',
          { code: notification.code, source: 'webhook' },
          context,
        ),
      );
      await this.settle(result.position);
      return { received: true };
    }
    try {
      await this.fulfil(state.intent, notification.intent, 'webhook', context);
    } catch (error) {
      // A signed event that does not match what was asked is answered (Stripe would only resend
      // it) but credits nothing; an operator sees it in the log.
      if (!(error instanceof DomainError && error.code === 'payments.mismatch')) throw error;
      this.log?.error(
        { paymentIntentId: state.intent.paymentIntentId },
        'payment webhook does not match its intent',
      );
    }
    return { received: true };
  }

  /** The sandbox's card form: answers like Stripe's test cards and pays through the same path. */
  confirmSandbox(
    context: CommandContext,
    paymentIntentId: string,
    card: SandboxConfirmRequest,
  ): Promise<PaymentSuccessResponse> {
    return idempotent(this.store, context, () => this.payInSandbox(context, paymentIntentId, card));
  }

  private async payInSandbox(context: CommandContext, paymentIntentId: string, card: SandboxConfirmRequest) {
    if (this.provider?.mode !== 'sandbox') throw new DomainError('payments.sandboxUnavailable');
    const intent = await this.ownPayment(context, paymentIntentId);
    const seen = await this.provider.retrieveIntent(paymentIntentId);
    if (!seen) throw new DomainError('payments.notFound');
    // Paid already (a repeated click): the same answer, credited once.
    if (seen.status === 'succeeded') return this.fulfil(intent, seen, 'sandbox', context);
    const outcome = sandboxCardOutcome(card, new Date(context.at));
    if (!outcome.ok) {
      const code = outcome.declineCode === 'insufficient_funds' ? outcome.declineCode : outcome.code;
      const result = await handleCommand(
        this.store,
        paymentStream(paymentIntentId),
        paymentDecider,
        commandOf<RecordPaymentFailure>('RecordPaymentFailure', { code, source: 'sandbox' }, context),
      );
      await this.settle(result.position);
      throw new DomainError(
        cardErrorKey({ type: 'card_error', code: outcome.code, decline_code: outcome.declineCode }),
      );
    }
    return this.fulfil(intent, { ...seen, status: 'succeeded' }, 'sandbox', context);
  }

  /**
   * Records the success (once) and credits the buyer (once). Safe to run any number of times, in
   * any order, at once from several places: after a crash between the two writes, the next
   * confirmation finishes the purchase with the same event id.
   */
  private async fulfil(
    intent: PaymentIntentFacts,
    seen: ProviderIntent,
    source: PaymentConfirmationSource,
    context: CommandContext,
  ): Promise<PaymentSuccessResponse> {
    if (seen.userId !== intent.userId || seen.credits !== intent.credits)
      throw new DomainError('payments.mismatch');
    const confirmed = await handleCommand(
      this.store,
      paymentStream(intent.paymentIntentId),
      paymentDecider,
      commandOf<ConfirmPayment>(
        'ConfirmPayment',
        {
          amountCents: seen.amountCents,
          currency: seen.currency,
          userId: seen.userId,
          credits: seen.credits,
          source,
        },
        context,
      ),
    );
    const credited = await this.credit(intent, context);
    await this.settle(later(confirmed.position, credited.position));
    return {
      ok: true,
      paymentIntentId: intent.paymentIntentId,
      credits: intent.credits,
      balance: credited.state.balance,
    };
  }

  /**
   * Credits a paid intent's buyer, once: the command id (so the event id) comes from the intent,
   * whoever runs it and however often.
   */
  private async credit(intent: PaymentIntentFacts, context: CommandContext) {
    const purchase = { ...context, commandId: fulfilmentCommandId(intent.paymentIntentId) };
    const credited = await handleCommand(
      this.store,
      creditAccountStream(intent.userId),
      creditAccountDecider,
      commandOf<PurchaseCredits>(
        'PurchaseCredits',
        {
          amount: intent.credits,
          paymentId: intent.paymentIntentId,
          amountCents: intent.amountCents,
          currency: intent.currency,
        },
        purchase,
      ),
    );
    if (credited.newEvents.length > 0 && this.afterPurchase) {
      await this.afterPurchase(intent.userId).catch((error: unknown) =>
        this.log?.warn({ err: error }, 'after a card purchase: left to the referral reactor'),
      );
    }
    return credited;
  }

  /**
   * Finishes a fulfilment that died after recording the success and before the credit (the
   * fulfilment reactor's step); does nothing for a payment that has not succeeded or is credited.
   */
  async finishPaidPayment(paymentIntentId: string, now = new Date()): Promise<AllPosition | null> {
    const state = await this.payment(paymentIntentId);
    if (state?.status !== 'succeeded') return null;
    const credited = await this.credit(state.intent, systemContext('paymentFulfilment', now));
    return credited.position;
  }
}
