import type { Match, PublicTournament } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { playerView } from './playerView';
import { testId, testMatch } from './testing/matches';

const id = testId;

function match(
  n: number,
  slot: number,
  court: number,
  team1: [number, number],
  team2: [number, number],
  score?: [number, number],
): Match {
  return testMatch(n, {
    round: Math.ceil(n / 2),
    court,
    slot,
    player1Id: id(team1[0]),
    player2Id: id(team1[1]),
    player3Id: id(team2[0]),
    player4Id: id(team2[1]),
    ...(score
      ? {
          team1Score: score[0],
          team2Score: score[1],
          completed: true,
          isDraw: score[0] === score[1],
          version: 1,
        }
      : {}),
  });
}

function tournament(matches: Match[]): PublicTournament {
  return {
    name: 'T',
    tournamentType: 'super8',
    status: 'in_progress',
    ended: false,
    courts: 1,
    playerCount: 8,
    rounds: 7,
    publicToken: 'token',
    createdAt: '2026-11-24T10:00:00.000Z',
    position: '0/0',
    revision: 1,
    players: Array.from({ length: 8 }, (_, i) => ({
      id: id(i + 1),
      name: `P${i + 1}`,
      groupId: null,
      finalPosition: null,
      leftAtSlot: null,
      substituteFor: null,
      standIn: false,
    })),
    matches,
    ranking: [],
    groupAssignmentMethod: null,
    groups: [],
    groupRankings: {},
    hasTiebreakIssues: false,
    tieIssues: [],
    superFinalGenerated: false,
    podiums: [],
    tieResolutions: [],
    scheduleFigures: [],
    scoring: { mode: 'games' },
    slotTimers: [],
    redrawnFromRound: null,
  };
}

describe("a player's own view", () => {
  const matches = [
    match(1, 1, 1, [1, 2], [3, 4], [6, 3]),
    match(2, 2, 1, [5, 6], [7, 8]),
    match(3, 3, 1, [1, 3], [5, 7]),
    match(4, 4, 1, [2, 4], [6, 8]),
    match(5, 5, 1, [1, 5], [2, 6]),
  ];

  it('names the next match, partner and opponents, and how many matches come before it', () => {
    const view = playerView(tournament(matches), id(1))!;
    expect(view.next?.match.slot).toBe(3);
    expect(view.next?.partnerIds).toEqual([id(3)]);
    expect(view.next?.opponentIds).toEqual([id(5), id(7)]);
    expect(view.matchesBefore).toBe(1);
    expect(view.nextState).toBe('next');
    expect(view.upcoming.map((m) => m.match.slot)).toEqual([3, 5]);
  });

  it('reads results from their side: a win for one side is a loss for the other', () => {
    expect(playerView(tournament(matches), id(1))!.played.map((m) => [m.own, m.against, m.outcome])).toEqual([
      [6, 3, 'won'],
    ]);
    expect(playerView(tournament(matches), id(4))!.played.map((m) => [m.own, m.against, m.outcome])).toEqual([
      [3, 6, 'lost'],
    ]);
  });

  it('says on court now when their match is the earliest still to play', () => {
    const view = playerView(tournament(matches), id(6))!;
    expect(view.next?.match.slot).toBe(2);
    expect(view.nextState).toBe('now');
    expect(view.matchesBefore).toBe(0);
  });

  it('has no next match nor matches to come once the tournament was ended, and keeps the results', () => {
    const view = playerView({ ...tournament(matches), status: 'completed', ended: true }, id(1))!;
    expect(view.ended).toBe(true);
    expect(view.next).toBeNull();
    expect(view.nextState).toBeNull();
    expect(view.upcoming).toEqual([]);
    expect(view.played.map((m) => m.outcome)).toEqual(['won']);
  });

  it('lists a match a withdrawal voided with the results, in playing order, never as the next match', () => {
    const voided = matches.map((m) => (m.slot === 3 ? { ...m, void: true } : m));
    const view = playerView(tournament(voided), id(1))!;
    expect(view.played.map((m) => [m.match.slot, m.outcome])).toEqual([
      [1, 'won'],
      [3, null],
    ]);
    expect(view.next?.match.slot).toBe(5);
  });

  it('lists the rounds they sit out (an Americano with rests), none when they play every round', () => {
    // Rounds 1 (matches 1-2), 2 (3-4) and 3 (5): player 8 plays rounds 1 and 2 only.
    expect(playerView(tournament(matches), id(8))!.restRounds).toEqual([3]);
    expect(playerView(tournament(matches), id(1))!.restRounds).toEqual([]);
    expect(playerView(tournament(matches), id(3))!.restRounds).toEqual([3]);
  });

  it('knows nothing of an id outside the tournament', () => {
    expect(playerView(tournament(matches), id(99))).toBeNull();
  });
});
