import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MexicanoRound,
  type MexicanoStanding,
  mexicanoDefaultRounds,
  mexicanoFirstRound,
  mexicanoNextRound,
  mexicanoRests,
} from './mexicano';
import { seededRandom } from './random';

const names = (count: number) => Array.from({ length: count }, (_, i) => `p${i + 1}`);
const everyone = (round: MexicanoRound) => [
  ...round.matches.flatMap((m) => [...m.team1, ...m.team2]),
  ...round.resting,
];
/** Standings in which position follows the given order (1st, 2nd, ...), nobody rested yet. */
const table = (order: readonly string[], rests: Record<string, [number, number]> = {}): MexicanoStanding[] =>
  order.map((id, index) => ({
    id,
    position: index + 1,
    rests: rests[id]?.[0] ?? 0,
    lastRest: rests[id]?.[1] ?? 0,
  }));

describe('Mexicano round 1', () => {
  it('is a seeded lottery: the same seed draws the same round, every player once', () => {
    const players = names(10);
    const first = mexicanoFirstRound(players, seededRandom(7));
    expect(mexicanoFirstRound(players, seededRandom(7))).toEqual(first);
    expect(first.round).toBe(1);
    expect(first.matches).toHaveLength(2);
    expect(first.resting).toHaveLength(2);
    expect([...everyone(first)].sort()).toEqual([...players].sort());
  });

  it('seats every count from 4 to 40 in fours, at most three sitting out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (count, seed) => {
          const round = mexicanoFirstRound(names(count), seededRandom(seed));
          expect(round.matches).toHaveLength(Math.floor(count / 4));
          expect(round.resting).toHaveLength(count % 4);
          expect(new Set(everyone(round)).size).toBe(count);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('seeded by level: the same players sit out as at random, those who play are cut into fours by rating, 1st and 4th against 2nd and 3rd', () => {
    const players = names(9);
    const levels = { p1: 900, p2: 1200, p3: 1100, p5: 950, p6: 1300, p7: 1050, p8: 1100, p9: 800 };
    const random = mexicanoFirstRound(players, seededRandom(3));
    const seeded = mexicanoFirstRound(players, seededRandom(3), levels);
    expect(seeded.resting).toEqual(random.resting);
    const playing = players.filter((id) => !random.resting.includes(id));
    const rating = (id: string) => levels[id as keyof typeof levels] ?? 1000;
    const order = [...playing].sort((a, b) => rating(b) - rating(a));
    expect(seeded.matches).toEqual([
      { team1: [order[0], order[3]], team2: [order[1], order[2]] },
      { team1: [order[4], order[7]], team2: [order[5], order[6]] },
    ]);
  });

  it('seeded by level with everyone level, keeps the random order', () => {
    const players = names(8);
    expect(mexicanoFirstRound(players, seededRandom(5), { p1: 1000, p2: 1000 })).toEqual(
      mexicanoFirstRound(players, seededRandom(5)),
    );
  });

  it('refuses fewer than 4 or more than 40 players', () => {
    for (const count of [3, 41]) {
      expect(() => mexicanoFirstRound(names(count), seededRandom(1))).toThrow(
        expect.objectContaining({ code: 'formats.americanoPlayerCount' }),
      );
    }
  });
});

describe('Mexicano later rounds', () => {
  it('cuts the standings into fours from the top: 1st + 4th against 2nd + 3rd', () => {
    const players = names(8);
    // A hand-made table: p5 leads, then p2, p8, p1 | p7, p3, p6, p4.
    const standings = table(['p5', 'p2', 'p8', 'p1', 'p7', 'p3', 'p6', 'p4']);
    const next = mexicanoNextRound(1, players, standings);
    expect(next.round).toBe(2);
    expect(next.resting).toEqual([]);
    expect(next.matches).toEqual([
      { team1: ['p5', 'p1'], team2: ['p2', 'p8'] },
      { team1: ['p7', 'p4'], team2: ['p3', 'p6'] },
    ]);
  });

  it('keeps the entry order among players level in the standings', () => {
    const players = names(4);
    const level = players.map((id) => ({ id, position: 1, rests: 0, lastRest: 0 }));
    expect(mexicanoNextRound(3, players, [...level].reverse()).matches).toEqual([
      { team1: ['p1', 'p4'], team2: ['p2', 'p3'] },
    ]);
    // Eight players, the middle four level on 3rd: they keep the entry order p2, p4, p6, p7.
    const eight = names(8);
    const positions: Record<string, number> = { p8: 1, p5: 2, p7: 3, p2: 3, p6: 3, p4: 3, p1: 7, p3: 8 };
    const standings = ['p7', 'p2', 'p6', 'p4', 'p8', 'p5', 'p1', 'p3'].map((id) => ({
      id,
      position: positions[id]!,
      rests: 0,
      lastRest: 0,
    }));
    expect(mexicanoNextRound(1, eight, standings).matches).toEqual([
      { team1: ['p8', 'p4'], team2: ['p5', 'p2'] },
      { team1: ['p6', 'p3'], team2: ['p7', 'p1'] },
    ]);
  });

  it('sits out those who rested least, then the longest ago, then the later entered', () => {
    const players = names(7);
    const order = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
    // p1, p2 and p3 rested in round 1; p4 in round 2. Three must sit out of seven.
    const standings = table(order, { p1: [1, 1], p2: [1, 1], p3: [1, 1], p4: [1, 2] });
    const next = mexicanoNextRound(2, players, standings);
    expect(next.resting).toEqual(['p5', 'p6', 'p7']);
    expect(next.matches).toEqual([{ team1: ['p1', 'p4'], team2: ['p2', 'p3'] }]);

    // Everyone has rested once but p4: p4 sits out first, then the earliest rests (round 1), the
    // later entered among them first.
    const after = table(order, {
      p1: [1, 1],
      p2: [1, 1],
      p3: [1, 1],
      p5: [1, 3],
      p6: [1, 3],
      p7: [1, 3],
    });
    expect(mexicanoNextRound(3, players, after).resting).toEqual(['p2', 'p3', 'p4']);
  });

  it('gives everyone the same number of rests, ±1, over any number of rounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 39 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (count, roundsToPlay, seed) => {
          const players = names(count);
          const random = seededRandom(seed);
          const rounds: MexicanoRound[] = [mexicanoFirstRound(players, random)];
          while (rounds.length < roundsToPlay) {
            const rests = mexicanoRests(players, rounds);
            // Any standings will do: the rest rule never reads them.
            const order = [...players].sort(() => random() - 0.5);
            const standings = order.map((id, index) => ({ id, position: index + 1, ...rests.get(id)! }));
            const next = mexicanoNextRound(rounds.length, players, standings);
            expect(new Set(everyone(next)).size).toBe(count);
            rounds.push(next);
          }
          const counts = [...mexicanoRests(players, rounds).values()].map((r) => r.rests);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('refuses standings that do not list every player exactly once', () => {
    const players = names(4);
    expect(() => mexicanoNextRound(1, players, table(['p1', 'p2', 'p3']))).toThrow(
      expect.objectContaining({ code: 'formats.mexicanoStandingsMismatch' }),
    );
    expect(() => mexicanoNextRound(1, players, table(['p1', 'p2', 'p3', 'p4', 'p9']))).toThrow(
      expect.objectContaining({ code: 'formats.mexicanoStandingsMismatch' }),
    );
    expect(() => mexicanoNextRound(1, players, table(['p1', 'p2', 'p3', 'p9']))).toThrow(
      expect.objectContaining({ code: 'formats.mexicanoStandingsMismatch' }),
    );
    expect(() => mexicanoNextRound(1, names(3), table(['p1', 'p2', 'p3']))).toThrow(
      expect.objectContaining({ code: 'formats.americanoPlayerCount' }),
    );
  });
});

describe('Mexicano rests and length', () => {
  it('counts each player’s rests and the last round they sat out', () => {
    const rests = mexicanoRests(
      ['a', 'b', 'c'],
      [
        { round: 1, resting: ['a'] },
        { round: 2, resting: ['b'] },
        { round: 3, resting: ['a', 'x'] },
      ],
    );
    expect(Object.fromEntries(rests)).toEqual({
      a: { rests: 2, lastRest: 3 },
      b: { rests: 1, lastRest: 2 },
      c: { rests: 0, lastRest: 0 },
    });
  });

  it('lasts players − 1 rounds unless the organiser says otherwise', () => {
    expect(mexicanoDefaultRounds(8)).toBe(7);
    expect(mexicanoDefaultRounds(13)).toBe(12);
    expect(() => mexicanoDefaultRounds(41)).toThrow(
      expect.objectContaining({ code: 'formats.americanoPlayerCount' }),
    );
  });
});
