import { creditAccountStream, creditDelta, decodeRecorded, isCreditEvent } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, registerOrganiser, signedInAdmin } from '../testing/apiClient';
import { datedHistory } from '../testing/datedHistory';
import { download } from '../testing/download';
import { startTestServer, type TestServer } from '../testing/testServer';
import { PRINT_VIEW_CSP } from './creditReportHtml';

const pdfText = async (bytes: Buffer) => extractText(new Uint8Array(bytes), { mergePages: false });

for (const target of testDatabaseTargets()) {
  describe(`the admin credit report's exports on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let userId: string;
    const name = '<script>alert(1)</script> Ana & Cia';
    const exportPath = (query: string) => `/api/admin/credit-report/export?userId=${userId}${query}`;

    beforeAll(async () => {
      server = await startTestServer(target);
      admin = await signedInAdmin(server);
      const history = datedHistory(server.system, (await admin.get('/api/user')).body.id);
      ({ userId } = await history.register(10, name));
      await history.pixPurchase(9, userId, 10); // R$ 120,00
      const t = await history.tournament(8, userId, 'Copa <b>Verão</b>');
      await history.score(8, userId, t.matchIds[0]!);
      // Enough rows for the PDF's table to need a second page.
      for (let i = 0; i < 45; i++) await history.grant(7, userId, 1);
    });
    afterAll(async () => {
      await server.close();
    });

    it('adds up to what the credit account’s events say', async () => {
      const report = (await admin.get(`/api/admin/credit-report?userId=${userId}`)).body;
      const deltas = (await server.system.store.readStream(creditAccountStream(userId)))
        .map(decodeRecorded)
        .filter(isCreditEvent)
        .map(creditDelta);
      const added = deltas.filter((d) => d > 0).reduce((a, b) => a + b, 0);
      const consumed = -deltas.filter((d) => d < 0).reduce((a, b) => a + b, 0);
      expect(report.summary).toEqual({
        totalCreditsAdded: added,
        totalCreditsConsumed: consumed,
        netCredits: added - consumed,
        transactionCount: deltas.length,
      });
      expect(report.summary).toMatchObject({ totalCreditsAdded: 55, totalCreditsConsumed: 1 });
    });

    it('shows a print view with every value escaped, and only its own print script allowed to run', async () => {
      const page = await download(server, admin.cookie, exportPath('&format=html'));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-disposition')).toBeNull();
      // Its own policy replaces the app's: nothing loads, only the print button's script (by hash) runs.
      expect(page.headers.get('content-security-policy')).toBe(PRINT_VIEW_CSP);
      expect(PRINT_VIEW_CSP).toMatch(/default-src 'none'.*script-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ana &amp; Cia');
      expect(page.text).not.toContain('<script>alert');
      expect(page.text).toContain('Copa &lt;b&gt;Verão&lt;/b&gt;');
      expect(page.text).toContain('@media print');
      expect(page.text).toContain('R$ 120,00');
      expect(page.text).toMatch(/Créditos adicionados<\/span><strong>55</);
      expect(page.text.match(/<td data-label="Tipo">Adição<\/td>/g)).toHaveLength(46);
      expect(page.text.match(/<td data-label="Tipo">Consumo<\/td>/g)).toHaveLength(1);
      // Without a format, the print view.
      const plain = await download(server, admin.cookie, exportPath(''));
      expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
    });

    it('makes a real PDF: title, user, summary and every row, over two pages', async () => {
      const file = await download(server, admin.cookie, exportPath('&format=pdf'));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toMatch(
        /^attachment; filename="relatorio-creditos-.*\.pdf"/,
      );
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { totalPages, text } = await pdfText(file.bytes);
      expect(totalPages).toBe(2);
      const all = text.join('\n');
      expect(all).toContain('Relatório de Créditos');
      expect(all).toContain(name);
      expect(all).toContain('Compra de 10 créditos via PIX');
      expect(all).toContain('Criação do torneio "Copa <b>Verão</b>"');
      expect(all).toContain('R$ 120,00');
      expect(all.match(/Créditos adicionados pelo gestor/g)).toHaveLength(45);
      expect(all).toMatch(/Créditos adicionados: ?55/);
      expect(all).toMatch(/Créditos consumidos: ?1/);
      expect(text[0]).toContain('Página 1 de 2');
      expect(text[1]).toContain('Página 2 de 2');
      // The column headers start the second page again.
      expect(text[1]).toContain('Descrição');

      const english = await download(server, admin.cookie, exportPath('&format=pdf'), 'en');
      const englishText = (await pdfText(english.bytes)).text.join('\n');
      expect(englishText).toContain('Credit Report');
      expect(englishText).toContain('Addition');
      expect(englishText).toContain('Page 2 of 2');
    });

    it('exports the table as CSV with the same columns', async () => {
      const file = await download(server, admin.cookie, exportPath('&format=csv'));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.headers.get('content-disposition')).toMatch(
        /^attachment; filename="relatorio-creditos-.*\.csv"/,
      );
      expect(file.text.startsWith('\ufeff')).toBe(true);
      const lines = file.text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Data;Descrição;Valor (R$);Créditos;Tipo');
      expect(lines).toHaveLength(1 + 47);
      expect(
        lines
          .find((l) => l.includes('PIX'))!
          .split(';')
          .slice(-3),
      ).toEqual(['120,00', '10', 'Adição']);
      expect(
        lines
          .find((l) => l.includes('Copa'))!
          .split(';')
          .slice(-3),
      ).toEqual(['0,00', '-1', 'Consumo']);
    });

    it('refuses what it cannot export, translated, and anyone but an administrator', async () => {
      const cases: [string, string, string][] = [
        ['&format=docx', 'format', 'Formato de exportação inválido: use html, pdf ou csv.'],
        ['&startDate=2026-13-01', 'startDate', 'Data inválida: use o formato AAAA-MM-DD.'],
        [
          '&startDate=2026-02-01&endDate=2026-01-01',
          'endDate',
          'A data final deve ser igual ou posterior à data inicial.',
        ],
      ];
      for (const [query, field, message] of cases) {
        const answer = await download(server, admin.cookie, exportPath(query));
        expect([query, answer.status, JSON.parse(answer.text).fieldErrors?.[field]]).toEqual([
          query,
          400,
          message,
        ]);
      }
      const english = await download(server, admin.cookie, exportPath('&format=docx'), 'en');
      expect(JSON.parse(english.text).fieldErrors.format).toBe(
        'Invalid export format: use html, pdf or csv.',
      );
      const nobody = '/api/admin/credit-report/export?userId=00000000-0000-4000-8000-000000000000';
      expect((await download(server, admin.cookie, nobody)).status).toBe(404);
      const { client: user } = await registerOrganiser(server, admin, 0);
      expect((await download(server, '', exportPath('&format=pdf'))).status).toBe(401);
      expect((await download(server, user.cookie, exportPath('&format=pdf'))).status).toBe(403);
    });
  });
}
