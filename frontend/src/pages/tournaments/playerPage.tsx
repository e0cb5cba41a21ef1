import type { PublicTournament } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ConnectionBadge } from '../../components/connectionBadge';
import { LanguageSwitcher } from '../../components/languageSwitcher';
import { MessageCard } from '../../components/messageCard';
import { BrandMark } from '../../components/publicLayout';
import { LeavingMark } from '../../components/tournaments/leavingMark';
import { LiveGate } from '../../components/tournaments/liveGate';
import { MexicanoRounds } from '../../components/tournaments/mexicanoRounds';
import { matchPlace } from '../../components/tournaments/playingOrder';
import { rankingLabel } from '../../components/tournaments/scoring/rankingLabels';
import { formatAndName, formatName } from '../../components/tournaments/tournamentText';
import { usePublicTournament } from '../../components/tournaments/useLiveTournament';
import { type PlayerMatch, type PlayerView, playerView } from '../../lib/playerView';

/**
 * /public/tournament/{publicToken}/player/{playerId}: one player's (or pair's) own page, live and
 * bookmarkable on their phone: their place, their next match and how soon, their results so far.
 */
export function PlayerPage() {
  const { publicToken = '', playerId = '' } = useParams();
  const state = usePublicTournament(publicToken);
  const { t } = useTranslation('player');
  return (
    <div className="court-backdrop min-h-dvh" data-testid="player-page">
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <Link
          to={`/public/tournament/${publicToken}`}
          className="flex items-center gap-2 text-sm font-semibold text-slate-700 hover:text-brand-700"
        >
          <BrandMark className="size-8" />
          <span>{t('back')}</span>
        </Link>
        <div className="flex items-center gap-2">
          {state.status === 'ready' ? <ConnectionBadge /> : null}
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 pb-12 sm:px-8">
        <LiveGate state={state}>
          {(tournament) => {
            const view = playerView(tournament, playerId);
            if (!view)
              return (
                <MessageCard
                  testId="player-not-found"
                  icon="alert"
                  tone="warning"
                  title={t('notFound.title')}
                  description={t('notFound.description')}
                  action={{ to: `/public/tournament/${publicToken}`, label: t('back') }}
                />
              );
            return <PlayerBoard tournament={tournament} view={view} />;
          }}
        </LiveGate>
      </main>
    </div>
  );
}

