import {
  CREDIT_REPORT_DEFAULT_START,
  type CreditReport,
  formatDate,
  formatDateTime,
} from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { stackedTable } from '../../components/ui/stackedTable';
import { type SummaryCard, SummaryCards } from '../../components/ui/summaryCards';
import { type AdminReportFilter, adminQueries, creditReportExportUrl } from '../../lib/adminQueries';
import { useFormatMoney } from '../../lib/money';
import { useToast } from '../../state/toasts';
import { signedCredits } from '../credits/transactionHistory';
import { todayIso } from '../credits/userReportsPage';
import { PageHeader } from '../tournaments/pageHeader';
import { Badge, CARD, EmptyNote, ErrorNote } from './adminUi';
import { type PickedUser, UserPicker } from './userPicker';

/** 'Relatórios de Créditos': any user's credit movements over a period, with HTML, PDF and CSV exports. */
export function CreditReportsPage() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const [user, setUser] = useState<PickedUser | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
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
      <Link
        to="/admin?tab=reports"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700"
      >
        <Icon name="collapse" className="size-4" />
        {t('report.back')}
      </Link>
      <PageHeader title={t('report.title')} description={t('report.description')} />
      <form
        noValidate
        data-testid="credit-report-filters"
        className={`${CARD} mb-6 grid gap-4 p-5 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start`}
        onSubmit={(event) => {
          event.preventDefault();
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
        }}
      >
        <UserPicker label={t('report.user')} value={user} onChange={setUser} testId="report-user" />
        <TextField
          type="date"
          name="startDate"
          label={t('report.start')}
          value={startDate}
          placeholder={CREDIT_REPORT_DEFAULT_START}
          onChange={(event) => setStartDate(event.target.value)}
        />
        <TextField
          type="date"
          name="endDate"
          label={t('report.end')}
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
        />
        <button type="submit" disabled={!user} className={`${buttonClasses.primary} lg:mt-[1.625rem]`}>
          <Icon name="report" className="size-4" />
          {t('report.generate')}
        </button>
      </form>
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
    <div className="grid grid-cols-1 gap-6" data-testid="credit-report">
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
      <SummaryCards cards={cards} />
      <section className={`${CARD} overflow-hidden`} aria-labelledby="report-rows">
        <h2
          id="report-rows"
          className="border-b border-slate-100 px-5 py-4 text-base font-bold text-slate-900 sm:px-6"
        >
          {t('report.rows')}
        </h2>
        {report.transactions.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-slate-500">{t('report.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={`${stackedTable.table} sm:min-w-[40rem]`} data-testid="report-table">
              <thead
                className={`bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase ${stackedTable.head}`}
              >
                <tr>
                  <th scope="col" className="px-4 py-3 sm:px-6">
                    {t('report.date')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('report.descriptionColumn')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('report.amount')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('report.credits')}
                  </th>
                  <th scope="col" className="px-4 py-3 sm:px-6">
                    {t('report.type')}
                  </th>
                </tr>
              </thead>
              <tbody className={stackedTable.body}>
                {report.transactions.map((row) => (
                  <tr key={row.id} className={stackedTable.row}>
                    <td
                      data-label={t('report.date')}
                      className={`px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums sm:px-6 ${stackedTable.cell}`}
                    >
                      {formatDateTime(row.createdAt)}
                    </td>
                    <td
                      data-label={t('report.descriptionColumn')}
                      className={`px-3 py-3 text-slate-800 ${stackedTable.cell}`}
                    >
                      {row.description}
                    </td>
                    <td
                      data-label={t('report.amount')}
                      className={`px-3 py-3 text-right whitespace-nowrap tabular-nums ${stackedTable.cell}`}
                    >
                      {row.amount === 0 ? '—' : money(row.amount)}
                    </td>
                    <td
                      data-label={t('report.credits')}
                      className={`px-3 py-3 text-right font-bold tabular-nums ${row.credits > 0 ? 'text-emerald-700' : 'text-slate-700'} ${stackedTable.cell}`}
                    >
                      {signedCredits(row.credits)}
                    </td>
                    <td data-label={t('report.type')} className={`px-4 py-3 sm:px-6 ${stackedTable.cell}`}>
                      <span>
                        <Badge tone={row.type === 'addition' ? 'green' : 'slate'}>
                          {t(`report.types.${row.type}`)}
                        </Badge>
                      </span>
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
