import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYMENT_ERROR_KEYS } from '@rodada/events';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { LANGUAGES, LOCALES_DIR, translate } from '../i18n';
import { apiClient } from '../testing/apiClient';
import { startTestServer } from '../testing/testServer';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

describe('which card provider runs', () => {
  it('is the labelled sandbox with no configuration, outside production', () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'sandbox' });
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ mode: 'sandbox' });
  });

  it('is never the sandbox in production unless PAYMENTS=sandbox says so', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ mode: 'disabled' });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).payments).toEqual({ mode: 'sandbox' });
  });

  it('is Stripe once its keys are set, with the webhook secret when given', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments,
    ).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: null,
    });
    expect(loadConfig({ ...stripeKeys, PAYMENTS: 'sandbox' }).payments).toEqual({ mode: 'sandbox' });
  });

  it('refuses to start with half a Stripe configuration or a bad API address', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('a production server without Stripe keys', () => {
  it('says card payments are off and refuses to start one, in the buyer’s language', async () => {
    const server = await startTestServer(null, { NODE_ENV: 'production' });
    try {
      const client = apiClient(server);
      expect((await client.get('/api/payments/config')).body).toEqual({
        mode: 'disabled',
        publishableKey: null,
      });
      await client.post('/api/register', {
        name: 'Ana',
        email: `${randomUUID().slice(0, 8)}@clube.com.br`,
        password: 'senha123',
        terms: true,
      });
      const refused = await client.post('/api/create-payment-intent', { credits: 10 });
      expect([refused.status, refused.body.code]).toEqual([503, 'payments.unavailable']);
      const sandbox = await client.post('/api/sandbox-payments/pi_sandbox_x/confirm', {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      });
      expect([sandbox.status, sandbox.body.code]).toEqual([404, 'payments.sandboxUnavailable']);
      // Prices are still there for PIX.
      expect((await client.get('/api/currency-prices')).body[0]).toMatchObject({
        priceCents: 2000,
        enabled: true,
      });
    } finally {
      await server.close();
    }
  });
});

describe('payment messages', () => {
  it('has a text for every payments key in every language', () => {
    for (const lng of LANGUAGES) {
      // Read from each language's own file: a missing text would otherwise fall back to pt-BR.
      const { payments } = JSON.parse(readFileSync(join(LOCALES_DIR, lng, 'errors.json'), 'utf8'));
      for (const key of PAYMENT_ERROR_KEYS)
        expect(payments[key.slice('payments.'.length)], `${lng} ${key}`).toMatch(/\S/);
    }
    expect(translate('pt-BR', 'payments.currencyNotConfigured')).toBe(
      'BRL não configurado. Entre em contato com o administrador.',
    );
  });
});
