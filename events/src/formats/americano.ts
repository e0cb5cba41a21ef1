import { DomainError } from '../errors';
import { americanoCourts, americanoFullRounds, assertAmericanoPlayers, type Spread } from './americanoSizes';
import { NEAR_WHIST_DRAWS, PRIME_ROOTS, type Quad, type StoredDraw, WHIST_DRAWS } from './americanoTables';
import { type SlotMatch, type SlotRound, whistRounds } from './baseTables';
import { PLAYING_ORDERS, type PlayingOrder, type PlayingSlot } from './playingOrders';

// The sizes (players, courts, full rounds) live in americanoSizes.ts, which imports no stored draw:
// the format rules and the public pages read them without loading the tables.
export {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  americanoCourts,
  americanoFullRounds,
  assertAmericanoPlayers,
  type Spread,
} from './americanoSizes';

/**
 * Americano for any group: 4 to 40 players, rotating partners, individual ranking
 * (docs/americano-draws.md gives every count's draw and figures).
 *
 * - N ≡ 0, 1 (mod 4): a whist table (every pair partners exactly once and meets exactly twice over
 *   the full cycle): Super 8 and Super 12's own tables, the prime formula for primes 4n+1, stored
 *   cyclic starting rounds for the others (americanoTables.ts).
 * - Otherwise (and where no whist table is stored): a near-whist table from americanoTables.ts,
 *   N rounds (N - 1 with no rests) of ⌊N/4⌋ matches: nobody partners anyone twice, the rests come in
 *   consecutive blocks of a fixed order (so every prefix of rounds is fair), opponents as even as
 *   the offline search found.
 * The playing order spreads each round over the courts, taking matches close to round order.
 */
/** What the draw promises, shown on the creation screen and in the fairness panel. */
export interface AmericanoGuarantee {
  /**
   * 'whist': every pair partners exactly once and faces each other exactly twice over the full
   * cycle (a prefix of it, `fullCycle` false, keeps the kind: no partner repeat, fair rests).
   * 'nearWhist': the stored near-whist table, with the figures below.
   */
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
  const draw = americanoDraw(players);
  const table = draw.rounds.slice(0, chosen);
  return {
    players,
    courts,
    rounds: chosen,
    fullRounds,
    table,
    order: orderOf(players, courts, table, chosen === fullRounds),
    guarantee: guaranteeOf(draw.kind, players, table, chosen === fullRounds),
  };
}

/**
 * The most rounds whose slots, `matchMinutes` each, fit in `availableMinutes` on `courts` courts:
 * at least 1 (the screen then says it overruns), at most the full cycle. A handful of orders, so
 * cheap enough to follow every keystroke of the creation screen.
 */
