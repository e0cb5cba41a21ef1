import type { AdminPeriod } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { adminQueries } from '../../lib/adminQueries';
import { formatMoney, useFormatMoney } from '../../lib/money';
import { derivedFigures } from './adminMath';
import { CARD, ErrorNote, PeriodSelect } from './adminUi';
import { DailyChart, type DailyChartSeries } from './dailyChart';

export interface FigureCard {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
  readonly icon: IconName;
}

export function FigureCards({ cards }: { readonly cards: readonly FigureCard[] }) {
  return (
    <div
      className={`grid grid-cols-2 gap-3 sm:gap-4 ${cards.length > 3 ? 'lg:grid-cols-5' : 'sm:grid-cols-3'}`}
    >
      {cards.map((card) => (
        <section
          key={card.key}
          className={`${CARD} @container min-w-0 p-4 sm:p-5`}
          data-testid={`figure-${card.key}`}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-xs font-semibold text-slate-600 sm:text-sm">{card.label}</h3>
            <span className="hidden size-8 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
              <Icon name={card.icon} className="size-4" />
            </span>
          </div>
          <p
            className="mt-1 text-lg font-black tracking-tight [overflow-wrap:anywhere] text-slate-900 tabular-nums @[10rem]:text-xl @[12rem]:text-2xl @[15rem]:text-3xl"
            data-testid="figure-value"
          >
            {card.value}
          </p>
          {card.detail ? <p className="mt-0.5 text-xs text-slate-500">{card.detail}</p> : null}
        </section>
      ))}
    </div>
  );
}

/** 'Estatísticas': the period's figures and day-by-day charts. */
export function StatsTab() {
  const { t, i18n } = useTranslation('admin');
  const money = useFormatMoney();
  const [period, setPeriod] = useState<AdminPeriod>('all');
  const stats = useQuery(adminQueries.stats(period));
  const language = i18n.resolvedLanguage ?? i18n.language;
  const activitySeries = useMemo<DailyChartSeries[]>(() => {
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const format = (value: number) => count.format(value);
    return [
      { field: 'newUsers', label: t('charts.newUsers'), color: '#0284c7', format },
      { field: 'tournaments', label: t('charts.tournaments'), color: '#16a34a', format },
      { field: 'completedMatches', label: t('charts.matches'), color: '#d97706', format },
    ];
  }, [t, language]);
  const revenueSeries = useRevenueSeries();

  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-base font-bold text-slate-900">{t('stats.title')}</h2>
        <PeriodSelect value={period} onChange={setPeriod} testId="stats-period" />
      </div>
      {stats.status === 'pending' ? <Spinner /> : null}
      {stats.status === 'error' ? <ErrorNote>{stats.error.message}</ErrorNote> : null}
      {stats.data ? (
        <div className={`grid grid-cols-1 gap-4 sm:gap-6 ${stats.isPlaceholderData ? 'opacity-60' : ''}`}>
          <FigureCards
            cards={(() => {
              const { blockedUsers, scheduledTournaments } = derivedFigures(stats.data);
              return [
                {
                  key: 'users',
                  label: t('stats.activeUsers'),
                  value: String(stats.data.activeUsers),
                  detail: t('stats.blockedUsers', { count: blockedUsers }),
                  icon: 'users',
                },
                {
                  key: 'tournaments',
                  label: t('stats.tournaments'),
                  value: String(stats.data.totalTournaments),
                  detail: t('stats.scheduled', { count: scheduledTournaments }),
                  icon: 'trophy',
                },
                {
                  key: 'credits',
                  label: t('stats.credits'),
                  value: String(stats.data.totalCredits),
                  detail: t('stats.creditsMoved', {
                    added: stats.data.creditsAdded,
                    consumed: stats.data.creditsConsumed,
                  }),
                  icon: 'coins',
                },
                {
                  key: 'matches',
                  label: t('stats.matches'),
                  value: String(stats.data.completedMatches),
                  icon: 'court',
                },
                {
                  key: 'revenue',
                  label: t('stats.revenue'),
                  value: money(stats.data.totalRevenue),
                  detail: t('stats.purchases', { count: stats.data.transactionCount }),
                  icon: 'card',
                },
              ];
            })()}
          />
          <div className="grid grid-cols-1 gap-4 sm:gap-6 xl:grid-cols-2">
            <DailyChart
              title={t('charts.activity')}
              daily={stats.data.daily}
              series={activitySeries}
              testId="chart-activity"
            />
            <DailyChart
              title={t('charts.revenue')}
              daily={stats.data.daily}
              series={revenueSeries}
              testId="chart-revenue"
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The revenue line, in reais (the chart's values), written as money. */
export function useRevenueSeries(): DailyChartSeries[] {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => [
      {
        field: 'revenue',
        label: t('charts.revenueSeries'),
        color: '#7c3aed',
        format: (reais) => formatMoney(Math.round(reais * 100), language),
      },
    ],
    [t, language],
  );
}
