import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  americanoCourts,
  americanoDraw,
  americanoFullRounds,
  americanoOrder,
  americanoPlan,
  americanoProposedRounds,
  americanoSlots,
} from './americano';
import { NEAR_WHIST_DRAWS, PRIME_ROOTS, WHIST_DRAWS } from './americanoTables';
import { type SlotRound, whistRounds } from './baseTables';
import { PLAYING_ORDERS, type PlayingOrder } from './playingOrders';

const COUNTS = Array.from(
  { length: AMERICANO_MAX_PLAYERS - AMERICANO_MIN_PLAYERS + 1 },
  (_, i) => AMERICANO_MIN_PLAYERS + i,
);
const PRIMES = [5, 13, 17, 29, 37];

/** Counts ≡ 0, 1 (mod 4) without a whist table: served near-whist (docs/americano-draws.md). */
const WHIST_MISSING: readonly number[] = [40];

/** The opponent spread each near-whist full cycle states (docs/americano-draws.md). */
const NEAR_WHIST_OPPONENTS: Readonly<Record<number, readonly [number, number]>> = {
  6: [1, 4],
  7: [0, 2],
  10: [1, 3],
  11: [1, 2],
  14: [1, 4],
  15: [1, 2],
  18: [1, 4],
  19: [1, 2],
  22: [1, 4],
  23: [1, 2],
  26: [1, 5],
  27: [1, 2],
  30: [1, 4],
  31: [1, 2],
  34: [1, 5],
  35: [1, 2],
  38: [1, 5],
  39: [1, 2],
  40: [0, 3],
};

const isWhist = (players: number) => players % 4 <= 1 && !WHIST_MISSING.includes(players);

interface Recount {
  readonly partners: number[][];
  readonly opponents: number[][];
  readonly played: number[];
}

/** Counts the table afresh, without the code under test. */
function recount(players: number, table: readonly SlotRound[]): Recount {
  const square = () => Array.from({ length: players }, () => new Array<number>(players).fill(0));
  const partners = square();
  const opponents = square();
  const played = new Array<number>(players).fill(0);
  for (const round of table) {
    for (const [side1, side2] of round) {
      for (const [a, b] of [side1, side2]) {
        partners[a!]![b!]!++;
        partners[b!]![a!]!++;
      }
      for (const a of side1) {
        played[a]!++;
        for (const b of side2) {
          opponents[a]![b]!++;
          opponents[b]![a]!++;
        }
      }
      for (const b of side2) played[b]!++;
    }
  }
  return { partners, opponents, played };
}

