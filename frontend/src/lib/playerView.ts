import type { Match, PublicTournament, ShownRankingRow } from '@rodada/events/contracts';
import { laneOf, playState, slotsOf } from './playingOrder';

/** One participant's match as they read it: their side first. */
export interface PlayerMatch {
  readonly match: Match;
  /** Their partner (none for a fixed pair, which is one participant). */
  readonly partnerIds: readonly string[];
  readonly opponentIds: readonly string[];
  /** Games for them and against them, once played. */
  readonly own: number | null;
  readonly against: number | null;
  readonly outcome: 'won' | 'lost' | 'draw' | null;
}

export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly groupId: string | null;
  /** Their line in the ranking that places them: the group's in a Super 16 / 32, the tournament's otherwise. */
  readonly standing: ShownRankingRow | null;
  /** None once they played everything, or once the tournament was ended (from a court tablet). */
  readonly next: PlayerMatch | null;
  /** Where the next match stands: on court now, up next, or later. */
  readonly nextState: 'now' | 'next' | 'later' | null;
  /** Ended from a court tablet: the matches left will never be played. */
  readonly ended: boolean;
  /** Matches still to play before theirs starts, in playing order (same group or Super Final). */
  readonly matchesBefore: number;
  /** Their results, and the matches a withdrawal voided ("Anulado": played by nobody). */
  readonly played: readonly PlayerMatch[];
  readonly upcoming: readonly PlayerMatch[];
  /** Rounds of the group phase they sit out (an Americano whose count is not a multiple of 4), in order. */
  readonly restRounds: readonly number[];
}

function sides(match: Match): [string[], string[]] {
  const side = (a: string, b: string | null) => (b === null || b === a ? [a] : [a, b]);
  return [side(match.player1Id, match.player2Id), side(match.player3Id, match.player4Id)];
}

function asPlayer(match: Match, id: string): PlayerMatch | null {
  const [team1, team2] = sides(match);
  const onFirst = team1.includes(id);
  if (!onFirst && !team2.includes(id)) return null;
  const own = onFirst ? match.team1Score : match.team2Score;
  const against = onFirst ? match.team2Score : match.team1Score;
  const outcome =
    !match.completed || own === null || against === null
      ? null
      : own > against
        ? 'won'
        : own < against
          ? 'lost'
          : 'draw';
  return {
    match,
    partnerIds: (onFirst ? team1 : team2).filter((p) => p !== id),
    opponentIds: onFirst ? team2 : team1,
    own: match.completed ? own : null,
    against: match.completed ? against : null,
    outcome,
  };
}

/** Everything the player's own page shows, from the public body; null for an id not in the tournament. */
export function playerView(tournament: PublicTournament, playerId: string): PlayerView | null {
  const player = tournament.players.find((p) => p.id === playerId);
  if (!player) return null;
  const ordered = slotsOf(tournament.matches).flatMap((slot) => slot.matches);
  const mine = ordered.flatMap((match) => asPlayer(match, playerId) ?? []);
  const upcoming = tournament.ended ? [] : mine.filter((m) => !m.match.completed && !m.match.void);
  const next = upcoming[0] ?? null;
  const state = playState(tournament.matches, tournament);
  const matchesBefore = next
    ? tournament.matches.filter(
        (m) => !m.completed && !m.void && laneOf(m) === laneOf(next.match) && m.slot < next.match.slot,
      ).length
    : 0;
  const nextState = !next
    ? null
    : state.now.some((m) => m.id === next.match.id)
      ? 'now'
      : state.next.some((m) => m.id === next.match.id)
        ? 'next'
        : 'later';
  const ranking = player.groupId ? (tournament.groupRankings[player.groupId] ?? []) : tournament.ranking;
  return {
    id: player.id,
    name: player.name,
    groupId: player.groupId,
    standing: ranking.find((r) => r.playerId === playerId) ?? null,
    next,
    nextState,
    ended: tournament.ended,
    matchesBefore,
    played: mine.filter((m) => m.match.completed || m.match.void),
    upcoming,
    restRounds: restRoundsOf(tournament.matches, player.groupId, new Set(mine.map((m) => m.match.round))),
  };
}

/** The group-phase rounds of the player's table (their group's, or the whole tournament's) without a match of theirs. */
function restRoundsOf(matches: readonly Match[], groupId: string | null, playedIn: ReadonlySet<number>) {
  const rounds = new Set(
    matches.filter((m) => m.matchType === 'group' && m.groupId === groupId).map((m) => m.round),
  );
  return [...rounds].filter((round) => !playedIn.has(round)).sort((a, b) => a - b);
}
