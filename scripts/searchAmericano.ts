/**
 * The offline search behind events/src/formats/americanoTables.ts (docs/americano-draws.md).
 *
 * Every stored Americano draw but two is cyclic: a starting round over Z_m (plus a fixed slot ∞ = m
 * when the player count is a multiple of 4), developed by adding r (mod m) in round r. Developing
 * turns each pair {a, b} of the starting round into the m pairs of its difference class ±(a - b), so
 * the whole cycle is fixed by which classes the starting round uses:
 * - whist: each class once as partners and twice as opponents (then every pair partners exactly
 *   once and meets exactly twice);
 * - near-whist (N ≡ 2, 3 mod 4, N rounds): each class at most once as partners, at most twice as
 *   opponents, and at least once (opponent spread 1-2, the best possible since a player meets the
 *   others 2(N - r) times, fewer than twice each). With N even the class N/2 holds only N/2 pairs,
 *   developed twice each: it may be an opponent class once and never a partner class.
 * The resting slots of the starting round are chosen so the rests come in consecutive blocks of a
 * fixed order ({0, N/2}; {0, s, 2s} with 3s ≡ 1; {0, N/3, 2N/3} when 3 divides N).
 * The search is a depth-first exact cover over the starting round (the smallest unplaced slot takes a
 * partner, the smallest still unplaced then its partner, every class count kept within its bound),
 * restarted with a fresh seeded shuffle after a node budget; 6 and 7 players (one match a round,
 * where no cyclic table is near-whist enough) are enumerated whole.
 *
 * Run: `nice flock /tmp/rodada-heavy.lock npx tsx scripts/searchAmericano.ts [players...] [--seconds=S]`
 * It prints each case's figures and time, then the literal tables for americanoTables.ts.
 */
import { seededRandom, shuffle } from '../events/src/formats/random';

type Quad = readonly [number, number, number, number];

interface CyclicCase {
  readonly players: number;
  readonly kind: 'whist' | 'nearWhist';
  readonly modulus: number;
  readonly infinity: boolean;
  readonly rests: readonly number[];
  /** Fallback where no whist is found: a class may be an opponent class three times, or never. */
  readonly relaxed?: boolean;
}

const SEED = 27;

function mod(a: number, m: number): number {
  return ((a % m) + m) % m;
}

function inverseOf(a: number, m: number): number {
  for (let x = 1; x < m; x++) if (mod(a * x, m) === 1) return x;
  throw new Error(`${a} has no inverse mod ${m}`);
}

/** The resting slots of the starting round: consecutive blocks of a fixed order once developed. */
export function restsOf(players: number): number[] {
  const resting = players % 4;
  if (resting === 0) return [];
  if (resting === 1) return [0];
  if (resting === 2) return [0, players / 2];
  if (players % 3 === 0) return [0, players / 3, (2 * players) / 3];
  const step = inverseOf(3, players);
  return [0, step, mod(2 * step, players)];
}

function caseOf(players: number, kind: 'whist' | 'nearWhist'): CyclicCase {
  const infinity = players % 4 === 0;
  return { players, kind, modulus: infinity ? players - 1 : players, infinity, rests: restsOf(players) };
}

