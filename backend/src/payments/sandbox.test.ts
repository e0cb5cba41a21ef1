import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('card payments in the sandbox (the embedded default)', () => {
  let server: TestServer;
  let admin: ApiClient;
  serverForSuite(null, (started) => ({ server, admin } = started));

  async function organiser(language = 'pt-BR') {
    const client = apiClient(server, language);
    const answer = await client.post('/api/register', {
      name: 'Organizadora',
      email: `${randomUUID().slice(0, 8)}@clube.com.br`,
      password: 'senha123',
      terms: true,
    });
    expect(answer.status).toBe(201);
    return client;
  }
  const balanceOf = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;

  it('says it runs in test mode, with no publishable key', async () => {
    expect((await apiClient(server).get('/api/payments/config')).body).toEqual({
      mode: 'sandbox',
      publishableKey: null,
    });
  });

  it('allows no Stripe host in its content security policy', async () => {
    const policy = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('stripe');
  });

  it('sells credits at R$ 20,00 on a fresh store', async () => {
    const prices = (await apiClient(server).get('/api/currency-prices')).body;
    expect(prices).toEqual([
      expect.objectContaining({ id: 'BRL', code: 'BRL', symbol: 'R$', priceCents: 2000, enabled: true }),
    ]);
  });

  it.each([
    [1, 2000],
    [9, 18000],
    [10, 12000],
    [19, 22800],
    [20, 20000],
    [999, 999000],
  ])('charges %i credits %i centavos, computed by the server', async (credits, amount) => {
    const buyer = await organiser();
    const answer = await buyer.post('/api/create-payment-intent', {
      credits,
      currency: 'BRL',
      paymentMethod: 'card',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ amount, currency: 'BRL', credits, mode: 'sandbox' });
    expect(answer.body.paymentIntentId).toMatch(/^pi_sandbox_/);
    expect(answer.body.clientSecret).toMatch(new RegExp(`^${answer.body.paymentIntentId}_secret_`));
  });

  it('refuses 0 or 1000 credits and anonymous buyers, and ignores a price sent by the client', async () => {
    const buyer = await organiser();
    for (const credits of [0, 1000, 2.5]) {
      const answer = await buyer.post('/api/create-payment-intent', {
        credits,
        currency: 'BRL',
        paymentMethod: 'card',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors.credits).toBe('Informe uma quantidade de créditos entre 1 e 999.');
    }
    // A price the client sends is not read: the server's amount stands.
    const priced = await buyer.post('/api/create-payment-intent', { credits: 10, amount: 1, totalCents: 1 });
    expect(priced.body.amount).toBe(12000);
    expect((await apiClient(server).post('/api/create-payment-intent', { credits: 1 })).status).toBe(401);
  });

  it('answers every test card as Stripe does, with its message, and then takes a good card', async () => {
    const buyer = await organiser();
    const { paymentIntentId } = (await buyer.post('/api/create-payment-intent', { credits: 10 })).body;
    const confirm = (card: Partial<typeof goodCard>) =>
      buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, { ...goodCard, ...card });
    const outcomes: [Partial<typeof goodCard>, string, string][] = [
      [
        { number: '4000 0000 0000 0002' },
        'payments.cardDeclined',
        'Seu cartão foi recusado. Verifique os dados ou tente outro cartão.',
      ],
      [{ number: '4000000000009995' }, 'payments.insufficientFunds', 'Saldo insuficiente no cartão.'],
      [
        { number: '4000 0000 0000 0069' },
        'payments.expiredCard',
        'Cartão expirado. Verifique a data de validade.',
      ],
      [{ number: '4000 0000 0000 0127' }, 'payments.incorrectCvc', 'Código de segurança (CVC) incorreto.'],
      [{ number: '4242 4242 4242 4241' }, 'payments.invalidNumber', 'Número do cartão inválido.'],
      [{ expYear: 2020 }, 'payments.invalidExpiry', 'Data de validade inválida.'],
    ];
    for (const [card, code, message] of outcomes) {
      const answer = await confirm(card);
      expect([answer.status, answer.body]).toEqual([402, { code, message }]);
    }
    expect(await balanceOf(buyer)).toBe(0);

    const paid = await confirm({});
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ ok: true, paymentIntentId, credits: 10, balance: 10 });
    expect(await balanceOf(buyer)).toBe(10);
    const purchases = (await buyer.get('/api/transactions')).body.filter(
      (t: { kind: string }) => t.kind === 'purchase',
    );
    expect(purchases).toEqual([expect.objectContaining({ credits: 10, amount: 12000, status: 'completed' })]);
  });

  it('gives the card messages in the buyer’s language', async () => {
    const buyer = await organiser('en');
    const { paymentIntentId } = (await buyer.post('/api/create-payment-intent', { credits: 1 })).body;
    const answer = await buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, {
      ...goodCard,
      number: '4000 0000 0000 0002',
    });
    expect(answer.body.message).toBe('Your card was declined. Check the details or try another card.');
    const empty = await buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, {
      ...goodCard,
      number: ' ',
    });
    expect(empty.body.fieldErrors.number).toBe('Please fill in all the card details before continuing.');
  });

  it('credits a payment once, however often the card form and /payment-success confirm it', async () => {
    const buyer = await organiser();
    const { paymentIntentId } = (await buyer.post('/api/create-payment-intent', { credits: 20 })).body;
    const answers = await Promise.all([
      buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, goodCard),
      buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, goodCard),
      buyer.post('/api/payment-success', { paymentIntentId, credits: 20 }),
    ]);
    // /payment-success may arrive before the card was taken: it then says so and credits nothing.
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual(
      answers[2]!.status === 200 ? [] : [409],
    );
    const again = await buyer.post('/api/payment-success', { paymentIntentId, credits: 20 });
    expect(again.body).toEqual({ ok: true, paymentIntentId, credits: 20, balance: 20 });
    expect(await balanceOf(buyer)).toBe(20);
  });

  it('tells /payment-success that an unpaid intent is not confirmed, and credits nothing until it is', async () => {
    const buyer = await organiser();
    const { paymentIntentId } = (await buyer.post('/api/create-payment-intent', { credits: 5 })).body;
    const key = { 'idempotency-key': randomUUID() };
    const answer = await buyer.post('/api/payment-success', { paymentIntentId, credits: 5 }, key);
    expect([answer.status, answer.body.code]).toEqual([409, 'payments.notSucceeded']);
    const wrongCredits = await buyer.post('/api/payment-success', { paymentIntentId, credits: 50 });
    expect(wrongCredits.body.code).toBe('payments.mismatch');
    expect(await balanceOf(buyer)).toBe(0);
    // Once paid, the same retry (same key) is answered afresh: 'not confirmed yet' was not kept.
    await buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, goodCard);
    const retry = await buyer.post('/api/payment-success', { paymentIntentId, credits: 5 }, key);
    expect(retry.body).toEqual({ ok: true, paymentIntentId, credits: 5, balance: 5 });
  });

  it('refuses to pay or confirm someone else’s intent, as if it did not exist', async () => {
    const buyer = await organiser();
    const stranger = await organiser();
    const { paymentIntentId } = (await buyer.post('/api/create-payment-intent', { credits: 10 })).body;
    const paying = await stranger.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, goodCard);
    expect([paying.status, paying.body.code]).toEqual([404, 'payments.notFound']);
    await buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, goodCard);
    const claiming = await stranger.post('/api/payment-success', { paymentIntentId, credits: 10 });
    expect([claiming.status, claiming.body.code]).toEqual([404, 'payments.notFound']);
    expect(await balanceOf(stranger)).toBe(0);
    expect(await balanceOf(buyer)).toBe(10);
    const unknown = await buyer.post('/api/payment-success', {
      paymentIntentId: 'pi_sandbox_nope',
      credits: 10,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers a repeated request with the same Idempotency-Key with the same intent', async () => {
    const buyer = await organiser();
    const key = randomUUID();
    const first = await buyer.post('/api/create-payment-intent', { credits: 3 }, { 'idempotency-key': key });
    const again = await buyer.post('/api/create-payment-intent', { credits: 3 }, { 'idempotency-key': key });
    expect(again.body).toEqual(first.body);
  });

  it('slows down a buyer who starts too many payments in a minute', async () => {
    const buyer = await organiser();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await buyer.post('/api/create-payment-intent', { credits: 1 })).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const limited = await buyer.post('/api/create-payment-intent', { credits: 1 });
    expect([limited.status, limited.body.code]).toEqual([429, 'request.rateLimited']);
    // Someone else is not slowed by it.
    expect((await (await organiser()).post('/api/create-payment-intent', { credits: 1 })).status).toBe(200);
  });

  it('lets an administrator change the price, and stops selling when BRL is disabled', async () => {
    const brl = (price: number, enabled: boolean) => ({
      code: 'BRL',
      symbol: 'R$',
      name: 'Real brasileiro',
      price,
      enabled,
    });
    const buyer = await organiser();
    expect((await buyer.call('PUT', '/api/admin/currency-prices/BRL', brl(1, true))).status).toBe(403);
    const set = await admin.call('PUT', '/api/admin/currency-prices/BRL', brl(2500, true));
    expect(set.body).toMatchObject({ id: 'BRL', code: 'BRL', priceCents: 2500, enabled: true });
    expect((await buyer.post('/api/create-payment-intent', { credits: 10 })).body.amount).toBe(15000);
    await admin.call('PUT', '/api/admin/currency-prices/BRL', brl(2500, false));
    const refused = await buyer.post('/api/create-payment-intent', { credits: 10 });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'BRL não configurado. Entre em contato com o administrador.',
    ]);
    expect((await apiClient(server).get('/api/currency-prices')).body[0]).toMatchObject({ enabled: false });
    await admin.call('PUT', '/api/admin/currency-prices/BRL', brl(2000, true));
  });

  it('tells the buyer how their payment stands: pending, failed, confirmed once credited, unknown otherwise', async () => {
    const buyer = await organiser();
    const status = async (client: ApiClient, id: string) =>
      (await client.get(`/api/payments/${encodeURIComponent(id)}/status`)).body;
    const { paymentIntentId } = (
      await buyer.post('/api/create-payment-intent', { credits: 3, currency: 'BRL', paymentMethod: 'card' })
    ).body;
    expect(await status(buyer, paymentIntentId)).toEqual({ status: 'pending', credits: 3 });
    await buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, {
      ...goodCard,
      number: '4000 0000 0000 0002',
    });
    expect(await status(buyer, paymentIntentId)).toEqual({ status: 'failed', credits: 3 });
    await buyer.post(`/api/sandbox-payments/${paymentIntentId}/confirm`, goodCard);
    expect(await balanceOf(buyer)).toBe(3);
    expect(await status(buyer, paymentIntentId)).toEqual({ status: 'confirmed', credits: 3 });
    // A made-up id, or someone else's payment, says nothing about it.
    expect(await status(buyer, 'pi_fake_123')).toEqual({ status: 'unknown', credits: null });
    expect(await status(await organiser(), paymentIntentId)).toEqual({ status: 'unknown', credits: null });
    expect((await apiClient(server).get(`/api/payments/${paymentIntentId}/status`)).status).toBe(401);
  });
});
