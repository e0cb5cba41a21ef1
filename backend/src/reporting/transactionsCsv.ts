import type { Language } from '../i18n';
import { translate } from '../i18n';
import { accountLabel } from '../privacy/accountLabel';
import { csvDocument, Money } from './csv';
import { brazilDateTime } from './period';
import { type TransactionRow, transactionView } from './transactionView';

type ExportedRow = TransactionRow & { readonly user_name: string; readonly user_email: string };

/** The financial tab's export: one row per transaction, headers and words in the reader's language. */
export function transactionsCsv(lng: Language, rows: readonly ExportedRow[]): string {
  const column = (key: string) => translate(lng, `reports:columns.${key}`);
  const header = ['date', 'user', 'email', 'description', 'label', 'status', 'credits', 'amount'].map(column);
  return csvDocument(
    header,
    rows.map((row) => {
      const view = transactionView(lng, row);
      const account = accountLabel(lng, row.user_name, row.user_email);
      return [
        brazilDateTime(view.createdAt),
        account.name,
        account.email,
        view.description,
        view.label,
        view.statusLabel,
        view.credits,
        new Money(view.amount),
      ];
    }),
  );
}
