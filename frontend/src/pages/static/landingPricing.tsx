import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useTournamentCosts } from '../../components/tournaments/tournamentCosts';
import { useFormatMoney } from '../../lib/money';
import { queries } from '../../lib/queries';
import { basePriceOf, priceTierRows } from '../credits/pricing';
import { FaqAccordion } from './faqAccordion';
import { costRowKey, LandingSection, PRIMARY_BUTTON, SIGN_UP_PATH } from './landingParts';
import { listOf } from './staticText';

/** Prices: exactly the server's cost table (decisions.md: one source of truth for costs). */
export function PricingSection() {
  const { t } = useTranslation('landing');
  const costs = useTournamentCosts();
  return (
    <LandingSection
      id="pricing"
      title={t('pricing.title')}
      subtitle={t('pricing.subtitle')}
      className="bg-white"
    >
      {costs.status === 'pending' ? <Spinner /> : null}
      {costs.status === 'error' ? (
        <p
          role="alert"
          className="mx-auto max-w-xl rounded-xl bg-red-50 px-4 py-3 text-center text-sm text-red-700"
        >
          {t('pricing.error')}
        </p>
      ) : null}
      {costs.status === 'success' ? (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-4 lg:gap-4">
          {costs.data.map((row) => {
            const key = costRowKey(row);
            return (
              <li
                key={key}
                data-testid={`cost-${row.format}-${row.playerCount}`}
                className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 px-5 py-4 transition hover:border-brand-300 hover:bg-white lg:flex-col lg:items-stretch lg:py-6 lg:text-center"
              >
                <div className="min-w-0">
                  <h3 className="font-bold text-slate-900">{t(`pricing.formats.${key}.name`)}</h3>
                  <p className="mt-0.5 text-xs text-slate-500">{t(`pricing.formats.${key}.detail`)}</p>
                </div>
                <div className="shrink-0 text-right lg:mt-auto lg:pt-3 lg:text-center">
                  <p
                    data-testid="cost-credits"
                    className="text-xl font-black tracking-tight whitespace-nowrap text-brand-700 lg:text-2xl"
                  >
                    {t('pricing.credits', { count: row.credits })}
                  </p>
                  <p className="text-xs text-slate-500">{t('pricing.perTournament')}</p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}

      <CreditPackages />

      <div className="mt-8 flex flex-col items-center gap-6">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {listOf(t, 'pricing.perks').map((perk) => (
            <li key={perk} className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <Icon name="check" className="size-4 shrink-0 text-brand-600" />
              {perk}
            </li>
          ))}
        </ul>
        <Link to={SIGN_UP_PATH} className={PRIMARY_BUTTON}>
          {t('pricing.cta')}
          <Icon name="arrowRight" className="size-5" />
        </Link>
      </div>
    </LandingSection>
  );
}

/**
 * The price of a credit in R$, from the server's BRL price with the volume tiers over the whole
 * quantity; each tier with an example purchase at its first quantity.
 */
function CreditPackages() {
  const { t } = useTranslation('landing');
  const money = useFormatMoney();
  const prices = useQuery(queries.currencyPrices());
  const basePrice = prices.data ? basePriceOf(prices.data) : null;
  if (prices.status === 'pending') return <Spinner />;
  if (basePrice === null) return null;
  return (
    <div className="mt-12" data-testid="credit-packages">
      <h3 className="text-center text-xl font-black tracking-tight text-slate-900 sm:text-2xl">
        {t('pricing.packages.title')}
      </h3>
      <p className="mt-1 text-center text-slate-600">{t('pricing.packages.subtitle')}</p>
      <ul className="mx-auto mt-6 grid max-w-4xl grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        {priceTierRows(basePrice).map((row) => (
          <li
            key={row.minQuantity}
            data-testid="credit-package"
            className={`relative flex flex-col items-center rounded-2xl border px-5 py-6 text-center ${
              row.discountPercent > 0 ? 'border-brand-300 bg-brand-50/60' : 'border-slate-200 bg-white'
            }`}
          >
            {row.discountPercent > 0 ? (
              <span className="absolute -top-3 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold text-white">
                {t('pricing.packages.discount', { percent: row.discountPercent })}
              </span>
            ) : null}
            <p className="text-sm font-semibold text-slate-700">
              {row.maxQuantity === null
                ? t('pricing.packages.rangeFrom', { min: row.minQuantity })
                : t('pricing.packages.range', { min: row.minQuantity, max: row.maxQuantity })}
            </p>
            <p className="mt-2 text-3xl font-black tracking-tight whitespace-nowrap text-brand-700">
              {money(row.unitCents)}
            </p>
            <p className="text-xs text-slate-500">{t('pricing.packages.perCredit')}</p>
            {row.minQuantity > 1 ? (
              <p className="mt-3 text-sm font-medium text-slate-700">
                {t('pricing.packages.example', {
                  count: row.minQuantity,
                  total: money(row.unitCents * row.minQuantity),
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const FAQ_KEYS = ['install', 'tablet', 'credits', 'sports'] as const;

export function LandingFaq() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="faq" title={t('faq.title')}>
      <div className="mx-auto max-w-3xl">
        <FaqAccordion
          items={FAQ_KEYS.map((key) => ({
            id: key,
            question: t(`faq.items.${key}.question`),
            answer: t(`faq.items.${key}.answer`),
          }))}
        />
      </div>
    </LandingSection>
  );
}
