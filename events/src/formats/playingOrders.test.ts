import { describe, expect, it } from 'vitest';
import { roundRobinRounds, whistRounds } from './baseTables';
import { allPairs, countEncounters, ids, playersOf, timesTogether } from './formatsTestKit';
import { LEAST_BACK_TO_BACK, PLAYING_ORDERS, type PlayingOrderKey } from './playingOrders';
import { type DrawInput, drawSchedule, type Schedule, type ScheduledMatch } from './schedule';
import { scheduleFigures } from './scheduleFigures';

/**
 * What issue 17 promises per format and court count: the fewest slots, then the fewest
 * back-to-back appearances (a player in two consecutive slots), then the shortest longest wait
 * (the most slots anyone sits out in a row between two of their matches), then the fewest long
 * waits (3 or more slots sat out in a row). For super_groups the figures are per group.
 */
const PROMISES: readonly {
  readonly name: string;
  readonly key: PlayingOrderKey;
  readonly input: (seed: number) => DrawInput;
  readonly slots: number;
  readonly backToBack: number;
  readonly longestWait: number;
  readonly longWaits: number;
  readonly maxConsecutive: number;
}[] = [
  // 6 changeovers of 2 players: proven the least (Held-Karp over all 14! orders).
  {
    name: 'super8 on 1 court',
    key: 'super8/1',
    input: (seed) => ({ format: 'super8', participants: ids('p', 8), courts: 1, seed }),
    slots: 14,
    backToBack: 12,
    longestWait: 2,
    longWaits: 0,
    maxConsecutive: 2,
  },
  // Everyone plays every slot.
  {
    name: 'super8 on 2 courts',
    key: 'super8/2',
    input: (seed) => ({ format: 'super8', participants: ids('p', 8), courts: 2, seed }),
    slots: 7,
    backToBack: 48,
    longestWait: 0,
    longWaits: 0,
    maxConsecutive: 7,
  },
  // No pair ever plays twice in a row, nor sits out more than 4 slots (both proven); 14 long waits is the best found.
  {
    name: 'super8_fixed_pairs on 1 court',
    key: 'super8_fixed_pairs/1',
    input: (seed) => ({ format: 'super8_fixed_pairs', participants: ids('pair', 8), courts: 1, seed }),
    slots: 28,
    backToBack: 0,
    longestWait: 4,
    longWaits: 14,
    maxConsecutive: 1,
  },
  // Proven: no order has fewer than 4 back-to-back, nor with 4 a longest wait under 2.
  {
    name: 'super8_fixed_pairs on 2 courts',
    key: 'super8_fixed_pairs/2',
    input: (seed) => ({ format: 'super8_fixed_pairs', participants: ids('pair', 8), courts: 2, seed }),
    slots: 14,
    backToBack: 4,
    longestWait: 2,
    longWaits: 0,
    maxConsecutive: 2,
  },
  // Nobody ever plays twice in a row (version 1: 11 times), nor sits out more than 4 slots (both proven); 27 long waits is the best found.
  {
    name: 'super_12 on 1 court',
    key: 'super_12/1',
    input: (seed) => ({ format: 'super_12', participants: ids('p', 12), courts: 1, seed }),
    slots: 33,
    backToBack: 0,
    longestWait: 4,
    longWaits: 27,
    maxConsecutive: 1,
  },
  // 17 slots instead of 22; nobody sits out more than 1 slot (proven) nor plays more than 3 in a row (57 best found, the counting bound is 56).
  {
    name: 'super_12 on 2 courts',
    key: 'super_12/2',
    input: (seed) => ({ format: 'super_12', participants: ids('p', 12), courts: 2, seed }),
    slots: 17,
    backToBack: 57,
    longestWait: 1,
    longWaits: 0,
    maxConsecutive: 3,
  },
  // Everyone plays every slot.
  {
    name: 'super_12 on 3 courts',
    key: 'super_12/3',
    input: (seed) => ({ format: 'super_12', participants: ids('p', 12), courts: 3, seed }),
    slots: 11,
    backToBack: 120,
    longestWait: 0,
    longWaits: 0,
    maxConsecutive: 11,
  },
  // Per group, as a Super 8 on one court.
  {
    name: 'super_groups with 16 players',
    key: 'super_groups/1',
    input: (seed) => ({
      format: 'super_groups',
      participants: ids('p', 16),
      assignment: { method: 'random' },
      seed,
    }),
    slots: 14,
    backToBack: 12,
    longestWait: 2,
    longWaits: 0,
    maxConsecutive: 2,
  },
  // Per group, as a Super 8 on one court.
  {
    name: 'super_groups with 32 players',
    key: 'super_groups/1',
    input: (seed) => ({
      format: 'super_groups',
      participants: ids('p', 32),
      assignment: { method: 'random' },
      seed,
    }),
    slots: 14,
    backToBack: 12,
    longestWait: 2,
    longWaits: 0,
    maxConsecutive: 2,
  },
];

