import { describe, expect, it } from 'vitest';
import type { Scoring } from '../formats';
import { command, deciderSpec } from '../testing/deciderSpec';
import { type RecordScore, tournamentDecider } from './tournamentDecider';
import type { TournamentEvent } from './tournamentEvents';
import {
  at,
  type Created,
  created,
  createSuperGroups,
  createTournament,
  entries,
  generateSuperFinal,
  matchesOf,
  scored,
  super8,
  tablet,
} from './tournamentsTestKit';

// Scoring modes: what a creation records, and the scores each mode takes or refuses.

const given = deciderSpec(tournamentDecider);

const recordScore = (matchId: string, team1Score: number, team2Score: number) =>
  command<RecordScore>('RecordScore', { matchId, team1Score, team2Score }, { actor: tablet, at });

const to24: Scoring = { mode: 'points', total: 24 };
const to21: Scoring = { mode: 'points', total: 21 };
const timed: Scoring = { mode: 'timed', minutes: 15 };

const super8Scored = (scoring: Scoring): Created => created(createTournament({ scoring }));
const firstMatch = (t: Created) => matchesOf(t)[0]!.id;
const wasScored = (matchId: string, team1Score: number, team2Score: number): TournamentEvent[] => [
  scored(matchId, team1Score, team2Score),
];

describe('CreateTournament with a scoring mode', () => {
  it('records the scoring it was given, for any format', () => {
    expect(super8Scored(to24).data.scoring).toEqual(to24);
    expect(
      created(createTournament({ format: 'super8_fixed_pairs', players: entries(8), scoring: to21 })).data
        .scoring,
    ).toEqual(to21);
    expect(created(createSuperGroups({ scoring: timed })).data.scoring).toEqual(timed);
  });

  it('records no scoring when none is given: the tournament is scored in games', () => {
    expect('scoring' in super8().data).toBe(false);
    expect('scoring' in created(createSuperGroups()).data).toBe(false);
  });
});

describe('RecordScore in games mode (no scoring recorded, as before)', () => {
  it('takes one digit a side and refuses 10 (formats.scoreOutOfRange)', () => {
    const t = super8();
    given([t])
      .when(recordScore(firstMatch(t), 9, 0))
      .then(wasScored(firstMatch(t), 9, 0));
    given([t])
      .when(recordScore(firstMatch(t), 10, 0))
      .thenThrows('formats.scoreOutOfRange', { min: 0, max: 9 });
  });

  it('is the same with games recorded explicitly', () => {
    const t = super8Scored({ mode: 'games' });
    given([t])
      .when(recordScore(firstMatch(t), 6, 6))
      .then(wasScored(firstMatch(t), 6, 6));
    given([t])
      .when(recordScore(firstMatch(t), 13, 11))
      .thenThrows('formats.scoreOutOfRange', { min: 0, max: 9 });
  });
});

describe('RecordScore in points mode', () => {
  it('records two scores adding up to the total, 13-11 to 24', () => {
    const t = super8Scored(to24);
    given([t])
      .when(recordScore(firstMatch(t), 13, 11))
      .then(wasScored(firstMatch(t), 13, 11));
  });

  it('records 12-12 to 24 as a draw', () => {
    const t = super8Scored(to24);
    given([t])
      .when(recordScore(firstMatch(t), 12, 12))
      .then(wasScored(firstMatch(t), 12, 12));
  });

  it('refuses a score that does not add up to the total (formats.pointsMustAddUp)', () => {
    const t = super8Scored(to24);
    given([t])
      .when(recordScore(firstMatch(t), 13, 12))
      .thenThrows('formats.pointsMustAddUp', { total: 24 });
    const u = super8Scored(to21);
    given([u])
      .when(recordScore(firstMatch(u), 12, 12))
      .thenThrows('formats.pointsMustAddUp', { total: 21 });
  });

  it('refuses a side above the total (formats.scoreOutOfRange)', () => {
    const t = super8Scored(to24);
    given([t])
      .when(recordScore(firstMatch(t), 25, 0))
      .thenThrows('formats.scoreOutOfRange', { min: 0, max: 24 });
  });

  it('refuses a level final of a Super 16 in points mode (formats.finalNeedsWinner)', () => {
    const groups = created(createSuperGroups({ scoring: to24 }));
    const groupScores = matchesOf(groups).map((m, i) => scored(m.id, 12 + (i % 5), 12 - (i % 5)));
    const stage: TournamentEvent[] = [groups, ...groupScores];
    const [finals] = tournamentDecider.decide(
      generateSuperFinal(),
      stage.reduce(tournamentDecider.evolve, tournamentDecider.initialState()),
    );
    const final = (finals as Extract<TournamentEvent, { type: 'SuperFinalGenerated' }>).data.matches[0]!;
    given([...stage, finals!])
      .when(recordScore(final.id, 12, 12))
      .thenThrows('formats.finalNeedsWinner');
    given([...stage, finals!])
      .when(recordScore(final.id, 13, 11))
      .then(wasScored(final.id, 13, 11));
  });
});

describe('RecordScore in timed mode', () => {
  it('records any scores from 0 to 99, 25-19 and a level 30-30', () => {
    const t = super8Scored(timed);
    given([t])
      .when(recordScore(firstMatch(t), 25, 19))
      .then(wasScored(firstMatch(t), 25, 19));
    given([t])
      .when(recordScore(firstMatch(t), 30, 30))
      .then(wasScored(firstMatch(t), 30, 30));
    given([t])
      .when(recordScore(firstMatch(t), 99, 0))
      .then(wasScored(firstMatch(t), 99, 0));
  });

  it('refuses 100 (formats.scoreOutOfRange)', () => {
    const t = super8Scored(timed);
    given([t])
      .when(recordScore(firstMatch(t), 100, 0))
      .thenThrows('formats.scoreOutOfRange', { min: 0, max: 99 });
  });
});
