import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ids } from './formatsTestKit';
import {
  type MatchOutcome,
  matchWinner,
  type Participant,
  POINTS,
  type RankingRow,
  rankParticipants,
  restCredit,
} from './ranking';
import { type DrawInput, drawSchedule } from './schedule';
import type { Score } from './scoring';

const score = (team1: number, team2: number): Score => ({ team1, team2 });
const people = (...names: string[]): Participant[] => names.map((name) => ({ id: name.toLowerCase(), name }));
const doubles = (
  round: number,
  a: string,
  b: string,
  s: Score | null,
  c: string,
  d: string,
): MatchOutcome => ({
  round,
  team1: [a, b],
  team2: [c, d],
  score: s,
});
/** The table as an organiser reads it: position, name, V, D, E, P, SG. */
const table = (rows: readonly RankingRow[]) =>
  rows.map((r) => [r.position, r.playerName, r.wins, r.losses, r.draws, r.points, r.gameBalance]);

describe('ranking, worked by hand', () => {
  it('example 1: a Super 8 after its first two rounds', () => {
    const players = people('Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fábio', 'Gabi', 'Hugo');
    const matches = [
      // Round 1
      doubles(1, 'ana', 'bia', score(5, 4), 'caio', 'duda'),
      doubles(1, 'edu', 'fábio', score(3, 3), 'gabi', 'hugo'),
      // Round 2
      doubles(2, 'ana', 'edu', score(0, 9), 'caio', 'gabi'),
      doubles(2, 'bia', 'fábio', score(2, 2), 'duda', 'hugo'),
      // Round 3, not played yet: counts nothing
      doubles(3, 'ana', 'fábio', null, 'bia', 'gabi'),
      doubles(3, 'caio', 'edu', null, 'duda', 'hugo'),
    ];
    // Gabi and Bia both have 5 points and 1 win: game balance puts Gabi first.
    // Caio and Ana have 4 points and 1 win each: game balance again (+8 against -8).
    // Fábio and Hugo also have 4 points but no win, so they rank below Ana despite a better
    // balance; level on everything, they share 5th place and are listed by name.
    expect(table(rankParticipants(players, matches))).toEqual([
      // pos, name, V, D, E, P, SG
      [1, 'Gabi', 1, 0, 1, 5, 9],
      [2, 'Bia', 1, 0, 1, 5, 1],
      [3, 'Caio', 1, 1, 0, 4, 8],
      [4, 'Ana', 1, 1, 0, 4, -8],
      [5, 'Fábio', 0, 0, 2, 4, 0],
      [5, 'Hugo', 0, 0, 2, 4, 0],
      [7, 'Duda', 0, 1, 1, 3, -1],
      [8, 'Edu', 0, 1, 1, 3, -9],
    ]);
  });

  it('example 2: four fixed pairs, one round robin', () => {
    const pairs = [
      { id: 'p1', name: 'Ana / Bia' },
      { id: 'p2', name: 'Caio / Duda' },
      { id: 'p3', name: 'Edu / Fábio' },
      { id: 'p4', name: 'Gabi / Hugo' },
    ];
    const pair = (round: number, a: string, s: Score, b: string): MatchOutcome => ({
      round,
      team1: [a],
      team2: [b],
      score: s,
    });
    const matches = [
      pair(1, 'p1', score(5, 3), 'p2'),
      pair(1, 'p3', score(5, 3), 'p4'),
      pair(2, 'p1', score(3, 5), 'p3'),
      pair(2, 'p2', score(5, 3), 'p4'),
      pair(3, 'p1', score(4, 4), 'p4'),
      pair(3, 'p2', score(4, 4), 'p3'),
    ];
    // Ana / Bia and Caio / Duda each won one, lost one and drew one, by the same margins:
    // they share 2nd place, and the next pair is 4th, not 3rd.
    expect(table(rankParticipants(pairs, matches))).toEqual([
      [1, 'Edu / Fábio', 2, 0, 1, 8, 4],
      [2, 'Ana / Bia', 1, 1, 1, 6, 0],
      [2, 'Caio / Duda', 1, 1, 1, 6, 0],
      [4, 'Gabi / Hugo', 0, 2, 1, 4, -4],
    ]);
  });

  it('example 3: editing a result re-ranks from the current results', () => {
    const players = people('Ana', 'Bia', 'Caio', 'Duda');
    const played = [
      doubles(1, 'ana', 'bia', score(6, 2), 'caio', 'duda'),
      doubles(2, 'ana', 'caio', score(3, 3), 'bia', 'duda'),
      doubles(3, 'ana', 'duda', score(1, 2), 'bia', 'caio'),
    ];
    expect(table(rankParticipants(players, played))).toEqual([
      [1, 'Bia', 2, 0, 1, 8, 5],
      [2, 'Ana', 1, 1, 1, 6, 3],
      [3, 'Caio', 1, 1, 1, 6, -3],
      [4, 'Duda', 0, 2, 1, 4, -5],
    ]);
    // The first match is corrected from 6-2 to 2-6.
    const corrected = [doubles(1, 'ana', 'bia', score(2, 6), 'caio', 'duda'), ...played.slice(1)];
    expect(table(rankParticipants(players, corrected))).toEqual([
      [1, 'Caio', 2, 0, 1, 8, 5],
      [2, 'Duda', 1, 1, 1, 6, 3],
      [3, 'Bia', 1, 1, 1, 6, -3],
      [4, 'Ana', 0, 2, 1, 4, -5],
    ]);
  });

  it('lists level players by name, ignoring accents and case, then by id', () => {
    const players = [
      { id: 'z', name: 'Érica' },
      { id: 'y', name: 'ana' },
      { id: 'b', name: 'Bruno' },
      { id: 'a', name: 'Bruno' },
    ];
    expect(rankParticipants(players, []).map((r) => [r.position, r.playerId])).toEqual([
      [1, 'y'],
      [1, 'a'],
      [1, 'b'],
      [1, 'z'],
    ]);
  });

  it('takes names that differ only in accents or case for the same name, and orders those by id', () => {
    const players = [
      { id: 'd', name: 'ana' },
      { id: 'c', name: 'Ána' },
    ];
    expect(rankParticipants(players, []).map((r) => r.playerId)).toEqual(['c', 'd']);
  });
});

