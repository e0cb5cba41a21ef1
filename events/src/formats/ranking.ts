import type { Side } from './schedule';
import { countsPointsWon, DEFAULT_SCORING, type Score, type Scoring } from './scoring';

export interface Participant {
  readonly id: string;
  readonly name: string;
}

/** A match as the ranking sees it: its round, its sides and, once played, its score. */
export interface MatchOutcome {
  /** Who sits out a round is who plays none of its matches: the round says when a rest is taken. */
  readonly round: number;
  readonly team1: Side;
  readonly team2: Side;
  readonly score: Score | null;
}

/** The spec's ranking row plus the position, which players level on every criterion share. */
export interface RankingRow {
  readonly playerId: string;
  readonly playerName: string;
  readonly position: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly points: number;
  readonly gameBalance: number;
}

export const POINTS = { win: 3, draw: 2, loss: 1 } as const;

export type MatchWinner = 'team1' | 'team2' | 'draw';

export function matchWinner(score: Score): MatchWinner {
  if (score.team1 === score.team2) return 'draw';
  return score.team1 > score.team2 ? 'team1' : 'team2';
}

interface Tally {
  wins: number;
  losses: number;
  draws: number;
  points: number;
  gameBalance: number;
}

/**
 * Ranks participants over the given matches (every scheduled one: unplayed matches count nothing
 * but say who plays how often): points, then wins, then game balance. In `games` scoring a result
 * is worth 3/2/1 points; in `points` and `timed` scoring the points are the points won, and the
 * balance is the point difference. The result depends only on the set of current results, never
 * on the order they arrived in, so editing a result is just ranking again.
 *
 * When the schedule gives some participants fewer matches than others (rests), each match fewer
 * than the most anyone plays is credited with the participant's own average points per match
 * played, rounded (`restCredit`), but only for rests already taken (`restsTaken`); with equal
 * counts nothing is credited.
 */
export function rankParticipants(
  participants: readonly Participant[],
  matches: readonly MatchOutcome[],
  scoring: Scoring = DEFAULT_SCORING,
): readonly RankingRow[] {
  const tallies = new Map<string, Tally>(
    participants.map((p) => [p.id, { wins: 0, losses: 0, draws: 0, points: 0, gameBalance: 0 }]),
  );
  const pointsWon = countsPointsWon(scoring);
  for (const match of matches) {
    if (!match.score) continue;
    const winner = matchWinner(match.score);
    const credit = (side: Side, own: number, other: number, result: 'win' | 'loss' | 'draw') => {
      for (const id of side) {
        const tally = tallies.get(id);
        if (!tally) continue;
        if (result === 'win') tally.wins++;
        else if (result === 'loss') tally.losses++;
        else tally.draws++;
        tally.points += pointsWon ? own : POINTS[result];
        tally.gameBalance += own - other;
      }
    };
    const { team1, team2 } = match.score;
    credit(match.team1, team1, team2, winner === 'draw' ? 'draw' : winner === 'team1' ? 'win' : 'loss');
    credit(match.team2, team2, team1, winner === 'draw' ? 'draw' : winner === 'team2' ? 'win' : 'loss');
  }
  const credits = restCredits(participants, matches, tallies);
  const rows = participants.map((p) => {
    const tally = tallies.get(p.id)!;
    return { playerId: p.id, playerName: p.name, ...tally, points: tally.points + credits.get(p.id)! };
  });
  rows.sort((a, b) => compareStanding(a, b) || compareNames(a, b));
  return rows.map((row) => ({
    playerId: row.playerId,
    playerName: row.playerName,
    position: 1 + rows.filter((other) => compareStanding(other, row) < 0).length,
    wins: row.wins,
    losses: row.losses,
    draws: row.draws,
    points: row.points,
    gameBalance: row.gameBalance,
  }));
}

/**
 * The points credited for `shortfall` matches: the participant's own average per match played
 * times the shortfall, rounded once. Zero before a first match.
 */
export function restCredit(points: number, played: number, shortfall: number): number {
  if (played === 0) return 0;
  return Math.round((points * shortfall) / played);
}

/**
 * The rounds a participant has sat out so far: rounds with a match in which they play none,
 * counted once every match of the round has a result. A rest still to come (or under way) is
 * not taken yet, so the live ranking never credits it.
 */
function restsTaken(matches: readonly MatchOutcome[]): (id: string) => number {
  const rounds = new Map<number, { complete: boolean; playing: Set<string> }>();
  for (const match of matches) {
    const round = rounds.get(match.round) ?? { complete: true, playing: new Set<string>() };
    round.complete = round.complete && match.score !== null;
    for (const id of [...match.team1, ...match.team2]) round.playing.add(id);
    rounds.set(match.round, round);
  }
  const complete = [...rounds.values()].filter((round) => round.complete);
  return (id) => complete.filter((round) => !round.playing.has(id)).length;
}

/**
 * Per participant, the credit for the matches the schedule gives them fewer than the most anyone
 * plays, counting no more of them than the rests they have taken. Once every match has a result
 * every rest is taken (a participant sits out at least as many rounds as they play matches fewer),
 * so the final ranking credits the whole shortfall. Zero for everyone when every participant is
 * scheduled the same number of matches.
 */
function restCredits(
  participants: readonly Participant[],
  matches: readonly MatchOutcome[],
  tallies: ReadonlyMap<string, Tally>,
): ReadonlyMap<string, number> {
  const scheduled = new Map(participants.map((p) => [p.id, 0]));
  for (const match of matches) {
    for (const id of [...match.team1, ...match.team2]) {
      const count = scheduled.get(id);
      if (count !== undefined) scheduled.set(id, count + 1);
    }
  }
  const most = Math.max(...scheduled.values());
  const taken = restsTaken(matches);
  return new Map(
    participants.map((p) => {
      const tally = tallies.get(p.id)!;
      const played = tally.wins + tally.losses + tally.draws;
      const shortfall = Math.min(most - scheduled.get(p.id)!, taken(p.id));
      return [p.id, restCredit(tally.points, played, shortfall)];
    }),
  );
}

type Standing = Pick<RankingRow, 'points' | 'wins' | 'gameBalance'>;

/** Negative when `a` ranks above `b`; 0 when the rules cannot separate them. */
export function compareStanding(a: Standing, b: Standing): number {
  return b.points - a.points || b.wins - a.wins || b.gameBalance - a.gameBalance;
}

/** Display order among level players only: it never decides a position. */
function compareNames(
  a: { playerName: string; playerId: string },
  b: { playerName: string; playerId: string },
): number {
  const byName = a.playerName.localeCompare(b.playerName, 'pt-BR', { sensitivity: 'base' });
  if (byName !== 0) return byName;
  return a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0;
}
