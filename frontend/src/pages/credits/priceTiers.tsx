import type { CreditQuote } from '@rodada/events/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { useFormatMoney } from '../../lib/money';
import { nextTierOf, type PriceTierRow, priceTierRows } from './pricing';

/** The volume-discount table; the tier the current quantity falls in is marked. */
export function PriceTierTable({
  basePriceCents,
  quantity,
}: {
  readonly basePriceCents: number;
  readonly quantity: number;
}) {
  const { t } = useTranslation('credits');
  const money = useFormatMoney();
  const rows = priceTierRows(basePriceCents);
  const current = (row: PriceTierRow) =>
    quantity >= row.minQuantity && (row.maxQuantity === null || quantity <= row.maxQuantity);
  return (
    <section
      aria-labelledby="tiers-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="tiers-title" className="text-base font-bold text-slate-900">
        {t('tiers.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('tiers.caption')}</p>
      <ul className="mt-4 grid gap-2" data-testid="price-tiers">
        {rows.map((row) => (
          <li
            key={row.minQuantity}
            data-testid="price-tier"
            data-current={current(row)}
            className={`flex items-center justify-between gap-3 rounded-xl border px-4 py-3 transition ${
              current(row) ? 'border-brand-400 bg-brand-50/70 ring-1 ring-brand-300' : 'border-slate-200'
            }`}
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-slate-900">
                {row.maxQuantity === null
                  ? t('tiers.rangeFrom', { min: row.minQuantity })
                  : t('tiers.range', { min: row.minQuantity, max: row.maxQuantity })}
                {current(row) ? (
                  <span className="rounded-full bg-brand-600 px-2 py-px text-[11px] font-bold text-white">
                    {t('tiers.current')}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-500">
                {t('tiers.perCredit', { price: money(row.unitCents) })}
              </p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${
                row.discountPercent > 0 ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'
              }`}
            >
              {row.discountPercent > 0
                ? t('tiers.discount', { percent: row.discountPercent })
                : t('tiers.fullPrice')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** From 10 credits: what the tier saves, (base − unit) × quantity; below that, how far the next tier is. */
export function SavingsBanner({ quote }: { readonly quote: CreditQuote }) {
  const { t } = useTranslation('credits');
  const money = useFormatMoney();
  if (quote.savingsCents > 0) {
    return (
      <p
        data-testid="savings-banner"
        className="flex items-start gap-2.5 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800 ring-1 ring-emerald-200"
      >
        <Icon name="sparkle" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans
            t={t}
            i18nKey="buy.savings"
            values={{ amount: money(quote.savingsCents), percent: quote.discountPercent }}
            components={{ strong: <strong className="font-bold" /> }}
          />
        </span>
      </p>
    );
  }
  const next = nextTierOf(quote);
  if (!next) return null;
  return (
    <p
      data-testid="next-tier"
      className="flex items-start gap-2.5 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200"
    >
      <Icon name="sparkle" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      {t('buy.nextTier', { count: next.missing, percent: next.discountPercent })}
    </p>
  );
}
