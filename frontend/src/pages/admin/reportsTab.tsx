import { formatDateTime } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { adminQueries, transactionsExportUrl } from '../../lib/adminQueries';
import { CARD, EmptyNote, ErrorNote } from './adminUi';

const LINK_CARD = `${CARD} group flex items-start gap-4 p-5 transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500 sm:p-6`;

/** 'Relatórios': the credit reports, the transactions' CSV, and the tournaments waiting for a tie decision. */
export function ReportsTab() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6">
      <div className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2">
        <Link to="/admin/credit-reports" className={LINK_CARD} data-testid="credit-reports-link">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name="report" className="size-6" />
          </span>
          <span>
            <span className="block text-base font-bold text-slate-900 group-hover:text-brand-800">
              {t('reports.creditReports')}
            </span>
            <span className="mt-1 block text-sm text-slate-600">{t('reports.creditReportsDescription')}</span>
          </span>
        </Link>
        <a
          href={transactionsExportUrl('all')}
          download
          className={LINK_CARD}
          data-testid="transactions-export-link"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
            <Icon name="card" className="size-6" />
          </span>
          <span>
            <span className="block text-base font-bold text-slate-900 group-hover:text-brand-800">
              {t('reports.transactions')}
            </span>
            <span className="mt-1 block text-sm text-slate-600">{t('reports.transactionsDescription')}</span>
          </span>
        </a>
      </div>
      <TiesQueue />
    </div>
  );
}

function TiesQueue() {
  const { t } = useTranslation('admin');
  const issues = useQuery(adminQueries.tieIssues());
  return (
    <section
      className={`${CARD} grid gap-4 p-5 sm:p-6`}
      aria-labelledby="ties-title"
      data-testid="ties-queue"
    >
      <div>
        <h2 id="ties-title" className="text-base font-bold text-slate-900">
          {t('ties.title')}
        </h2>
        <p className="text-sm text-slate-500">{t('ties.description')}</p>
      </div>
      {issues.status === 'pending' ? <Spinner /> : null}
      {issues.status === 'error' ? <ErrorNote>{issues.error.message}</ErrorNote> : null}
      {issues.status === 'success' && issues.data.length === 0 ? (
        <EmptyNote>{t('ties.empty')}</EmptyNote>
      ) : null}
      {issues.status === 'success' && issues.data.length > 0 ? (
        <ul className="grid gap-3">
          {issues.data.map((issue) => (
            <li
              key={`${issue.tournamentId}-${issue.groupId}`}
              data-testid="tie-issue"
              className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/50 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">
                  {issue.tournamentName}{' '}
                  <span className="font-normal text-slate-600">
                    · {t('ties.group', { group: issue.groupId })}
                  </span>
                </p>
                <p className="text-slate-700">
                  {t('ties.players', { players: issue.players.map((p) => p.name).join(', ') })}
                </p>
                <p className="text-xs text-slate-500">
                  {t('ties.meta', { owner: issue.ownerName, date: formatDateTime(issue.since) })}
                </p>
              </div>
              <Link
                to={`/tournament/${encodeURIComponent(issue.tournamentId)}/resolve-tiebreaks`}
                className="inline-flex h-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('ties.resolve')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
