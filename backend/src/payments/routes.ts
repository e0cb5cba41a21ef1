import {
  AdminCurrencyPriceUpdateSchema,
  CreatePaymentIntentRequestSchema,
  CurrencyPriceIdParamsSchema,
  CurrencyPriceSchema,
  CurrencyPricesSchema,
  PaymentIntentParamsSchema,
  PaymentIntentResponseSchema,
  PaymentStatusResponseSchema,
  PaymentSuccessRequestSchema,
  PaymentSuccessResponseSchema,
  PaymentsConfigSchema,
  SandboxConfirmRequestSchema,
} from '@rodada/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, commandContext } from '../commands/context';
import { registerErrorStatuses } from '../http/errors';
import { rateLimiter } from '../http/rateLimit';
import type { SharedCounters } from '../limits';
import type { PaymentService } from './service';

registerErrorStatuses({
  'payments.cardDeclined': 402,
  'payments.expiredCard': 402,
  'payments.incorrectCvc': 402,
  'payments.insufficientFunds': 402,
  'payments.invalidExpiry': 402,
  'payments.invalidNumber': 402,
  'payments.cardError': 402,
  'payments.currencyNotConfigured': 409,
  'payments.notSucceeded': 409,
  'payments.mismatch': 409,
  'payments.intentFailed': 502,
  'payments.unavailable': 503,
  'payments.sandboxUnavailable': 404,
  'payments.currencyNotFound': 404,
});

const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Card payments one buyer (or, signed out, one address) may start or try per minute. */
export const PAYMENT_ATTEMPTS_PER_MINUTE = 20;

/** Prices and card payments: each route parses, calls the payments service and shapes the answer. */
export async function paymentRoutes(
  base: FastifyInstance,
  { payments, counters }: { readonly payments: PaymentService; readonly counters: SharedCounters },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  payments.useLogger(app.log);
  // Each route counts on its own: a buyer trying cards is not slowed by having started the payment.
  const perBuyer = (scope: string) =>
    rateLimiter(counters, {
      scope,
      max: PAYMENT_ATTEMPTS_PER_MINUTE,
      windowMs: 60_000,
      key: (request: FastifyRequest) => request.user?.id ?? request.ip,
    });

  app.get(
    '/currency-prices',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Price per credit (BRL)',
        response: { 200: CurrencyPricesSchema },
      },
    },
    async () => payments.prices(),
  );

  app.get(
    '/admin/currency-prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Prices per credit, for the back office',
        response: { 200: CurrencyPricesSchema },
      },
    },
    async (request) => payments.adminPrices(actorOf(request)),
  );

  app.put(
    '/admin/currency-prices/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Edit a currency's price per credit (centavos), name, symbol and whether it is sold",
        params: CurrencyPriceIdParamsSchema,
        body: AdminCurrencyPriceUpdateSchema,
        response: { 200: CurrencyPriceSchema },
      },
    },
    async (request) => payments.updatePrice(commandContext(request), request.params.id, request.body),
  );

  app.get(
    '/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'How cards are paid: Stripe (with its publishable key), the sandbox, or off',
        response: { 200: PaymentsConfigSchema },
      },
    },
    async () => payments.config(),
  );

  app.post(
    '/create-payment-intent',
    {
      config: { access: 'signedIn' },
      preHandler: [perBuyer('paymentIntent')],
      schema: {
        tags: ['payments'],
        summary: 'Start a card payment for a number of credits (the server computes the amount)',
        body: CreatePaymentIntentRequestSchema,
        response: { 200: PaymentIntentResponseSchema },
      },
    },
    async (request) => payments.createIntent(commandContext(request), request.body),
  );

  app.get(
    '/payments/:paymentIntentId/status',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['payments'],
        summary: "How the caller's card payment stands: confirmed (credited), pending, failed or unknown",
        params: PaymentIntentParamsSchema,
        response: { 200: PaymentStatusResponseSchema },
      },
    },
    async (request) => payments.paymentStatus(commandContext(request), request.params.paymentIntentId),
  );

  app.post(
    '/payment-success',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['payments'],
        summary: 'The buyer is back: credit the payment once the provider confirms it',
        body: PaymentSuccessRequestSchema,
        response: { 200: PaymentSuccessResponseSchema },
      },
    },
    async (request) => payments.confirmFromClient(commandContext(request), request.body),
  );

  app.post(
    '/sandbox-payments/:paymentIntentId/confirm',
    {
      config: { access: 'signedIn' },
      preHandler: [perBuyer('sandboxCard')],
      schema: {
        tags: ['payments'],
        summary: 'Pay a sandbox intent with a test card (modo de teste only)',
        params: PaymentIntentParamsSchema,
        body: SandboxConfirmRequestSchema,
        response: { 200: PaymentSuccessResponseSchema },
      },
    },
    async (request) =>
      payments.confirmSandbox(commandContext(request), request.params.paymentIntentId, request.body),
  );

  // Stripe signs the exact bytes it sends: this route alone reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/stripe/webhook',
      {
        // Signed by Stripe: the service checks the signature on the raw body.
        config: { access: 'public' },
        schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', hide: true },
      },
      async (request) => {
        const signature = request.headers[STRIPE_SIGNATURE_HEADER];
        return payments.receiveWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}
