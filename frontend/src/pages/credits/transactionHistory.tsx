import { formatDate } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useFormatMoney } from '../../lib/money';
import { queries } from '../../lib/queries';

const STATUS_TONES = {
  completed: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
} as const;

/** Signed credits: "+10", "-1". */
export function signedCredits(credits: number): string {
  return credits > 0 ? `+${credits}` : String(credits);
}

/**
 * The user's credit movements, labelled by the server (Compra, Indicação, Consumo de crédito) with
 * their status badges (Concluído, Aguardando, Falha).
 */
export function TransactionHistory() {
  const { t } = useTranslation('credits');
  const money = useFormatMoney();
  const transactions = useQuery(queries.transactions());
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="history-title" className="text-base font-bold text-slate-900">
        {t('history.title')}
      </h2>
      {transactions.status === 'pending' ? <Spinner /> : null}
      {transactions.status === 'error' ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {t('history.error')}
        </p>
      ) : null}
      {transactions.status === 'success' && transactions.data.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          {t('history.empty')}
        </p>
      ) : null}
      {transactions.status === 'success' && transactions.data.length > 0 ? (
        <ul
          className="mt-4 divide-y divide-slate-100 lg:max-h-[32rem] lg:overflow-y-auto lg:pr-1"
          data-testid="transactions"
        >
          {transactions.data.map((transaction) => (
            <li
              key={transaction.id}
              data-testid="transaction"
              data-status={transaction.status}
              className="flex items-start justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">{transaction.label}</p>
                <p className="text-xs [overflow-wrap:anywhere] text-slate-500">{transaction.description}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {formatDate(transaction.createdAt)}
                  {transaction.amount > 0 ? ` · ${money(transaction.amount)}` : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span
                  className={`text-sm font-bold tabular-nums ${
                    transaction.credits > 0 ? 'text-emerald-700' : 'text-slate-700'
                  }`}
                >
                  {signedCredits(transaction.credits)}
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ${STATUS_TONES[transaction.status]}`}
                >
                  {transaction.statusLabel}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