const SEEDS = Array.from({ length: 20 }, (_, i) => i * 7919 + 1);

/** The players (or pairs) who must meet, and their matches: the whole table, or each group. */
function pools(schedule: Schedule) {
  if (schedule.groups.length === 0) return [{ members: schedule.draw, matches: schedule.matches }];
  return schedule.groups.map((g) => ({
    members: g.members,
    matches: schedule.matches.filter((m) => m.groupId === g.id),
  }));
}

/** A straightforward count, independent of scheduleFigures: slot by slot, participant by participant. */
function countByHand(members: readonly string[], matches: readonly ScheduledMatch[]) {
  const lastSlot = Math.max(...matches.map((m) => m.slot));
  const plays = (id: string, slot: number) =>
    matches.some((m) => m.slot === slot && playersOf(m).includes(id));
  let backToBack = 0;
  let longestWait = 0;
  let longWaits = 0;
  let maxConsecutive = 0;
  for (const id of members) {
    let run = 0;
    let sittingOut = 0;
    let played = false;
    for (let slot = 1; slot <= lastSlot; slot++) {
      if (plays(id, slot)) {
        if (run > 0) backToBack++;
        if (played && sittingOut >= 3) longWaits++;
        if (played) longestWait = Math.max(longestWait, sittingOut);
        run++;
        sittingOut = 0;
        played = true;
      } else {
        run = 0;
        sittingOut++;
      }
      maxConsecutive = Math.max(maxConsecutive, run);
    }
  }
  return {
    slots: new Set(matches.map((m) => m.slot)).size,
    backToBack,
    longestWait,
    longWaits,
    maxConsecutive,
  };
}

