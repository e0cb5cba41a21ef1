import type { Match, PublicTournament, ShownRankingRow } from '@rodada/events/contracts';
import { QUALIFIERS_PER_GROUP } from '@rodada/events/contracts/mini';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { leavingLabel } from '../../../components/tournaments/leavingMark';
import { matchPlace } from '../../../components/tournaments/playingOrder';
import { rankingLabel } from '../../../components/tournaments/scoring/rankingLabels';
import {
  isAnyGroupFormat,
  isPairFormat,
  playerPathOf,
  publicLinkOf,
  sidesOf,
} from '../../../components/tournaments/tournamentText';
import { useQrCode } from '../../../components/tournaments/useQrCode';
import { playState } from '../../../lib/playingOrder';
import { openTies, type Podium, podiumMatches } from '../../../lib/superGroups';
import { onCourtNow, rowsThatFit, type TvScreen } from '../../../lib/tvCycle';
import { PLACE_STYLES } from './tvFrame';

interface ScreenProps {
  readonly tournament: PublicTournament;
  /** Matches whose result just arrived: highlighted for a few seconds. */
  readonly fresh: ReadonlySet<string>;
}

/** The body of one screen of the cycle; the page draws the frame around it. */
export function TvScreenBody({ screen, tournament, fresh }: ScreenProps & { readonly screen: TvScreen }) {
  switch (screen.kind) {
    case 'ranking':
      return <TvRanking tournament={tournament} ranking={tournament.ranking} />;
    case 'group':
      return (
        <TvRanking
          tournament={tournament}
          ranking={tournament.groupRankings[screen.groupId] ?? []}
          groupId={screen.groupId}
        />
      );
    case 'podiums':
      return <TvPodiums tournament={tournament} fresh={fresh} />;
    case 'now':
      return (
        <TvMatches tournament={tournament} matches={onCourtNow(tournament.matches)} fresh={fresh} live />
      );
    case 'next':
      return <TvMatches tournament={tournament} matches={playState(tournament.matches).next} fresh={fresh} />;
    case 'qr':
      return <TvQr tournament={tournament} />;
    default: {
      const unhandled: never = screen;
      return unhandled;
    }
  }
}

/** The screen's name, as its heading and its dot say it: "Ranking", "Grupo A", "Em quadra agora"… */
export function useScreenTitle(): (screen: TvScreen, tournament: PublicTournament) => string {
  const { t } = useTranslation(['tv', 'tournaments', 'superGroups']);
  return (screen, tournament) => {
    switch (screen.kind) {
      case 'ranking':
        return tournament.status === 'completed'
          ? t('tournaments:public.final')
          : t('tournaments:ranking.title');
      case 'group':
        return t('superGroups:tabs.group', { group: screen.groupId });
      case 'podiums':
        return t('superGroups:tabs.final');
      case 'now':
      case 'next':
        return t(`tournaments:playing.${screen.kind}`);
      case 'qr':
        return t('tv:screens.qr');
      default: {
        const unhandled: never = screen;
        return unhandled;
      }
    }
  };
}

const STATS = ['wins', 'losses', 'draws', 'gameBalance', 'points'] as const;
/** Position, name, V D E SG, P; an Americano or Mexicano adds the matches played before V. */
const RANK_GRID = {
  plain: 'grid grid-cols-[3.5rem_minmax(0,1fr)_repeat(4,3.25rem)_4.5rem] items-center gap-x-3',
  withMatches: 'grid grid-cols-[3.5rem_minmax(0,1fr)_repeat(5,3.25rem)_4.5rem] items-center gap-x-3',
} as const;