/** Depth-first exact cover over one starting round; undefined when the budget runs out. */
function searchStart(c: CyclicCase, seconds: number): { base: Quad[]; restarts: number } | undefined {
  const m = c.modulus;
  const inf = c.infinity ? m : -1;
  const half = m % 2 === 0 ? m / 2 : -1;
  const classes = Math.floor(m / 2);
  const partnerCap = new Int32Array(classes + 1);
  const opponentCap = new Int32Array(classes + 1);
  for (let d = 1; d <= classes; d++) {
    partnerCap[d] = d === half ? 0 : 1;
    opponentCap[d] = d === half ? 1 : c.relaxed ? 3 : 2;
  }
  const cls = (a: number, b: number) => {
    const d = mod(a - b, m);
    return Math.min(d, m - d);
  };
  const rested = new Set(c.rests);
  const slots = Array.from({ length: m }, (_, x) => x).filter((x) => !rested.has(x));
  if (c.infinity) slots.push(inf);
  const random = seededRandom(SEED + c.players);
  const deadline = Date.now() + seconds * 1000;
  let restarts = 0;
  while (Date.now() < deadline) {
    restarts++;
    const order = shuffle(slots, random);
    const placed = new Set<number>();
    const partners = new Int32Array(classes + 1);
    const opponents = new Int32Array(classes + 1);
    const base: Quad[] = [];
    let nodes = 0;
    const budget = 20000 * slots.length;
    const pairOk = (a: number, b: number) =>
      a === inf || b === inf || partners[cls(a, b)]! < partnerCap[cls(a, b)]!;
    const bump = (counts: Int32Array, a: number, b: number, by: number) => {
      if (a !== inf && b !== inf) counts[cls(a, b)]! += by;
    };
    const cross = (q: Quad, by: number) => {
      for (const a of [q[0], q[1]]) for (const b of [q[2], q[3]]) bump(opponents, a, b, by);
    };
    const crossOk = (q: Quad) => {
      cross(q, 1);
      let ok = true;
      for (const a of [q[0], q[1]])
        for (const b of [q[2], q[3]])
          if (a !== inf && b !== inf && opponents[cls(a, b)]! > opponentCap[cls(a, b)]!) ok = false;
      cross(q, -1);
      return ok;
    };
    const complete = () => {
      if (c.kind === 'whist' || c.relaxed) return true;
      for (let d = 1; d <= classes; d++) if (opponents[d] === 0) return false;
      return true;
    };
    const dfs = (): boolean => {
      if (++nodes > budget) return false;
      const free = order.filter((x) => !placed.has(x));
      if (free.length === 0) return complete();
      const a = free[0]!;
      for (const b of free.slice(1)) {
        if (!pairOk(a, b)) continue;
        bump(partners, a, b, 1);
        const rest = free.filter((x) => x !== a && x !== b);
        const cc = rest[0]!;
        for (const d of rest.slice(1)) {
          if (!pairOk(cc, d)) continue;
          const q: Quad = [a, b, cc, d];
          if (!crossOk(q)) continue;
          bump(partners, cc, d, 1);
          cross(q, 1);
          for (const x of q) placed.add(x);
          base.push(q);
          if (dfs()) return true;
          base.pop();
          for (const x of q) placed.delete(x);
          cross(q, -1);
          bump(partners, cc, d, -1);
          if (nodes > budget) break;
        }
        bump(partners, a, b, -1);
        if (nodes > budget) break;
      }
      return false;
    };
    if (dfs()) return { base, restarts };
  }
  return undefined;
}

function develop(c: CyclicCase, base: readonly Quad[]): Quad[][] {
  const shift = (x: number, r: number) => (c.infinity && x === c.modulus ? x : mod(x + r, c.modulus));
  return Array.from({ length: c.modulus }, (_, r) =>
    base.map((q) => q.map((x) => shift(x, r)) as unknown as Quad),
  );
}

interface Figures {
  readonly partnerRepeats: number;
  readonly partners: readonly [number, number];
  readonly opponents: readonly [number, number];
  readonly matches: readonly [number, number];
}

function figuresOf(players: number, rounds: readonly (readonly Quad[])[]): Figures {
  const partner = new Int32Array(players * players);
  const opponent = new Int32Array(players * players);
  const played = new Int32Array(players);
  for (const round of rounds)
    for (const [a, b, c, d] of round) {
      for (const x of [a, b, c, d]) played[x]!++;
      partner[a * players + b]!++;
      partner[b * players + a]!++;
      partner[c * players + d]!++;
      partner[d * players + c]!++;
      for (const x of [a, b])
        for (const y of [c, d]) {
          opponent[x * players + y]!++;
          opponent[y * players + x]!++;
        }
    }
  let repeats = 0;
  const p: number[] = [];
  const o: number[] = [];
  for (let x = 0; x < players; x++)
    for (let y = x + 1; y < players; y++) {
      repeats += Math.max(0, partner[x * players + y]! - 1);
      p.push(partner[x * players + y]!);
      o.push(opponent[x * players + y]!);
    }
  const span = (v: ArrayLike<number>) => [Math.min(...Array.from(v)), Math.max(...Array.from(v))] as const;
  return { partnerRepeats: repeats, partners: span(p), opponents: span(o), matches: span(played) };
}

