import type { AdminPeriod } from '@rodada/events/contracts';
import { formatDateTime } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { DataTable } from '../../components/ui/dataTable';
import { adminQueries, transactionsExportUrl } from '../../lib/adminQueries';
import { useFormatMoney } from '../../lib/money';
import { signedCredits } from '../credits/transactionHistory';
import { Badge, CARD, EmptyNote, ErrorNote, PeriodSelect, STATUS_TONES } from './adminUi';
import { DailyChart } from './dailyChart';
import { PendingPixRequests } from './pixRequests';
import { PriceManager } from './priceManager';
import { FigureCards, useRevenueSeries } from './statsTab';

const LATEST = 10;

/** 'Financeiro': the price, the period's money figures and chart, the latest transactions, PIX to decide. */
export function FinancialTab() {
  const { t } = useTranslation('admin');
  const money = useFormatMoney();
  const [period, setPeriod] = useState<AdminPeriod>('all');
  const stats = useQuery(adminQueries.stats(period));
  const revenueSeries = useRevenueSeries();

  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-base font-bold text-slate-900">{t('financial.title')}</h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <PeriodSelect value={period} onChange={setPeriod} testId="financial-period" />
          <a
            href={transactionsExportUrl(period)}
            download
            className={buttonClasses.secondary}
            data-testid="export-csv"
          >
            <Icon name="report" className="size-4" />
            {t('financial.exportCsv')}
          </a>
        </div>
      </div>
      {stats.status === 'pending' ? <Spinner /> : null}
      {stats.status === 'error' ? <ErrorNote>{stats.error.message}</ErrorNote> : null}
      {stats.data ? (
        <FigureCards
          cards={[
            {
              key: 'revenue',
              label: t('financial.revenue'),
              value: money(stats.data.totalRevenue),
              icon: 'card',
            },
            {
              key: 'count',
              label: t('financial.count'),
              value: String(stats.data.transactionCount),
              icon: 'report',
            },
            {
              key: 'ticket',
              label: t('financial.averageTicket'),
              value: money(stats.data.averageTicket),
              icon: 'coins',
            },
          ]}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:gap-6 xl:grid-cols-2">
        {stats.data ? (
          <DailyChart
            title={t('charts.revenue')}
            daily={stats.data.daily}
            series={revenueSeries}
            testId="chart-financial"
          />
        ) : null}
        <PriceManager />
      </div>
      <PendingPixRequests />
      <LatestTransactions period={period} />
    </div>
  );
}

function LatestTransactions({ period }: { readonly period: AdminPeriod }) {
  const { t } = useTranslation('admin');
  const money = useFormatMoney();
  const transactions = useQuery(adminQueries.transactions({ period, page: 1, pageSize: LATEST }));
  return (
    <section className={`${CARD} overflow-hidden`} aria-labelledby="latest-title">
      <h2
        id="latest-title"
        className="border-b border-slate-100 px-5 py-4 text-base font-bold text-slate-900 sm:px-6"
      >
        {t('financial.latest')}
      </h2>
      {transactions.status === 'pending' ? <Spinner /> : null}
      {transactions.status === 'error' ? (
        <div className="p-4">
          <ErrorNote>{transactions.error.message}</ErrorNote>
        </div>
      ) : null}
      {transactions.status === 'success' && transactions.data.transactions.length === 0 ? (
        <div className="p-4">
          <EmptyNote>{t('financial.empty')}</EmptyNote>
        </div>
      ) : null}
      {transactions.status === 'success' && transactions.data.transactions.length > 0 ? (
        <DataTable
          stacked
          className="sm:min-w-[44rem]"
          testId="latest-transactions"
          rowTestId="latest-transaction"
          rows={transactions.data.transactions}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'date',
              label: t('financial.date'),
              className: 'px-4 py-3 sm:px-6',
              cellClassName: 'whitespace-nowrap text-slate-600 tabular-nums',
              cell: (row) => formatDateTime(row.createdAt),
            },
            {
              key: 'user',
              label: t('financial.user'),
              className: 'px-3 py-3',
              cell: (row) => (
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{row.userName}</span>
                  <span className="block text-xs break-all text-slate-500">{row.userEmail}</span>
                </span>
              ),
            },
            {
              key: 'description',
              label: t('financial.description'),
              className: 'px-3 py-3',
              cellClassName: 'text-slate-700',
              cell: (row) => (
                <span className="min-w-0">
                  <span className="block">{row.description}</span>
                  <span className="block text-xs text-slate-500">
                    {row.label} ·{' '}
                    {t('financial.credits', {
                      credits: signedCredits(row.credits),
                      count: Math.abs(row.credits),
                    })}
                  </span>
                </span>
              ),
            },
            {
              key: 'amount',
              label: t('financial.amount'),
              className: 'px-3 py-3 text-right',
              cellClassName: 'font-semibold whitespace-nowrap text-slate-900 tabular-nums',
              cell: (row) => (row.amount === 0 ? '—' : money(row.amount)),
            },
            {
              key: 'status',
              label: t('financial.status'),
              className: 'px-4 py-3 sm:px-6',
              cell: (row) => (
                <span>
                  <Badge tone={STATUS_TONES[row.status]}>{row.statusLabel}</Badge>
                </span>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
