import type { CreditReport } from '@rodada/events';
import PDFDocument from 'pdfkit';
import { type Language, translate } from '../i18n';
import { formatBrl } from './money';
import { brazilDate, brazilDateTime } from './period';

const MARGIN = 40;
const FOOTER_HEIGHT = 24;
const CELL_PADDING = 4;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

interface Column {
  readonly key: 'date' | 'description' | 'amount' | 'credits' | 'type';
  readonly width: number;
  readonly align: 'left' | 'right';
}
// A4 is 595 points wide: 515 between the margins.
const COLUMNS: readonly Column[] = [
  { key: 'date', width: 95, align: 'left' },
  { key: 'description', width: 215, align: 'left' },
  { key: 'amount', width: 80, align: 'right' },
  { key: 'credits', width: 55, align: 'right' },
  { key: 'type', width: 70, align: 'left' },
];

/** The admin credit report as a real PDF: title, user, period, summary, then the table over as many pages as it takes. */
export function creditReportPdf(lng: Language, report: CreditReport, now = new Date()): Promise<Buffer> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lng, `reports:${key}`, params);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${t('creditReport.title')} - ${report.user.name}`, Author: 'Rodada' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;

  doc.font(BOLD).fontSize(18).text(t('creditReport.title'), left, MARGIN, { width });
  doc.moveDown(0.5);
  const { user, period, summary } = report;
  const field = (label: string, value: string) => {
    doc.font(BOLD).fontSize(10).text(`${label}: `, { continued: true }).font(FONT).text(value);
  };
  field(t('creditReport.user'), user.name);
  field(t('creditReport.email'), user.email);
  field(t('creditReport.currentCredits'), String(user.currentCredits));
  field(
    t('creditReport.period'),
    t('creditReport.periodRange', { start: brazilDate(period.startDate), end: brazilDate(period.endDate) }),
  );
  doc.moveDown();
  doc.font(BOLD).fontSize(12).text(t('creditReport.summaryTitle'), left, doc.y, { width });
  doc.moveDown(0.3);
  field(t('creditReport.consumed'), String(summary.totalCreditsConsumed));
  field(t('creditReport.added'), String(summary.totalCreditsAdded));
  field(t('creditReport.net'), String(summary.netCredits));
  field(t('creditReport.count'), String(summary.transactionCount));
  doc.moveDown();
  doc.font(BOLD).fontSize(12).text(t('creditReport.transactionsTitle'), left, doc.y, { width });
  doc.moveDown(0.3);

  const drawRow = (cells: Record<Column['key'], string>, font: string, shaded: boolean) => {
    doc.font(font).fontSize(9);
    const height =
      Math.max(
        ...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 2 * CELL_PADDING })),
      ) +
      2 * CELL_PADDING;
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      if (!shaded) drawHeader();
      doc.font(font).fontSize(9);
    }
    const top = doc.y;
    if (shaded) doc.rect(left, top, width, height).fill('#f3f4f6').fillColor('#111827');
    let x = left;
    for (const c of COLUMNS) {
      doc.text(cells[c.key], x + CELL_PADDING, top + CELL_PADDING, {
        width: c.width - 2 * CELL_PADDING,
        align: c.align,
      });
      x += c.width;
    }
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.y = top + height;
  };
  const header = Object.fromEntries(COLUMNS.map((c) => [c.key, t(`columns.${c.key}`)])) as Record<
    Column['key'],
    string
  >;
  const drawHeader = () => drawRow(header, BOLD, true);

  if (report.transactions.length === 0) {
    doc.font(FONT).fontSize(10).text(t('creditReport.empty'), left, doc.y, { width });
  } else {
    drawHeader();
    for (const row of report.transactions) {
      drawRow(
        {
          date: brazilDateTime(row.createdAt),
          description: row.description,
          amount: formatBrl(row.amount),
          credits: row.credits > 0 ? `+${row.credits}` : String(row.credits),
          type: t(`types.${row.type}`),
        },
        FONT,
        false,
      );
    }
  }

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 8;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#6b7280')
      .text(t('creditReport.generatedAt', { date: brazilDateTime(now) }), left, y, {
        width: width / 2,
        lineBreak: false,
      })
      .text(t('creditReport.page', { page: i + 1, pages: pages.count }), left + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return finished;
}