/** One match a round (6 and 7 players): every split of each round's four, the best opponent spread. */
function enumerateSmall(players: number): Quad[][] {
  const rests = restsOf(players);
  const rounds = players;
  const actives = Array.from({ length: rounds }, (_, r) => {
    const resting = new Set(rests.map((x) => mod(x + r, players)));
    return Array.from({ length: players }, (_, x) => x).filter((x) => !resting.has(x));
  });
  const splits = (f: readonly number[]): Quad[] => [
    [f[0]!, f[1]!, f[2]!, f[3]!],
    [f[0]!, f[2]!, f[1]!, f[3]!],
    [f[0]!, f[3]!, f[1]!, f[2]!],
  ];
  let best: Quad[][] = [];
  let bestScore = Number.POSITIVE_INFINITY;
  const chosen: Quad[][] = [];
  const walk = (r: number) => {
    if (r === rounds) {
      const f = figuresOf(players, chosen);
      if (f.partnerRepeats > 0) return;
      const o = f.opponents;
      const score = (o[1] - o[0]) * 100 - o[0];
      if (score < bestScore) {
        bestScore = score;
        best = chosen.map((round) => [...round]);
      }
      return;
    }
    for (const q of splits(actives[r]!)) {
      chosen.push([q]);
      walk(r + 1);
      chosen.pop();
    }
  };
  walk(0);
  return best;
}

/**
 * Whole-schedule annealing (N ≡ 2 mod 4, where no cyclic table has fair rests without a partner
 * repeat: for N ≡ 6 mod 8 a parity count rules it out, and 10 has none with every pair meeting).
 * The rests are fixed first, round r resting slots 2r and 2r + 1 (mod N), so they come in blocks of
 * the order 0, 1, ..., N-1. A round is a list of seats, four per match ({0, 1} against {2, 3});
 * a move swaps two seats, or two whole pairs, of one round. Energy: 30 per partner repeat, plus per
 * pair of players m² + 6 when they meet m = 0 or m ≥ 3 times (else m²), so the opponents settle
 * within 1-2; the temperature falls linearly in time and the best repeat-free table is kept.
 */
function annealWhole(players: number, seconds: number): Quad[][] | undefined {
  const random = seededRandom(SEED + players);
  const resting = players % 4;
  const rounds = players;
  const seats = Array.from({ length: rounds }, (_, r) => {
    const out = new Set(Array.from({ length: resting }, (_, j) => mod(resting * r + j, players)));
    return shuffle(
      Array.from({ length: players }, (_, x) => x).filter((x) => !out.has(x)),
      random,
    );
  });
  const at = (a: number, b: number) => a * players + b;
  const partner = new Int32Array(players * players);
  const meet = new Int32Array(players * players);
  let partnerEnergy = 0;
  const partnerCost = (m: number) => 30 * Math.max(0, m - 1);
  const meetCost = (m: number) => m * m + (m === 0 || m >= 3 ? 6 : 0);
  const bump = (counts: Int32Array, cost: (m: number) => number, a: number, b: number, by: number) => {
    const before = cost(counts[at(a, b)]!);
    counts[at(a, b)]! += by;
    counts[at(b, a)]! += by;
    const delta = cost(counts[at(a, b)]!) - before;
    if (counts === partner) partnerEnergy += delta;
    return delta;
  };
  const match = (round: readonly number[], k: number, by: number) => {
    const [a, b, c, d] = [round[4 * k]!, round[4 * k + 1]!, round[4 * k + 2]!, round[4 * k + 3]!];
    let delta = bump(partner, partnerCost, a, b, by) + bump(partner, partnerCost, c, d, by);
    for (const x of [a, b]) for (const y of [c, d]) delta += bump(meet, meetCost, x, y, by);
    return delta;
  };
  let energy = 0;
  for (let a = 0; a < players; a++) for (let b = a + 1; b < players; b++) energy += meetCost(0);
  for (const round of seats) for (let k = 0; k < round.length / 4; k++) energy += match(round, k, 1);
  const deadline = Date.now() + seconds * 1000;
  let best = Number.POSITIVE_INFINITY;
  let bestSeats = seats.map((round) => [...round]);
  const started = Date.now();
  let temperature = 3;
  const swap = (round: number[], i: number, j: number, whole: boolean) => {
    [round[i], round[j]] = [round[j]!, round[i]!];
    if (whole) [round[i ^ 1], round[j ^ 1]] = [round[j ^ 1]!, round[i ^ 1]!];
  };
  for (let step = 0; ; step++) {
    if (step % 5000 === 0) {
      if (Date.now() > deadline) break;
      temperature = 0.1 + 2.9 * (1 - (Date.now() - started) / (seconds * 1000));
    }
    const round = seats[Math.floor(random() * rounds)]!;
    const i = Math.floor(random() * round.length);
    const j = Math.floor(random() * round.length);
    if (i >> 1 === j >> 1) continue;
    const whole = random() < 0.5;
    const [mi, mj] = [i >> 2, j >> 2];
    if (whole && mi === mj) continue;
    let delta = match(round, mi, -1) + (mi === mj ? 0 : match(round, mj, -1));
    swap(round, i, j, whole);
    delta += match(round, mi, 1) + (mi === mj ? 0 : match(round, mj, 1));
    if (delta <= 0 || random() < Math.exp(-delta / temperature)) {
      energy += delta;
      if (energy < best && partnerEnergy === 0) {
        best = energy;
        bestSeats = seats.map((r) => [...r]);
      }
    } else {
      match(round, mi, -1);
      if (mi !== mj) match(round, mj, -1);
      swap(round, i, j, whole);
      match(round, mi, 1);
      if (mi !== mj) match(round, mj, 1);
    }
  }
  const table = bestSeats.map((round) =>
    Array.from({ length: round.length / 4 }, (_, k) => round.slice(4 * k, 4 * k + 4) as unknown as Quad),
  );
  return figuresOf(players, table).partnerRepeats === 0 ? table : undefined;
}

