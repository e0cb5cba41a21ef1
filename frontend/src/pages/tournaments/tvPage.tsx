import type { Match, PublicTournament } from '@rodada/events/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { ConnectionBadge } from '../../components/connectionBadge';
import { BrandMark } from '../../components/publicLayout';
import { LiveGate } from '../../components/tournaments/liveGate';
import { formatName, sidesOf } from '../../components/tournaments/tournamentText';
import { usePublicTournament } from '../../components/tournaments/useLiveTournament';
import {
  FRESH_MILLISECONDS,
  freshResults,
  screenKey,
  screenMilliseconds,
  secondsFromSearch,
  tvScreens,
} from '../../lib/tvCycle';
import { TvClocks } from './tv/tvClocks';
import { CycleProgress, FullscreenButton, ScreenDots, Stage, TvFrame } from './tv/tvFrame';
import { TvScreenBody, useScreenTitle } from './tv/tvScreens';
import { useCycle } from './tv/useCycle';

/**
 * /public/tournament/{publicToken}/tv: the club TV. Made for a screen seen from a few metres, it
 * cycles on its own between the ranking (each group's, the podiums), the courts now, the matches
 * up next and a QR code of the public link; ← and → move by hand; `?every=N` sets the seconds per
 * screen. Live like the public page: it reconnects and catches up after a drop.
 */
export function TvPage() {
  const { publicToken = '' } = useParams();
  const state = usePublicTournament(publicToken);
  return (
    <TvFrame>
      <LiveGate state={state}>{(tournament) => <TvBoard tournament={tournament} />}</LiveGate>
    </TvFrame>
  );
}

function TvBoard({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  const { search } = useLocation();
  const seconds = secondsFromSearch(search);
  const screens = tvScreens(tournament);
  const cycle = useCycle(screens, screenKey, (screen) => screenMilliseconds(screen, seconds));
  const fresh = useFreshResults(tournament.matches);
  const titleOf = useScreenTitle();
  const title = titleOf(cycle.screen, tournament);
  const key = screenKey(cycle.screen);

  return (
    <div
      data-testid="tv-board"
      data-screen={key}
      data-revision={tournament.revision}
      className="flex min-h-0 flex-1 flex-col"
    >
      <header className="flex h-24 shrink-0 items-center gap-6 px-8">
        <BrandMark className="size-14 shrink-0" />
        <h1
          data-testid="tv-screen-title"
          className="shrink-0 text-5xl font-extrabold tracking-tight text-ball"
        >
          {title}
        </h1>
        <div className="ml-auto min-w-0 text-right">
          <p data-testid="tv-tournament-name" className="truncate text-3xl font-bold text-white">
            {tournament.name}
          </p>
          <p className="truncate text-lg font-semibold text-brand-200">{formatName(tournament, t)}</p>
        </div>
        <TvClocks tournament={tournament} />
        <div className="flex shrink-0 items-center gap-3">
          <ConnectionBadge />
          <FullscreenButton />
        </div>
      </header>
      <Stage key={key}>
        <TvScreenBody screen={cycle.screen} tournament={tournament} fresh={fresh.ids} />
      </Stage>
      <footer className="shrink-0">
        <div className="flex h-14 items-center gap-6 px-8">
          <ScreenDots
            screens={screens}
            keyOf={screenKey}
            index={cycle.index}
            onPick={cycle.goTo}
            labelOf={(s) => titleOf(s, tournament)}
          />
          <Ticker tournament={tournament} results={fresh.latest} />
        </div>
        <CycleProgress key={`${key}-${cycle.turn}`} milliseconds={cycle.milliseconds} />
      </footer>
    </div>
  );
}

interface FreshResults {
  /** Matches highlighted now. */
  readonly ids: ReadonlySet<string>;
  /** Those results, the latest first, for the ticker. */
  readonly latest: readonly Match[];
}

/** Results that arrived between two pushes, kept for FRESH_MILLISECONDS. */
function useFreshResults(matches: readonly Match[]): FreshResults {
  const previous = useRef<readonly Match[] | undefined>(undefined);
  const [fresh, setFresh] = useState<readonly { match: Match; until: number }[]>([]);

  useEffect(() => {
    const arrived = freshResults(previous.current, matches);
    previous.current = matches;
    if (arrived.length === 0) return;
    const until = Date.now() + FRESH_MILLISECONDS;
    const ids = new Set(arrived.map((m) => m.id));
    setFresh((list) => [
      ...arrived.map((match) => ({ match, until })),
      ...list.filter((f) => !ids.has(f.match.id)),
    ]);
  }, [matches]);

  useEffect(() => {
    if (fresh.length === 0) return;
    const soonest = Math.min(...fresh.map((f) => f.until));
    const timer = window.setTimeout(
      () => setFresh((list) => list.filter((f) => f.until > Date.now())),
      Math.max(0, soonest - Date.now()) + 50,
    );
    return () => window.clearTimeout(timer);
  }, [fresh]);

  return { ids: new Set(fresh.map((f) => f.match.id)), latest: fresh.map((f) => f.match) };
}

/** "Resultado: Ana / Bia 6–3 Caio / Duda" at the bottom while a result is fresh. */
function Ticker({
  tournament,
  results,
}: {
  readonly tournament: PublicTournament;
  readonly results: readonly Match[];
}) {
  const { t } = useTranslation('tv');
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const latest = results[0];
  const line = (match: Match) => {
    const [team1, team2] = sidesOf(match, (id) => names.get(id) ?? '?');
    return t('ticker.line', {
      team1: team1.join(' / '),
      team2: team2.join(' / '),
      score1: match.team1Score,
      score2: match.team2Score,
    });
  };
  return (
    <div aria-live="polite" className="ml-auto min-w-0">
      {latest ? (
        <p data-testid="tv-ticker" className="flex min-w-0 items-center gap-3 text-2xl font-bold">
          <span className="shrink-0 rounded-full bg-ball px-3 py-0.5 text-xl text-brand-900">
            {t('ticker.result')}
          </span>
          <span className="truncate">{line(latest)}</span>
          {results.length > 1 ? (
            <span className="shrink-0 text-lg text-brand-200">
              {t('ticker.more', { count: results.length - 1 })}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
