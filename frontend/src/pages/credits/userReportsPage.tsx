import {
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
import { Spinner } from '../../components/spinner';
import type { SummaryCard } from '../../components/ui/summaryCards';
import { FORM_BEHAVIOUR, schemaResolver, useErrorText } from '../../lib/forms';
import { queries } from '../../lib/queries';
import { PageHeader } from '../tournaments/pageHeader';
import { CreditReportView, creditsColumn, ReportPeriodForm, todayIso } from './creditReportView';

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
      <ReportPeriodForm
        onSubmit={handleSubmit((values) =>
          setPeriod({ startDate: values.startDate, endDate: values.endDate }),
        )}
        start={{ label: t('reports.start'), field: register('startDate'), error: errorText('startDate') }}
        end={{ label: t('reports.end'), field: register('endDate'), error: errorText('endDate') }}
        submit={{ label: t('reports.apply'), icon: 'calendar' }}
      />
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
    <CreditReportView
      report={report}
      header={
        <p className="text-sm text-slate-600" data-testid="report-period">
          {t('reports.period', {
            start: formatDate(report.period.startDate),
            end: formatDate(report.period.endDate),
          })}
        </p>
      }
      cards={cards}
      rows={{
        id: 'report-history',
        title: t('reports.historyTitle'),
        emptyText: t('reports.empty'),
        columns: [
          {
            key: 'date',
            label: t('reports.date'),
            className: 'px-4 py-3 sm:px-6',
            cellClassName: 'text-slate-600 tabular-nums',
            cell: (row) => (
              <>
                {/* On a phone the time goes under the date, so the credits column stays in view. */}
                <span className="block whitespace-nowrap sm:inline">{formatDate(row.createdAt)}</span>{' '}
                <span className="whitespace-nowrap text-slate-500 sm:text-slate-600">
                  {formatTime(row.createdAt)}
                </span>
              </>
            ),
          },
          {
            key: 'description',
            label: t('reports.descriptionColumn'),
            className: 'px-3 py-3',
            cellClassName: 'text-slate-800',
            cell: (row) => row.description,
          },
          creditsColumn(t('reports.credits'), 'px-4 py-3 text-right sm:px-6'),
        ],
      }}
    />
  );
}