const quadText = (q: Quad) => `[${q.join(', ')}]`;
const cyclicText = (players: number, kind: string, modulus: number, base: readonly Quad[]) =>
  `  ${players}: { kind: '${kind}', moduli: [${modulus}], base: [${base.map(quadText).join(', ')}] },`;
const listedText = (players: number, rounds: readonly (readonly Quad[])[]) =>
  `  ${players}: {\n    kind: 'nearWhist',\n    rounds: [\n${rounds
    .map((r) => `      '${r.map((q) => `${q[0]} ${q[1]} v ${q[2]} ${q[3]}`).join(', ')}',`)
    .join('\n')}\n    ],\n  },`;

function main(): void {
  const args = process.argv.slice(2);
  const secondsArg = args.find((a) => a.startsWith('--seconds='));
  const seconds = secondsArg ? Number(secondsArg.slice('--seconds='.length)) : 60;
  const asked = args.filter((a) => !a.startsWith('--')).map(Number);
  const all = Array.from({ length: 37 }, (_, i) => i + 4);
  const wanted = asked.length > 0 ? asked : all.filter((n) => n % 4 >= 2 || [32, 33, 36, 40].includes(n));
  const out: string[] = [];
  for (const players of wanted) {
    const started = Date.now();
    if (players === 6 || players === 7) {
      const rounds = enumerateSmall(players);
      const f = figuresOf(players, rounds);
      console.log(`${players}: enumerated, ${Date.now() - started} ms`, JSON.stringify(f));
      out.push(listedText(players, rounds));
      continue;
    }
    if (players % 4 === 2) {
      const rounds = annealWhole(players, seconds);
      const ms = Date.now() - started;
      if (!rounds) {
        console.log(`${players}: annealing found no repeat-free table in ${ms} ms`);
        continue;
      }
      console.log(`${players}: annealed in ${ms} ms`, JSON.stringify(figuresOf(players, rounds)));
      out.push(listedText(players, rounds));
      continue;
    }
    const kind = players % 4 <= 1 ? 'whist' : 'nearWhist';
    const c = caseOf(players, kind);
    const found = searchStart(c, seconds);
    const ms = Date.now() - started;
    if (!found) {
      console.log(`${players}: ${kind} not found in ${ms} ms`);
      if (kind === 'whist') {
        const near = searchStart({ ...c, kind: 'nearWhist', relaxed: true }, seconds);
        if (near) {
          const f = figuresOf(players, develop(c, near.base));
          console.log(`${players}: fallback nearWhist`, JSON.stringify(f));
          out.push(cyclicText(players, 'nearWhist', c.modulus, near.base));
        }
      }
      continue;
    }
    const f = figuresOf(players, develop(c, found.base));
    console.log(
      `${players}: ${kind} found in ${ms} ms after ${found.restarts} restart(s)`,
      JSON.stringify(f),
    );
    out.push(cyclicText(players, kind, c.modulus, found.base));
  }
  console.log(out.join('\n'));
}

main();
