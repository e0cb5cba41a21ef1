import type { PublicTournament } from '@rodada/events/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ConnectionBadge } from '../../components/connectionBadge';
import { Icon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/languageSwitcher';
import { BrandMark } from '../../components/publicLayout';
import { Spinner } from '../../components/spinner';
import { ChampionsPanel } from '../../components/tournaments/championsPanel';
import { FairnessPanel } from '../../components/tournaments/fairnessPanel';
import { LiveGate } from '../../components/tournaments/liveGate';
import { NowAndNext, PlayingOrderList } from '../../components/tournaments/playingOrder';
import { RankingTable } from '../../components/tournaments/rankingTable';
import { RulesPanel } from '../../components/tournaments/rulesPanel';
import { ScoringContext } from '../../components/tournaments/scoring/scoringContext';
import { ShareRankingButton } from '../../components/tournaments/shareRankingButton';
import {
  formatName,
  isAnyGroupFormat,
  isPairFormat,
  playerPathOf,
  rankingCardUrlOf,
} from '../../components/tournaments/tournamentText';
import { EndedNotice, Panel, TournamentSummaryTiles } from '../../components/tournaments/tournamentViews';
import { usePublicTournament } from '../../components/tournaments/useLiveTournament';

// Only a Super 16 / 32 board shows groups (tabs and their Radix code) and the Super Final's phase:
// a Super 8 or 12 board never downloads them.
const SuperGroupsView = lazy(async () => ({
  default: (await import('../../components/tournaments/superGroupsView')).SuperGroupsView,
}));
const SuperFinalPhase = lazy(async () => ({
  default: (await import('../../components/tournaments/superFinalPhase')).SuperFinalPhase,
}));
// Likewise a Mexicano's rounds (and their texts' namespace) load only on a Mexicano board, the
// clocks only on a timed one.
const MexicanoRounds = lazy(async () => ({
  default: (await import('../../components/tournaments/mexicanoRounds')).MexicanoRounds,
}));
const NowClocks = lazy(async () => ({
  default: (await import('../../components/tournaments/scoring/nowClocks')).NowClocks,
}));

/** The running slots' clocks of a timed tournament; nothing (and no download) for the others. */
function Clocks({ tournament }: { readonly tournament: PublicTournament }) {
  if (tournament.scoring.mode !== 'timed') return null;
  return (
    <Suspense fallback={null}>
      <NowClocks tournament={tournament} />
    </Suspense>
  );
}

/** A player's own page, from the public board's names. */
const playerHref = (publicToken: string) => (playerId: string) => playerPathOf(publicToken, playerId);

/** Spec /public/tournament/{publicToken}: read-only, live, legible on a phone and on a TV. */
export function PublicTournamentPage() {
  const { publicToken = '' } = useParams();
  const state = usePublicTournament(publicToken);
  // A token that names nothing (unknown or malformed) gets the not-found card and no live controls.
  const found = state.status !== 'notFound';

  return (
    <div className="court-backdrop min-h-dvh" data-testid="public-page">
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
          <BrandMark className="size-8" />
          <span className="hidden sm:inline">Rodada</span>
        </span>
        <div className="flex items-center gap-2">
          {found ? (
            <>
              <ConnectionBadge />
              <TvLink publicToken={publicToken} />
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

/** The club TV view of this tournament (it replaced the board's "large type" switch). */
function TvLink({ publicToken }: { readonly publicToken: string }) {
  const { t } = useTranslation('tournaments');
  return (
    <a
      href={`/public/tournament/${publicToken}/tv`}
      data-testid="tv-link"
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-sm font-semibold text-slate-700 transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Icon name="tv" className="size-4" />
      <span className="hidden sm:inline">{t('public.tv')}</span>
      <span className="sr-only sm:hidden">{t('public.tv')}</span>
    </a>
  );
}

function Board({ tournament }: { readonly tournament: PublicTournament }) {
  return (
    <ScoringContext value={tournament.scoring}>
      <BoardBody tournament={tournament} />
    </ScoringContext>
  );
}

function BoardBody({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  // Every match played, or the tournament ended early (by its owner or a court tablet).
  const finished = tournament.status === 'completed';
  const heading = (
    <div className="mb-5 mt-2 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {formatName(tournament, t)}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
          {tournament.name}
        </h1>
      </div>
      <ShareRankingButton cardUrl={rankingCardUrlOf(tournament.publicToken)} name={tournament.name} />
    </div>
  );
  if (tournament.tournamentType === 'super_groups') {
    return (
      <div data-testid="public-board" data-revision={tournament.revision}>
        {heading}
        <div className="grid gap-6">
          <EndedNotice tournament={tournament} />
          <NowAndNext tournament={tournament} />
          <Clocks tournament={tournament} />
          <Suspense fallback={<Spinner />}>
            <SuperFinalPhase tournament={tournament} audience="public" />
            <SuperGroupsView tournament={tournament} board playerHref={playerHref(tournament.publicToken)} />
          </Suspense>
          <TournamentSummaryTiles tournament={tournament} />
          <FairnessPanel tournament={tournament} />
          <RulesPanel format={tournament.tournamentType} scoring={tournament.scoring} />
        </div>
      </div>
    );
  }
  return (
    <div data-testid="public-board" data-revision={tournament.revision}>
      {heading}
      <div className="mb-6 empty:hidden">
        <EndedNotice tournament={tournament} />
      </div>
      <div className="mb-6 empty:hidden">
        <ChampionsPanel tournament={tournament} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid grid-cols-1 content-start gap-6">
          <Panel
            title={<span className="text-xl">{t('ranking.title')}</span>}
            testId="public-ranking"
            aside={
              finished ? (
                <span className="text-sm font-semibold text-brand-700">{t('public.final')}</span>
              ) : null
            }
          >
            <RankingTable
              ranking={tournament.ranking}
              pairs={isPairFormat(tournament.tournamentType)}
              board
              playerHref={playerHref(tournament.publicToken)}
              matchesPlayed={isAnyGroupFormat(tournament.tournamentType)}
            />
          </Panel>
          <TournamentSummaryTiles tournament={tournament} />
        </div>
        <div className="grid grid-cols-1 content-start gap-6">
          {tournament.tournamentType === 'mexicano' ? (
            <Suspense fallback={null}>
              <MexicanoRounds tournament={tournament} />
            </Suspense>
          ) : null}
          <NowAndNext tournament={tournament} />
          <Clocks tournament={tournament} />
          <Panel title={<span className="text-xl">{t('rounds.title')}</span>} testId="public-matches">
            <PlayingOrderList tournament={tournament} board />
          </Panel>
          <FairnessPanel tournament={tournament} />
          <RulesPanel format={tournament.tournamentType} scoring={tournament.scoring} />
        </div>
      </div>
    </div>
  );
}
