import { createHash } from 'node:crypto';
import type { CreditReport } from '@rodada/events';
import { type Language, translate } from '../i18n';
import { formatBrl } from './money';
import { brazilDate, brazilDateTime } from './period';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const PRINT_SCRIPT = "document.getElementById('print').addEventListener('click',function(){window.print()});";

/**
 * The print view's own policy: nothing loads from anywhere, and the one script that may run is
 * the print button's (by its hash), so a name or description can never bring its own.
 */
export const PRINT_VIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash('sha256').update(PRINT_SCRIPT).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const STYLE = `
  *{box-sizing:border-box}
  body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;margin:0;padding:32px;background:#f9fafb}
  main{max-width:960px;margin:0 auto;background:#fff;padding:32px;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
  h1{font-size:24px;margin:0 0 16px}
  h2{font-size:16px;margin:24px 0 8px}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
  dt{color:#6b7280}
  dd{margin:0}
  .summary{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
  .card{border:1px solid #e5e7eb;border-radius:8px;padding:12px}
  .card span{display:block;color:#6b7280;font-size:12px}
  .card strong{font-size:20px}
  table{width:100%;border-collapse:collapse;font-size:14px}
  th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
  th{background:#f3f4f6}
  td.number,th.number{text-align:right;white-space:nowrap}
  .addition{color:#047857}
  .consumption{color:#b91c1c}
  .toolbar{display:flex;justify-content:flex-end;margin-bottom:16px}
  button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #d1d5db;background:#fff;cursor:pointer}
  footer{margin-top:24px;color:#6b7280;font-size:12px}
  @media screen and (max-width:640px){
    body{padding:12px}
    main{padding:16px}
    .summary{grid-template-columns:repeat(2,1fr)}
    dl{grid-template-columns:1fr;gap:0 16px}
    dd{margin-bottom:6px;overflow-wrap:anywhere}
    table,tbody,tr,td{display:block}
    thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    tr{border-bottom:1px solid #e5e7eb;padding:8px 0}
    td,td.number{display:grid;grid-template-columns:7.5rem 1fr;gap:12px;border:0;padding:3px 0;text-align:left;white-space:normal;overflow-wrap:anywhere}
    td::before{content:attr(data-label);color:#6b7280;font-size:12px;font-weight:600}
  }
  @media print{
    body{background:#fff;padding:0}
    main{box-shadow:none;padding:0;max-width:none}
    .toolbar{display:none}
    tr{break-inside:avoid}
    thead{display:table-header-group}
  }`;

/** The admin credit report as a page of its own that prints cleanly (every value escaped). */
export function creditReportHtml(lng: Language, report: CreditReport, now = new Date()): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(lng, `reports:${key}`, params);
  const { user, period, summary } = report;
  const card = (label: string, value: number) =>
    `<div class="card"><span>${escapeHtml(label)}</span><strong>${escapeHtml(value)}</strong></div>`;
  // A phone shows each row as a card, each value under its column's name (the cell's data-label).
  const label = Object.fromEntries(
    (['date', 'description', 'amount', 'credits', 'type'] as const).map((key) => [
      key,
      escapeHtml(t(`columns.${key}`)),
    ]),
  ) as Record<'date' | 'description' | 'amount' | 'credits' | 'type', string>;
  const rows = report.transactions
    .map(
      (row) => `<tr>
        <td data-label="${label.date}">${escapeHtml(brazilDateTime(row.createdAt))}</td>
        <td data-label="${label.description}">${escapeHtml(row.description)}</td>
        <td data-label="${label.amount}" class="number">${escapeHtml(formatBrl(row.amount))}</td>
        <td data-label="${label.credits}" class="number ${row.type}">${escapeHtml(row.credits > 0 ? `+${row.credits}` : row.credits)}</td>
        <td data-label="${label.type}">${escapeHtml(t(`types.${row.type}`))}</td>
      </tr>`,
    )
    .join('');
  const table =
    report.transactions.length === 0
      ? `<p>${escapeHtml(t('creditReport.empty'))}</p>`
      : `<table>
        <thead><tr>
          <th>${label.date}</th>
          <th>${label.description}</th>
          <th class="number">${label.amount}</th>
          <th class="number">${label.credits}</th>
          <th>${label.type}</th>
        </tr></thead>
        <tbody>${rows}</tbody>
      </table>`;
  const title = `${t('creditReport.title')} · ${user.name}`;
  return `<!doctype html>
<html lang="${escapeHtml(lng)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <div class="toolbar"><button id="print" type="button">${escapeHtml(t('creditReport.print'))}</button></div>
  <h1>${escapeHtml(t('creditReport.title'))}</h1>
  <dl>
    <dt>${escapeHtml(t('creditReport.user'))}</dt><dd>${escapeHtml(user.name)}</dd>
    <dt>${escapeHtml(t('creditReport.email'))}</dt><dd>${escapeHtml(user.email)}</dd>
    <dt>${escapeHtml(t('creditReport.currentCredits'))}</dt><dd>${escapeHtml(user.currentCredits)}</dd>
    <dt>${escapeHtml(t('creditReport.period'))}</dt><dd>${escapeHtml(
      t('creditReport.periodRange', { start: brazilDate(period.startDate), end: brazilDate(period.endDate) }),
    )}</dd>
  </dl>
  <h2>${escapeHtml(t('creditReport.summaryTitle'))}</h2>
  <div class="summary">
    ${card(t('creditReport.consumed'), summary.totalCreditsConsumed)}
    ${card(t('creditReport.added'), summary.totalCreditsAdded)}
    ${card(t('creditReport.net'), summary.netCredits)}
    ${card(t('creditReport.count'), summary.transactionCount)}
  </div>
  <h2>${escapeHtml(t('creditReport.transactionsTitle'))}</h2>
  ${table}
  <footer>${escapeHtml(t('creditReport.generatedAt', { date: brazilDateTime(now) }))}</footer>
</main>
<script>${PRINT_SCRIPT}</script>
</body>
</html>
`;
}
