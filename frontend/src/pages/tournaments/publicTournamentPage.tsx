import { FINAL_ROUND, type PublicTournament } from '@rodada/events/contracts';
import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ConnectionBadge } from '../../components/connectionBadge';
import { LanguageSwitcher } from '../../components/languageSwitcher';
import { BrandMark } from '../../components/publicLayout';
import { Spinner } from '../../components/spinner';
import { LiveGate } from '../../components/tournaments/liveGate';
import { RankingTable } from '../../components/tournaments/rankingTable';
import { RulesPanel } from '../../components/tournaments/rulesPanel';
import { SuperFinalPhase } from '../../components/tournaments/superFinalPhase';
import { currentRound, formatName, isPairFormat } from '../../components/tournaments/tournamentText';
import { Panel, RoundsList, TournamentSummaryTiles } from '../../components/tournaments/tournamentViews';
import { usePublicTournament } from '../../components/tournaments/useLiveTournament';

// Only a Super 16 / 32 board shows groups (tabs and their Radix code): a Super 8 or 12 board never
// downloads them.
const SuperGroupsView = lazy(async () => ({
  default: (await import('../../components/tournaments/superGroupsView')).SuperGroupsView,
}));

/** The spectator's choice of large type (a TV at the club), remembered on this device. */
const largeTypeAtom = atomWithStorage('rodada.publicLargeType', false, undefined, { getOnInit: true });

/** Root font size in large type: every rem-based size grows with it. */
const LARGE_ROOT_FONT = '131.25%';

/** Spec /public/tournament/{publicToken}: read-only, live, legible on a phone and on a TV. */
export function PublicTournamentPage() {
  const { publicToken = '' } = useParams();
  const [large, setLarge] = useAtom(largeTypeAtom);
  const state = usePublicTournament(publicToken);
  // A token that names nothing (unknown or malformed) gets the not-found card and no live controls.
  const found = state.status !== 'notFound';

  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = large ? LARGE_ROOT_FONT : '';
    return () => {
      root.style.fontSize = '';
    };
  }, [large]);

  return (
    <div className="court-backdrop min-h-dvh" data-testid="public-page" data-large={large}>
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
          <BrandMark className="size-8" />
          <span className="hidden sm:inline">Rodada</span>
        </span>
        <div className="flex items-center gap-2">
          {found ? (
            <>
              <ConnectionBadge />
              <LargeTypeToggle large={large} onChange={setLarge} />
            </>
          ) : null}
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-8">
        <LiveGate state={state}>{(tournament) => <Board tournament={tournament} />}</LiveGate>
      </main>
    </div>
  );
}

function LargeTypeToggle({
  large,
  onChange,
}: {
  readonly large: boolean;
  readonly onChange: (v: boolean) => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <button
      type="button"
      aria-pressed={large}
      data-testid="large-type"
      onClick={() => onChange(!large)}
      title={t('public.largeType')}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-500 ${
        large
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300'
      }`}
    >
      <span aria-hidden className="font-serif text-base leading-none">
        A<span className="text-lg">A</span>
      </span>
      <span className="hidden sm:inline">{t('public.largeType')}</span>
      <span className="sr-only sm:hidden">{t('public.largeType')}</span>
    </button>
  );
}

function Board({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  const round = currentRound(tournament.matches);
  const heading = (
    <div className="mb-5 mt-2">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {formatName(tournament, t)}
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
        {tournament.name}
      </h1>
    </div>
  );
  if (tournament.tournamentType === 'super_groups') {
    return (
      <div data-testid="public-board" data-revision={tournament.revision}>
        {heading}
        <div className="grid gap-6">
          <UpNext tournament={tournament} round={round} />
          <SuperFinalPhase tournament={tournament} audience="public" />
          <Suspense fallback={<Spinner />}>
            <SuperGroupsView tournament={tournament} board />
          </Suspense>
          <TournamentSummaryTiles tournament={tournament} />
          <RulesPanel format={tournament.tournamentType} />
        </div>
      </div>
    );
  }
  return (
    <div data-testid="public-board" data-revision={tournament.revision}>
      {heading}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Panel
            title={<span className="text-xl">{t('ranking.title')}</span>}
            testId="public-ranking"
            aside={
              round === null ? (
                <span className="text-sm font-semibold text-brand-700">{t('public.final')}</span>
              ) : null
            }
          >
            <RankingTable
              ranking={tournament.ranking}
              pairs={isPairFormat(tournament.tournamentType)}
              board
            />
          </Panel>
          <TournamentSummaryTiles tournament={tournament} />
        </div>
        <div className="grid content-start gap-6">
          <UpNext tournament={tournament} round={round} />
          <Panel title={<span className="text-xl">{t('rounds.title')}</span>} testId="public-matches">
            <RoundsList tournament={tournament} board />
          </Panel>
          <RulesPanel format={tournament.tournamentType} />
        </div>
      </div>
    </div>
  );
}

/** The current round's matches still to play, by court, in large type. */
function UpNext({
  tournament,
  round,
}: {
  readonly tournament: PublicTournament;
  readonly round: number | null;
}) {
  const { t } = useTranslation(['tournaments', 'superGroups']);
  // The final and the third-place match of the Super Final are played at the same time.
  const inRound = (r: number) => (round !== null && round >= FINAL_ROUND ? r >= FINAL_ROUND : r === round);
  const upNext = round === null ? [] : tournament.matches.filter((m) => inRound(m.round) && !m.completed);
  if (round === null || upNext.length === 0) return null;
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const side = (a: string, b: string | null) =>
    [a, b === a ? null : b]
      .filter((id): id is string => id !== null)
      .map((id) => names.get(id) ?? '?')
      .join(' / ');
  return (
    <section
      data-testid="up-next"
      className="rounded-2xl border border-brand-200 bg-brand-700 p-4 text-white shadow-md sm:p-5"
    >
      <h2 className="text-sm font-semibold tracking-wide uppercase opacity-80">
        {round >= FINAL_ROUND ? t('superGroups:final.upNext') : t('public.upNext', { round })}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {upNext.map((match) => (
          <li key={match.id} className="rounded-xl bg-white/10 p-3">
            <p className="text-xs font-semibold opacity-80">
              {match.groupId ? `${t('superGroups:tabs.group', { group: match.groupId })} · ` : null}
              {t('match.place', { court: match.court, order: match.order })}
            </p>
            <p className="mt-1 text-lg leading-snug font-bold">
              {side(match.player1Id, match.player2Id)}
              <span className="mx-2 text-sm font-semibold text-ball">{t('public.versus')}</span>
              {side(match.player3Id, match.player4Id)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