export function americanoProposedRounds(
  players: number,
  courts: number,
  availableMinutes: number,
  matchMinutes: number,
): number {
  const { fullRounds } = americanoPlan(players, courts, 1);
  const cycle = americanoDraw(players).rounds;
  const fits = (rounds: number) =>
    orderOf(players, courts, cycle.slice(0, rounds), rounds === fullRounds).length * matchMinutes <=
    availableMinutes;
  if (fits(fullRounds)) return fullRounds;
  // Below the full cycle the slots never drop as rounds are added (docs/americano-draws.md): bisect.
  let low = 1;
  let high = fullRounds - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Full cycles of 8 and 12 players keep the Super 8 and Super 12 playing orders (playingOrders.ts). */
const SUPER_ORDERS: Readonly<Record<string, PlayingOrder>> = {
  '8/1': PLAYING_ORDERS['super8/1'],
  '8/2': PLAYING_ORDERS['super8/2'],
  '12/1': PLAYING_ORDERS['super_12/1'],
  '12/2': PLAYING_ORDERS['super_12/2'],
  '12/3': PLAYING_ORDERS['super_12/3'],
};

function orderOf(
  players: number,
  courts: number,
  table: readonly SlotRound[],
  fullCycle: boolean,
): PlayingOrder {
  return (fullCycle ? SUPER_ORDERS[`${players}/${courts}`] : undefined) ?? americanoOrder(table, courts);
}

/** A full cycle over anonymous slots, and whether it is a whist table. */
export interface AmericanoDraw {
  readonly kind: AmericanoGuarantee['kind'];
  readonly rounds: readonly SlotRound[];
}

const draws = new Map<number, AmericanoDraw>();

/** The full cycle of a player count, built once and kept (the tables never change). */
export function americanoDraw(players: number): AmericanoDraw {
  assertAmericanoPlayers(players);
  let draw = draws.get(players);
  if (draw === undefined) {
    draw = buildDraw(players);
    draws.set(players, draw);
  }
  return draw;
}

function buildDraw(players: number): AmericanoDraw {
  if (players === 8 || players === 12) return { kind: 'whist', rounds: whistRounds(players) };
  const root = PRIME_ROOTS[players];
  if (root !== undefined) return { kind: 'whist', rounds: primeWhist(players, root) };
  const stored: StoredDraw = WHIST_DRAWS[players] ?? NEAR_WHIST_DRAWS[players]!;
  if ('rounds' in stored) return { kind: stored.kind, rounds: stored.rounds.map(parseRound) };
  return { kind: stored.kind, rounds: developed(stored.moduli, stored.base) };
}

const match = ([a, b, c, d]: Quad): SlotMatch => [
  [a, b],
  [c, d],
];

/** 'a b v c d, e f v g h' → its matches. */
function parseRound(text: string): SlotRound {
  return text.split(', ').map((written) => match(written.split(/ v | /).map(Number) as unknown as Quad));
}

/** Round r adds r (in the mixed radix of `moduli`) to every finite slot; the slot past them stays. */
function developed(moduli: readonly number[], base: readonly Quad[]): SlotRound[] {
  const order = moduli.reduce((product, m) => product * m, 1);
  const add = (slot: number, by: number): number => {
    if (slot === order) return slot;
    let sum = 0;
    let weight = 1;
    for (let k = moduli.length - 1; k >= 0; k--) {
      const m = moduli[k]!;
      const digit = ((Math.floor(slot / weight) % m) + (Math.floor(by / weight) % m)) % m;
      sum += digit * weight;
      weight *= m;
    }
    return sum;
  };
  return Array.from({ length: order }, (_, r) =>
    base.map((q) => match(q.map((slot) => add(slot, r)) as unknown as Quad)),
  );
}

/**
 * Prime p = 4n+1 with primitive root x: the starting round pairs {x^i, x^(i+2n)} against
 * {x^(i+n), x^(i+3n)} for i < n, slot 0 sits out; round r adds r (mod p).
 */
function primeWhist(p: number, root: number): SlotRound[] {
  const n = (p - 1) / 4;
  const power = (e: number) => {
    let value = 1;
    for (let k = 0; k < e; k++) value = (value * root) % p;
    return value;
  };
  const base = Array.from(
    { length: n },
    (_, i): Quad => [power(i), power(i + 2 * n), power(i + n), power(i + 3 * n)],
  );
  return developed([p], base);
}

/**
 * The playing order of `table` on `courts` courts: slots fill greedily from the earliest matches
 * not yet played (a window of one round and one slot ahead, never reaching two rounds past the
 * earliest match not yet played, so every prefix stays close to round order), each taking the
 * matches that share nobody with the slot and score lowest: their place in the window plus
 * `weight` per player who also played the slot before. Weights 0, 1, 2, 4 and 16 are tried and
 * the order with the fewest slots, then the fewest back-to-back appearances, then the shortest
 * longest wait is kept. Deterministic, a few milliseconds for 40 players.
 */
export function americanoOrder(table: readonly SlotRound[], courts: number): PlayingOrder {
  let best: PlayingOrder = [];
  let bestRank: readonly number[] = [];
  for (const weight of ORDER_WEIGHTS) {
    const order = greedyOrder(table, courts, weight);
    const rank = [order.length, ...waitsOf(table, order)];
    if (best.length === 0 || isBefore(rank, bestRank)) {
      best = order;
      bestRank = rank;
    }
  }
  return best;
}

const ORDER_WEIGHTS = [0, 1, 2, 4, 16] as const;

function isBefore(rank: readonly number[], other: readonly number[]): boolean {
  const k = rank.findIndex((value, i) => value !== other[i]);
  return k !== -1 && rank[k]! < other[k]!;
}

const playersOf = (table: readonly SlotRound[], [r, m]: readonly [number, number]): number[] => {
  const [side1, side2] = table[r]![m]!;
  return [...side1, ...side2];
};

function greedyOrder(table: readonly SlotRound[], courts: number, weight: number): PlayingOrder {
  const pending: (readonly [number, number])[] = table.flatMap((round, r) =>
    round.map((_, m) => [r, m] as const),
  );
  const window = table[0]!.length + courts;
  const order: PlayingSlot[] = [];
  let previous = new Set<number>();
  while (pending.length > 0) {
    const slot: (readonly [number, number])[] = [];
    const busy = new Set<number>();
    while (slot.length < courts) {
      let pick = -1;
      let pickScore = Number.POSITIVE_INFINITY;
      for (let k = 0; k < Math.min(window, pending.length); k++) {
        if (pending[k]![0] > pending[0]![0] + 1) break;
        const seats = playersOf(table, pending[k]!);
        if (seats.some((p) => busy.has(p))) continue;
        const score = k + weight * seats.filter((p) => previous.has(p)).length;
        if (score < pickScore) {
          pick = k;
          pickScore = score;
        }
      }
      if (pick === -1) break;
      const [entry] = pending.splice(pick, 1);
      for (const p of playersOf(table, entry!)) busy.add(p);
      slot.push(entry!);
    }
    order.push(slot);
    previous = busy;
  }
  return order;
}

/** [back-to-back appearances, longest wait] of an order: the playingOrders.ts criteria after the slots. */
function waitsOf(table: readonly SlotRound[], order: PlayingOrder): [number, number] {
  const last = new Map<number, number>();
  let backToBack = 0;
  let longestWait = 0;
  order.forEach((slot, s) => {
    for (const entry of slot) {
      for (const p of playersOf(table, entry)) {
        const before = last.get(p);
        if (before === s - 1) backToBack++;
        if (before !== undefined) longestWait = Math.max(longestWait, s - before - 1);
        last.set(p, s);
      }
    }
  });
  return [backToBack, longestWait];
}

function guaranteeOf(
  kind: AmericanoGuarantee['kind'],
  players: number,
  table: readonly SlotRound[],
  fullCycle: boolean,
): AmericanoGuarantee {
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
  return {
    kind,
    fullCycle,
    partnerRepeats: [...partners.values()].reduce((sum, n) => sum + n - 1, 0),
    matches: spread(played),
    rests: spread(played.map((n) => table.length - n)),
    opponents: spread(meetings),
  };
}
