import type { RosterEntrySummary } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { LevelBadge } from '../../components/tournaments/levelBadge';
import { CARD } from '../../components/ui/card';
import { rosterQueries } from '../../lib/roster';
import { PageHeader } from '../tournaments/pageHeader';
import { MergeEntryDialog, RenameEntryDialog } from './entryDialogs';

/** The organiser's players: every name of their tournaments, searched, renamed and merged. */
export function PlayersPage() {
  const { t } = useTranslation('tournaments');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const roster = useQuery(rosterQueries.search(query, true));
  const everyone = useQuery(rosterQueries.search('', true));
  const [renaming, setRenaming] = useState<RosterEntrySummary | null>(null);
  const [merging, setMerging] = useState<RosterEntrySummary | null>(null);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('roster.title')} description={t('roster.description')} />
      <label className="mb-4 grid gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t('roster.search')}</span>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('roster.searchPlaceholder')}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:text-sm"
        />
      </label>
      {roster.isPending ? (
        <Spinner />
      ) : roster.data?.length === 0 ? (
        <p className={`${CARD} p-6 text-center text-sm text-slate-600`}>
          {query === '' ? t('roster.empty') : t('roster.noMatch')}
        </p>
      ) : (
        <ul className={`${CARD} divide-y divide-slate-100`} data-testid="roster-list">
          {roster.data?.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
              data-testid="roster-entry"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <Link
                    to={`/players/${entry.id}`}
                    className="min-w-0 truncate hover:text-brand-800 hover:underline"
                  >
                    {entry.name}
                  </Link>
                  <LevelBadge level={entry.level} />
                </p>
                <p className="text-xs text-slate-500">
                  {t('roster.tournaments', { count: entry.tournaments })}
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className={ACTION} onClick={() => setRenaming(entry)}>
                  {t('roster.rename')}
                </button>
                <button
                  type="button"
                  className={ACTION}
                  onClick={() => setMerging(entry)}
                  disabled={(everyone.data?.length ?? 0) < 2}
                >
                  {t('roster.merge')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {renaming ? <RenameEntryDialog entry={renaming} onClose={() => setRenaming(null)} /> : null}
      {merging ? (
        <MergeEntryDialog
          entry={merging}
          others={(everyone.data ?? []).filter((e) => e.id !== merging.id)}
          onClose={() => setMerging(null)}
        />
      ) : null}
    </div>
  );
}

const ACTION =
  'inline-flex h-9 items-center rounded-lg border border-slate-200 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-300 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50';