const offDiagonal = (matrix: number[][]) => matrix.flatMap((row, a) => row.filter((_, b) => b !== a));
const spread = (values: readonly number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

function guaranteeOf(players: number, table: readonly SlotRound[], fullCycle: boolean) {
  const { partners, opponents, played } = recount(players, table);
  return {
    kind: isWhist(players) ? 'whist' : 'nearWhist',
    fullCycle,
    partnerRepeats: offDiagonal(partners).reduce((sum, n) => sum + Math.max(0, n - 1), 0) / 2,
    matches: spread(played),
    rests: spread(played.map((n) => table.length - n)),
    opponents: spread(offDiagonal(opponents)),
  };
}

const playersIn = (table: readonly SlotRound[], [r, m]: readonly [number, number]) => {
  const [side1, side2] = table[r]![m]!;
  return [...side1, ...side2];
};

/** Slots, back-to-back appearances and the longest wait, counted afresh. */
function orderFigures(table: readonly SlotRound[], order: PlayingOrder) {
  const slotsOf = new Map<number, number[]>();
  order.forEach((slot, s) => {
    for (const entry of slot)
      for (const p of playersIn(table, entry)) slotsOf.set(p, [...(slotsOf.get(p) ?? []), s]);
  });
  let backToBack = 0;
  let longestWait = 0;
  for (const slots of slotsOf.values()) {
    for (let k = 1; k < slots.length; k++) {
      const gap = slots[k]! - slots[k - 1]! - 1;
      if (gap === 0) backToBack++;
      longestWait = Math.max(longestWait, gap);
    }
  }
  return { slots: order.length, backToBack, longestWait };
}

describe('americano full cycles, every count from 4 to 40', () => {
  it.each(COUNTS)('%i players: the stated cycle, kind and figures', (players) => {
    const plan = americanoPlan(players, 1);
    const full = players % 4 === 0 ? players - 1 : players;
    expect(plan.fullRounds).toBe(full);
    expect(americanoFullRounds(players)).toBe(full);
    expect(plan.rounds).toBe(full);
    expect(plan.table).toHaveLength(full);
    for (const round of plan.table) {
      expect(round).toHaveLength(Math.floor(players / 4));
      const seated = round.flatMap(([side1, side2]) => [...side1, ...side2]);
      expect(new Set(seated).size).toBe(seated.length);
      for (const p of seated) expect(p >= 0 && p < players && Number.isInteger(p)).toBe(true);
    }
    const { partners, opponents, played } = recount(players, plan.table);
    const resting = players % 4;
    // Everyone sits out equally over the full cycle: N mod 4 rounds each.
    expect(new Set(played.map((n) => full - n))).toEqual(new Set([resting]));
    if (isWhist(players)) {
      expect(plan.guarantee.kind).toBe('whist');
      expect(new Set(offDiagonal(partners))).toEqual(new Set([1]));
      expect(new Set(offDiagonal(opponents))).toEqual(new Set([2]));
    } else {
      expect(plan.guarantee.kind).toBe('nearWhist');
      expect(Math.max(...offDiagonal(partners))).toBe(1);
      const [min, max] = NEAR_WHIST_OPPONENTS[players]!;
      expect(spread(offDiagonal(opponents))).toEqual({ min, max });
    }
    expect(plan.guarantee).toEqual(guaranteeOf(players, plan.table, true));
  });

  it('Super 8 and Super 12 keep their tables and playing orders', () => {
    expect(americanoPlan(8, 2).table).toEqual(whistRounds(8));
    expect(americanoPlan(12, 3).table).toEqual(whistRounds(12));
    expect(americanoPlan(8, 1).order).toBe(PLAYING_ORDERS['super8/1']);
    expect(americanoPlan(8, 2).order).toBe(PLAYING_ORDERS['super8/2']);
    expect(americanoPlan(12, 1).order).toBe(PLAYING_ORDERS['super_12/1']);
    expect(americanoPlan(12, 2).order).toBe(PLAYING_ORDERS['super_12/2']);
    expect(americanoPlan(12, 3).order).toBe(PLAYING_ORDERS['super_12/3']);
    // A prefix is not the Super order (which interleaves rounds): it is computed.
    expect(americanoPlan(12, 2, 10).order).not.toBe(PLAYING_ORDERS['super_12/2']);
    expect(americanoPlan(8, 1, 6).order.flat()).toHaveLength(12);
  });

  it('stores exactly the tables that no construction gives', () => {
    const stored = [...Object.keys(WHIST_DRAWS), ...Object.keys(NEAR_WHIST_DRAWS)].map(Number);
    expect(Object.keys(PRIME_ROOTS).map(Number)).toEqual(PRIMES);
    for (const p of PRIMES) {
      // A primitive root: its powers run through all p - 1 non-zero residues.
      const powers = new Set(
        Array.from({ length: p - 1 }, (_, e) => Number(BigInt(PRIME_ROOTS[p]!) ** BigInt(e) % BigInt(p))),
      );
      expect(powers.size).toBe(p - 1);
    }
    const constructed = [8, 12, ...PRIMES];
    expect([...stored, ...constructed].sort((a, b) => a - b)).toEqual(COUNTS);
    for (const players of Object.keys(WHIST_DRAWS).map(Number)) expect(isWhist(players)).toBe(true);
    for (const players of Object.keys(NEAR_WHIST_DRAWS).map(Number)) expect(isWhist(players)).toBe(false);
  });

  it('builds each cycle once', () => {
    expect(americanoDraw(21)).toBe(americanoDraw(21));
    expect(americanoPlan(21, 5).table[20]).toBe(americanoDraw(21).rounds[20]);
  });

  it('develops the stored starting rounds as the research note writes them', () => {
    // 16 players, round 1: every finite slot of {0,1} vs {2,6} moves by one.
    expect(americanoDraw(16).rounds[1]![0]).toEqual([
      [1, 2],
      [3, 7],
    ]);
    // 9 players (Z3 × Z3): round 4 adds (1, 1) to {01, 02} vs {12, 21}.
    expect(americanoDraw(9).rounds[4]![0]).toEqual([
      [5, 3],
      [6, 2],
    ]);
    // 13 players, the prime formula with x = 2: {1, 12} vs {8, 5}, then {2, 11} vs {3, 10}.
    expect(americanoDraw(13).rounds[0]).toEqual([
      [
        [1, 12],
        [8, 5],
      ],
      [
        [2, 11],
        [3, 10],
      ],
      [
        [4, 9],
        [6, 7],
      ],
    ]);
    expect(americanoDraw(17).rounds[0]![0]).toEqual([
      [1, 16],
      [13, 4],
    ]);
  });
});

describe('americano prefixes', () => {
  it.each(COUNTS)('%i players: every prefix is fair and states its figures', (players) => {
    const full = americanoFullRounds(players);
    const cycle = americanoDraw(players).rounds;
    const courts = americanoCourts(players).max;
    const partnered = new Set<string>();
    const rested = new Array<number>(players).fill(0);
    let restedLastRound = new Set<number>();
    for (let k = 1; k <= full; k++) {
      const round = cycle[k - 1]!;
      const seated = new Set(round.flatMap(([side1, side2]) => [...side1, ...side2]));
      for (const [side1, side2] of round) {
        for (const [a, b] of [side1, side2]) {
          const key = `${Math.min(a!, b!)}-${Math.max(a!, b!)}`;
          expect(partnered.has(key)).toBe(false);
          partnered.add(key);
        }
      }
      const resting = new Set<number>();
      for (let p = 0; p < players; p++) {
        if (seated.has(p)) continue;
        rested[p]!++;
        resting.add(p);
      }
      expect(Math.max(...rested) - Math.min(...rested)).toBeLessThanOrEqual(1);
      // Nobody sits out two rounds in a row while someone has not sat out yet.
      for (const p of resting) if (restedLastRound.has(p)) expect(Math.min(...rested)).toBeGreaterThan(0);
      restedLastRound = resting;
      const plan = americanoPlan(players, courts, k);
      expect(plan.table).toEqual(cycle.slice(0, k));
      expect(plan.guarantee).toEqual(guaranteeOf(players, plan.table, k === full));
      expect(plan.guarantee.partnerRepeats).toBe(0);
      expect(plan.guarantee.matches.max - plan.guarantee.matches.min).toBeLessThanOrEqual(1);
    }
  });
});

describe('americano playing orders', () => {
  const cases = COUNTS.flatMap((players) =>
    Array.from({ length: americanoCourts(players).max }, (_, c) => [players, c + 1] as const),
  );

  it.each(cases)('%i players on %i court(s): each match once, nobody twice in a slot', (players, courts) => {
    const plan = americanoPlan(players, courts);
    const played = plan.order.flat().map(([r, m]) => `${r}/${m}`);
    const all = plan.table.flatMap((round, r) => round.map((_, m) => `${r}/${m}`));
    expect([...played].sort()).toEqual([...all].sort());
    expect(new Set(played).size).toBe(played.length);
    for (const slot of plan.order) {
      expect(slot.length).toBeGreaterThan(0);
      expect(slot.length).toBeLessThanOrEqual(courts);
      const seated = slot.flatMap((entry) => playersIn(plan.table, entry));
      expect(new Set(seated).size).toBe(seated.length);
    }
    expect(plan.order.length).toBeGreaterThanOrEqual(Math.ceil(all.length / courts));
    expect(americanoSlots(players, courts, plan.rounds)).toBe(plan.order.length);
    if (courts === Math.floor(players / 4)) {
      // A court per match: the rounds themselves, in order.
      expect(plan.order).toHaveLength(plan.rounds);
      plan.order.forEach((slot, s) => {
        expect(new Set(slot.map(([r]) => r))).toEqual(new Set([s]));
      });
    }
  });

  it('keeps prefixes close to round order: no match is played after one two rounds later', () => {
    for (const [players, courts] of cases) {
      const { order } = americanoPlan(players, courts, Math.max(1, americanoFullRounds(players) - 2));
      let latest = 0;
      for (const slot of order) {
        for (const [r] of slot) {
          expect(latest - r).toBeLessThanOrEqual(1);
          latest = Math.max(latest, r);
        }
      }
    }
  });

  it('reaches the figures docs/americano-draws.md gives', () => {
    const figures = (players: number, courts: number) => {
      const plan = americanoPlan(players, courts, players % 4 === 0 ? players - 2 : undefined);
      return orderFigures(plan.table, plan.order);
    };
    expect(figures(8, 1)).toEqual({ slots: 12, backToBack: 10, longestWait: 2 });
    expect(figures(10, 1)).toEqual({ slots: 20, backToBack: 9, longestWait: 4 });
    expect(figures(14, 2)).toEqual({ slots: 22, backToBack: 61, longestWait: 4 });
    expect(figures(21, 4)).toEqual({ slots: 28, backToBack: 248, longestWait: 2 });
  });

  it('orders a single round by its matches alone', () => {
    const round = americanoDraw(20).rounds.slice(0, 1);
    expect(americanoOrder(round, 2)).toEqual([
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0, 2],
        [0, 3],
      ],
      [[0, 4]],
    ]);
  });
});

