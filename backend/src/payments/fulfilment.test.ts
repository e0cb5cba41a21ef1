import { randomUUID } from 'node:crypto';
import { creditAccountStream, decodeRecorded, deriveId, paymentStream } from '@rodada/events';
import { ProjectionRunner, paidUncreditedCardPayments } from '@rodada/projections';
import { tableRows, testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contextFor } from '../commands/context';
import { type ApiClient, apiClient } from '../testing/apiClient';
import { beforeEachAppend, InjectedFailure } from '../testing/faultyStore';
import { startTestServer, type TestServer } from '../testing/testServer';
import { FakeStripe, stripeEnv, WEBHOOK_SECRET } from './fakeStripe';
import { finishPaidPayments } from './fulfilmentReactor';
import { fulfilmentCommandId, PaymentService } from './service';
import { StripePaymentProvider } from './stripeProvider';

for (const target of testDatabaseTargets()) {
  describe(`card payments on Stripe, credited exactly once, on ${target.name}`, () => {
    const fake = new FakeStripe();
    let server: TestServer;
    beforeAll(async () => {
      await fake.start();
      server = await startTestServer(target, stripeEnv(fake));
    });
    afterAll(async () => {
      await server?.close();
      await fake.stop();
    });

    async function organiser() {
      const client = apiClient(server);
      const answer = await client.post('/api/register', {
        name: 'Organizadora',
        email: `${randomUUID().slice(0, 8)}@clube.com.br`,
        password: 'senha123',
        terms: true,
      });
      return { client, userId: answer.body.id as string };
    }
    async function intentFor(client: ApiClient, credits: number) {
      const answer = await client.post('/api/create-payment-intent', {
        credits,
        currency: 'BRL',
        paymentMethod: 'card',
      });
      expect(answer.status).toBe(200);
      return answer.body as { paymentIntentId: string; amount: number; credits: number };
    }
    const postWebhook = (delivery: { body: string; signature: string }) =>
      fetch(`${server.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': delivery.signature,
        },
        body: delivery.body,
      });
    const balanceOf = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;
    const eventsOf = async (streamId: string) =>
      (await server.system.store.readStream(streamId)).map((e) => decodeRecorded(e));
    const purchasesOf = async (userId: string) =>
      (await eventsOf(creditAccountStream(userId))).filter((e) => e.type === 'CreditsPurchased');

    it('tells the browser to use Stripe with its publishable key, and keeps the sandbox closed', async () => {
      expect((await apiClient(server).get('/api/payments/config')).body).toEqual({
        mode: 'stripe',
        publishableKey: 'pk_test_rodada',
      });
      const { client } = await organiser();
      const { paymentIntentId } = await intentFor(client, 1);
      const sandbox = await client.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      });
      expect([sandbox.status, sandbox.body.code]).toEqual([404, 'payments.sandboxUnavailable']);
    });

    it('lets the browser load Stripe.js, its frames and its API, and nothing else from outside', async () => {
      const policy = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(policy)?.[1]?.split(/\s+/);
      expect(directive('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(directive('frame-src')).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
      );
      expect(directive('connect-src')).toContain('https://api.stripe.com');
      expect(directive('default-src')).toEqual(["'self'"]);
    });

    it('asks Stripe for the server’s amount, with the buyer and credits as metadata and one key per request', async () => {
      const { client, userId } = await organiser();
      const key = randomUUID();
      const first = await client.post(
        '/api/create-payment-intent',
        { credits: 10 },
        { 'idempotency-key': key },
      );
      const again = await client.post(
        '/api/create-payment-intent',
        { credits: 10 },
        { 'idempotency-key': key },
      );
      expect(again.body).toEqual(first.body);
      expect(first.body).toMatchObject({ amount: 12000, currency: 'BRL', credits: 10, mode: 'stripe' });
      const asked = fake.requests.filter((r) => r.params['metadata.userId'] === userId);
      expect(asked).toHaveLength(2);
      expect(asked[0]!.params).toMatchObject({ amount: '12000', currency: 'brl', 'metadata.credits': '10' });
      expect(asked[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(asked[1]!.headers['idempotency-key']).toBe(asked[0]!.headers['idempotency-key']);
      expect(fake.intents.get(first.body.paymentIntentId)!.client_secret).toBe(first.body.clientSecret);
    });

    it('credits on /payment-success only once Stripe says the intent succeeded', async () => {
      const { client } = await organiser();
      const { paymentIntentId } = await intentFor(client, 10);
      const early = await client.post('/api/payment-success', { paymentIntentId, credits: 10 });
      expect([early.status, early.body.message]).toEqual([409, 'O pagamento ainda não foi confirmado.']);
      fake.succeed(paymentIntentId);
      const paid = await client.post('/api/payment-success', { paymentIntentId, credits: 10 });
      expect(paid.body).toEqual({ ok: true, paymentIntentId, credits: 10, balance: 10 });
      expect(await balanceOf(client)).toBe(10);
    });

    it('credits once under duplicated and concurrent webhooks and /payment-success calls', async () => {
      const { client, userId } = await organiser();
      const { paymentIntentId } = await intentFor(client, 20);
      const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(paymentIntentId));
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => postWebhook(delivery)),
        ...Array.from({ length: 2 }, () =>
          postWebhook(fake.webhook('payment_intent.succeeded', fake.intents.get(paymentIntentId)!)),
        ),
        ...Array.from({ length: 4 }, () =>
          client.post('/api/payment-success', { paymentIntentId, credits: 20 }),
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(await balanceOf(client)).toBe(20);
      const purchases = await purchasesOf(userId);
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject({
        data: { amount: 20, paymentId: paymentIntentId, amountCents: 20000, currency: 'BRL' },
      });
      const successes = (await eventsOf(paymentStream(paymentIntentId))).filter(
        (e) => e.type === 'PaymentSucceeded',
      );
      expect(successes).toHaveLength(1);
      const listed = (await client.get('/api/transactions')).body.filter(
        (t: { kind: string }) => t.kind === 'purchase',
      );
      expect(listed).toHaveLength(1);
    });

    it('takes webhooks out of order: a failure after the success changes nothing, a success after failures credits', async () => {
      const { client, userId } = await organiser();
      const { paymentIntentId } = await intentFor(client, 5);
      const declined = fake.webhook(
        'payment_intent.payment_failed',
        fake.fail(paymentIntentId, 'card_declined', 'insufficient_funds'),
      );
      const succeeded = fake.webhook('payment_intent.succeeded', fake.succeed(paymentIntentId));
      expect((await postWebhook(declined)).status).toBe(200);
      expect(await balanceOf(client)).toBe(0);
      expect((await postWebhook(succeeded)).status).toBe(200);
      expect((await postWebhook(declined)).status).toBe(200);
      expect(await balanceOf(client)).toBe(5);
      const types = (await eventsOf(paymentStream(paymentIntentId))).map((e) => e.type);
      expect(types).toEqual(['PaymentIntentCreated', 'PaymentFailed', 'PaymentSucceeded']);
      expect(await purchasesOf(userId)).toHaveLength(1);
    });

    it('refuses tampered, stale, forged and unsigned webhooks, and they change nothing', async () => {
      const { client, userId } = await organiser();
      const { paymentIntentId } = await intentFor(client, 10);
      const intent = fake.succeed(paymentIntentId);
      const good = fake.webhook('payment_intent.succeeded', intent);
      const before = (await eventsOf(paymentStream(paymentIntentId))).length;
      const refusals = [
        { body: good.body.replace('"amount":12000', '"amount":100'), signature: good.signature },
        fake.webhook('payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
        fake.webhook('payment_intent.succeeded', intent, { secret: `${WEBHOOK_SECRET}_forged` }),
        { body: good.body, signature: '' },
      ];
      for (const delivery of refusals) {
        const answer = await postWebhook(delivery);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({ code: 'payments.webhookInvalid' });
      }
      expect((await eventsOf(paymentStream(paymentIntentId))).length).toBe(before);
      expect(await purchasesOf(userId)).toHaveLength(0);
      expect(await balanceOf(client)).toBe(0);
    });

    it('credits nothing for a signed success whose amount or buyer is not what was asked', async () => {
      const { client, userId } = await organiser();
      const { paymentIntentId } = await intentFor(client, 10);
      const intent = fake.succeed(paymentIntentId);
      const cheaper = fake.webhook('payment_intent.succeeded', { ...intent, amount: 100 });
      const elsewhere = fake.webhook('payment_intent.succeeded', {
        ...intent,
        metadata: { ...intent.metadata, userId: randomUUID() },
      });
      for (const delivery of [cheaper, elsewhere]) expect((await postWebhook(delivery)).status).toBe(200);
      expect(await purchasesOf(userId)).toHaveLength(0);
      // Stripe's own record is what /payment-success reads: the real payment still credits.
      expect((await client.post('/api/payment-success', { paymentIntentId, credits: 10 })).body.balance).toBe(
        10,
      );
    });

    it('refuses /payment-success for someone else’s intent, even a paid one', async () => {
      const buyer = await organiser();
      const stranger = await organiser();
      const { paymentIntentId } = await intentFor(buyer.client, 10);
      fake.succeed(paymentIntentId);
      const claim = await stranger.client.post('/api/payment-success', { paymentIntentId, credits: 10 });
      expect([claim.status, claim.body.code]).toEqual([404, 'payments.notFound']);
      expect(await balanceOf(stranger.client)).toBe(0);
      expect(await purchasesOf(stranger.userId)).toHaveLength(0);
    });

    it('finishes a fulfilment that died between the payment and the credit, with the same event id', async () => {
      const { client, userId } = await organiser();
      const { paymentIntentId } = await intentFor(client, 10);
      const intent = fake.succeed(paymentIntentId);
      const dying = new PaymentService(
        beforeEachAppend(server.system.store, (streamId) => {
          if (streamId === creditAccountStream(userId)) throw new InjectedFailure(streamId);
        }),
        server.system.database.db,
        server.system.settle,
        new StripePaymentProvider({ ...stripeSettings(fake), webhookSecret: WEBHOOK_SECRET }),
      );
      await expect(
        dying.confirmFromClient(contextFor({ kind: 'user', id: userId }), { paymentIntentId, credits: 10 }),
      ).rejects.toBeInstanceOf(InjectedFailure);
      expect((await eventsOf(paymentStream(paymentIntentId))).map((e) => e.type)).toContain(
        'PaymentSucceeded',
      );
      expect(await purchasesOf(userId)).toHaveLength(0);

      expect((await postWebhook(fake.webhook('payment_intent.succeeded', intent))).status).toBe(200);
      const [purchase] = await purchasesOf(userId);
      expect(purchase?.id).toBe(
        deriveId(fulfilmentCommandId(paymentIntentId), creditAccountStream(userId), 0),
      );
      expect(await balanceOf(client)).toBe(10);
    });

    it('lets the fulfilment reactor credit a paid payment that nobody confirms again, once', async () => {
      const { client, userId } = await organiser();
      const { paymentIntentId } = await intentFor(client, 9);
      fake.succeed(paymentIntentId);
      const dying = new PaymentService(
        beforeEachAppend(server.system.store, (streamId) => {
          if (streamId === creditAccountStream(userId)) throw new InjectedFailure(streamId);
        }),
        server.system.database.db,
        server.system.settle,
        new StripePaymentProvider(stripeSettings(fake)),
      );
      await expect(
        dying.confirmFromClient(contextFor({ kind: 'user', id: userId }), { paymentIntentId, credits: 9 }),
      ).rejects.toBeInstanceOf(InjectedFailure);
      const { db } = server.system.database;
      const later = () => new Date(Date.now() + 60_000);
      await vi.waitFor(async () => {
        expect((await paidUncreditedCardPayments(db, later())).map((p) => p.id)).toContain(paymentIntentId);
      });
      // Within the grace period a fulfilment may still be under way: left alone.
      expect(
        (await paidUncreditedCardPayments(db, new Date(Date.now() - 30_000))).map((p) => p.id),
      ).not.toContain(paymentIntentId);
      const { payments } = server.system.services;
      await Promise.all([
        finishPaidPayments(payments, db, later()),
        finishPaidPayments(payments, db, later()),
      ]);
      expect(await purchasesOf(userId)).toHaveLength(1);
      await vi.waitFor(async () => expect(await balanceOf(client)).toBe(9));
      await vi.waitFor(async () => {
        expect((await paidUncreditedCardPayments(db, later())).map((p) => p.id)).not.toContain(
          paymentIntentId,
        );
      });
    });

    // Last: it stops the server's projections.
    it('rebuilds prices and card payments into the rows it built live', async () => {
      const { database, store, runner } = server.system;
      const snapshot = () => tableRows(database, ['currency_prices', 'card_payments']);
      await vi.waitFor(async () => expect((await snapshot()).card_payments.length).toBeGreaterThan(5));
      const live = await snapshot();
      expect(live.card_payments.some((r) => r.includes('"credited":true'))).toBe(true);
      await runner.stop();
      await new ProjectionRunner(database, store, runner.projectors).rebuild('payments', 3);
      expect(await snapshot()).toEqual(live);
    });
  });
}

function stripeSettings(fake: FakeStripe) {
  return {
    secretKey: 'sk_test_rodada',
    publishableKey: 'pk_test_rodada',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: new URL(fake.url),
  };
}
