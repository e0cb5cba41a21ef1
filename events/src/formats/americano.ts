import { DomainError } from '../errors';
import type { SlotMatch, SlotRound } from './baseTables';
import type { PlayingOrder, PlayingSlot } from './playingOrders';

/**
 * Americano for any group: 4 to 40 players, rotating partners, individual ranking.
 *
 * FIRST CUT (to be replaced by the stored tables of issue 27): a greedy table with the rests in
 * consecutive blocks and partners never repeated while the greedy finds a new one; slots never
 * span two rounds. The interface below is what the rest of the application reads.
 */
export const AMERICANO_MIN_PLAYERS = 4;
export const AMERICANO_MAX_PLAYERS = 40;

export interface Spread {
  readonly min: number;
  readonly max: number;
}

/** What the draw promises, shown on the creation screen and in the fairness panel. */
export interface AmericanoGuarantee {
  /** 'whist': every pair partners exactly once and faces each other exactly twice over the full cycle. */
  readonly kind: 'whist' | 'nearWhist';
  /** Whether the chosen rounds are the whole cycle (false: a fair prefix of it). */
  readonly fullCycle: boolean;
  /** Times any two players partner more than once, over the chosen rounds. */
  readonly partnerRepeats: number;
  /** Over the chosen rounds: matches each player plays, rounds each sits out, meetings as opponents per pair. */
  readonly matches: Spread;
  readonly rests: Spread;
  readonly opponents: Spread;
}

export interface AmericanoPlan {
  readonly players: number;
  readonly courts: number;
  /** Rounds chosen (a prefix of the full cycle). */
  readonly rounds: number;
  readonly fullRounds: number;
  /** The chosen rounds over anonymous slots 0..players-1: who partners and faces whom. */
  readonly table: readonly SlotRound[];
  /** Time slots, court by court, each entry [round index, match index] of `table`. */
  readonly order: PlayingOrder;
  readonly guarantee: AmericanoGuarantee;
}

/** Courts a group of `players` can use at once: one match of four per court. */
export function americanoCourts(players: number): Spread {
  return { min: 1, max: Math.max(1, Math.floor(players / 4)) };
}

export function assertAmericanoPlayers(players: number): void {
  if (!Number.isInteger(players) || players < AMERICANO_MIN_PLAYERS || players > AMERICANO_MAX_PLAYERS) {
    throw new DomainError('formats.americanoPlayerCount', {
      min: AMERICANO_MIN_PLAYERS,
      max: AMERICANO_MAX_PLAYERS,
    });
  }
}

/** Rounds of a full cycle: v-1 for v ≡ 0 (mod 4), v otherwise (everyone then sits out equally). */
export function americanoFullRounds(players: number): number {
  assertAmericanoPlayers(players);
  return players % 4 === 0 ? players - 1 : players;
}

/** Slots the chosen rounds take on `courts` courts. */
export function americanoSlots(players: number, courts: number, rounds: number): number {
  return americanoPlan(players, courts, rounds).order.length;
}

export function americanoPlan(players: number, courts: number, rounds?: number): AmericanoPlan {
  assertAmericanoPlayers(players);
  const range = americanoCourts(players);
  if (!Number.isInteger(courts) || courts < range.min || courts > range.max) {
    throw new DomainError('formats.courtsOutOfRange', { min: range.min, max: range.max });
  }
  const fullRounds = americanoFullRounds(players);
  const chosen = rounds ?? fullRounds;
  if (!Number.isInteger(chosen) || chosen < 1 || chosen > fullRounds) {
    throw new DomainError('formats.roundsOutOfRange', { min: 1, max: fullRounds });
  }
  const table = greedyTable(players, fullRounds).slice(0, chosen);
  return {
    players,
    courts,
    rounds: chosen,
    fullRounds,
    table,
    order: roundByRoundOrder(table, courts),
    guarantee: guaranteeOf(players, table, chosen === fullRounds),
  };
}

function greedyTable(players: number, rounds: number): SlotRound[] {
  const perRound = Math.floor(players / 4);
  const resting = players - perRound * 4;
  const partnered = new Set<string>();
  const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const table: SlotRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const rests = new Set(Array.from({ length: resting }, (_, k) => (round * resting + k) % players));
    const active = Array.from({ length: players }, (_, p) => (p + round) % players).filter(
      (p) => !rests.has(p),
    );
    const pairs: (readonly [number, number])[] = [];
    const left = [...active];
    while (left.length > 0) {
      const first = left.shift()!;
      const index = left.findIndex((other) => !partnered.has(pairKey(first, other)));
      const [mate] = left.splice(index === -1 ? 0 : index, 1);
      partnered.add(pairKey(first, mate!));
      pairs.push([first, mate!]);
    }
    const matches: SlotMatch[] = [];
    for (let k = 0; k < pairs.length; k += 2) matches.push([pairs[k]!, pairs[k + 1]!]);
    table.push(matches);
  }
  return table;
}

function roundByRoundOrder(table: readonly SlotRound[], courts: number): PlayingOrder {
  const order: PlayingSlot[] = [];
  table.forEach((round, r) => {
    for (let m = 0; m < round.length; m += courts) {
      order.push(round.slice(m, m + courts).map((_, k) => [r, m + k] as const));
    }
  });
  return order;
}

function guaranteeOf(players: number, table: readonly SlotRound[], fullCycle: boolean): AmericanoGuarantee {
  const played = new Array<number>(players).fill(0);
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const bump = (map: Map<string, number>, a: number, b: number) =>
    map.set(key(a, b), (map.get(key(a, b)) ?? 0) + 1);
  for (const round of table) {
    for (const [side1, side2] of round) {
      for (const p of [...side1, ...side2]) played[p]!++;
      bump(partners, side1[0]!, side1[1]!);
      bump(partners, side2[0]!, side2[1]!);
      for (const a of side1) for (const b of side2) bump(opponents, a, b);
    }
  }
  const meetings: number[] = [];
  for (let a = 0; a < players; a++)
    for (let b = a + 1; b < players; b++) meetings.push(opponents.get(key(a, b)) ?? 0);
  const spread = (values: readonly number[]): Spread => ({
    min: Math.min(...values),
    max: Math.max(...values),
  });
  const repeats = [...partners.values()].reduce((sum, n) => sum + n - 1, 0);
  return {
    kind:
      players % 4 <= 1 && repeats === 0 && fullCycle && spread(meetings).min === 2 ? 'whist' : 'nearWhist',
    fullCycle,
    partnerRepeats: repeats,
    matches: spread(played),
    rests: spread(played.map((n) => table.length - n)),
    opponents: spread(meetings),
  };
}
