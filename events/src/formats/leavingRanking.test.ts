import { describe, expect, it } from 'vitest';
import { countedOutcomes, type RankedEntrant, rankWithLeavers, takesPlace } from './leavingRanking';

// The ranking when players leave (issue 28): void matches count for nobody, a withdrawal's
// walkover counts for the present side only (the absent partner rests that round), and who left
// is listed below the ranked players with no credit.

const entrant = (id: string, marks: Partial<RankedEntrant> = {}): RankedEntrant => ({
  id,
  name: id.toUpperCase(),
  leftAtSlot: null,
  substituteFor: null,
  rankedSubstitute: false,
  ...marks,
});
const plain = { void: false, withdrawalWinner: null } as const;

describe('countedOutcomes', () => {
  it('leaves void matches out and takes the absent side off a withdrawal’s walkover', () => {
    const played = {
      round: 1,
      team1: ['a', 'b'],
      team2: ['c', 'd'],
      score: { team1: 6, team2: 2 },
      ...plain,
    };
    const voided = { ...played, round: 2, score: null, void: true };
    const team1Absent = {
      ...played,
      round: 3,
      score: { team1: 0, team2: 6 },
      withdrawalWinner: 'team2' as const,
    };
    const team2Absent = {
      ...played,
      round: 4,
      score: { team1: 6, team2: 0 },
      withdrawalWinner: 'team1' as const,
    };
    expect(countedOutcomes([played, voided, team1Absent, team2Absent])).toEqual([
      played,
      { ...team1Absent, team1: [] },
      { ...team2Absent, team2: [] },
    ]);
  });
});

describe('rankWithLeavers', () => {
  // Round 1: a+b beat c+d 6-2. Round 2: a+c vs b+d, a left: b+d win by walkover, c rests.
  const round1 = { round: 1, team1: ['a', 'b'], team2: ['c', 'd'], score: { team1: 6, team2: 2 }, ...plain };
  const round2 = {
    round: 2,
    team1: ['a', 'c'],
    team2: ['b', 'd'],
    score: { team1: 0, team2: 6 },
    void: false,
    withdrawalWinner: 'team2' as const,
  };
  const players = [entrant('a', { leftAtSlot: 2 }), entrant('b'), entrant('c'), entrant('d')];

  it('does not penalise the partner: the walkover round is a rest credited with their own average', () => {
    const rows = rankWithLeavers(players, countedOutcomes([round1, round2]));
    const c = rows.find((r) => r.playerId === 'c')!;
    // c lost round 1 (1 point) and is credited 1 for the round they did not play: no loss counted.
    expect(c).toMatchObject({ wins: 0, losses: 1, points: 2, ranked: true });
    expect(rows.find((r) => r.playerId === 'd')).toMatchObject({ wins: 1, losses: 1, points: 4 });
    expect(rows.find((r) => r.playerId === 'b')).toMatchObject({ wins: 2, points: 6 });
  });

  it('credits no rest before the round is complete', () => {
    const unplayed = { round: 3, team1: ['b', 'c'], team2: ['d', 'x'], score: null, ...plain };
    const rows = rankWithLeavers([...players, entrant('x')], countedOutcomes([round1, round2, unplayed]));
    expect(rows.find((r) => r.playerId === 'x')).toMatchObject({ points: 0 });
    expect(rows.find((r) => r.playerId === 'c')).toMatchObject({ points: 2 });
  });

  it('lists who left below the ranked players, frozen, with no credit and no place of their own', () => {
    const rows = rankWithLeavers(players, countedOutcomes([round1, round2]));
    expect(rows.map((r) => r.playerId)).toEqual(['b', 'd', 'c', 'a']);
    expect(rows.at(-1)).toEqual({
      playerId: 'a',
      playerName: 'A',
      position: 4,
      wins: 1,
      losses: 0,
      draws: 0,
      points: 3,
      gameBalance: 4,
      ranked: false,
      leftAtSlot: 2,
      substituteFor: null,
      standIn: false,
    });
  });

  it('a late arrival: the stand-in keeps the results, out of the places, marked; the player who arrived ranked, as no substitute', () => {
    const rows = rankWithLeavers(
      [
        entrant('a', { leftAtSlot: 2, standIn: true }),
        entrant('b'),
        entrant('c'),
        entrant('d'),
        entrant('s', { substituteFor: 'a', rankedSubstitute: true }),
        entrant('u', { substituteFor: 'c' }),
      ],
      countedOutcomes([round1]),
    );
    expect(rows.find((r) => r.playerId === 'a')).toMatchObject({
      ranked: false,
      standIn: true,
      leftAtSlot: 2,
    });
    expect(rows.find((r) => r.playerId === 's')).toMatchObject({
      ranked: true,
      standIn: false,
      substituteFor: null,
    });
    // A substitute for someone who is no stand-in stays marked as one.
    expect(rows.find((r) => r.playerId === 'u')).toMatchObject({ substituteFor: 'c', standIn: false });
  });

  it('orders several unranked rows by their standing after the ranked ones; a ranked substitute takes a place', () => {
    const rows = rankWithLeavers(
      [
        entrant('a', { leftAtSlot: 2 }),
        entrant('b'),
        entrant('c', { leftAtSlot: 3 }),
        entrant('d'),
        entrant('s', { substituteFor: 'a', rankedSubstitute: true }),
        entrant('u', { substituteFor: 'c' }),
      ],
      countedOutcomes([round1]),
    );
    expect(rows.map((r) => [r.playerId, r.position, r.ranked])).toEqual([
      ['b', 1, true],
      ['d', 2, true],
      ['s', 3, true],
      ['a', 4, false],
      ['c', 5, false],
      ['u', 6, false],
    ]);
  });

  it('orders unranked rows level on everything by name', () => {
    const rows = rankWithLeavers([entrant('z', { leftAtSlot: 1 }), entrant('m', { leftAtSlot: 1 })], []);
    expect(rows.map((r) => r.playerId)).toEqual(['m', 'z']);
    expect(rows.map((r) => r.position)).toEqual([1, 2]);
  });

  it('takesPlace: an entrant who plays, a ranked substitute; not one who left, nor a substitute left out', () => {
    expect(takesPlace(entrant('a'))).toBe(true);
    expect(takesPlace(entrant('a', { leftAtSlot: 1 }))).toBe(false);
    expect(takesPlace(entrant('s', { substituteFor: 'a' }))).toBe(false);
    expect(takesPlace(entrant('s', { substituteFor: 'a', rankedSubstitute: true }))).toBe(true);
    expect(takesPlace(entrant('s', { substituteFor: 'a', rankedSubstitute: true, leftAtSlot: 3 }))).toBe(
      false,
    );
  });
});
