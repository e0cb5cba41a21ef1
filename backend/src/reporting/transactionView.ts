import {
  type CreditReport,
  TRANSACTION_KINDS,
  TRANSACTION_LABEL_KEYS,
  TRANSACTION_STATUS_KEYS,
  type Transaction,
  type TransactionKind,
} from '@rodada/events';
import { type Language, translate } from '../i18n';
import { describeTransaction } from './transactionText';

type Status = keyof typeof TRANSACTION_STATUS_KEYS;

export interface TransactionRow {
  readonly id: string;
  readonly user_id: string;
  readonly kind: string;
  readonly amount_cents: number;
  readonly credits: number;
  readonly detail: Record<string, unknown>;
  readonly currency_code: string;
  readonly status: string;
  readonly created_at: Date | string;
}

const kindOf = (kind: string): TransactionKind =>
  (TRANSACTION_KINDS as readonly string[]).includes(kind) ? (kind as TransactionKind) : 'grant';
// A missing status counts as completed (spec section 3).
const statusOf = (status: string): Status =>
  status in TRANSACTION_STATUS_KEYS ? (status as Status) : 'completed';

/** A transaction's description: a manual PIX purchase says so. */
export function transactionDescription(
  lng: Language,
  row: Pick<TransactionRow, 'kind' | 'credits' | 'detail'>,
) {
  if (row.kind === 'purchase' && row.detail.method === 'pix')
    return translate(lng, 'transactions:pixPurchase', { count: Math.abs(row.credits) });
  return describeTransaction(lng, row.kind, row.credits, row.detail);
}

/** A row of the transactions read model as the list shows it, in the reader's language. */
export function transactionView(lng: Language, row: TransactionRow): Transaction {
  const kind = kindOf(row.kind);
  const status = statusOf(row.status);
  return {
    id: row.id,
    userId: row.user_id,
    kind,
    amount: row.amount_cents,
    credits: row.credits,
    description: transactionDescription(lng, row),
    label: translate(lng, TRANSACTION_LABEL_KEYS[kind]),
    currencyCode: row.currency_code,
    status,
    statusLabel: translate(lng, TRANSACTION_STATUS_KEYS[status]),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A user's account, the period asked and its completed movements: what a credit report is made of. */
export interface CreditReportSource {
  readonly account: { readonly name: string; readonly email: string; readonly credits: number };
  readonly period: { readonly startDate: string; readonly endDate: string };
  readonly rows: readonly Pick<
    TransactionRow,
    'id' | 'kind' | 'amount_cents' | 'credits' | 'detail' | 'created_at'
  >[];
}

/** Spec section 3's credit report from the period's completed movements. */
export function creditReportView(lng: Language, report: CreditReportSource): CreditReport {
  let added = 0;
  let consumed = 0;
  for (const row of report.rows) {
    if (row.credits > 0) added += row.credits;
    else consumed -= row.credits;
  }
  return {
    user: { name: report.account.name, email: report.account.email, currentCredits: report.account.credits },
    period: { startDate: report.period.startDate, endDate: report.period.endDate },
    summary: {
      totalCreditsConsumed: consumed,
      totalCreditsAdded: added,
      netCredits: added - consumed,
      transactionCount: report.rows.length,
    },
    transactions: report.rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      description: transactionDescription(lng, row),
      amount: row.amount_cents,
      credits: row.credits,
      type: row.credits > 0 ? ('addition' as const) : ('consumption' as const),
    })),
  };
}
