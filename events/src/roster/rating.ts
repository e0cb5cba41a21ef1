import type { RosterLevel } from '../contracts/roster';

/**
 * Levels (issue 29, item 4): an Elo-style rating per roster player from doubles results.
 * See docs/levels.md. Pure: the read model folds a club's counted matches, in event order, through
 * `rateMatches`, so the same matches always give the same ratings.
 */

export const INITIAL_RATING = 1000;
/** K while a player has played fewer than `SETTLED_AFTER_MATCHES` counted matches. */
export const NEW_PLAYER_K = 32;
export const SETTLED_K = 16;
export const SETTLED_AFTER_MATCHES = 20;
/** A difference of 400 points makes the stronger team 10 times as likely to win a game. */
export const ELO_SCALE = 400;

/** How a match ended: only `played` matches count (a walkover or a voided match says nothing of level). */
export type RatedMatchOutcome = 'played' | 'walkover' | 'void';

export interface RatedMatch {
  /** Roster entry ids of each team (one or two players; a team's rating is its players' mean). */
  readonly teamA: readonly string[];
  readonly teamB: readonly string[];
  /** Games (or points) each team won. */
  readonly scoreA: number;
  readonly scoreB: number;
  readonly outcome: RatedMatchOutcome;
}

export interface PlayerRating {
  readonly rating: number;
  readonly matches: number;
}

export const UNRATED: PlayerRating = { rating: INITIAL_RATING, matches: 0 };

/** The share of the games team A is expected to win against team B. */
export function expectedScore(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / ELO_SCALE));
}

export function kFactor(matchesPlayed: number): number {
  return matchesPlayed < SETTLED_AFTER_MATCHES ? NEW_PLAYER_K : SETTLED_K;
}

/** The share of the games team A won, or null when the match does not count. */
export function actualScore(match: RatedMatch): number | null {
  if (match.outcome !== 'played') return null;
  if (!isCount(match.scoreA) || !isCount(match.scoreB)) return null;
  const total = match.scoreA + match.scoreB;
  if (total === 0) return null;
  return match.scoreA / total;
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function teamRating(team: readonly string[], ratings: ReadonlyMap<string, PlayerRating>): number {
  let sum = 0;
  for (const id of team) sum += (ratings.get(id) ?? UNRATED).rating;
  return sum / team.length;
}

/** Whether the match can move ratings: played, a real score, two non-empty teams with no one on both. */
export function countsForRating(match: RatedMatch): boolean {
  return actualScore(match) !== null && teamsFaceEachOther(match);
}

function teamsFaceEachOther({ teamA, teamB }: RatedMatch): boolean {
  if (teamA.length === 0 || teamB.length === 0) return false;
  return onceEach(teamA) && onceEach(teamB) && !teamA.some((id) => teamB.includes(id));
}

/** Whether no one is twice on the team (compared in place: a season folds thousands of matches). */
function onceEach(team: readonly string[]): boolean {
  return team.every((id, i) => team.indexOf(id) === i);
}

/**
 * The ratings after one match. Every player of a team moves by their own K times the team's
 * (actual − expected), so both teams' players move by the same amount while their Ks are equal.
 */
export function rateMatch(
  ratings: ReadonlyMap<string, PlayerRating>,
  match: RatedMatch,
): Map<string, PlayerRating> {
  const next = new Map(ratings);
  moveRatings(next, match);
  return next;
}

/**
 * Folds matches, in order, from everyone at `INITIAL_RATING`, or on from ratings folded before
 * (`from`, left alone), so a season can be folded again from a point partway through it: one map
 * moved in place, a club's season costs one step per match, not a copy of every player's rating
 * per match.
 */
export function rateMatches(
  matches: Iterable<RatedMatch>,
  from: ReadonlyMap<string, PlayerRating> = new Map(),
): Map<string, PlayerRating> {
  const ratings = new Map(from);
  for (const match of matches) moveRatings(ratings, match);
  return ratings;
}

/**
 * `rateMatch` in place. The expected score is taken before anyone moves, and no player is on both
 * teams (or twice on one), so each player's move reads their rating from before the match.
 */
function moveRatings(ratings: Map<string, PlayerRating>, match: RatedMatch): void {
  const actual = actualScore(match);
  if (actual === null || !teamsFaceEachOther(match)) return;
  const expected = expectedScore(teamRating(match.teamA, ratings), teamRating(match.teamB, ratings));
  moveTeam(ratings, match.teamA, actual - expected);
  moveTeam(ratings, match.teamB, expected - actual);
}

function moveTeam(ratings: Map<string, PlayerRating>, team: readonly string[], surprise: number): void {
  for (const id of team) {
    const before = ratings.get(id) ?? UNRATED;
    ratings.set(id, {
      rating: before.rating + kFactor(before.matches) * surprise,
      matches: before.matches + 1,
    });
  }
}

/** Level bands, weakest first; each starts at `from` (inclusive). Names are translated (`level.band.*`). */
export const LEVEL_BANDS = [
  { band: 'beginner', from: Number.NEGATIVE_INFINITY },
  { band: 'improving', from: 900 },
  { band: 'intermediate', from: 975 },
  { band: 'advanced', from: 1050 },
  { band: 'expert', from: 1150 },
] as const;

export type LevelBand = (typeof LEVEL_BANDS)[number]['band'] & RosterLevel['band'];

export function levelBand(rating: number): LevelBand {
  let found: LevelBand = LEVEL_BANDS[0].band;
  for (const { band, from } of LEVEL_BANDS) if (rating >= from) found = band;
  return found;
}

/** The rating rounded to a whole point, its band and its counted matches. */
export function levelOf(player: PlayerRating): RosterLevel {
  return {
    rating: Math.round(player.rating),
    band: levelBand(player.rating),
    matches: player.matches,
  };
}