describe('americano proposed rounds', () => {
  it('proposes the most rounds whose slots fit the time', () => {
    // 8 players on 2 courts: a round is a slot.
    expect(americanoProposedRounds(8, 2, 105, 15)).toBe(7);
    expect(americanoProposedRounds(8, 2, 104, 15)).toBe(6);
    expect(americanoProposedRounds(8, 2, 1000, 15)).toBe(7);
    expect(americanoProposedRounds(8, 2, 10, 15)).toBe(1);
    expect(americanoProposedRounds(8, 2, 30, 15)).toBe(2);
    // 12 on 2 courts: the full cycle keeps Super 12's 17 slots, fewer than 10 rounds take.
    expect(americanoSlots(12, 2, 11)).toBe(17);
    expect(americanoSlots(12, 2, 10)).toBe(20);
    expect(americanoProposedRounds(12, 2, 170, 10)).toBe(11);
    expect(americanoProposedRounds(12, 2, 169, 10)).toBe(8);
  });

  it('takes more slots for more rounds, below the full cycle', () => {
    for (const players of [10, 21, 33]) {
      for (let courts = 1; courts <= americanoCourts(players).max; courts++) {
        for (let rounds = 2; rounds < americanoFullRounds(players); rounds++) {
          expect(americanoSlots(players, courts, rounds)).toBeGreaterThanOrEqual(
            americanoSlots(players, courts, rounds - 1),
          );
        }
      }
    }
  });

  it('never overruns when a round fits, and no longer prefix fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 5, max: 30 }),
        (players, courtsWanted, available, matchMinutes) => {
          const courts = Math.min(courtsWanted, americanoCourts(players).max);
          const rounds = americanoProposedRounds(players, courts, available, matchMinutes);
          const full = americanoFullRounds(players);
          expect(rounds).toBeGreaterThanOrEqual(1);
          expect(rounds).toBeLessThanOrEqual(full);
          if (rounds > 1)
            expect(americanoSlots(players, courts, rounds) * matchMinutes).toBeLessThanOrEqual(available);
          for (let longer = rounds + 1; longer <= full; longer++) {
            expect(americanoSlots(players, courts, longer) * matchMinutes).toBeGreaterThan(available);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('americano bad input', () => {
  const refused = (run: () => unknown, code: string) =>
    expect(run).toThrow(expect.objectContaining({ code }));

  it('refuses player counts outside 4..40 and fractions', () => {
    for (const players of [3, 41, 2.5, 0, -4, Number.NaN]) {
      refused(() => americanoPlan(players, 1), 'formats.americanoPlayerCount');
      refused(() => americanoFullRounds(players), 'formats.americanoPlayerCount');
      refused(() => americanoProposedRounds(players, 1, 60, 10), 'formats.americanoPlayerCount');
    }
    expect(() => americanoPlan(3, 1)).toThrow(
      expect.objectContaining({ params: { min: AMERICANO_MIN_PLAYERS, max: AMERICANO_MAX_PLAYERS } }),
    );
    expect(americanoPlan(4, 1).players).toBe(4);
    expect(americanoPlan(40, 10).players).toBe(40);
  });

  it('refuses 0 courts, more courts than ⌊N/4⌋ and fractions', () => {
    expect(americanoCourts(7)).toEqual({ min: 1, max: 1 });
    expect(americanoCourts(40)).toEqual({ min: 1, max: 10 });
    for (const [players, courts] of [
      [8, 0],
      [8, 3],
      [40, 11],
      [13, 1.5],
    ] as const) {
      refused(() => americanoPlan(players, courts), 'formats.courtsOutOfRange');
      refused(() => americanoProposedRounds(players, courts, 60, 10), 'formats.courtsOutOfRange');
    }
    expect(() => americanoPlan(8, 3)).toThrow(expect.objectContaining({ params: { min: 1, max: 2 } }));
    expect(americanoPlan(8, 2).courts).toBe(2);
  });

  it('refuses 0 rounds, more than the full cycle and fractions', () => {
    for (const [players, rounds] of [
      [8, 0],
      [8, 8],
      [9, 10],
      [10, 2.5],
    ] as const) {
      refused(() => americanoPlan(players, 1, rounds), 'formats.roundsOutOfRange');
    }
    expect(() => americanoPlan(8, 1, 8)).toThrow(expect.objectContaining({ params: { min: 1, max: 7 } }));
    expect(americanoPlan(9, 1, 9).rounds).toBe(9);
    expect(americanoPlan(9, 1, 1).rounds).toBe(1);
  });
});
