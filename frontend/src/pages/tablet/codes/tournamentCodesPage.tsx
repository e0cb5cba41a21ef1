import type { TournamentCode } from '@rodada/events/contracts';
import { formatDateTime } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { CARD } from '../../../components/ui/card';
import { tabletQueries } from '../../../lib/tabletApi';
import { useToast } from '../../../state/toasts';
import { PageHeader } from '../../tournaments/pageHeader';
import { CreateCodeDialog, DeactivateCodeDialog } from './codeDialogs';

/** 'Códigos Tablet': the club's codes, a dialog to create one, and how to open the tablet. */
export function TournamentCodesPage() {
  const { t } = useTranslation(['tablet', 'tournaments']);
  const codes = useQuery(tabletQueries.codes());
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<TournamentCode | null>(null);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader
        title={t('codes.title')}
        description={t('codes.description')}
        actions={
          <button
            type="button"
            data-testid="create-code"
            onClick={() => setCreating(true)}
            className={buttonClasses.primary}
          >
            <Icon name="plus" className="size-4" />
            {t('codes.create')}
          </button>
        }
      />
      <TabletHint />
      {codes.isPending ? (
        <Spinner />
      ) : codes.isError ? (
        <section className={`${CARD} grid justify-items-center gap-3 p-6 text-center`}>
          <p role="alert" className="text-sm text-red-700">
            {t('codes.loadError')} {codes.error.message}
          </p>
          <button type="button" onClick={() => void codes.refetch()} className={buttonClasses.secondary}>
            {t('codes.retry')}
          </button>
        </section>
      ) : codes.data.length === 0 ? (
        <section
          data-testid="codes-empty"
          className={`${CARD} grid justify-items-center gap-3 px-6 py-12 text-center`}
        >
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon name="key" className="size-7" />
          </span>
          <p className="text-lg font-bold text-slate-900">{t('codes.empty')}</p>
          <p className="text-sm text-slate-600">{t('codes.emptyHint')}</p>
          <button type="button" onClick={() => setCreating(true)} className={buttonClasses.primary}>
            <Icon name="plus" className="size-4" />
            {t('codes.create')}
          </button>
        </section>
      ) : (
        <CodesList codes={codes.data} onDeactivate={setDeactivating} />
      )}
      <CreateCodeDialog open={creating} onOpenChange={setCreating} />
      <DeactivateCodeDialog code={deactivating} onClose={() => setDeactivating(null)} />
    </div>
  );
}

/** Where the court's device goes: {origin}/tablet, shown in full so it can be typed there. */
function TabletHint() {
  const { t } = useTranslation('tablet');
  const { toast } = useToast();
  const url = `${window.location.origin}/tablet`;
  return (
    <section
      className={`${CARD} flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5`}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name="phone" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t('codes.hintTitle')}</p>
          <p className="text-sm text-slate-600">{t('codes.hintBody')}</p>
          <p data-testid="tablet-url" className="mt-1 font-mono text-base font-bold break-all text-brand-800">
            {url}
          </p>
        </div>
      </div>
      <button
        type="button"
        className={buttonClasses.secondary}
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => toast({ title: t('codes.copied') }));
        }}
      >
        <Icon name="copy" className="size-4" />
        {t('codes.copy')}
      </button>
    </section>
  );
}

function StatusBadge({ code }: { readonly code: TournamentCode }) {
  const { t } = useTranslation('tablet');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
          code.isActive
            ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
            : 'bg-slate-100 text-slate-600 ring-slate-200'
        }`}
      >
        {code.isActive ? t('codes.active') : t('codes.inactive')}
      </span>
      {code.usedAt ? (
        <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
          {t('codes.used')}
        </span>
      ) : null}
    </span>
  );
}

function Actions({
  code,
  onDeactivate,
}: {
  readonly code: TournamentCode;
  readonly onDeactivate: (code: TournamentCode) => void;
}) {
  const { t } = useTranslation('tablet');
  return (
    <span className="flex flex-wrap justify-end gap-2">
      {code.tournamentId ? (
        <Link to={`/tournament/${code.tournamentId}`} className={`${buttonClasses.secondary} h-9 px-3`}>
          {t('codes.openTournament')}
        </Link>
      ) : null}
      {code.isActive ? (
        <button
          type="button"
          data-testid={`deactivate-${code.code}`}
          onClick={() => onDeactivate(code)}
          className="inline-flex h-9 items-center gap-1.5 rounded-xl border border-red-200 bg-white px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500"
        >
          <Icon name="lock" className="size-4" />
          {t('codes.deactivate')}
        </button>
      ) : null}
    </span>
  );
}

/** A table from 768 px; a card per code on a phone. */
function CodesList({
  codes,
  onDeactivate,
}: {
  readonly codes: readonly TournamentCode[];
  readonly onDeactivate: (code: TournamentCode) => void;
}) {
  const { t } = useTranslation(['tablet', 'tournaments']);
  const typeName = (code: TournamentCode) => t(`tournaments:formats.${code.tournamentType}.name`);
  return (
    <>
      <div className={`${CARD} hidden overflow-x-auto md:block`}>
        <table data-testid="codes-table" className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th className="px-4 py-3">{t('codes.columns.createdAt')}</th>
              <th className="px-4 py-3">{t('codes.columns.code')}</th>
              <th className="px-4 py-3">{t('codes.columns.type')}</th>
              <th className="px-4 py-3">{t('codes.columns.status')}</th>
              <th className="px-4 py-3">{t('codes.columns.endDate')}</th>
              <th className="px-4 py-3 text-right">{t('codes.columns.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {codes.map((code) => (
              <tr key={code.id} data-testid="code-row">
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {formatDateTime(code.createdAt)}
                </td>
                <td className="px-4 py-3 font-mono text-xl font-bold tracking-[0.2em] text-slate-900">
                  {code.code}
                </td>
                <td className="px-4 py-3 text-slate-700">{typeName(code)}</td>
                <td className="px-4 py-3">
                  <StatusBadge code={code} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {code.deactivatedAt ? formatDateTime(code.deactivatedAt) : '—'}
                </td>
                <td className="px-4 py-3">
                  <Actions code={code} onDeactivate={onDeactivate} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" data-testid="codes-cards">
        {codes.map((code) => (
          <li key={code.id} className={`${CARD} grid gap-3 p-4`}>
            <div className="flex items-start justify-between gap-3">
              <span className="font-mono text-2xl font-bold tracking-[0.2em] text-slate-900">
                {code.code}
              </span>
              <StatusBadge code={code} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('codes.columns.type')}</dt>
              <dd className="text-right text-slate-800">{typeName(code)}</dd>
              <dt className="text-slate-500">{t('codes.columns.createdAt')}</dt>
              <dd className="text-right text-slate-800">{formatDateTime(code.createdAt)}</dd>
              {code.deactivatedAt ? (
                <>
                  <dt className="text-slate-500">{t('codes.columns.endDate')}</dt>
                  <dd className="text-right text-slate-800">{formatDateTime(code.deactivatedAt)}</dd>
                </>
              ) : null}
            </dl>
            <Actions code={code} onDeactivate={onDeactivate} />
          </li>
        ))}
      </ul>
    </>
  );
}
