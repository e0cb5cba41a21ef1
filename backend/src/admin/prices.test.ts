import { randomUUID } from 'node:crypto';
import { currencyPriceStream, decodeRecorded } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser, signedInAdmin } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

for (const target of testDatabaseTargets()) {
  describe(`the back office's price per credit on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let adminId: string;

    beforeAll(async () => {
      server = await startTestServer(target);
      admin = await signedInAdmin(server);
      adminId = (await admin.get('/api/user')).body.id;
    });
    afterAll(async () => {
      await server.close();
    });

    const priceEvents = async () => server.system.store.readStream(currencyPriceStream('BRL'));
    const buyScreenPrice = async () => (await apiClient(server).get('/api/currency-prices')).body[0];
    const edit = (price: unknown, extra: Record<string, unknown> = {}) => ({
      code: 'BRL',
      symbol: 'R$',
      name: 'Real brasileiro',
      price,
      enabled: true,
      ...extra,
    });

    it('lets only administrators read and edit prices', async () => {
      const { client: user } = await registerOrganiser(server, admin, 0);
      const anonymous = apiClient(server);
      expect((await anonymous.get('/api/admin/currency-prices')).status).toBe(401);
      expect((await user.get('/api/admin/currency-prices')).status).toBe(403);
      expect((await anonymous.call('PUT', '/api/admin/currency-prices/BRL', edit(1))).status).toBe(401);
      expect((await user.call('PUT', '/api/admin/currency-prices/BRL', edit(1))).status).toBe(403);
      expect((await buyScreenPrice()).priceCents).toBe(2_000);
      const list = await admin.get('/api/admin/currency-prices');
      expect(list.status).toBe(200);
      expect(list.body).toEqual([
        expect.objectContaining({
          id: 'BRL',
          code: 'BRL',
          symbol: 'R$',
          price: 2_000,
          priceCents: 2_000,
          enabled: true,
        }),
      ]);
    });

    it('changes the price the buy screen shows, recorded as the administrator’s', async () => {
      const [current] = (await admin.get('/api/admin/currency-prices')).body;
      // The form sends back what it read (id, updatedAt): accepted and not trusted.
      const answer = await admin.call(
        'PUT',
        '/api/admin/currency-prices/BRL',
        edit(2_490, { name: 'Real', id: 'XYZ', updatedAt: current.updatedAt }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: 'BRL',
        code: 'BRL',
        name: 'Real',
        price: 2_490,
        priceCents: 2_490,
      });
      expect(await buyScreenPrice()).toMatchObject({
        price: 2_490,
        priceCents: 2_490,
        name: 'Real',
        enabled: true,
      });
      const last = decodeRecorded((await priceEvents()).at(-1)!);
      expect(last.type).toBe('CurrencyPriceSet');
      expect(last.metadata?.actor).toEqual({ kind: 'admin', id: adminId });
      expect(last.data).toMatchObject({ priceCents: 2_490, setBy: adminId });
    });

    it('applies a repeated edit with one Idempotency-Key once', async () => {
      const before = (await priceEvents()).length;
      const headers = { 'idempotency-key': randomUUID() };
      const first = await admin.call('PUT', '/api/admin/currency-prices/BRL', edit(2_750), headers);
      const again = await admin.call('PUT', '/api/admin/currency-prices/BRL', edit(2_750), headers);
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body).toEqual(first.body);
      expect((await priceEvents()).length).toBe(before + 1);
    });

    it('refuses a bad price or a code that names another currency, and changes nothing', async () => {
      const before = (await priceEvents()).length;
      const price = await buyScreenPrice();
      const refusals: [unknown, Record<string, unknown>, string, string][] = [
        [0, {}, 'price', 'Informe um preço por crédito maior que zero.'],
        [-500, {}, 'price', 'Informe um preço por crédito maior que zero.'],
        [19.9, {}, 'price', 'Informe um preço por crédito maior que zero.'],
        [1_000_001, {}, 'price', 'Informe um preço por crédito maior que zero.'],
        ['2000', {}, 'price', 'Informe um preço por crédito maior que zero.'],
        [2_000, { code: 'BR' }, 'code', 'O código da moeda deve ter 3 letras.'],
        [2_000, { symbol: 'REAIS!' }, 'symbol', expect.any(String) as unknown as string],
      ];
      for (const [value, extra, field, message] of refusals) {
        const answer = await admin.call('PUT', '/api/admin/currency-prices/BRL', edit(value, extra));
        expect([value, answer.status, answer.body.fieldErrors?.[field]]).toEqual([value, 400, message]);
      }
      const mismatch = await admin.call(
        'PUT',
        '/api/admin/currency-prices/BRL',
        edit(2_000, { code: 'USD' }),
      );
      expect([mismatch.status, mismatch.body.code, mismatch.body.message]).toEqual([
        400,
        'payments.currencyCodeMismatch',
        'O código da moeda no formulário não corresponde à moeda que está sendo editada.',
      ]);
      const unknown = await admin.call('PUT', '/api/admin/currency-prices/USD', edit(2_000, { code: 'USD' }));
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Moeda não encontrada.']);
      const malformed = await admin.call('PUT', '/api/admin/currency-prices/real', edit(2_000));
      // A path that cannot name a currency is answered like an unknown one.
      expect([malformed.status, malformed.body.message]).toEqual([404, 'Moeda não encontrada.']);
      expect((await priceEvents()).length).toBe(before);
      expect(await buyScreenPrice()).toEqual(price);
    });
  });
}