describe('ranking properties', () => {
  const formats: readonly ((seed: number) => DrawInput)[] = [
    (seed) => ({ format: 'super8', participants: ids('p', 8), courts: 2, seed }),
    (seed) => ({ format: 'super8_fixed_pairs', participants: ids('d', 8), courts: 2, seed }),
    (seed) => ({ format: 'super_12', participants: ids('p', 12), courts: 3, seed }),
  ];
  const scoreOrNot = fc.option(fc.record({ team1: fc.nat(9), team2: fc.nat(9) }), { nil: null });
  /** A drawn tournament with some results in. */
  const tournaments = fc.tuple(fc.constantFrom(...formats), fc.nat(2 ** 32 - 1)).chain(([input, seed]) => {
    const schedule = drawSchedule(input(seed));
    return fc.tuple(
      fc.constant(schedule.draw.map((id) => ({ id, name: id.toUpperCase() }))),
      fc
        .tuple(...schedule.matches.map(() => scoreOrNot))
        .map((scores) =>
          schedule.matches.map(
            (m, i): MatchOutcome => ({ round: m.round, team1: m.team1, team2: m.team2, score: scores[i]! }),
          ),
        ),
    );
  });
  const RUNS = { numRuns: 100 };

  it('hands out exactly the points of the completed matches', () => {
    fc.assert(
      fc.property(tournaments, ([participants, matches]) => {
        const rows = rankParticipants(participants, matches);
        const expected = matches.reduce((total, m) => {
          if (!m.score) return total;
          const winner = matchWinner(m.score);
          const pointsFor = (side: 'team1' | 'team2') =>
            winner === 'draw' ? POINTS.draw : winner === side ? POINTS.win : POINTS.loss;
          return total + m.team1.length * pointsFor('team1') + m.team2.length * pointsFor('team2');
        }, 0);
        expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(expected);
        expect(rows.reduce((sum, r) => sum + r.gameBalance, 0)).toBe(0);
        expect(rows.reduce((sum, r) => sum + r.wins, 0)).toBe(rows.reduce((sum, r) => sum + r.losses, 0));
      }),
      RUNS,
    );
  });

  it('does not depend on the order results arrive in', () => {
    fc.assert(
      fc.property(
        tournaments.chain(([participants, matches]) =>
          fc.tuple(
            fc.constant(participants),
            fc.constant(matches),
            fc.shuffledSubarray(matches, {
              minLength: matches.length,
              maxLength: matches.length,
            }),
          ),
        ),
        ([participants, matches, reordered]) => {
          expect(rankParticipants(participants, reordered)).toEqual(rankParticipants(participants, matches));
        },
      ),
      RUNS,
    );
  });

  it('comes back to the same table when a result is edited and then edited back', () => {
    fc.assert(
      fc.property(tournaments, fc.nat(), scoreOrNot, ([participants, matches], pick, other) => {
        const index = pick % matches.length;
        const edited = matches.map((m, i) => (i === index ? { ...m, score: other } : m));
        const restored = edited.map((m, i) => (i === index ? matches[index]! : m));
        expect(rankParticipants(participants, restored)).toEqual(rankParticipants(participants, matches));
      }),
      RUNS,
    );
  });

  it('orders rows by points, wins and balance, sharing positions only when all three are level', () => {
    fc.assert(
      fc.property(tournaments, ([participants, matches]) => {
        const rows = rankParticipants(participants, matches);
        expect(rows).toHaveLength(participants.length);
        expect(rows[0]?.position).toBe(1);
        rows.forEach((row, i) => {
          const previous = rows[i - 1];
          if (!previous) return;
          const level =
            previous.points === row.points &&
            previous.wins === row.wins &&
            previous.gameBalance === row.gameBalance;
          const ahead = [previous.points, previous.wins, previous.gameBalance];
          const behind = [row.points, row.wins, row.gameBalance];
          expect(level || ahead.join() !== behind.join()).toBe(true);
          expect(row.position).toBe(level ? previous.position : i + 1);
          if (!level) {
            const firstDifference = ahead.findIndex((value, k) => value !== behind[k]);
            expect(ahead[firstDifference]!).toBeGreaterThan(behind[firstDifference]!);
          }
        });
      }),
      RUNS,
    );
  });
});