function PlayerBoard({
  tournament,
  view,
}: {
  readonly tournament: PublicTournament;
  readonly view: PlayerView;
}) {
  const { t } = useTranslation(['player', 'tournaments', 'superGroups']);
  const { t: tournamentsT } = useTranslation('tournaments');
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? '?';
  return (
    <div className="grid gap-5" data-testid="player-board" data-revision={tournament.revision}>
      <div className="mt-2">
        <p
          data-testid="player-heading"
          className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
        >
          {formatAndName(formatName(tournament, tournamentsT), tournament.name)}
        </p>
        <h1
          data-testid="player-name"
          className="text-3xl font-extrabold tracking-tight break-words text-slate-900"
        >
          {view.name}
        </h1>
      </div>
      {view.standing ? (
        <section
          data-testid="player-standing"
          className="grid grid-cols-4 gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
        >
          <Figure
            label={
              view.groupId ? t('standing.groupPosition', { group: view.groupId }) : t('standing.position')
            }
          >
            {/* One who left, or a substitute left out of the places, takes no place: "–" and the mark. */}
            <span data-testid="player-position">
              {view.standing.ranked === false ? '–' : `${view.standing.position}º`}
            </span>
            <LeavingMark row={view.standing} />
          </Figure>
          <Figure label={rankingLabel(t, tournament.scoring, 'columns', 'points')}>
            {view.standing.points}
          </Figure>
          <Figure label={t('tournaments:ranking.columns.wins')}>{view.standing.wins}</Figure>
          <Figure label={rankingLabel(t, tournament.scoring, 'columns', 'gameBalance')}>
            {view.standing.gameBalance > 0 ? `+${view.standing.gameBalance}` : view.standing.gameBalance}
          </Figure>
        </section>
      ) : null}
      <NextMatch view={view} nameOf={nameOf} />
      {view.restRounds.length > 0 ? <RestRounds rounds={view.restRounds} /> : null}
      <MexicanoRounds tournament={tournament} />
      {view.upcoming.length > 1 ? (
        <section
          data-testid="player-upcoming"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 className="text-base font-bold text-slate-900">{t('upcoming.title')}</h2>
          <ul className="mt-2 grid gap-2">
            {view.upcoming.slice(1).map((m) => (
              <MatchLine key={m.match.id} entry={m} nameOf={nameOf} />
            ))}
          </ul>
        </section>
      ) : null}
      <section
        data-testid="player-results"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 className="text-base font-bold text-slate-900">{t('results.title')}</h2>
        {view.played.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('results.none')}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {view.played.map((m) => (
              <MatchLine key={m.match.id} entry={m} nameOf={nameOf} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Figure({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="text-2xl font-extrabold text-slate-900 tabular-nums">{children}</p>
      <p className="mt-0.5 text-xs leading-tight font-medium text-slate-500">{label}</p>
    </div>
  );
}

function NextMatch({ view, nameOf }: { readonly view: PlayerView; readonly nameOf: (id: string) => string }) {
  const { t } = useTranslation(['player', 'tournaments', 'superGroups']);
  if (!view.next)
    return (
      <section
        data-testid="player-next"
        data-state={view.ended ? 'ended' : 'done'}
        className="rounded-2xl bg-brand-700 p-5 text-white shadow-md"
      >
        <h2 className="text-sm font-semibold tracking-wide uppercase opacity-90">{t('next.title')}</h2>
        <p className="mt-2 text-lg font-bold">{view.ended ? t('next.ended') : t('next.done')}</p>
      </section>
    );
  const { match } = view.next;
  const when =
    view.nextState === 'now'
      ? t('next.now')
      : view.matchesBefore === 0
        ? t('next.soon')
        : t('next.before', { count: view.matchesBefore });
  return (
    <section
      data-testid="player-next"
      data-state={view.nextState}
      data-match-id={match.id}
      className="rounded-2xl border border-brand-200 bg-brand-700 p-5 text-white shadow-md"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold tracking-wide uppercase opacity-90">{t('next.title')}</h2>
        <span
          data-testid="player-next-when"
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
            view.nextState === 'now' ? 'bg-ball text-slate-900' : 'bg-white text-brand-800'
          }`}
        >
          {when}
        </span>
      </div>
      <p data-testid="player-next-place" className="mt-2 text-base font-semibold opacity-90">
        {matchPlace(match, t)}
        {match.matchType === 'group' ? ` · ${t('next.order', { order: match.order })}` : ''}
      </p>
      <dl className="mt-3 grid gap-2 text-lg sm:grid-cols-2">
        {view.next.partnerIds.length > 0 ? (
          <div>
            <dt className="text-xs font-semibold uppercase opacity-80">{t('next.partner')}</dt>
            <dd data-testid="player-next-partner" className="font-bold">
              {view.next.partnerIds.map(nameOf).join(' / ')}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs font-semibold uppercase opacity-80">{t('next.opponents')}</dt>
          <dd data-testid="player-next-opponents" className="font-bold">
            {view.next.opponentIds.map(nameOf).join(' / ')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function MatchLine({
  entry,
  nameOf,
}: {
  readonly entry: PlayerMatch;
  readonly nameOf: (id: string) => string;
}) {
  const { t } = useTranslation(['player', 'tournaments', 'superGroups']);
  const outcomeStyle =
    entry.outcome === 'won'
      ? 'bg-brand-600 text-white'
      : entry.outcome === 'lost'
        ? 'bg-slate-200 text-slate-800'
        : 'bg-sky-100 text-sky-900';
  return (
    <li
      data-testid="player-match"
      data-outcome={entry.outcome ?? undefined}
      className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/60 px-3 py-2"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-slate-500">{matchPlace(entry.match, t)}</p>
        <p className="text-sm break-words text-slate-800">
          {entry.partnerIds.length > 0 ? (
            <span>{t('line.with', { names: entry.partnerIds.map(nameOf).join(' / ') })} · </span>
          ) : null}
          <span>{t('line.against', { names: entry.opponentIds.map(nameOf).join(' / ') })}</span>
        </p>
      </div>
      {entry.match.void ? (
        <span
          data-testid="player-match-void"
          className="flex h-9 shrink-0 items-center rounded-lg bg-slate-200 px-2 text-sm font-semibold text-slate-700"
        >
          {t('tournaments:match.void')}
        </span>
      ) : entry.outcome ? (
        <span
          data-testid="player-match-score"
          className={`flex h-9 min-w-14 shrink-0 items-center justify-center gap-1 rounded-lg px-2 text-base font-bold tabular-nums ${outcomeStyle}`}
        >
          {entry.match.walkover ? t('tournaments:match.walkover') : `${entry.own}–${entry.against}`}
          <span className="sr-only">{t(`line.${entry.outcome}`)}</span>
        </span>
      ) : null}
    </li>
  );
}

/** The rounds they sit out (an Americano's rests), so nobody waits by a court for nothing. */
function RestRounds({ rounds }: { readonly rounds: readonly number[] }) {
  const { t } = useTranslation(['americano', 'tournaments']);
  return (
    <section
      data-testid="player-rests"
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <h2 className="font-bold text-slate-900">{t('rests.you')}</h2>
      {rounds.map((round) => (
        <span key={round} className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700">
          {t('rests.round', { round })}
        </span>
      ))}
    </section>
  );
}
