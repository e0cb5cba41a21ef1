import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeStripe, WEBHOOK_SECRET } from './fakeStripe';
import { InvalidWebhookError } from './provider';
import { StripePaymentProvider } from './stripeProvider';

const userId = '00000000-0000-4000-8000-0000000000a1';

describe('the Stripe adapter, against a local server standing in for Stripe', () => {
  const fake = new FakeStripe();
  let stripe: StripePaymentProvider;
  beforeAll(async () => {
    await fake.start();
    stripe = new StripePaymentProvider({
      secretKey: 'sk_test_rodada',
      publishableKey: 'pk_test_rodada',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: new URL(fake.url),
    });
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('creates a card PaymentIntent for the amount given, with the buyer and credits as metadata and an idempotency key', async () => {
    const created = await stripe.createIntent({
      amountCents: 12000,
      currency: 'BRL',
      userId,
      credits: 10,
      idempotencyKey: 'b9b0e7f2-0d55-4d33-9b1e-1c0f0e6f7a10',
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request!.headers.authorization).toBe('Bearer sk_test_rodada');
    expect(request!.headers['idempotency-key']).toBe('b9b0e7f2-0d55-4d33-9b1e-1c0f0e6f7a10');
    expect(request!.params).toMatchObject({
      amount: '12000',
      currency: 'brl',
      'metadata.userId': userId,
      'metadata.credits': '10',
      'allowed_payment_method_types.0': 'card',
    });
  });

  it('answers the same intent for the same idempotency key', async () => {
    const request = { amountCents: 2000, currency: 'BRL', userId, credits: 1, idempotencyKey: 'same-key-1' };
    const first = await stripe.createIntent(request);
    const again = await stripe.createIntent(request);
    expect(again).toEqual(first);
    expect(fake.intents.size).toBeGreaterThan(0);
    await expect(stripe.createIntent({ ...request, credits: 2, amountCents: 4000 })).rejects.toMatchObject({
      code: 'request.idempotencyKeyReused',
    });
  });

  it('retrieves an intent as Stripe sees it, and knows none it never made', async () => {
    const { id } = await stripe.createIntent({
      amountCents: 20000,
      currency: 'BRL',
      userId,
      credits: 20,
      idempotencyKey: 'retrieve-1',
    });
    expect(await stripe.retrieveIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountCents: 20000,
      currency: 'BRL',
      userId,
      credits: 20,
    });
    fake.succeed(id);
    expect((await stripe.retrieveIntent(id))?.status).toBe('succeeded');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id}` });
    expect(await stripe.retrieveIntent('pi_nobody_made_this')).toBeNull();
  });

  describe('webhooks', () => {
    async function paidIntent() {
      const { id } = await stripe.createIntent({
        amountCents: 12000,
        currency: 'BRL',
        userId,
        credits: 10,
        idempotencyKey: `webhook-${Math.random()}`,
      });
      return fake.succeed(id);
    }

    it('reads a signed payment_intent.succeeded and payment_intent.payment_failed', async () => {
      const intent = await paidIntent();
      const ok = fake.webhook('payment_intent.succeeded', intent, { eventId: 'evt_ok' });
      expect(stripe.readWebhook(Buffer.from(ok.body), ok.signature)).toEqual({
        kind: 'succeeded',
        eventId: 'evt_ok',
        intent: {
          id: intent.id,
          status: 'succeeded',
          amountCents: 12000,
          currency: 'BRL',
          userId,
          credits: 10,
        },
      });
      const failed = fake.webhook(
        'payment_intent.payment_failed',
        fake.fail(intent.id, 'card_declined', 'insufficient_funds'),
      );
      expect(stripe.readWebhook(Buffer.from(failed.body), failed.signature)).toMatchObject({
        kind: 'failed',
        code: 'insufficient_funds',
      });
    });

    it('refuses a tampered body, a stale signature, another secret and no signature', async () => {
      const intent = await paidIntent();
      const { body, signature } = fake.webhook('payment_intent.succeeded', intent);
      const tampered = body.replace('"amount":12000', '"amount":1');
      expect(() => stripe.readWebhook(Buffer.from(tampered), signature)).toThrow(InvalidWebhookError);
      const stale = fake.webhook('payment_intent.succeeded', intent, {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      expect(() => stripe.readWebhook(Buffer.from(stale.body), stale.signature)).toThrow(InvalidWebhookError);
      const forged = fake.webhook('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' });
      expect(() => stripe.readWebhook(Buffer.from(forged.body), forged.signature)).toThrow(
        InvalidWebhookError,
      );
      expect(() => stripe.readWebhook(Buffer.from(body), undefined)).toThrow(InvalidWebhookError);
    });

    it('ignores events that are not about a payment’s outcome', async () => {
      const intent = await paidIntent();
      const { body } = fake.webhook('payment_intent.succeeded', intent);
      const other = body.replace('"type":"payment_intent.succeeded"', '"type":"payment_intent.created"');
      const signature = (await import('stripe')).default.webhooks.generateTestHeaderString({
        payload: other,
        secret: WEBHOOK_SECRET,
      });
      expect(stripe.readWebhook(Buffer.from(other), signature)).toBeNull();
    });
  });
});
