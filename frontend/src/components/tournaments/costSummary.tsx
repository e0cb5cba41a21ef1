import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../ui/button';
import { CreditShortHint } from './creditShortHint';

interface CostSummaryProps {
  /** Credits the tournament costs, from the server's table; undefined while unknown. */
  readonly cost: number | undefined;
  /** What to show while the cost is unknown (e.g. "2 ou 4 créditos" before a size is chosen). */
  readonly pendingCost?: string;
  readonly credits: number;
  readonly submitting: boolean;
  /** The submit stays enabled while the cost is unknown (the form says what is missing). */
  readonly allowUnknownCost?: boolean;
}

/** A create form's footer: cost versus balance, the submit button, and a hint when credits are short. */
export function CostSummary({
  cost,
  pendingCost,
  credits,
  submitting,
  allowUnknownCost = false,
}: CostSummaryProps) {
  const { t } = useTranslation('tournaments');
  const short = cost !== undefined && credits < cost;
  return (
    <section
      data-testid="cost-summary"
      className={`flex flex-col gap-4 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6 ${
        short ? 'border-red-200 bg-red-50' : 'border-brand-200 bg-brand-50/60'
      }`}
    >
      <dl className="flex gap-8">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('create.cost')}</dt>
          <dd data-testid="create-cost" className="text-lg font-bold text-slate-900">
            {cost === undefined ? (pendingCost ?? '…') : t('credits', { count: cost })}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('create.balance')}
          </dt>
          <dd
            data-testid="create-balance"
            className={`text-lg font-bold ${short ? 'text-red-700' : 'text-slate-900'}`}
          >
            {t('credits', { count: credits })}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2 sm:justify-items-end">
        <button
          type="submit"
          data-testid="create-submit"
          disabled={short || (cost === undefined && !allowUnknownCost) || submitting}
          className={`${buttonClasses.primary} w-full sm:w-auto`}
        >
          {submitting ? t('create.submitting') : t('create.submit')}
        </button>
        {short ? (
          <CreditShortHint
            className="text-sm text-red-700"
            message={t('create.shortHint', {
              required: t('credits', { count: cost }),
              available: t('credits', { count: credits }),
            })}
          />
        ) : null}
      </div>
    </section>
  );
}
