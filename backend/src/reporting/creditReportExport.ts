import type { CreditReport, CreditReportExportFormat } from '@rodada/events';
import type { Language } from '../i18n';
import { translate } from '../i18n';
import { creditReportHtml, PRINT_VIEW_CSP } from './creditReportHtml';
import { attachment, CSV_CONTENT_TYPE, csvDocument, datedFileName, Money } from './csv';
import { brazilDateTime } from './period';

/** The credit report's table as CSV: the same columns as the print view and the PDF. */
export function creditReportCsv(lng: Language, report: CreditReport): string {
  const t = (key: string) => translate(lng, `reports:${key}`);
  return csvDocument(
    ['date', 'description', 'amount', 'credits', 'type'].map((key) => t(`columns.${key}`)),
    report.transactions.map((row) => [
      brazilDateTime(row.createdAt),
      row.description,
      new Money(row.amount),
      row.credits,
      t(`types.${row.type}`),
    ]),
  );
}

/** A file name safe anywhere: the person's name without accents or punctuation. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

export interface ExportedFile {
  readonly contentType: string;
  readonly headers: Record<string, string>;
  readonly body: string | Buffer;
}

/** The report in the asked format: html shown inline (to print), pdf and csv as downloads. */
export async function exportCreditReport(
  lng: Language,
  report: CreditReport,
  format: CreditReportExportFormat,
  now = new Date(),
): Promise<ExportedFile> {
  const base = [translate(lng, 'reports:creditReport.fileName'), slug(report.user.name)]
    .filter(Boolean)
    .join('-');
  const name = `${base}-${report.period.startDate}`;
  switch (format) {
    case 'html':
      return {
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': PRINT_VIEW_CSP },
        body: creditReportHtml(lng, report, now),
      };
    case 'pdf':
      return {
        contentType: 'application/pdf',
        headers: { 'content-disposition': attachment(datedFileName(name, report.period.endDate, 'pdf')) },
        // pdfkit (~12 MiB resident) is loaded with the first PDF asked for, not at start-up.
        body: await (await import('./creditReportPdf')).creditReportPdf(lng, report, now),
      };
    case 'csv':
      return {
        contentType: CSV_CONTENT_TYPE,
        headers: { 'content-disposition': attachment(datedFileName(name, report.period.endDate, 'csv')) },
        body: creditReportCsv(lng, report),
      };
    default: {
      const unknown: never = format;
      return unknown;
    }
  }
}
