import { describe, expect, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import type { EndTournament } from './ending';
import { type RecordScore, tournamentDecider } from './tournamentDecider';
import { deriveChangeId } from './tournamentEvents';
import { at, ownerId, scored, super8, tablet } from './tournamentsTestKit';

// Two devices on one match (decisions.md): a score based on a version the writer never saw is
// refused with both scores; the same score, or no version at all, behaves as before.

const given = deciderSpec(tournamentDecider);

const matchId = () => super8().data.matches[0]!.id;
const score = (team1Score: number, team2Score: number, basedOnVersion?: number, actor = tablet) =>
  command<RecordScore>(
    'RecordScore',
    {
      matchId: matchId(),
      team1Score,
      team2Score,
      ...(basedOnVersion === undefined ? {} : { basedOnVersion }),
    },
    { actor, at },
  );
const end = () => command<EndTournament>('EndTournament', {}, { actor: tablet, at });

describe('RecordScore with basedOnVersion', () => {
  it('records a first score based on version 0', () => {
    given([super8()])
      .when(score(6, 3, 0))
      .then([scored(matchId(), 6, 3)]);
  });

  it('records a score based on the current version (each recorded score is one version more)', () => {
    given([super8(), scored(matchId(), 6, 3), scored(matchId(), 5, 3)])
      .when(score(4, 4, 2))
      .then([scored(matchId(), 4, 4)]);
  });

  it('refuses a first score based on a version that never was, saying the match has no score yet', () => {
    let thrown: unknown;
    try {
      tournamentDecider.decide(
        score(6, 3, 1),
        [super8()].reduce(tournamentDecider.evolve, tournamentDecider.initialState()),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      code: 'match.conflict',
      details: {
        current: { team1Score: null, team2Score: null, version: 0 },
        attempted: { team1Score: 6, team2Score: 3 },
      },
    });
  });

  it('refuses a different score based on an older version, with the current and the attempted scores', () => {
    given([super8(), scored(matchId(), 6, 3, ownerId)])
      .when(score(2, 6, 0))
      .thenThrows('match.conflict');
    let thrown: unknown;
    try {
      tournamentDecider.decide(
        score(2, 6, 0),
        [super8(), scored(matchId(), 6, 3)].reduce(
          tournamentDecider.evolve,
          tournamentDecider.initialState(),
        ),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      details: {
        current: { team1Score: 6, team2Score: 3, version: 1 },
        attempted: { team1Score: 2, team2Score: 6 },
      },
    });
  });

  it('accepts the same score as the current one whatever version it was based on, recording nothing', () => {
    given([super8(), scored(matchId(), 6, 3)])
      .when(score(6, 3, 0))
      .thenNothing();
  });

  it('keeps the last write winning for a request without a version', () => {
    given([super8(), scored(matchId(), 6, 3)])
      .when(score(2, 6))
      .then([scored(matchId(), 2, 6)]);
  });

  it('refuses a changed score once the tournament was ended from the tablet', () => {
    given([super8(), scored(matchId(), 6, 3), { type: 'TournamentEnded', data: { by: tablet.id!, at } }])
      .when(score(2, 6))
      .thenThrows('tournament.ended');
  });
});

describe('EndTournament', () => {
  it('ends a tournament once', () => {
    given([super8()])
      .when(end())
      .then([
        {
          type: 'TournamentEnded',
          data: { changeId: deriveChangeId('00000000-0000-4000-8000-00000000c0de'), by: tablet.id!, at },
        },
      ]);
  });

  it('changes nothing when repeated', () => {
    given([super8(), { type: 'TournamentEnded', data: { by: tablet.id!, at } }])
      .when(end())
      .thenNothing();
  });

  it('refuses an unknown tournament', () => {
    given([]).when(end()).thenThrows('tournament.notFound');
  });
});
