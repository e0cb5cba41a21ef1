import {
  brasiliaDayOf,
  CREDIT_REPORT_DEFAULT_START,
  type CreditReport,
  type CreditReportQuery,
  CreditReportQuerySchema,
  formatDate,
  formatTime,
} from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { CARD } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { type SummaryCard, SummaryCards } from '../../components/ui/summaryCards';
import { FORM_BEHAVIOUR, schemaResolver, useErrorText } from '../../lib/forms';
import { queries } from '../../lib/queries';
import { PageHeader } from '../tournaments/pageHeader';
import { signedCredits } from './transactionHistory';

/** Today as yyyy-MM-dd in Brasília (the date inputs' format; report days are Brasília's). */
export function todayIso(now: Date = new Date()): string {
  return brasiliaDayOf(now);
}

const resolver = schemaResolver(CreditReportQuerySchema);

/** 'Meus Relatórios de Créditos': a period, four cards and the movements within it. */
export function UserReportsPage() {
  const { t } = useTranslation('credits');
  const [period, setPeriod] = useState<CreditReportQuery>(() => ({
    startDate: CREDIT_REPORT_DEFAULT_START,
    endDate: todayIso(),
  }));
  const report = useQuery(queries.creditReport(period));
  const { register, handleSubmit, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver,
    defaultValues: period,
  });
  const errorText = useErrorText(formState.errors);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          setPeriod({ startDate: values.startDate, endDate: values.endDate }),
        )}
        className={`${CARD} mb-6 grid gap-4 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6`}
      >
        <TextField
          type="date"
          label={t('reports.start')}
          {...register('startDate')}
          error={errorText('startDate')}
        />
        <TextField
          type="date"
          label={t('reports.end')}
          {...register('endDate')}
          error={errorText('endDate')}
        />
        <button type="submit" className={`${buttonClasses.primary} sm:mt-[1.625rem]`}>
          <Icon name="calendar" className="size-4" />
          {t('reports.apply')}
        </button>
      </form>
      {report.status === 'pending' ? <Spinner /> : null}
      {report.status === 'error' ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {t('reports.error', { message: report.error.message })}
        </p>
      ) : null}
      {report.status === 'success' ? <ReportView report={report.data} /> : null}
    </div>
  );
}

function ReportView({ report }: { readonly report: CreditReport }) {
  const { t } = useTranslation('credits');
  const cards: readonly SummaryCard[] = [
    {
      key: 'used',
      label: t('reports.used'),
      value: report.summary.totalCreditsConsumed,
      icon: 'trophy',
      tone: 'bg-slate-100 text-slate-700',
    },
    {
      key: 'received',
      label: t('reports.received'),
      value: report.summary.totalCreditsAdded,
      icon: 'plus',
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      key: 'balance',
      label: t('reports.balance'),
      value: report.user.currentCredits,
      icon: 'coins',
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      key: 'count',
      label: t('reports.count'),
      value: report.summary.transactionCount,
      icon: 'report',
      tone: 'bg-sky-50 text-sky-700',
    },
  ];
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600" data-testid="report-period">
        {t('reports.period', {
          start: formatDate(report.period.startDate),
          end: formatDate(report.period.endDate),
        })}
      </p>
      <SummaryCards cards={cards} />
      <section aria-labelledby="report-history" className={`${CARD} overflow-hidden`}>
        <h2
          id="report-history"
          className="border-b border-slate-100 px-5 py-4 text-base font-bold text-slate-900 sm:px-6"
        >
          {t('reports.historyTitle')}
        </h2>
        {report.transactions.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-slate-500">{t('reports.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="report-table">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 sm:px-6">
                    {t('reports.date')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('reports.descriptionColumn')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right sm:px-6">
                    {t('reports.credits')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {report.transactions.map((row) => (
                  <tr key={row.id}>
                    <td className="px-4 py-3 text-slate-600 tabular-nums sm:px-6">
                      {/* On a phone the time goes under the date, so the credits column stays in view. */}
                      <span className="block whitespace-nowrap sm:inline">{formatDate(row.createdAt)}</span>{' '}
                      <span className="whitespace-nowrap text-slate-500 sm:text-slate-600">
                        {formatTime(row.createdAt)}
                      </span>
                    </td>
                    <td className="px-3 py-3 text-slate-800">{row.description}</td>
                    <td
                      className={`px-4 py-3 text-right font-bold tabular-nums sm:px-6 ${
                        row.credits > 0 ? 'text-emerald-700' : 'text-slate-700'
                      }`}
                    >
                      {signedCredits(row.credits)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