describe('ranking in points and timed modes', () => {
  const to24 = { mode: 'points', total: 24 } as const;
  const timed = { mode: 'timed', minutes: 15 } as const;
  const pair = (round: number, a: string, s: Score | null, b: string): MatchOutcome => ({
    round,
    team1: [a],
    team2: [b],
    score: s,
  });

  it('orders by points won, then wins, then point difference, sharing a position when all are level', () => {
    const players = people('Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fábio', 'Gabi', 'Hugo');
    const matches = [
      doubles(1, 'ana', 'bia', score(13, 11), 'caio', 'duda'),
      doubles(1, 'edu', 'fábio', score(12, 12), 'gabi', 'hugo'),
      doubles(2, 'ana', 'edu', score(10, 14), 'caio', 'gabi'),
      doubles(2, 'bia', 'fábio', score(14, 10), 'duda', 'hugo'),
    ];
    // The points column is the points won; 12-12 is a draw; the balance is the point difference.
    expect(table(rankParticipants(players, matches, to24))).toEqual([
      [1, 'Bia', 2, 0, 0, 27, 6],
      [2, 'Fábio', 1, 0, 1, 26, 4],
      [2, 'Gabi', 1, 0, 1, 26, 4],
      [4, 'Caio', 1, 1, 0, 25, 2],
      [5, 'Ana', 1, 1, 0, 23, -2],
      [6, 'Edu', 0, 1, 1, 22, -4],
      [6, 'Hugo', 0, 1, 1, 22, -4],
      [8, 'Duda', 0, 2, 0, 21, -6],
    ]);
  });

  it('puts the player with more wins first when the points won are level', () => {
    const players = people('Ana', 'Bia', 'Caio', 'Duda');
    const matches = [
      pair(1, 'ana', score(13, 11), 'caio'),
      pair(2, 'duda', score(13, 11), 'ana'),
      pair(3, 'bia', score(12, 12), 'caio'),
      pair(4, 'bia', score(12, 12), 'duda'),
    ];
    // Ana and Bia both won 24 points with a difference of 0: Ana won a match, Bia drew two.
    expect(table(rankParticipants(players, matches, to24))).toEqual([
      [1, 'Duda', 1, 0, 1, 25, 2],
      [2, 'Ana', 1, 1, 0, 24, 0],
      [3, 'Bia', 0, 0, 2, 24, 0],
      [4, 'Caio', 0, 1, 1, 23, -2],
    ]);
  });

  it('counts any score when timed, the point difference deciding between equal points and wins', () => {
    const players = people('Ana', 'Bia', 'Caio', 'Duda');
    const matches = [pair(1, 'ana', score(20, 10), 'caio'), pair(1, 'bia', score(20, 18), 'duda')];
    expect(table(rankParticipants(players, matches, timed))).toEqual([
      [1, 'Ana', 1, 0, 0, 20, 10],
      [2, 'Bia', 1, 0, 0, 20, 2],
      [3, 'Duda', 0, 1, 0, 18, -2],
      [4, 'Caio', 0, 1, 0, 10, -10],
    ]);
  });

  it('ranks games mode 3/2/1 whatever the scores, as before', () => {
    const players = people('Ana', 'Bia');
    expect(table(rankParticipants(players, [pair(1, 'ana', score(6, 5), 'bia')]))).toEqual([
      [1, 'Ana', 1, 0, 0, 3, 1],
      [2, 'Bia', 0, 1, 0, 1, -1],
    ]);
    expect(rankParticipants(players, [pair(1, 'ana', score(6, 5), 'bia')], { mode: 'games' })).toEqual(
      rankParticipants(players, [pair(1, 'ana', score(6, 5), 'bia')]),
    );
  });
});

