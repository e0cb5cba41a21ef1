import { randomUUID } from 'node:crypto';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import {
  type ConfirmPixPayment,
  creditAccountDecider,
  creditAccountStream,
  creditDelta,
  currencyPriceDecider,
  currencyPriceStream,
  decodeRecorded,
  isCreditEvent,
  type PurchaseCredits,
  pixPaymentDecider,
  pixPaymentStream,
  type SessionUser,
  type SetCurrencyPrice,
} from '@rodada/events';
import { ProjectionRunner, transactionsOf } from '@rodada/projections';
import { tableRows, testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandOf, contextFor } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { rewardReferrals } from '../referrals/reactor';
import { type ApiClient, apiClient, signedInAdmin } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { fulfilConfirmedPix } from './pixFulfilment';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

for (const target of testDatabaseTargets()) {
  describe(`manual PIX, referrals and credit reports on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;

    beforeAll(async () => {
      server = await startTestServer(target, {
        PUBLIC_URL: 'http://rodada.test',
        PIX_KEY: 'pix@rodada.test',
        PIX_PAYEE: 'Rodada Testes',
        PIX_CITY: 'Florianópolis',
        SUPPORT_PHONE: '+55 48 99999-0000',
      });
      admin = await signedInAdmin(server);
    });
    afterAll(async () => {
      await server.close();
    });

    async function registered(referralCode?: string, language = 'pt-BR') {
      const client = apiClient(server, language);
      const email = `${randomUUID().slice(0, 8)}@clube.com.br`;
      const answer = await client.post('/api/register', {
        name: 'Ana Souza',
        email,
        password: 'senha123',
        referralCode,
        terms: true,
      });
      expect(answer.status).toBe(201);
      return { client, email, user: answer.body as SessionUser };
    }
    const balanceOf = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;

    it('grants credits with a free-text reason (the category optional), and names the first field error', async () => {
      const { client, user } = await registered();
      const grant = (body: unknown) => admin.post(`/api/admin/users/${user.id}/credits`, body);
      expect((await grant({ credits: 2, reason: 'Cortesia do torneio de sábado' })).body).toEqual({
        userId: user.id,
        credits: 2,
      });
      expect((await grant({ credits: 1, reason: 'Ajuste do saldo', category: 'correction' })).status).toBe(
        200,
      );
      expect((await grant({ credits: 1, reason: 'bonus' })).status).toBe(200);
      expect(await balanceOf(client)).toBe(4);
      const descriptions = ((await client.get('/api/transactions')).body as { description: string }[]).map(
        (t) => t.description,
      );
      expect(descriptions).toEqual([
        'Créditos adicionados pelo gestor (bônus)',
        'Créditos adicionados pelo gestor (correção: Ajuste do saldo)',
        'Créditos adicionados pelo gestor (outro: Cortesia do torneio de sábado)',
      ]);
      const empty = await grant({ credits: 1, reason: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body.fieldErrors).toEqual({ reason: 'Informe o motivo.' });
      expect(empty.body.message).toBe('Informe o motivo.');
      const wrongCategory = await grant({ credits: 1, reason: 'Ajuste', category: 'gift' });
      expect(Object.keys(wrongCategory.body.fieldErrors)).toEqual(['category']);
      expect(await balanceOf(client)).toBe(4);
    });

    it('answers a PIX request with the server’s amount, a BR Code that carries it and a prefilled chat', async () => {
      const { client, email } = await registered();
      for (const [credits, cents] of [
        [1, 2_000],
        [9, 18_000],
        [10, 12_000],
        [19, 22_800],
        [20, 20_000],
        [999, 999_000],
      ] as const) {
        const answer = await client.post('/api/pix-requests', { credits });
        expect(answer.status).toBe(201);
        expect(answer.body).toMatchObject({ credits, amountCents: cents, status: 'pending' });
        expect(getPixPayloadInfo(answer.body.brCode)).toMatchObject({
          amount: cents / 100,
          key: 'pix@rodada.test',
          merchantName: 'Rodada Testes',
          merchantCity: 'Florianopolis',
          txid: answer.body.txid,
        });
      }
      const ten = (await client.post('/api/pix-requests', { credits: 10 })).body;
      expect(ten).toMatchObject({ pixKey: 'pix@rodada.test', payee: 'Rodada Testes', city: 'Florianópolis' });
      const chat = new URL(ten.chatLink);
      expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/5548999990000');
      expect(chat.searchParams.get('text')).toBe(
        `Olá! Fiz um PIX de R$ 120,00 para comprar 10 créditos na Rodada. Meu e-mail: ${email}. ` +
          `Identificador: ${ten.txid}. Segue o comprovante.`,
      );
      // Nothing is credited until an administrator confirms; the request shows as 'Aguardando'.
      expect(await balanceOf(client)).toBe(0);
      const transactions = (await client.get('/api/transactions')).body;
      expect(transactions).toHaveLength(7);
      expect(transactions.find((t: { id: string }) => t.id === ten.transactionId)).toMatchObject({
        kind: 'purchase',
        label: 'Compra',
        credits: 10,
        amount: 12_000,
        description: 'Compra de 10 créditos via PIX',
        status: 'pending',
        statusLabel: 'Aguardando',
      });
    });

    it('records a PIX request once per Idempotency-Key, keeping no personal data in its stored outcome', async () => {
      const { client, email } = await registered();
      const key = { 'idempotency-key': randomUUID() };
      const first = await client.post('/api/pix-requests', { credits: 3 }, key);
      const again = await client.post('/api/pix-requests', { credits: 3 }, key);
      expect(again.body).toEqual(first.body);
      expect(again.body.chatLink).toContain(encodeURIComponent(email));
      expect((await client.get('/api/transactions')).body).toHaveLength(1);
      const outcomes = (await server.system.store.raw.readAll({ limit: 100_000 })).filter((e) =>
        e.streamId.startsWith('commandOutcome-'),
      );
      expect(outcomes.length).toBeGreaterThan(0);
      for (const outcome of outcomes) expect(JSON.stringify(outcome.data)).not.toContain(email);
    });

    it('refuses a PIX request from nobody, or for a quantity outside 1-999', async () => {
      expect((await apiClient(server).post('/api/pix-requests', { credits: 10 })).status).toBe(401);
      const { client } = await registered();
      for (const credits of [0, 1000, 2.5]) {
        const answer = await client.post('/api/pix-requests', { credits });
        expect(answer.status).toBe(400);
        expect(answer.body.fieldErrors.credits).toBe('Informe uma quantidade de créditos entre 1 e 999.');
      }
      // The client never sends a price: an amount in the body changes nothing.
      const cheap = await client.post('/api/pix-requests', { credits: 10, amountCents: 1 });
      expect(cheap.body.amountCents).toBe(12_000);
    });

    it('lets an administrator confirm a PIX request, crediting it once however often it is confirmed', async () => {
      const { client, user } = await registered();
      const pix = (await client.post('/api/pix-requests', { credits: 10 })).body;
      expect((await client.post(`/api/admin/pix-requests/${pix.transactionId}/confirm`)).status).toBe(403);
      const pending = (await admin.get('/api/admin/pix-requests?status=pending')).body;
      expect(pending.find((p: { id: string }) => p.id === pix.transactionId)).toMatchObject({
        userId: user.id,
        userEmail: user.email,
        credits: 10,
        amountCents: 12_000,
        txid: pix.txid,
        status: 'pending',
      });
      const confirmations = await Promise.all(
        Array.from({ length: 4 }, () => admin.post(`/api/admin/pix-requests/${pix.transactionId}/confirm`)),
      );
      for (const c of confirmations)
        expect(c.body).toEqual({ id: pix.transactionId, status: 'confirmed', balance: 10 });
      const again = await admin.post(`/api/admin/pix-requests/${pix.transactionId}/confirm`);
      expect(again.body.balance).toBe(10);
      expect(await balanceOf(client)).toBe(10);
      const transactions = (await client.get('/api/transactions')).body;
      expect(transactions).toHaveLength(1);
      expect(transactions[0]).toMatchObject({
        id: pix.transactionId,
        credits: 10,
        status: 'completed',
        statusLabel: 'Concluído',
        label: 'Compra',
      });
      const refused = await admin.post(`/api/admin/pix-requests/${pix.transactionId}/reject`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Esta solicitação de PIX já foi confirmada e não pode ser recusada.');
      const missing = await admin.post(`/api/admin/pix-requests/${randomUUID()}/confirm`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Solicitação de PIX não encontrada.');
    });

    it('credits a confirmation that a crash cut before the credit, once, from the reactor or a repeated click', async () => {
      const { client } = await registered();
      const confirmedOnly = async (credits: number) => {
        const pix = (await client.post('/api/pix-requests', { credits })).body;
        // What a crash between the confirmation's two writes leaves: confirmed, not credited.
        const decided = await handleCommand(
          server.system.store,
          pixPaymentStream(pix.transactionId),
          pixPaymentDecider,
          commandOf<ConfirmPixPayment>(
            'ConfirmPixPayment',
            {},
            contextFor({ kind: 'admin', id: randomUUID() }),
          ),
        );
        await server.system.runner.waitFor(decided.position!);
        return pix.transactionId as string;
      };
      const first = await confirmedOnly(4);
      const second = await confirmedOnly(6);
      expect(await balanceOf(client)).toBe(0);
      // The administrator clicks again on one; the reactor finishes the other (and the first, if it is quicker).
      await Promise.all([
        admin.post(`/api/admin/pix-requests/${first}/confirm`),
        fulfilConfirmedPix(server.system.store, server.system.database.db),
        fulfilConfirmedPix(server.system.store, server.system.database.db),
      ]);
      const events = (
        await server.system.store.readStream(creditAccountStream((await client.get('/api/user')).body.id))
      )
        .map(decodeRecorded)
        .map((e) => [e.type, (e.data as { amount: number }).amount]);
      expect(events.sort()).toEqual([
        ['CreditsPurchased', 4],
        ['CreditsPurchased', 6],
      ]);
      await server.system.runner.waitFor(
        (await server.system.store.readAll({ limit: 100_000 })).at(-1)!.position,
      );
      expect(await fulfilConfirmedPix(server.system.store, server.system.database.db)).toBe(0);
      expect(await balanceOf(client)).toBe(10);
      const statuses = (await client.get('/api/transactions')).body.map(
        (t: { id: string; status: string }) => [t.id, t.status],
      );
      expect(statuses.sort()).toEqual(
        [
          [first, 'completed'],
          [second, 'completed'],
        ].sort(),
      );
    });

    it('lets an administrator reject a PIX request: it reads Falha and credits nothing', async () => {
      const { client } = await registered(undefined, 'en');
      const pix = (await client.post('/api/pix-requests', { credits: 5 })).body;
      const rejected = await admin.post(`/api/admin/pix-requests/${pix.transactionId}/reject`);
      expect(rejected.body).toEqual({ id: pix.transactionId, status: 'rejected', balance: 0 });
      expect((await admin.post(`/api/admin/pix-requests/${pix.transactionId}/reject`)).status).toBe(200);
      expect((await admin.post(`/api/admin/pix-requests/${pix.transactionId}/confirm`)).status).toBe(409);
      expect(await balanceOf(client)).toBe(0);
      const [row] = (await client.get('/api/transactions')).body;
      expect(row).toMatchObject({
        status: 'failed',
        statusLabel: 'Failed',
        label: 'Purchase',
        description: 'Purchase of 5 credits by PIX',
      });
      const listed = (await admin.get('/api/admin/pix-requests?status=rejected')).body;
      expect(listed.map((p: { id: string }) => p.id)).toContain(pix.transactionId);
    });

    it('rewards the referrer once with the credits of the friend’s first purchase, and shows real figures', async () => {
      const referrer = await registered();
      const code = referrer.user.referralCode;
      expect((await referrer.client.get('/api/referrals')).body).toEqual({
        referralCode: code,
        link: `http://rodada.test/auth?ref=${code}`,
        friends: 0,
        creditsEarned: 0,
      });
      const friend = await registered(code);
      const idle = await registered(code); // registers, never buys
      expect((await referrer.client.get('/api/referrals')).body).toMatchObject({
        friends: 2,
        creditsEarned: 0,
      });

      const first = (await friend.client.post('/api/pix-requests', { credits: 5 })).body;
      await admin.post(`/api/admin/pix-requests/${first.transactionId}/confirm`);
      expect(await balanceOf(referrer.client)).toBe(5);
      const second = (await friend.client.post('/api/pix-requests', { credits: 20 })).body;
      await admin.post(`/api/admin/pix-requests/${second.transactionId}/confirm`);
      expect(await rewardReferrals(server.system.store, server.system.database.db)).toBe(0);
      expect(await rewardReferrals(server.system.store, server.system.database.db)).toBe(0);
      expect(await balanceOf(referrer.client)).toBe(5);
      expect(await balanceOf(friend.client)).toBe(25);
      expect(await balanceOf(idle.client)).toBe(0);
      expect((await referrer.client.get('/api/referrals')).body).toMatchObject({
        friends: 2,
        creditsEarned: 5,
      });
      const [reward] = (await referrer.client.get('/api/transactions')).body;
      expect(reward).toMatchObject({ kind: 'referral', label: 'Indicação', credits: 5, status: 'completed' });
      expect((await apiClient(server).get('/api/referrals')).status).toBe(401);
    });

    it('rewards a purchase credited elsewhere (a card payment) through the running reactor, once across runs', async () => {
      const referrer = await registered();
      const friend = await registered(referrer.user.referralCode);
      const stream = creditAccountStream(friend.user.id);
      const purchase = (paymentId: string, amount: number) =>
        handleCommand(
          server.system.store,
          stream,
          creditAccountDecider,
          commandOf<PurchaseCredits>(
            'PurchaseCredits',
            { amount, paymentId, amountCents: amount * 1_200, currency: 'BRL' },
            contextFor({ kind: 'system', id: 'test' }),
          ),
        );
      await purchase('pi_first', 12);
      const last = await purchase('pi_second', 30);
      await server.system.runner.waitFor(last.position!);
      // The server's own reactor rewards the referrer within seconds, with nobody asking.
      const deadline = Date.now() + 8_000;
      while ((await balanceOf(referrer.client)) !== 12) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 100));
      }
      // More reactors at once (a restart, a second process): still one reward.
      await Promise.all([1, 2, 3].map(() => rewardReferrals(server.system.store, server.system.database.db)));
      await server.system.runner.waitFor(
        (await server.system.store.readStream(creditAccountStream(referrer.user.id))).at(-1)!.position,
      );
      expect(await rewardReferrals(server.system.store, server.system.database.db)).toBe(0);
      const events = (await server.system.store.readStream(creditAccountStream(referrer.user.id))).map(
        decodeRecorded,
      );
      expect(events.map((e) => [e.type, (e.data as { amount: number }).amount])).toEqual([
        ['ReferralRewarded', 12],
      ]);
      expect((await referrer.client.get('/api/referrals')).body).toMatchObject({
        friends: 1,
        creditsEarned: 12,
      });
    });

    it('sums the credit report over the period, counting only movements that changed the balance', async () => {
      const { client, user } = await registered();
      expect((await apiClient(server).get('/api/user/credit-report')).status).toBe(401);
      await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 3, reason: 'bonus' });
      const pix = (await client.post('/api/pix-requests', { credits: 10 })).body;
      await admin.post(`/api/admin/pix-requests/${pix.transactionId}/confirm`);
      await client.post('/api/pix-requests', { credits: 2 }); // still pending: not in the report
      const created = await client.post('/api/tournaments', {
        name: 'Super 8 de sábado',
        courts: 2,
        players: EIGHT,
        tournamentType: 'super8',
      });
      expect(created.status).toBe(201);
      const report = (await client.get('/api/user/credit-report')).body;
      expect(report.user).toEqual({ name: 'Ana Souza', email: user.email, currentCredits: 12 });
      expect(report.period.startDate).toBe('2023-01-01');
      expect(report.summary).toEqual({
        totalCreditsConsumed: 1,
        totalCreditsAdded: 13,
        netCredits: 12,
        transactionCount: 3,
      });
      expect(report.transactions.map((t: { credits: number; type: string }) => [t.credits, t.type])).toEqual([
        [3, 'addition'],
        [10, 'addition'],
        [-1, 'consumption'],
      ]);
      expect(report.transactions[1]).toMatchObject({
        amount: 12_000,
        description: 'Compra de 10 créditos via PIX',
      });
      expect(report.transactions[2].description).toBe('Criação do torneio "Super 8 de sábado"');

      const old = (await client.get('/api/user/credit-report?startDate=2023-01-01&endDate=2023-12-31')).body;
      expect(old.summary).toEqual({
        totalCreditsConsumed: 0,
        totalCreditsAdded: 0,
        netCredits: 0,
        transactionCount: 0,
      });
      const today = report.period.endDate;
      const sameDay = (await client.get(`/api/user/credit-report?startDate=${today}&endDate=${today}`)).body;
      expect(sameDay.summary.transactionCount).toBe(3);
      const backwards = await client.get('/api/user/credit-report?startDate=2025-02-01&endDate=2025-01-01');
      expect(backwards.status).toBe(400);
      expect(backwards.body.fieldErrors.endDate).toBe(
        'A data final deve ser igual ou posterior à data inicial.',
      );
      expect((await client.get('/api/user/credit-report?startDate=ontem')).status).toBe(400);
      // An administrator reads anyone's; a user only their own.
      expect((await admin.get(`/api/admin/credit-report?userId=${user.id}`)).body.summary).toEqual(
        report.summary,
      );
      expect((await client.get(`/api/admin/credit-report?userId=${user.id}`)).status).toBe(403);
    });

    it('prices a PIX request from the administrator’s BRL price, and refuses one while it is disabled', async () => {
      const { client } = await registered();
      const setPrice = (priceCents: number, enabled: boolean) =>
        handleCommand(
          server.system.store,
          currencyPriceStream('BRL'),
          currencyPriceDecider,
          commandOf<SetCurrencyPrice>(
            'SetCurrencyPrice',
            { code: 'BRL', priceCents, enabled },
            contextFor({ kind: 'admin', id: randomUUID() }),
          ),
        );
      await setPrice(3_000, true);
      const ten = (await client.post('/api/pix-requests', { credits: 10 })).body;
      expect(ten.amountCents).toBe(18_000); // R$ 30,00 less 40%, times 10
      expect(getPixPayloadInfo(ten.brCode)?.amount).toBe(180);
      await setPrice(3_000, false);
      const refused = await client.post('/api/pix-requests', { credits: 10 });
      expect(refused.body.code).toBe('payments.currencyNotConfigured');
      expect(refused.body.message).toBe('BRL não configurado. Entre em contato com o administrador.');
      await setPrice(2_000, true);
      expect((await client.post('/api/pix-requests', { credits: 10 })).body.amountCents).toBe(12_000);
    });

    // Last: it stops the server's projections.
    it('keeps the ledger, the balances and the transactions list in agreement, also when rebuilt', async () => {
      const { database, store, runner } = server.system;
      const ledger = new Map<string, number>();
      for (const e of (await store.readAll({ limit: 100_000 })).map(decodeRecorded)) {
        if (!isCreditEvent(e)) continue;
        const userId = e.streamId.slice('credits-'.length);
        ledger.set(userId, (ledger.get(userId) ?? 0) + creditDelta(e));
      }
      const snapshot = () => tableRows(database, ['users', 'transactions', 'pix_payments', 'referrals']);
      const agree = async () => {
        const users = await database.db.selectFrom('users').select(['id', 'credits']).execute();
        for (const u of users) {
          expect(u.credits).toBe(ledger.get(u.id) ?? 0);
          const completed = (await transactionsOf(database.db, u.id)).filter((t) => t.status === 'completed');
          expect(completed.reduce((sum, t) => sum + t.credits, 0)).toBe(u.credits);
        }
      };
      await agree();
      const live = await snapshot();
      expect(live.pix_payments!.length).toBeGreaterThan(5);
      await runner.stop();
      const rebuilder = new ProjectionRunner(database, store, runner.projectors);
      for (const projector of runner.projectors) await rebuilder.rebuild(projector.name, 3);
      expect(await snapshot()).toEqual(live);
      await agree();
    });
  });
}