describe.each(PROMISES)('the playing order of $name', (promise) => {
  const draws = SEEDS.map((seed) => drawSchedule(promise.input(seed)));

  it('plays every match of the base table exactly once, with the same partners and opponents', () => {
    for (const [i, schedule] of draws.entries()) {
      const roundByRound = drawSchedule({ ...promise.input(SEEDS[i]!), scheduleVersion: 1 });
      const asPlayed = (matches: readonly ScheduledMatch[]) =>
        matches.map((m) => `${m.groupId}/${m.round}: ${m.team1.join('+')} x ${m.team2.join('+')}`).sort();
      expect(asPlayed(schedule.matches)).toEqual(asPlayed(roundByRound.matches));
      for (const pool of pools(schedule)) {
        const { partners, opponents } = countEncounters(pool.matches);
        const fixedPairs = schedule.format === 'super8_fixed_pairs';
        for (const [a, b] of allPairs(pool.members)) {
          expect(timesTogether(partners, a, b)).toBe(fixedPairs ? 0 : 1);
          expect(timesTogether(opponents, a, b)).toBe(fixedPairs ? 1 : 2);
        }
      }
    }
  });

  it('never has a participant in two matches of one slot, nor more matches in a slot than courts', () => {
    for (const schedule of draws) {
      const slots = new Set(schedule.matches.map((m) => m.slot));
      for (const slot of slots) {
        const inSlot = schedule.matches.filter((m) => m.slot === slot);
        const playing = inSlot.flatMap(playersOf);
        expect(new Set(playing).size).toBe(playing.length);
        expect(inSlot.length).toBeLessThanOrEqual(schedule.courts);
        expect(new Set(inSlot.map((m) => m.court)).size).toBe(inSlot.length);
        for (const m of inSlot) expect(m.court).toBeGreaterThanOrEqual(1);
        for (const m of inSlot) expect(m.court).toBeLessThanOrEqual(schedule.courts);
      }
      for (const group of schedule.groups) {
        const own = schedule.matches.filter((m) => m.groupId === group.id);
        expect(own.every((m) => m.court === group.court)).toBe(true);
        expect(new Set(own.map((m) => m.slot)).size).toBe(own.length);
      }
    }
  });

  it(`takes ${promise.slots} slots with ${promise.backToBack} back-to-back appearances, a longest wait of ${promise.longestWait} and ${promise.longWaits} long waits`, () => {
    for (const schedule of draws) {
      for (const figures of scheduleFigures(schedule.matches, schedule.draw)) {
        expect(figures.slots).toBe(promise.slots);
        expect(figures.backToBack).toBe(promise.backToBack);
        expect(Math.max(...figures.participants.map((p) => p.longestWait))).toBe(promise.longestWait);
        expect(figures.longWaits).toBe(promise.longWaits);
        expect(figures.maxConsecutive).toBe(promise.maxConsecutive);
      }
      expect(PLAYING_ORDERS[promise.key]).toHaveLength(promise.slots);
      const slots = [...new Set(schedule.matches.map((m) => m.slot))].sort((a, b) => a - b);
      expect(slots).toEqual(Array.from({ length: promise.slots }, (_, i) => i + 1));
    }
  });

  it('has the figures a count by hand gives, for the stored table itself', () => {
    const schedule = draws[0]!;
    const byHand = pools(schedule).map((pool) => countByHand(pool.members, pool.matches));
    const computed = scheduleFigures(schedule.matches, schedule.draw).map(
      ({ slots, backToBack, participants, longWaits, maxConsecutive }) => ({
        slots,
        backToBack,
        longestWait: Math.max(...participants.map((p) => p.longestWait)),
        longWaits,
        maxConsecutive,
      }),
    );
    expect(computed).toEqual(byHand);
  });

  it('numbers each match within its round by slot then court, with a key naming round, slot and court', () => {
    for (const schedule of [draws[0]!, draws[1]!]) {
      for (const m of schedule.matches) {
        const sameRound = schedule.matches
          .filter((o) => o.round === m.round && o.groupId === m.groupId)
          .sort((a, b) => a.slot - b.slot || a.court - b.court);
        expect(sameRound.indexOf(m) + 1).toBe(m.order);
        expect(m.key).toBe(`${m.groupId ? `${m.groupId}-` : ''}r${m.round}-s${m.slot}-c${m.court}`);
      }
    }
  });
});

describe('the least back-to-back the fairness panel claims', () => {
  it('is what the stored order of each listed format and court count reaches', () => {
    const listed = Object.entries(LEAST_BACK_TO_BACK);
    expect(listed.map(([key]) => key).sort()).toEqual(['super8/1', 'super8_fixed_pairs/2', 'super_groups/1']);
    for (const [key, least] of listed) {
      const promise = PROMISES.find((p) => p.key === key);
      expect(promise?.backToBack, key).toBe(least);
    }
  });
});

describe('the stored tables', () => {
  const tables = {
    super8: whistRounds(8),
    super8_fixed_pairs: roundRobinRounds(8),
    super_12: whistRounds(12),
    super_groups: whistRounds(8),
  };

  it.each(Object.entries(PLAYING_ORDERS))(
    '%s lists every match of its base table exactly once',
    (key, order) => {
      const table = tables[key.split('/')[0] as keyof typeof tables];
      const listed = order.flat().map(([round, match]) => `${round}/${match}`);
      const expected = table.flatMap((round, r) => round.map((_, i) => `${r}/${i}`));
      expect([...listed].sort()).toEqual([...expected].sort());
    },
  );
});
