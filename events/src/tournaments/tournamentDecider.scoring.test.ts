import { describe, expect, it } from 'vitest';
import type { Scoring } from '../formats';
import { command, deciderSpec } from '../testing/deciderSpec';
import { type RecordScore, type StartSlotTimer, tournamentDecider } from './tournamentDecider';
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
  owner,
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

describe('StartSlotTimer', () => {
  const startTimer = (slot: number, when = at, actor = tablet) =>
    command<StartSlotTimer>('StartSlotTimer', { slot }, { actor, at: when });
  const later = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
  const started = (slot: number, startedAt = at, by = tablet.id!): TournamentEvent => ({
    type: 'SlotTimerStarted',
    data: { slot, startedAt, minutes: 15, by },
  });

  it('starts a slot’s clock for the tournament’s match length, with who started it and when', () => {
    given([super8Scored(timed)])
      .when(startTimer(1))
      .then([started(1)]);
    given([super8Scored(timed)])
      .when(startTimer(7, at, owner))
      .then([started(7, at, owner.id!)]);
  });

  it('decides nothing while the slot’s clock runs (a second device, a retried tap)', () => {
    const t = super8Scored(timed);
    given([t, started(1)])
      .when(startTimer(1, later(14.9)))
      .thenNothing();
  });

  it('starts the clock again once it has run out, and other slots’ clocks independently', () => {
    const t = super8Scored(timed);
    given([t, started(1)])
      .when(startTimer(1, later(15)))
      .then([started(1, later(15))]);
    given([t, started(1)])
      .when(startTimer(2, later(1)))
      .then([started(2, later(1))]);
  });

  it('refuses a tournament that is not timed (tournament.notTimed)', () => {
    given([super8()]).when(startTimer(1)).thenThrows('tournament.notTimed');
    given([super8Scored(to24)])
      .when(startTimer(1))
      .thenThrows('tournament.notTimed');
  });

  it('refuses a slot the tournament does not have (tournament.slotNotFound)', () => {
    given([super8Scored(timed)])
      .when(startTimer(8))
      .thenThrows('tournament.slotNotFound', { slot: 8 });
    given([super8Scored(timed)])
      .when(startTimer(0))
      .thenThrows('tournament.slotNotFound', { slot: 0 });
  });

  it('refuses an ended tournament (tournament.ended) and a missing one (tournament.notFound)', () => {
    const ended: TournamentEvent = { type: 'TournamentEnded', data: { by: tablet.id!, at } };
    given([super8Scored(timed), ended])
      .when(startTimer(1))
      .thenThrows('tournament.ended');
    given([]).when(startTimer(1)).thenThrows('tournament.notFound');
  });
});