describe('ranking with rests (some players scheduled for fewer matches)', () => {
  const to24 = { mode: 'points', total: 24 } as const;
  const pair = (round: number, a: string, s: Score | null, b: string): MatchOutcome => ({
    round,
    team1: [a],
    team2: [b],
    score: s,
  });

  it("credits each match fewer with the player's own average per match played, in points mode", () => {
    // Five players, two rounds of a longer schedule: Edu rests in round 1, Duda in round 2.
    const players = people('Ana', 'Bia', 'Caio', 'Duda', 'Edu');
    const matches = [
      doubles(1, 'ana', 'bia', score(15, 9), 'caio', 'duda'),
      doubles(2, 'ana', 'caio', score(10, 14), 'bia', 'edu'),
    ];
    // Duda played once (9) and Edu once (14): each is credited that average once.
    expect(table(rankParticipants(players, matches, to24))).toEqual([
      [1, 'Bia', 2, 0, 0, 29, 10],
      [2, 'Edu', 1, 0, 0, 28, 4],
      [3, 'Ana', 1, 1, 0, 25, 2],
      [4, 'Caio', 0, 2, 0, 19, -10],
      [5, 'Duda', 0, 1, 0, 18, -6],
    ]);
  });

  it('credits the average of the 3/2/1 points in games mode, rounded', () => {
    const pairs = people('P1', 'P2', 'P3');
    const matches = [
      pair(1, 'p1', score(5, 3), 'p2'),
      pair(2, 'p1', score(4, 4), 'p3'),
      pair(3, 'p2', score(6, 2), 'p3'),
      pair(4, 'p1', null, 'p2'),
    ];
    // P3 is scheduled twice, the others three times: P3's 3 points in 2 matches earn round(1.5) = 2.
    expect(table(rankParticipants(pairs, matches))).toEqual([
      [1, 'P1', 1, 0, 1, 5, 2],
      [2, 'P3', 0, 1, 1, 5, -4],
      [3, 'P2', 1, 1, 0, 4, 2],
    ]);
  });

  it('credits nothing when everyone is scheduled for the same number of matches, played or not', () => {
    const pairs = people('P1', 'P2', 'P3', 'P4');
    const matches = [pair(1, 'p1', score(5, 3), 'p2'), pair(1, 'p3', null, 'p4')];
    expect(table(rankParticipants(pairs, matches))).toEqual([
      [1, 'P1', 1, 0, 0, 3, 2],
      [2, 'P2', 0, 1, 0, 1, -2],
      [3, 'P3', 0, 0, 0, 0, 0],
      [3, 'P4', 0, 0, 0, 0, 0],
    ]);
  });

  it('ignores sides naming someone who is not ranked', () => {
    const pairs = people('P1', 'P2');
    const matches = [
      pair(1, 'p1', score(5, 3), 'p2'),
      pair(2, 'p1', score(5, 3), 'ghost'),
      pair(3, 'p2', null, 'ghost'),
    ];
    expect(table(rankParticipants(pairs, matches))).toEqual([
      [1, 'P1', 2, 0, 0, 6, 4],
      [2, 'P2', 0, 1, 0, 1, -2],
    ]);
  });

  it('credits a rest only once the round the player sits out is complete', () => {
    // Five pairs, two matches a round, one pair sitting out: P5 in round 1, P4 in round 2, P2 in
    // round 3. P1 and P3 are scheduled three times, the others twice.
    const pairs = people('P1', 'P2', 'P3', 'P4', 'P5');
    const before = [
      pair(1, 'p1', score(5, 3), 'p2'),
      pair(1, 'p3', score(4, 4), 'p4'),
      pair(2, 'p1', score(2, 6), 'p3'),
      pair(2, 'p2', score(6, 2), 'p5'),
      pair(3, 'p3', null, 'p5'),
      pair(3, 'p1', score(6, 5), 'p4'),
    ];
    // Round 3 is under way: P2's rest is not taken yet, so P2 keeps the 4 points played. P4 (3 in
    // two) and P5 (1 in one) have taken theirs and are credited round(1.5) = 2 and 1.
    expect(table(rankParticipants(pairs, before))).toEqual([
      [1, 'P1', 2, 1, 0, 7, -1],
      [2, 'P3', 1, 0, 1, 5, 4],
      [3, 'P4', 0, 1, 1, 5, -1],
      [4, 'P2', 1, 1, 0, 4, 2],
      [5, 'P5', 0, 1, 0, 2, -4],
    ]);
    // Round 3 complete: P2 is credited its average of 2 too, as the whole schedule would.
    const after = before.map((m) => (m.score ? m : { ...m, score: score(3, 5) }));
    expect(table(rankParticipants(pairs, after))).toEqual([
      [1, 'P1', 2, 1, 0, 7, -1],
      [2, 'P2', 1, 1, 0, 6, 2],
      [2, 'P3', 1, 1, 1, 6, 2],
      [4, 'P5', 1, 1, 0, 6, -2],
      [5, 'P4', 0, 1, 1, 5, -1],
    ]);
  });

  it('credits no more matches than the shortfall, however many rounds were sat out', () => {
    // Four pairs, one match a round. P1 and P3 are scheduled twice, P2 and P4 once.
    const pairs = people('P1', 'P2', 'P3', 'P4');
    const matches = [
      pair(1, 'p1', score(5, 3), 'p2'),
      pair(2, 'p1', score(4, 4), 'p3'),
      pair(3, 'p4', score(6, 2), 'p3'),
    ];
    // P2 and P4 have each sat out two rounds but play one match fewer than the most: credited
    // their average once (1 and 3). P3 sat out round 1 yet plays as often as P1: nothing.
    expect(table(rankParticipants(pairs, matches))).toEqual([
      [1, 'P4', 1, 0, 0, 6, 4],
      [2, 'P1', 1, 0, 1, 5, 2],
      [3, 'P3', 0, 1, 1, 3, -4],
      [4, 'P2', 0, 1, 0, 2, -2],
    ]);
  });

  /** Americano draws with rests (5 to 11 players, a prefix of the cycle) and some results in. */
  const withRests = fc
    .record({
      players: fc.constantFrom(5, 6, 7, 9, 10, 11),
      courts: fc.constantFrom(1, 2),
      rounds: fc.nat(),
      seed: fc.nat(2 ** 32 - 1),
    })
    .chain(({ players, courts, rounds, seed }) => {
      const participants = ids('p', players);
      const { matches } = drawSchedule({
        format: 'americano',
        participants,
        courts: Math.min(courts, Math.floor(players / 4)),
        rounds: 1 + (rounds % (players % 4 === 0 ? players - 1 : players)),
        seed,
      });
      const scoreOrNot = fc.option(fc.record({ team1: fc.nat(9), team2: fc.nat(9) }), { nil: null });
      return fc.tuple(
        fc.constant(participants.map((id) => ({ id, name: id }))),
        fc
          .tuple(...matches.map(() => scoreOrNot))
          .map((scores) =>
            matches.map(
              (m, i): MatchOutcome => ({ round: m.round, team1: m.team1, team2: m.team2, score: scores[i]! }),
            ),
          ),
      );
    });
  /** Per player: the points without credit (3/2/1), matches played, scheduled, rounds sat out and complete. */
  const countsOf = (row: RankingRow, matches: readonly MatchOutcome[]) => {
    const inMatch = (m: MatchOutcome) => [...m.team1, ...m.team2].includes(row.playerId);
    const rounds = [...new Set(matches.map((m) => m.round))];
    return {
      earned: POINTS.win * row.wins + POINTS.draw * row.draws + POINTS.loss * row.losses,
      played: row.wins + row.draws + row.losses,
      scheduled: matches.filter(inMatch).length,
      restsTaken: rounds.filter((r) => {
        const round = matches.filter((m) => m.round === r);
        return round.every((m) => m.score !== null) && !round.some(inMatch);
      }).length,
    };
  };
  const mostScheduled = (rows: readonly RankingRow[], matches: readonly MatchOutcome[]) =>
    Math.max(...rows.map((row) => countsOf(row, matches).scheduled));

  it('credits the whole shortfall once every match has a result', () => {
    fc.assert(
      fc.property(withRests, ([participants, drawn]) => {
        const matches = drawn.map((m) => ({ ...m, score: m.score ?? score(4, 4) }));
        const rows = rankParticipants(participants, matches);
        const most = mostScheduled(rows, matches);
        for (const row of rows) {
          const { earned, played, scheduled } = countsOf(row, matches);
          expect(row.points).toBe(earned + restCredit(earned, played, most - scheduled));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never credits a rest in a round that is not complete', () => {
    fc.assert(
      fc.property(withRests, ([participants, matches]) => {
        const rows = rankParticipants(participants, matches);
        const most = mostScheduled(rows, matches);
        for (const row of rows) {
          const { earned, played, scheduled, restsTaken } = countsOf(row, matches);
          expect(row.points - earned).toBe(
            restCredit(earned, played, Math.min(restsTaken, most - scheduled)),
          );
          expect(row.points - earned).toBeLessThanOrEqual(restCredit(earned, played, restsTaken));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('rounds the credit once, over all the matches fewer', () => {
    expect(restCredit(25, 2, 1)).toBe(13);
    expect(restCredit(7, 3, 1)).toBe(2);
    expect(restCredit(7, 3, 2)).toBe(5);
    expect(restCredit(9, 1, 0)).toBe(0);
    expect(restCredit(10, 0, 1)).toBe(0);
    expect(rankParticipants([], [])).toEqual([]);
  });
});
