import { DomainError } from '../errors';
import {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  americanoCourts,
  DEFAULT_SCORING,
  type MexicanoRound,
  type MexicanoStanding,
  mexicanoDefaultRounds,
  mexicanoFirstRound,
  mexicanoNextRound,
  mexicanoRests,
  rankParticipants,
  type SeedLevels,
  seededRandom,
} from '../formats';
import type { MatchData, TournamentCreatedData, TournamentEvent } from './tournamentEvents';
import { newMatchId } from './tournamentEvents';

/**
 * Mexicano in the tournament stream: round 1 is drawn at creation, every later round by the
 * decision that completes the round before it (or, past the planned rounds, on the organiser's
 * request), from the standings at that moment. The rule itself is formats/mexicano.ts; this file
 * turns its rounds into matches and says when a round may be drawn or redrawn.
 */

/** What the Mexicano decisions read of the tournament's state. */
export interface MexicanoState {
  readonly created: TournamentCreatedData;
  readonly matches: Readonly<Record<string, MatchData>>;
  readonly scores: Readonly<Record<string, { readonly team1: number; readonly team2: number }>>;
  /** Who left (a withdrawal or a substitution, leaving.ts): no longer drawn. */
  readonly leavers?: Readonly<Record<string, number>>;
  /** Substitutes (leaving.ts): drawn in the rounds after they came in. */
  readonly substitutes?: Readonly<Record<string, unknown>>;
  /** Void matches (a withdrawal's): done, played by nobody. */
  readonly voids?: Readonly<Record<string, true>>;
  readonly names?: Readonly<Record<string, string>>;
}

/** The rounds an organiser may plan: 1 to twice the default (players − 1). */
export function mexicanoRoundLimits(players: number) {
  return { min: 1, max: 2 * mexicanoDefaultRounds(players) };
}

/** The creation's checks and round 1: players, courts and planned rounds, refused before any draw. */
export function mexicanoCreation(
  participantIds: readonly string[],
  courts: number,
  plannedRounds: number | undefined,
  seed: number,
  commandId: string,
  /** Seeded by level: round 1's fours by rating (`mexicanoFirstRound`). */
  levels?: SeedLevels,
): { readonly matches: MatchData[]; readonly rounds: number } {
  const count = participantIds.length;
  if (count < AMERICANO_MIN_PLAYERS || count > AMERICANO_MAX_PLAYERS)
    throw new DomainError('formats.mexicanoPlayerCount', {
      min: AMERICANO_MIN_PLAYERS,
      max: AMERICANO_MAX_PLAYERS,
    });
  const range = americanoCourts(count);
  if (!Number.isInteger(courts) || courts < range.min || courts > range.max)
    throw new DomainError('formats.courtsOutOfRange', { min: range.min, max: range.max });
  const rounds = plannedRounds ?? mexicanoDefaultRounds(count);
  const limits = mexicanoRoundLimits(count);
  if (!Number.isInteger(rounds) || rounds < limits.min || rounds > limits.max)
    throw new DomainError('formats.roundsOutOfRange', limits);
  const first = mexicanoFirstRound(participantIds, seededRandom(seed), levels);
  return { matches: roundMatches(first, courts, 0, commandId), rounds };
}

/**
 * A round's matches, court by court: ⌊N/4⌋ matches over ⌈matches / courts⌉ time slots, the slots
 * continuing after `lastSlot` (the last slot of the round before). Keys are unique within a draw;
 * ids come from the deciding command, so a redraw of the same round gets new ids.
 */
function roundMatches(
  round: MexicanoRound,
  courts: number,
  lastSlot: number,
  commandId: string,
): MatchData[] {
  return round.matches.map((m, index) => {
    const slot = lastSlot + Math.floor(index / courts) + 1;
    const court = (index % courts) + 1;
    const key = `r${round.round}-s${slot}-c${court}`;
    return {
      id: newMatchId(commandId, key),
      key,
      round: round.round,
      court,
      order: index + 1,
      slot,
      matchType: 'group',
      groupId: null,
      team1: m.team1,
      team2: m.team2,
    };
  });
}

const matchesOfRound = (state: MexicanoState, round: number) =>
  Object.values(state.matches).filter((m) => m.round === round);

/** The latest round drawn (0 before round 1, which never happens once created). */
export function latestRound(state: MexicanoState): number {
  return Math.max(0, ...Object.values(state.matches).map((m) => m.round));
}

/** Every match of the round has a result or is void (nobody plays it). */
const isComplete = (state: MexicanoState, round: number) =>
  matchesOfRound(state, round).every((m) => state.scores[m.id] !== undefined || state.voids?.[m.id] === true);

/**
 * The standings the next draw reads: each player's place and rests after the given scores. The
 * one place Mexicano computes them, so a change to how the ranking is counted is made here once.
 */
export function mexicanoStandings(state: MexicanoState, scores: MexicanoState['scores']): MexicanoStanding[] {
  const matches = Object.values(state.matches)
    .filter((m) => state.voids?.[m.id] !== true)
    .map((m) => ({ round: m.round, team1: m.team1, team2: m.team2, score: scores[m.id] ?? null }));
  // Ranked as the tournament is scored, so the draw reads the table the players see. Names only
  // order level players for display; the draw orders them by entry (formats/mexicano.ts).
  const ranking = rankParticipants(
    presentPlayersOf(state),
    matches,
    state.created.scoring ?? DEFAULT_SCORING,
  );
  const rests = mexicanoRests(participantIdsOf(state), restsByRound(state));
  return ranking.map((row) => ({ id: row.playerId, position: row.position, ...rests.get(row.playerId)! }));
}

