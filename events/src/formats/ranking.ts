import { DomainError } from '../errors';
import { MAX_SCORE, MIN_SCORE } from './formatRules';
import type { MatchType, Side } from './schedule';

export interface Score {
  readonly team1: number;
  readonly team2: number;
}

export interface Participant {
  readonly id: string;
  readonly name: string;
}

/** A match as the ranking sees it: its sides and, once played, its score. */
export interface MatchOutcome {
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

/**
 * Checks a score before it is recorded. Final matches decide a podium place, so they must have a
 * winner; group matches may end level.
 */
export function validateScore(score: Score, matchType: MatchType = 'group'): Score {
  for (const value of [score.team1, score.team2]) {
    if (!Number.isInteger(value) || value < MIN_SCORE || value > MAX_SCORE) {
      throw new DomainError('formats.scoreOutOfRange', { min: MIN_SCORE, max: MAX_SCORE });
    }
  }
  if (matchType === 'final' && score.team1 === score.team2) throw new DomainError('formats.finalNeedsWinner');
  return score;
}

interface Tally {
  wins: number;
  losses: number;
  draws: number;
  points: number;
  gameBalance: number;
}

/**
 * Ranks participants over the given matches: points, then wins, then game balance. Unplayed
 * matches count nothing. The result depends only on the set of current results, never on the
 * order they arrived in, so editing a result is just ranking again.
 */
export function rankParticipants(
  participants: readonly Participant[],
  matches: readonly MatchOutcome[],
): readonly RankingRow[] {
  const tallies = new Map<string, Tally>(
    participants.map((p) => [p.id, { wins: 0, losses: 0, draws: 0, points: 0, gameBalance: 0 }]),
  );
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
        tally.points += POINTS[result];
        tally.gameBalance += own - other;
      }
    };
    const { team1, team2 } = match.score;
    credit(match.team1, team1, team2, winner === 'draw' ? 'draw' : winner === 'team1' ? 'win' : 'loss');
    credit(match.team2, team2, team1, winner === 'draw' ? 'draw' : winner === 'team2' ? 'win' : 'loss');
  }
  const rows = participants.map((p) => ({ playerId: p.id, playerName: p.name, ...tallies.get(p.id)! }));
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