/** A ranking in two columns (a group's qualifiers on the left), the players beyond what fits counted. */
function TvRanking({
  tournament,
  ranking,
  groupId,
}: {
  readonly tournament: PublicTournament;
  readonly ranking: readonly ShownRankingRow[];
  readonly groupId?: string;
}) {
  const { t } = useTranslation(['tv', 'tournaments', 'superGroups', 'mexicano', 'americano']);
  const { shown, more } = rowsThatFit(ranking);
  // Some players rest in an Americano or Mexicano: how many matches each played is part of the table.
  const matchesPlayed = isAnyGroupFormat(tournament.tournamentType);
  const grid = matchesPlayed ? RANK_GRID.withMatches : RANK_GRID.plain;
  const perColumn = Math.max(1, Math.ceil(shown.length / 2));
  const columns = [shown.slice(0, perColumn), shown.slice(perColumn)].filter((c) => c.length > 0);
  const tied = new Set(
    openTies(tournament)
      .filter((issue) => issue.groupId === groupId)
      .flatMap((issue) => issue.playerIds),
  );
  const court = tournament.groups.find((g) => g.id === groupId)?.court;
  return (
    <div className="flex h-full min-h-0 flex-col gap-4">
      <div className="grid min-h-0 flex-1 grid-cols-2 content-start gap-x-10">
        {columns.map((rows, c) => (
          <div key={rows[0]?.playerId ?? c} className="min-w-0">
            <div
              data-testid="tv-ranking-header"
              className={`${grid} px-3 pb-2 text-lg font-semibold tracking-wide text-slate-500 uppercase`}
            >
              <span className="text-center">#</span>
              <span>
                {isPairFormat(tournament.tournamentType)
                  ? t('tournaments:ranking.pair')
                  : t('tournaments:ranking.player')}
              </span>
              {matchesPlayed ? (
                <abbr title={t('americano:ranking.matches')} className="text-center no-underline">
                  {t('americano:ranking.matchesShort')}
                </abbr>
              ) : null}
              {STATS.map((stat) => (
                <abbr
                  key={stat}
                  title={rankingLabel(t, tournament.scoring, 'columns', stat)}
                  className="text-center no-underline"
                >
                  {rankingLabel(t, tournament.scoring, 'short', stat)}
                </abbr>
              ))}
            </div>
            <ol className="grid gap-2">
              {rows.map((row) => (
                <TvRankingRow
                  key={row.playerId}
                  row={row}
                  grid={grid}
                  matchesPlayed={matchesPlayed}
                  roomy={perColumn <= 4}
                  qualifier={groupId !== undefined && row.position <= QUALIFIERS_PER_GROUP}
                  tiedLabel={tied.has(row.playerId) ? t('superGroups:tie.tied') : null}
                />
              ))}
            </ol>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-base text-slate-500">
        <p className="flex flex-wrap gap-x-4">
          {matchesPlayed ? <span>{t('americano:ranking.legend')}</span> : null}
          {STATS.map((stat) => (
            <span key={stat}>{rankingLabel(t, tournament.scoring, 'legend', stat)}</span>
          ))}
        </p>
        {groupId !== undefined ? (
          <p className="font-semibold text-brand-300">
            {court !== undefined ? `${t('superGroups:group.court', { court })} · ` : ''}
            {t('superGroups:group.qualifiers')}
          </p>
        ) : null}
        {tournament.tournamentType === 'mexicano' && !tournament.ended ? (
          <p data-testid="tv-mexicano-next" className="font-semibold text-slate-200">
            {t('mexicano:rounds.next')}
          </p>
        ) : null}
        {more > 0 ? (
          <p data-testid="tv-ranking-more" className="font-semibold text-slate-200">
            {t('tv:more', { count: more })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function TvRankingRow({
  row,
  grid,
  matchesPlayed,
  roomy,
  qualifier,
  tiedLabel,
}: {
  readonly row: ShownRankingRow;
  readonly grid: string;
  readonly matchesPlayed: boolean;
  /** Four rows a column or fewer (a Super 8, a group): taller rows, larger names. */
  readonly roomy: boolean;
  readonly qualifier: boolean;
  readonly tiedLabel: string | null;
}) {
  return (
    <li
      data-testid="tv-ranking-row"
      data-player-id={row.playerId}
      className={`${grid} ${roomy ? 'h-[6.5rem]' : 'h-[4.75rem]'} rounded-2xl px-3 tabular-nums ${
        qualifier ? 'bg-brand-700/60 ring-2 ring-brand-400/60' : 'bg-white/5 ring-1 ring-white/10'
      }`}
    >
      <span
        data-testid="tv-ranking-position"
        className={`flex size-12 items-center justify-center justify-self-center rounded-full text-2xl font-extrabold ${
          (row.ranked !== false ? PLACE_STYLES[row.position] : undefined) ?? 'bg-white/10 text-white'
        }`}
      >
        {/* One who left, or a substitute left out of the places, takes no place. */}
        {row.ranked !== false ? row.position : '–'}
      </span>
      <span className="flex min-w-0 items-center gap-3">
        <span
          data-testid="tv-ranking-name"
          className={`truncate font-bold text-white ${roomy ? 'text-[2.5rem]' : 'text-3xl'}`}
        >
          {row.playerName}
        </span>
        {tiedLabel ? (
          <span className="shrink-0 rounded-full bg-amber-300 px-2 py-0.5 text-base font-bold text-amber-950">
            {tiedLabel}
          </span>
        ) : null}
        <TvLeavingMark row={row} />
      </span>
      {matchesPlayed ? <Stat testId="tv-ranking-matches" value={row.wins + row.losses + row.draws} /> : null}
      <Stat value={row.wins} />
      <Stat value={row.losses} />
      <Stat value={row.draws} />
      <Stat value={row.gameBalance > 0 ? `+${row.gameBalance}` : row.gameBalance} />
      <span data-testid="tv-ranking-points" className="text-center text-4xl font-extrabold text-ball">
        {row.points}
      </span>
    </li>
  );
}

/** "saiu no jogo N" / "substituto" beside a name on the TV's ranking. */
function TvLeavingMark({ row }: { readonly row: ShownRankingRow }) {
  const { t } = useTranslation('tournaments');
  const label = leavingLabel(t, row);
  if (label === null) return null;
  return (
    <span
      data-testid="tv-ranking-leaving"
      className="shrink-0 rounded-full bg-white/15 px-2 py-0.5 text-base font-bold text-white"
    >
      {label}
    </span>
  );
}

function Stat({ value, testId }: { readonly value: number | string; readonly testId?: string }) {
  return (
    <span data-testid={testId} className="text-center text-2xl font-semibold text-slate-200">
      {value}
    </span>
  );
}

/** Court by court: the matches on court now (scores as they arrive) or those up next. */
function TvMatches({
  tournament,
  matches,
  fresh,
  live = false,
}: ScreenProps & { readonly matches: readonly Match[]; readonly live?: boolean }) {
  // Up to 10 courts (an Americano of 40): three columns of smaller cards past six matches.
  const compact = matches.length > COMPACT_AFTER;
  const columns = matches.length <= 3 ? matches.length : matches.length <= 4 ? 2 : 3;
  return (
    <ul
      data-testid={live ? 'tv-now' : 'tv-next'}
      data-compact={compact || undefined}
      className={`grid h-full min-h-0 content-center ${compact ? 'gap-4' : 'gap-6'}`}
      style={{ gridTemplateColumns: `repeat(${Math.max(1, columns)}, minmax(0, 1fr))` }}
    >
      {matches.map((match) => (
        <li key={match.id} className="min-h-0">
          <TvMatchCard
            tournament={tournament}
            match={match}
            fresh={fresh.has(match.id)}
            live={live}
            compact={compact}
          />
        </li>
      ))}
    </ul>
  );
}

/** Matches a screen shows at full size; more (up to 10 courts) get the compact card. */
const COMPACT_AFTER = 6;

function TvMatchCard({
  tournament,
  match,
  fresh,
  live,
  title,
  compact = false,
}: {
  readonly tournament: PublicTournament;
  readonly match: Match;
  readonly fresh: boolean;
  readonly live: boolean;
  readonly title?: string;
  readonly compact?: boolean;
}) {
  const { t } = useTranslation(['tv', 'tournaments', 'superGroups']);
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const [team1, team2] = sidesOf(match, (id) => names.get(id) ?? '?');
  const scored = match.team1Score !== null && match.team2Score !== null;
  const state = match.completed ? 'finished' : live ? 'playing' : null;
  const teams = [
    {
      side: 'team1',
      names: team1,
      score: match.team1Score,
      won: match.completed && (match.team1Score ?? 0) > (match.team2Score ?? 0),
    },
    {
      side: 'team2',
      names: team2,
      score: match.team2Score,
      won: match.completed && (match.team2Score ?? 0) > (match.team1Score ?? 0),
    },
  ];
  return (
    <article
      data-testid="tv-match"
      data-match-id={match.id}
      data-fresh={fresh || undefined}
      data-completed={match.completed}
      className={`flex h-full flex-col justify-center rounded-3xl transition-shadow duration-500 ${
        compact ? 'gap-1.5 p-3' : 'gap-3 p-6'
      } ${
        fresh
          ? 'bg-brand-700 shadow-[0_0_3rem_0.5rem_color-mix(in_oklab,var(--color-ball)_55%,transparent)] ring-4 ring-ball'
          : 'bg-white/5 ring-1 ring-white/15'
      }`}
    >
      <header className="flex items-center justify-between gap-3">
        <p data-testid="tv-match-place" className="truncate text-xl font-semibold text-brand-200">
          {title ?? tvMatchPlace(match, t)}
        </p>
        {state ? (
          <span
            className={`inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-1 text-lg font-bold ${
              state === 'finished' ? 'bg-ball text-brand-900' : 'bg-white/10 text-white'
            }`}
          >
            {state === 'playing' ? (
              <span aria-hidden className="size-2.5 rounded-full bg-ball motion-safe:animate-pulse" />
            ) : null}
            {t(`tv:match.${state}`)}
          </span>
        ) : null}
      </header>
      {teams.map((team) => (
        <div key={team.side} className="flex items-center gap-4">
          <p
            className={`min-w-0 flex-1 leading-tight font-bold break-words ${
              compact ? 'line-clamp-1 text-2xl' : 'line-clamp-2 text-[2.5rem]'
            } ${match.completed && !team.won ? 'text-slate-300' : 'text-white'}`}
          >
            {team.names.join(' / ')}
          </p>
          {scored ? (
            <span
              data-testid={`tv-score-${team.side}`}
              className={`flex shrink-0 items-center justify-center rounded-2xl font-extrabold tabular-nums ${
                match.walkover
                  ? compact
                    ? 'h-11 min-w-11 px-1 text-base'
                    : 'h-20 min-w-20 px-2 text-2xl'
                  : compact
                    ? 'size-11 text-3xl'
                    : 'size-20 text-5xl'
              } ${team.won ? 'bg-ball text-brand-900' : 'bg-white/10 text-white'}`}
            >
              {match.walkover ? (team.won ? t('tournaments:match.walkover') : '–') : team.score}
            </span>
          ) : null}
        </div>
      ))}
    </article>
  );
}

/**
 * A TV card's heading: the court and the round ("Quadra 2 · Rodada 3"), after the group in a Super
 * 16 / 32. The screen's title already says when the match is played (on court now, up next), so the
 * slot is left out: with it, three or more cards a row cut the round off ("… · Rod…").
 */
function tvMatchPlace(match: Match, t: TFunction<['tournaments', 'superGroups']>): string {
  if (match.matchType === 'final') return matchPlace(match, t);
  const place = t('tournaments:match.courtRound', { court: match.court, round: match.round });
  return match.groupId ? `${t('superGroups:tabs.group', { group: match.groupId })} · ${place}` : place;
}

/** The Super Final: each podium's standings once complete, its two matches until then. */
function TvPodiums({ tournament, fresh }: ScreenProps) {
  return (
    <div
      data-testid="tv-podiums"
      className="grid h-full min-h-0 gap-8"
      style={{ gridTemplateColumns: `repeat(${Math.max(1, tournament.podiums.length)}, minmax(0, 1fr))` }}
    >
      {tournament.podiums.map((podium) => (
        <TvPodium key={podium.podiumId} tournament={tournament} podium={podium} fresh={fresh} />
      ))}
    </div>
  );
}

function TvPodium({ tournament, podium, fresh }: ScreenProps & { readonly podium: Podium }) {
  const { t } = useTranslation('superGroups');
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const { final, thirdPlace } = podiumMatches(tournament, podium);
  const [x, y] = podium.groups;
  return (
    <section data-testid="tv-podium" data-complete={podium.complete} className="flex min-h-0 flex-col gap-4">
      <h3 className="flex items-center gap-3 text-3xl font-extrabold text-white">
        <Icon name="trophy" className="size-9 text-ball" />
        {t('final.podium', { x, y })}
      </h3>
      {podium.complete ? (
        <ol className="grid min-h-0 flex-1 content-start gap-3">
          {podium.teams.map((team) => (
            <li
              key={`${team.position}-${team.playerIds.join()}`}
              data-testid="tv-podium-team"
              className="flex items-center gap-4 rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10"
            >
              <span
                className={`flex size-14 shrink-0 items-center justify-center rounded-full text-3xl font-extrabold ${
                  PLACE_STYLES[team.position] ?? 'bg-white/10 text-white'
                }`}
              >
                {team.position}
              </span>
              <div className="min-w-0">
                <p className="text-lg font-semibold tracking-wide text-brand-200 uppercase">
                  {t(`final.places.${team.position}`)}
                </p>
                <p className="truncate text-3xl font-bold text-white">
                  {team.playerIds.map((id) => names.get(id) ?? '?').join(' / ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div className="grid min-h-0 flex-1 auto-rows-fr gap-4">
          {[
            { match: final, title: t('final.finalMatch') },
            { match: thirdPlace, title: t('final.thirdPlace') },
          ].map(({ match, title }) =>
            match ? (
              <TvMatchCard
                key={match.id}
                tournament={tournament}
                match={match}
                fresh={fresh.has(match.id)}
                live={false}
                title={title}
              />
            ) : null,
          )}
        </div>
      )}
    </section>
  );
}

/** A large QR code of the public link, the invitation, and every name (each leads to its own page). */
function TvQr({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation('tv');
  const link = publicLinkOf(tournament.publicToken);
  const qr = useQrCode(link, { width: 720, margin: 2 });
  const players = tournament.players;
  const nameColumns = players.length > 16 ? 4 : players.length > 8 ? 3 : 2;
  return (
    <div
      data-testid="tv-qr"
      className="grid h-full min-h-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-12"
    >
      <div className="flex aspect-square h-[min(36rem,100%)] items-center justify-center rounded-3xl bg-white p-4 shadow-2xl">
        {qr ? (
          <img
            src={qr}
            alt={t('qr.alt', { name: tournament.name })}
            data-testid="tv-qr-image"
            className="size-full [image-rendering:pixelated]"
          />
        ) : null}
      </div>
      <div className="flex min-h-0 min-w-0 flex-col gap-5">
        <p className="text-5xl leading-tight font-extrabold text-ball">{t('qr.invite')}</p>
        <p className="truncate font-mono text-xl text-brand-200">{link}</p>
        <div className="min-h-0">
          <p className="text-xl font-semibold text-slate-300">{t('qr.players')}</p>
          <ul
            data-testid="tv-qr-players"
            className="mt-2 grid gap-x-6 gap-y-1"
            style={{ gridTemplateColumns: `repeat(${nameColumns}, minmax(0, 1fr))` }}
          >
            {players.map((player) => (
              <li key={player.id} className="min-w-0">
                <Link
                  to={playerPathOf(tournament.publicToken, player.id)}
                  className="block truncate text-2xl font-semibold text-white hover:text-ball focus-visible:outline-2 focus-visible:outline-ball"
                >
                  {player.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
