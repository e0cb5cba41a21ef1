import {
  CREDIT_REPORT_DEFAULT_START,
  type CreditReport,
  formatDate,
  formatDateTime,
} from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/backLink';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import type { SummaryCard } from '../../components/ui/summaryCards';
import { type AdminReportFilter, adminQueries, creditReportExportUrl } from '../../lib/adminQueries';
import { FORM_BEHAVIOUR } from '../../lib/forms';
import { useFormatMoney } from '../../lib/money';
import { useToast } from '../../state/toasts';
import { CreditReportView, creditsColumn, ReportPeriodForm, todayIso } from '../credits/creditReportView';
import { signedCredits } from '../credits/transactionHistory';
import { PageHeader } from '../tournaments/pageHeader';
import { Badge, EmptyNote, ErrorNote } from './adminUi';
import { type PickedUser, UserPicker } from './userPicker';

interface ReportFilterValues {
  readonly user: PickedUser | null;
  readonly startDate: string;
  readonly endDate: string;
}

/** 'Relatórios de Créditos': any user's credit movements over a period, with HTML, PDF and CSV exports. */
export function CreditReportsPage() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  // The dates are not checked here: the server checks them (the shared `AdminCreditReportQuerySchema`)
  // and its refusal shows where the report would, as a failed read.
  const { control, register, handleSubmit, watch } = useForm<ReportFilterValues>({
    ...FORM_BEHAVIOUR,
    defaultValues: { user: null, startDate: '', endDate: '' },
  });
  const [filter, setFilter] = useState<AdminReportFilter | null>(null);
  const report = useQuery({
    ...adminQueries.creditReport(filter ?? { userId: '', startDate: '', endDate: '' }),
    enabled: filter !== null,
  });
  const failure = report.error?.message;
  useEffect(() => {
    if (failure) toast({ title: t('report.loadError', { message: failure }), variant: 'destructive' });
  }, [failure, toast, t]);

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0">
      <BackLink to="/admin?tab=reports">{t('report.back')}</BackLink>
      <PageHeader title={t('report.title')} description={t('report.description')} />
      <ReportPeriodForm
        testId="credit-report-filters"
        onSubmit={handleSubmit(({ user, startDate, endDate }) => {
          if (!user) return;
          // Blank dates read as the defaults (spec section 5): 2023-01-01 to today.
          const next = {
            userId: user.id,
            startDate: startDate || CREDIT_REPORT_DEFAULT_START,
            endDate: endDate || todayIso(),
          };
          // Pressing again for the same filters reads the report afresh.
          if (JSON.stringify(next) === JSON.stringify(filter)) void report.refetch();
          else setFilter(next);
        })}
        leading={
          <Controller
            control={control}
            name="user"
            render={({ field }) => (
              <UserPicker
                label={t('report.user')}
                value={field.value}
                onChange={field.onChange}
                testId="report-user"
              />
            )}
          />
        }
        start={{
          label: t('report.start'),
          field: register('startDate'),
          placeholder: CREDIT_REPORT_DEFAULT_START,
        }}
        end={{ label: t('report.end'), field: register('endDate') }}
        submit={{ label: t('report.generate'), icon: 'report', disabled: !watch('user') }}
      />
      {filter === null ? <EmptyNote>{t('report.pick')}</EmptyNote> : null}
      {filter !== null && report.isFetching && !report.data ? <Spinner /> : null}
      {report.status === 'error' ? (
        <ErrorNote>{t('report.loadError', { message: report.error.message })}</ErrorNote>
      ) : null}
      {filter !== null && report.data ? <ReportView report={report.data} filter={filter} /> : null}
    </div>
  );
}

function ReportView({
  report,
  filter,
}: {
  readonly report: CreditReport;
  readonly filter: AdminReportFilter;
}) {
  const { t } = useTranslation('admin');
  const money = useFormatMoney();
  const cards: readonly SummaryCard[] = [
    {
      key: 'consumed',
      label: t('report.consumed'),
      value: String(report.summary.totalCreditsConsumed),
      icon: 'trophy',
    },
    { key: 'added', label: t('report.added'), value: String(report.summary.totalCreditsAdded), icon: 'plus' },
    { key: 'net', label: t('report.net'), value: signedCredits(report.summary.netCredits), icon: 'coins' },
    {
      key: 'count',
      label: t('report.count'),
      value: String(report.summary.transactionCount),
      icon: 'report',
    },
  ];
  return (
    <CreditReportView
      testId="credit-report"
      report={report}
      header={<ReportHeader report={report} filter={filter} />}
      cards={cards}
      rows={{
        id: 'report-rows',
        title: t('report.rows'),
        emptyText: t('report.empty'),
        stacked: true,
        tableClassName: 'sm:min-w-[40rem]',
        columns: [
          {
            key: 'date',
            label: t('report.date'),
            className: 'px-4 py-3 sm:px-6',
            cellClassName: 'whitespace-nowrap text-slate-600 tabular-nums',
            cell: (row) => formatDateTime(row.createdAt),
          },
          {
            key: 'description',
            label: t('report.descriptionColumn'),
            className: 'px-3 py-3',
            cellClassName: 'text-slate-800',
            cell: (row) => row.description,
          },
          {
            key: 'amount',
            label: t('report.amount'),
            className: 'px-3 py-3 text-right',
            cellClassName: 'whitespace-nowrap tabular-nums',
            cell: (row) => (row.amount === 0 ? '—' : money(row.amount)),
          },
          creditsColumn(t('report.credits'), 'px-3 py-3 text-right'),
          {
            key: 'type',
            label: t('report.type'),
            className: 'px-4 py-3 sm:px-6',
            cell: (row) => (
              <span>
                <Badge tone={row.type === 'addition' ? 'green' : 'slate'}>
                  {t(`report.types.${row.type}`)}
                </Badge>
              </span>
            ),
          },
        ],
      }}
    />
  );
}

/** Whose report it is, over which period, and its exports (PDF and HTML in a new tab, CSV downloaded). */
function ReportHeader({
  report,
  filter,
}: {
  readonly report: CreditReport;
  readonly filter: AdminReportFilter;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 text-sm text-slate-600">
        <p className="text-base font-bold text-slate-900" data-testid="report-user-name">
          {report.user.name} <span className="font-normal text-slate-500">· {report.user.email}</span>
        </p>
        <p data-testid="report-period">
          {t('report.period', {
            start: formatDate(report.period.startDate),
            end: formatDate(report.period.endDate),
          })}{' '}
          · {t('report.balance', { count: report.user.currentCredits })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={creditReportExportUrl(filter, 'pdf')}
          target="_blank"
          rel="noopener"
          className={buttonClasses.primary}
          data-testid="export-pdf"
        >
          {t('report.exportPdf')}
        </a>
        <a
          href={creditReportExportUrl(filter, 'html')}
          target="_blank"
          rel="noopener"
          className={buttonClasses.secondary}
        >
          {t('report.exportHtml')}
        </a>
        <a href={creditReportExportUrl(filter, 'csv')} download className={buttonClasses.secondary}>
          {t('report.exportCsv')}
        </a>
      </div>
    </div>
  );
}