/**
 * Who the next rounds are drawn from (a Mexicano's, an Americano's redraw, arrivals.ts): the
 * entrants and late arrivals, then substitutes, less whoever left (a withdrawal, or the player a
 * substitute replaces).
 */
export const presentPlayersOf = (state: MexicanoState) =>
  [
    ...state.created.participants,
    ...Object.keys(state.substitutes ?? {}).map((id) => ({ id, name: state.names?.[id] ?? id })),
  ].filter((p) => state.leavers?.[p.id] === undefined);

const participantIdsOf = (state: MexicanoState) => presentPlayersOf(state).map((p) => p.id);

function restsByRound(state: MexicanoState) {
  const ids = participantIdsOf(state);
  const rounds: { round: number; resting: string[] }[] = [];
  for (let round = 1; round <= latestRound(state); round++) {
    const playing = new Set(matchesOfRound(state, round).flatMap((m) => [...m.team1, ...m.team2]));
    rounds.push({ round, resting: ids.filter((id) => !playing.has(id)) });
  }
  return rounds;
}

/** The round after `previous`, drawn from the standings those scores give. */
function drawAfter(
  state: MexicanoState,
  previous: number,
  scores: MexicanoState['scores'],
  replaces: readonly MatchData[],
  meta: { readonly commandId: string; readonly by: string; readonly at: string },
): TournamentEvent {
  // Rests count only the rounds up to `previous`: a round being redrawn has not been played.
  const upTo: MexicanoState = {
    ...state,
    matches: Object.fromEntries(Object.entries(state.matches).filter(([, m]) => m.round <= previous)),
  };
  const next = mexicanoNextRound(previous, participantIdsOf(state), mexicanoStandings(upTo, scores));
  const lastSlot = Math.max(0, ...matchesOfRound(state, previous).map((m) => m.slot));
  return {
    type: 'MexicanoRoundDrawn',
    data: {
      round: next.round,
      matches: roundMatches(next, state.created.courts, lastSlot, meta.commandId),
      replaces: replaces.map((m) => m.id),
      by: meta.by,
      at: meta.at,
    },
  };
}

/**
 * What a Mexicano score decides besides the score itself. A score in the latest round that
 * completes it draws the next round while fewer than the planned rounds are drawn. A changed result
 * of the last completed round redraws the round after it, as long as none of that round's matches
 * has a result; otherwise, and for any earlier round, it is refused: those rounds were drawn from
 * it and have started.
 */
export function afterMexicanoScore(
  state: MexicanoState,
  match: MatchData,
  score: { readonly team1: number; readonly team2: number },
  meta: { readonly commandId: string; readonly by: string; readonly at: string },
): TournamentEvent[] {
  const latest = latestRound(state);
  const scores = { ...state.scores, [match.id]: score };
  if (match.round === latest) {
    const planned = state.created.rounds ?? mexicanoDefaultRounds(state.created.participants.length);
    // A latest round already complete is past the planned ones: the score that completed an
    // earlier one drew the next round with it. So "complete now" means "completed by this score".
    const completes = isComplete({ ...state, scores }, latest);
    return completes && latest < planned ? [drawAfter(state, latest, scores, [], meta)] : [];
  }
  const next = matchesOfRound(state, match.round + 1);
  // A next round with a result, or one a withdrawal or substitution changed, is not drawn again.
  const changed = (m: MatchData) =>
    state.voids?.[m.id] === true ||
    [...m.team1, ...m.team2].some((id) => state.substitutes?.[id] !== undefined);
  if (match.round < latest - 1 || next.some((m) => state.scores[m.id] !== undefined || changed(m)))
    throw new DomainError('tournament.mexicanoRoundStarted', { round: match.round + 1 });
  return [drawAfter(state, match.round, scores, next, meta)];
}

/** One more round, past the planned ones or before: only once the latest round is complete. */
export function drawMexicanoRound(
  state: MexicanoState,
  meta: { readonly commandId: string; readonly by: string; readonly at: string },
): TournamentEvent[] {
  const latest = latestRound(state);
  if (!isComplete(state, latest))
    throw new DomainError('tournament.mexicanoRoundIncomplete', { round: latest });
  return [drawAfter(state, latest, state.scores, [], meta)];
}

/**
 * A drawn round with no result, drawn again (a late arrival: the players list grew): round 1 as at
 * creation, any later one from the standings after the round before it. The new matches only.
 */
export function redrawMexicanoRound(
  state: MexicanoState,
  round: number,
  meta: { readonly commandId: string; readonly by: string; readonly at: string },
): MatchData[] {
  if (round === 1)
    return roundMatches(
      mexicanoFirstRound(participantIdsOf(state), seededRandom(state.created.seed), state.created.levels),
      state.created.courts,
      0,
      meta.commandId,
    );
  const drawn = drawAfter(state, round - 1, state.scores, matchesOfRound(state, round), meta);
  return (drawn as Extract<TournamentEvent, { type: 'MexicanoRoundDrawn' }>).data.matches;
}
