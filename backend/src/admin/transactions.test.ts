import { testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBrazil } from '../reporting';
import { type ApiClient, signedInAdmin } from '../testing/apiClient';
import { datedHistory } from '../testing/datedHistory';
import { download } from '../testing/download';
import { startTestServer, type TestServer } from '../testing/testServer';

interface Row {
  userName: string;
  userEmail: string;
  credits: number;
  amount: number;
  status: string;
  createdAt: string;
  description: string;
}

for (const target of testDatabaseTargets()) {
  describe(`the back office's transactions and their CSV on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let history: ReturnType<typeof datedHistory>;
    let ana: { userId: string; email: string };
    let trickster: { userId: string; email: string };
    const formulaName = '=HYPERLINK("http://mal.example","clique")';

    beforeAll(async () => {
      server = await startTestServer(target);
      admin = await signedInAdmin(server);
      history = datedHistory(server.system, (await admin.get('/api/user')).body.id);
      ana = await history.register(40, 'Ana Antiga');
      trickster = await history.register(5, formulaName);
      await history.grant(40, ana.userId, 4); // 40 days ago: outside the month
      await history.pixPurchase(20, ana.userId, 10); // R$ 120,00, 20 days ago
      await history.pixPurchase(2, trickster.userId, 1); // R$ 20,00, 2 days ago
      await history.pixPurchase(1, trickster.userId, 2, false); // pending, yesterday
      const t = await history.tournament(0.5, ana.userId, 'Torneio de ontem');
      await history.score(0.5, ana.userId, t.matchIds[0]!);
    });
    afterAll(async () => {
      await server.close();
    });

    const page = async (query: string) => (await admin.get(`/api/admin/transactions${query}`)).body;

    it('lists everyone’s transactions newest first, with who made them', async () => {
      const all = await page('');
      expect(all.total).toBe(5);
      expect(all.page).toBe(1);
      expect(all.pageSize).toBe(25);
      const rows = all.transactions as Row[];
      const times = rows.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(rows.map((r) => [r.userName, r.credits, r.amount, r.status])).toEqual([
        ['Ana Antiga', -1, 0, 'completed'],
        [formulaName, 2, 4_000, 'pending'],
        [formulaName, 1, 2_000, 'completed'],
        ['Ana Antiga', 10, 12_000, 'completed'],
        ['Ana Antiga', 4, 0, 'completed'],
      ]);
      expect(rows[0]!.userEmail).toBe(ana.email);
      // Pages of two: the third page holds the oldest.
      const third = await page('?pageSize=2&page=3');
      expect(third.transactions.map((r: Row) => r.credits)).toEqual([4]);
      expect(third.total).toBe(5);
    });

    it('filters by period, by dates (which win), by user and by status', async () => {
      expect((await page('?period=week')).total).toBe(3);
      expect((await page('?period=month')).total).toBe(4);
      expect((await page('?period=all')).total).toBe(5);
      const day = todayInBrazil(history.at(20));
      const onThatDay = await page(`?period=week&startDate=${day}&endDate=${day}`);
      expect(onThatDay.transactions.map((r: Row) => r.amount)).toEqual([12_000]);
      expect((await page(`?endDate=${addDays(day, -1)}`)).total).toBe(1);
      expect((await page(`?userId=${trickster.userId}`)).total).toBe(2);
      expect((await page(`?userId=${trickster.userId}&status=pending`)).transactions).toHaveLength(1);
      expect((await page('?status=failed')).total).toBe(0);
    });

    it('refuses malformed filters with translated 400s and an unknown user with a 404', async () => {
      const cases: [string, string, string][] = [
        ['?period=year', 'period', 'Período inválido: use all, month ou week.'],
        ['?status=done', 'status', 'Status inválido.'],
        ['?startDate=31/12/2026', 'startDate', 'Data inválida: use o formato AAAA-MM-DD.'],
        ['?page=0', 'page', 'Página inválida.'],
        ['?pageSize=500', 'pageSize', 'Página inválida.'],
      ];
      for (const [query, field, message] of cases) {
        const answer = await admin.get(`/api/admin/transactions${query}`);
        expect([query, answer.status, answer.body.fieldErrors?.[field]]).toEqual([query, 400, message]);
      }
      const reversed = await admin.get('/api/admin/transactions?startDate=2026-02-01&endDate=2026-01-01');
      expect([reversed.status, reversed.body.message]).toEqual([
        400,
        'A data final deve ser igual ou posterior à data inicial.',
      ]);
      const unknown = await admin.get('/api/admin/transactions?userId=00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      const exportRefused = await download(server, admin.cookie, '/api/admin/transactions/export?period=x');
      expect(exportRefused.status).toBe(400);
    });

    it('exports the same rows as a CSV a Brazilian spreadsheet opens right, formulas defused', async () => {
      const file = await download(server, admin.cookie, '/api/admin/transactions/export?period=month');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const today = todayInBrazil(new Date());
      expect(file.headers.get('content-disposition')).toContain(`filename="transacoes-${today}.csv"`);
      expect(file.text.startsWith('\ufeff')).toBe(true);
      const lines = file.text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Data;Usuário;E-mail;Descrição;Tipo;Status;Créditos;Valor (R$)');
      expect(lines).toHaveLength(1 + 4);
      // The name a spreadsheet would run is text: a leading quote, and quoted for its own quotes.
      const tricksterLines = lines.filter((l) => l.includes('HYPERLINK'));
      expect(tricksterLines).toHaveLength(2);
      for (const line of tricksterLines) expect(line).toContain(`;"'=HYPERLINK(""http://mal.example""`);
      expect(lines.some((l) => /^=|;=|;\+|;@/.test(l))).toBe(false);
      // Money with a decimal comma, credits as plain (also negative) numbers.
      const purchase = lines.find((l) => l.includes(ana.email) && l.endsWith(';120,00'))!;
      expect(purchase.split(';')[6]).toBe('10');
      const spend = lines.find((l) => l.includes('Torneio de ontem'))!;
      expect(spend.split(';').slice(-2)).toEqual(['-1', '0,00']);
      expect(spend.split(';')[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

      const english = await download(server, admin.cookie, '/api/admin/transactions/export', 'en');
      expect(english.text.slice(1).split('\r\n')[0]).toBe(
        'Date;User;E-mail;Description;Kind;Status;Credits;Amount (R$)',
      );
      expect(english.headers.get('content-disposition')).toContain(`filename="transactions-${today}.csv"`);
    });

    it('shows an erased account as such in the list, the PIX requests and the CSV, in the reader’s language', async () => {
      const gone = await history.register(1, 'Dora Que Saiu');
      await history.pixPurchase(1, gone.userId, 1, false); // a PIX request left pending
      const [theirs] = (await page(`?userId=${gone.userId}`)).transactions as (Row & { id: string })[];
      expect((await admin.call('DELETE', `/api/admin/users/${gone.userId}`)).status).toBe(200);
      const rows = (await page('?pageSize=100')).transactions as (Row & { id: string })[];
      const row = rows.find((r) => r.id === theirs!.id)!;
      expect([row.userName, row.userEmail]).toEqual(['Anônimo', 'Conta apagada']);
      const pix = (await admin.get('/api/admin/pix-requests')).body as {
        userName: string;
        userEmail: string;
      }[];
      expect(pix.some((r) => r.userEmail.includes('rodada.invalid'))).toBe(false);
      for (const [language, name, account] of [
        ['pt-BR', 'Anônimo', 'Conta apagada'],
        ['en', 'Anonymous', 'Deleted account'],
        ['es', 'Anónimo', 'Cuenta eliminada'],
      ] as const) {
        const file = await download(server, admin.cookie, '/api/admin/transactions/export', language);
        expect(file.text).not.toContain('rodada.invalid');
        const lines = file.text.slice(1).trimEnd().split('\r\n');
        expect(lines.some((line) => line.split(';').slice(1, 3).join(';') === `${name};${account}`)).toBe(
          true,
        );
      }
    });
  });
}
