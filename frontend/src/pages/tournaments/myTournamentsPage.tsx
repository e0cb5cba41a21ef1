import type { TournamentSummary } from '@rodada/events/contracts';
import { formatDate } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useCopyPublicLink } from '../../components/tournaments/publicLinkCard';
import { StatusBadge } from '../../components/tournaments/statusBadge';
import { formatName, publicLinkOf } from '../../components/tournaments/tournamentText';
import { buttonClasses } from '../../components/ui/button';
import { queries } from '../../lib/queries';
import { PageHeader } from './pageHeader';

const SHOWN_PLAYERS = 4;

/** Spec /my-tournaments: the organiser's tournaments as cards, a 'Novo Torneio' button, an empty state. */
export function MyTournamentsPage() {
  const { t } = useTranslation('tournaments');
  const list = useQuery(queries.myTournaments());

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Link to="/select-tournament-type" className={buttonClasses.primary} data-testid="new-tournament">
            <Icon name="plus" className="size-4" />
            {t('list.new')}
          </Link>
        }
      />
      {list.status === 'pending' ? (
        <Spinner />
      ) : list.status === 'error' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
          {list.error instanceof Error ? list.error.message : t('errors.loadFailed')}
        </p>
      ) : list.data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.data.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </div>
      )}
    </div>
  );
}

function TournamentCard({ tournament }: { readonly tournament: TournamentSummary }) {
  const { t } = useTranslation('tournaments');
  const copy = useCopyPublicLink();
  const shown = tournament.players.slice(0, SHOWN_PLAYERS);
  const more = tournament.players.length - shown.length;
  return (
    <article
      data-testid="tournament-card"
      data-tournament-id={tournament.id}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {formatName(tournament, t)}
          </p>
          <h2 className="mt-0.5 text-lg font-bold break-words text-slate-900">{tournament.name}</h2>
        </div>
        <StatusBadge status={tournament.status} />
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('list.created')}</dt>
          <Icon name="calendar" className="size-4 text-slate-500" />
          <dd data-testid="card-date">{formatDate(tournament.createdAt)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('summary.courts')}</dt>
          <Icon name="court" className="size-4 text-slate-500" />
          <dd>{t('list.courts', { count: tournament.courts })}</dd>
        </div>
      </dl>
      <div className="mt-4 flex-1">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {tournament.tournamentType === 'super8_fixed_pairs' ? t('list.pairs') : t('list.players')}
        </p>
        <ul className="mt-1.5 flex flex-wrap gap-1.5" data-testid="card-players">
          {shown.map((name, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
              key={i}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {name}
            </li>
          ))}
          {more > 0 ? (
            <li className="px-1 py-1 text-xs font-semibold text-slate-500" data-testid="card-more">
              {t('list.morePlayers', { count: more })}
            </li>
          ) : null}
        </ul>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Link to={`/tournament/${tournament.id}`} className={`${buttonClasses.primary} px-3`}>
          {t('list.details')}
        </Link>
        <button
          type="button"
          onClick={() => void copy(publicLinkOf(tournament.publicToken))}
          className={`${buttonClasses.secondary} px-3`}
        >
          {t('list.copyLink')}
        </button>
      </div>
    </article>
  );
}

function EmptyState() {
  const { t } = useTranslation('tournaments');
  return (
    <div
      data-testid="tournaments-empty"
      className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon name="trophy" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{t('list.emptyTitle')}</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t('list.emptyDescription')}</p>
      <Link to="/select-tournament-type" className={`${buttonClasses.primary} mt-6`}>
        <Icon name="plus" className="size-4" />
        {t('list.new')}
      </Link>
    </div>
  );
}
