/**
 * The offline search behind events/src/formats/playingOrders.ts: for every format and court count,
 * the playing order with the fewest slots, then the fewest back-to-back appearances, then the
 * shortest longest wait (the most slots anyone sits out in a row between two of their matches),
 * then the fewest long waits (then the shortest longest run). It works on the base tables' slot
 * numbers, never on names. Run `npx tsx scripts/searchPlayingOrders.ts [case]`: it prints each
 * case's figures, what is proven and the lower bounds, and then the tables to paste into
 * playingOrders.ts.
 */
import { roundRobinRounds, type SlotRound, whistRounds } from '../events/src/formats/baseTables';
import { seededRandom } from '../events/src/formats/random';
import { scheduleFigures } from '../events/src/formats/scheduleFigures';

interface Case {
  readonly key: string;
  readonly table: readonly SlotRound[];
  readonly entities: number;
  readonly courts: number;
}

const CASES: readonly Case[] = [
  { key: 'super8/1', table: whistRounds(8), entities: 8, courts: 1 },
  { key: 'super8/2', table: whistRounds(8), entities: 8, courts: 2 },
  { key: 'super8_fixed_pairs/1', table: roundRobinRounds(8), entities: 8, courts: 1 },
  { key: 'super8_fixed_pairs/2', table: roundRobinRounds(8), entities: 8, courts: 2 },
  { key: 'super_12/1', table: whistRounds(12), entities: 12, courts: 1 },
  { key: 'super_12/2', table: whistRounds(12), entities: 12, courts: 2 },
  { key: 'super_12/3', table: whistRounds(12), entities: 12, courts: 3 },
];

const LONG_WAIT = 3;
/** Fixed, so the search (and thus the stored tables) can be reproduced. */
const SEARCH_SEED = 17;
const RESTARTS = Number(process.env.RESTARTS ?? 10);
const STEPS = Number(process.env.STEPS ?? 4_000_000);
/** How much the walk minds a back-to-back, and a slot more on the longest wait, against a long wait (3). */
const B2B_WEIGHT = Number(process.env.B2B_WEIGHT ?? 30);
const WAIT_WEIGHT = Number(process.env.WAIT_WEIGHT ?? 20);
/** The most search nodes a proof (or a constructive search) may take before it gives up. */
const NODE_LIMIT = Number(process.env.NODE_LIMIT ?? 200_000_000);
/** Fewer for a back-to-back try without symmetry (Super 12 on two courts): a proof is out of reach there. */
const TRY_NODE_LIMIT = Number(process.env.TRY_NODE_LIMIT ?? 5_000_000);

/** Lexicographic figures of an order: fewer is better in this order of importance. */
interface Cost {
  readonly backToBack: number;
  readonly longestWait: number;
  readonly longWaits: number;
  readonly maxRun: number;
}
const better = (a: Cost, b: Cost) =>
  a.backToBack - b.backToBack ||
  a.longestWait - b.longestWait ||
  a.longWaits - b.longWaits ||
  a.maxRun - b.maxRun;
const WORST: Cost = { backToBack: Infinity, longestWait: Infinity, longWaits: Infinity, maxRun: Infinity };

const popcount = (x: number) => {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
};

/** A slot is a list of match indices (into `masks`); a match's mask has a bit per entity. */
type Slots = number[][];

function costOf(
  slots: Slots,
  masks: readonly number[],
  entities: number,
): Cost & { conflicts: number; spread: number } {
  const courts = Math.max(...slots.map((slot) => slot.length));
  const flat = slots.flatMap((slot) => Array.from({ length: courts }, (_, c) => slot[c] ?? -1));
  return flatCost(flat, courts, masks, entities, new Int32Array(slots.length));
}

/**
 * The figures of slots laid out flat, `courts` cells per slot (-1 for an empty court). `spread`, the
 * squared excess of the long waits, is only a slope for the walk: it falls as long waits shorten.
 */
function flatCost(
  flat: readonly number[],
  courts: number,
  masks: readonly number[],
  entities: number,
  playing: Int32Array,
): Cost & { conflicts: number; spread: number } {
  let conflicts = 0;
  const slotCount = flat.length / courts;
  for (let s = 0; s < slotCount; s++) {
    let union = 0;
    for (let c = 0; c < courts; c++) {
      const m = flat[s * courts + c]!;
      if (m < 0) continue;
      conflicts += popcount(union & masks[m]!);
      union |= masks[m]!;
    }
    playing[s] = union;
  }
  let backToBack = 0;
  let longestWait = 0;
  let longWaits = 0;
  let maxRun = 0;
  let spread = 0;
  for (let p = 0; p < entities; p++) {
    const bit = 1 << p;
    let last = -1;
    let run = 0;
    for (let s = 0; s < slotCount; s++) {
      if (!(playing[s]! & bit)) continue;
      if (last === s - 1 && last >= 0) {
        backToBack++;
        run++;
      } else {
        const wait = s - last - 1;
        if (last >= 0) {
          if (wait >= LONG_WAIT) longWaits++;
          if (wait > longestWait) longestWait = wait;
          if (wait >= LONG_WAIT) spread += (wait - LONG_WAIT + 1) ** 2;
        }
        run = 1;
      }
      if (run > maxRun) maxRun = run;
      last = s;
    }
  }
  return { conflicts, backToBack, longestWait, longWaits, maxRun, spread };
}

/** Back-to-back can never be lower than this, whatever the order (simple counting). */
function countingBound(slotSizes: readonly number[], perEntity: number, entities: number): number {
  // Two consecutive slots of a and b people out of n share at least a + b - n of them.
  let bound = 0;
  for (let s = 0; s + 1 < slotSizes.length; s++) {
    bound += Math.max(0, slotSizes[s]! + slotSizes[s + 1]! - entities);
  }
  // One entity with m matches in S slots has at least m - ceil(S / 2) back-to-back pairs.
  const perPlayer = entities * Math.max(0, perEntity - Math.ceil(slotSizes.length / 2));
  return Math.max(bound, perPlayer);
}

interface Found {
  readonly slots: Slots;
  readonly cost: Cost;
  readonly proof: string;
}

/** Everyone plays every slot (e.g. Super 12 on 3 courts): the base rounds are the slots, nothing to choose. */
function everyonePlays(table: readonly SlotRound[], masks: readonly number[], entities: number): Found {
  let index = 0;
  const slots = table.map((round) => round.map(() => index++));
  const cost = costOf(slots, masks, entities);
  return {
    slots,
    cost,
    proof: 'every participant plays every slot, so every order of the slots has the same figures',
  };
}

/**
 * One court: the fewest back-to-back is a shortest Hamiltonian path (weights = shared players),
 * solved exactly by Held-Karp over subsets; then a depth-first search over every order that keeps
 * that optimum (the Held-Karp table bounds what is left) minimises the longest wait, long waits and runs.
 */
function exhaustiveOneCourt(masks: readonly number[], entities: number): Found {
  const m = masks.length;
  const full = (1 << m) - 1;
  const weight = (a: number, b: number) => popcount(masks[a]! & masks[b]!);
  // rest[used * m + last]: the least back-to-back still to come after `last`, `used` already played.
  const rest = new Int32Array((full + 1) * m).fill(1 << 20);
  for (let last = 0; last < m; last++) rest[full * m + last] = 0;
  for (let used = full - 1; used > 0; used--) {
    for (let last = 0; last < m; last++) {
      if (!(used & (1 << last))) continue;
      let best = 1 << 20;
      for (let next = 0; next < m; next++) {
        if (used & (1 << next)) continue;
        const c = weight(last, next) + rest[(used | (1 << next)) * m + next]!;
        if (c < best) best = c;
      }
      rest[used * m + last] = best;
    }
  }
  let optimum = 1 << 20;
  for (let first = 0; first < m; first++) optimum = Math.min(optimum, rest[(1 << first) * m + first]!);

  let best: Cost = { ...WORST, backToBack: optimum };
  let bestOrder: number[] = [];
  const order: number[] = [];
  const last = new Int32Array(entities).fill(-1);
  const run = new Int32Array(entities);
  let nodes = 0;
  const visit = (used: number, b2b: number, wait: number, waits: number, maxRun: number) => {
    nodes++;
    const position = order.length;
    if (position === m) {
      const cost = { backToBack: b2b, longestWait: wait, longWaits: waits, maxRun };
      if (better(cost, best) < 0) [best, bestOrder] = [cost, [...order]];
      return;
    }
    const previous = order[position - 1];
    for (let next = 0; next < m; next++) {
      if (used & (1 << next)) continue;
      const step = previous === undefined ? 0 : weight(previous, next);
      const nextUsed = used | (1 << next);
      if (b2b + step + rest[nextUsed * m + next]! > optimum) continue;
      let addedWaits = 0;
      let nextWait = wait;
      let nextMaxRun = maxRun;
      const saved: [number, number, number][] = [];
      for (let p = 0; p < entities; p++) {
        if (!(masks[next]! & (1 << p))) continue;
        saved.push([p, last[p]!, run[p]!]);
        if (last[p] === position - 1 && position > 0) run[p]! += 1;
        else {
          const sat = position - last[p]! - 1;
          if (last[p]! >= 0 && sat >= LONG_WAIT) addedWaits++;
          if (last[p]! >= 0) nextWait = Math.max(nextWait, sat);
          run[p] = 1;
        }
        last[p] = position;
        nextMaxRun = Math.max(nextMaxRun, run[p]!);
      }
      const bound = {
        backToBack: optimum,
        longestWait: nextWait,
        longWaits: waits + addedWaits,
        maxRun: nextMaxRun,
      };
      if (better(bound, best) < 0) {
        order.push(next);
        visit(nextUsed, b2b + step, nextWait, waits + addedWaits, nextMaxRun);
        order.pop();
      }
      for (const [p, l, r] of saved) [last[p], run[p]] = [l, r];
    }
  };
  visit(0, 0, 0, 0, 0);
  return {
    slots: bestOrder.map((match) => [match]),
    cost: best,
    proof: `exhaustive: Held-Karp gives the least back-to-back (${optimum}) over all ${m}! orders; a depth-first search over every order reaching it (${nodes} nodes) gives the shortest longest wait, then the least long waits, then the shortest run`,
  };
}

/**
 * Simulated annealing over a flat array of slots x courts (blanks where a slot has fewer matches),
 * with a penalty for a participant in two matches of a slot. The walk weighs the figures softly
 * (so it can cross ridges); the best valid order met is kept by the strict lexicographic rule.
 * Fixed seed, several restarts; with `start`, one more walk begins cool from that order.
 */
function anneal(
  masks: readonly number[],
  entities: number,
  courts: number,
  slotCount: number,
  start?: Slots,
): Found {
  const random = seededRandom(SEARCH_SEED);
  const cells = slotCount * courts;
  const playing = new Int32Array(slotCount);
  let best: Cost = WORST;
  let bestFlat: number[] = [];
  const walks = start ? RESTARTS + 1 : RESTARTS;
  for (let restart = 0; restart < walks; restart++) {
    const polish = start !== undefined && restart === RESTARTS;
    const flat = polish
      ? start.flatMap((slot) => Array.from({ length: courts }, (_, c) => slot[c] ?? -1))
      : Array.from({ length: cells }, (_, i) => (i < masks.length ? i : -1));
    if (!polish) {
      for (let i = cells - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [flat[i], flat[j]] = [flat[j]!, flat[i]!];
      }
    }
    const measure = () => {
      const cost = flatCost(flat, courts, masks, entities, playing);
      if (cost.conflicts === 0 && better(cost, best) < 0) [best, bestFlat] = [cost, [...flat]];
      return (
        cost.conflicts * 1000 +
        cost.backToBack * B2B_WEIGHT +
        cost.longestWait * WAIT_WEIGHT +
        cost.spread +
        cost.longWaits * 3 +
        cost.maxRun
      );
    };
    let score = measure();
    const hot = polish ? 1 : 6;
    for (let step = 0; step < STEPS; step++) {
      const temperature = hot * (0.02 / hot) ** (step / STEPS);
      const i = Math.floor(random() * cells);
      const j = Math.floor(random() * cells);
      if (Math.floor(i / courts) === Math.floor(j / courts) || flat[i] === flat[j]) continue;
      // Either swap two matches, or play a stretch of slots backwards (a 2-opt move on the path).
      const reverse = random() < 0.3;
      const [from, to] = [Math.min(i, j), Math.max(i, j)].map((cell) => Math.floor(cell / courts)) as [
        number,
        number,
      ];
      const move = () => {
        if (!reverse) [flat[i], flat[j]] = [flat[j]!, flat[i]!];
        else
          for (let a = from, b = to; a < b; a++, b--)
            for (let c = 0; c < courts; c++)
              [flat[a * courts + c], flat[b * courts + c]] = [flat[b * courts + c]!, flat[a * courts + c]!];
      };
      move();
      const tried = measure();
      if (tried <= score || random() < Math.exp((score - tried) / temperature)) score = tried;
      else move();
    }
  }
  if (bestFlat.length === 0) throw new Error('the search found no valid order');
  const slots = Array.from({ length: slotCount }, (_, s) =>
    bestFlat.slice(s * courts, (s + 1) * courts).filter((x) => x >= 0),
  );
  return {
    slots,
    cost: best,
    proof: `simulated annealing, seed ${SEARCH_SEED}, ${RESTARTS} restarts of ${STEPS} swaps${start ? ' and one from the order the depth-first search built' : ''}`,
  };
}

type Verdict =
  | { readonly status: 'found'; readonly slots: Slots; readonly nodes: number }
  | { readonly status: 'none' | 'gave up'; readonly nodes: number };

/**
 * Is there an order in `slotCount` slots with at most `budget` back-to-back and nobody sitting out
 * more than `maxWait` slots in a row between two of their matches? A depth-first search over slot
 * contents (every slot full but at most one), cut when a participant would wait too long, when more
 * participants must play soon than the next slots hold, or when the back-to-back so far plus what
 * each participant still cannot avoid exceeds the budget. `first` fixes the first slot's contents,
 * valid when the table's symmetries move any slot to it (fixed pairs: any relabelling of K8).
 * Gives up after `limit` nodes.
 */
function searchWithin(
  masks: readonly number[],
  entities: number,
  courts: number,
  slotCount: number,
  budget: number,
  maxWait: number,
  first: readonly number[] | undefined,
  limit = NODE_LIMIT,
): Verdict {
  const m = masks.length;
  const shortSize = m - (slotCount - 1) * courts;
  const contents: number[][] = [];
  const collect = (size: number, from: number, chosen: number[], union: number) => {
    if (chosen.length === size) return void contents.push([...chosen]);
    for (let i = from; i < m; i++) {
      if (union & masks[i]!) continue;
      chosen.push(i);
      collect(size, i + 1, chosen, union | masks[i]!);
      chosen.pop();
    }
  };
  collect(courts, 0, [], 0);
  if (shortSize < courts) collect(shortSize, 0, [], 0);
  const unions = contents.map((content) => content.reduce((u, i) => u | masks[i]!, 0));
  const perSlot = popcount(masks[0]!) * courts;
  const used = new Uint8Array(m);
  const remaining = new Int32Array(entities);
  for (const mask of masks) for (let p = 0; p < entities; p++) if (mask & (1 << p)) remaining[p]!++;
  const last = new Int32Array(entities).fill(-1);
  const order: number[][] = [];
  let nodes = 0;
  const unavoidable = (left: number, now: number) => {
    let total = 0;
    for (let p = 0; p < entities; p++) {
      if (remaining[p]! > left) return Infinity;
      const played = now & (1 << p) ? 1 : 0;
      total += Math.max(0, remaining[p]! + played - Math.ceil((left + played) / 2));
    }
    return total;
  };
  /** After slot `slot`: can everyone who has started still play within `maxWait` slots? */
  const deadlinesFit = (slot: number) => {
    const due = new Int32Array(maxWait + 1);
    for (let p = 0; p < entities; p++) {
      if (last[p]! < 0 || remaining[p] === 0) continue;
      const within = last[p]! + maxWait + 1 - (slot + 1);
      if (within < 0) return false;
      due[within]!++;
    }
    let total = 0;
    for (let k = 0; k <= maxWait; k++) {
      total += due[k]!;
      if (total > perSlot * (k + 1)) return false;
    }
    return true;
  };
  const place = (content: readonly number[], slot: number, sign: 1 | -1, saved: Int32Array) => {
    for (const i of content) {
      used[i] = sign > 0 ? 1 : 0;
      for (let p = 0; p < entities; p++) if (masks[i]! & (1 << p)) remaining[p]! -= sign;
    }
    for (let p = 0; p < entities; p++) {
      if (sign > 0) saved[p] = last[p]!;
      else last[p] = saved[p]!;
    }
    if (sign > 0)
      for (const i of content) for (let p = 0; p < entities; p++) if (masks[i]! & (1 << p)) last[p] = slot;
  };
  const visit = (slot: number, previous: number, spent: number, shortUsed: boolean): boolean => {
    nodes++;
    if (nodes > limit) throw new GaveUp();
    if (slot === slotCount) return true;
    let mustPlay = 0;
    for (let p = 0; p < entities; p++)
      if (last[p]! >= 0 && remaining[p]! > 0 && slot - last[p]! - 1 >= maxWait) mustPlay |= 1 << p;
    const saved = new Int32Array(entities);
    for (const [c, content] of contents.entries()) {
      const now = unions[c]!;
      if ((now & mustPlay) !== mustPlay) continue;
      const short = content.length < courts;
      if (short && shortUsed) continue;
      if (!short && !shortUsed && shortSize < courts && slot === slotCount - 1) continue;
      if (content.some((i) => used[i])) continue;
      const cost = spent + popcount(now & previous);
      if (cost > budget) continue;
      place(content, slot, 1, saved);
      const ok =
        deadlinesFit(slot) &&
        cost + unavoidable(slotCount - slot - 1, now) <= budget &&
        visit(slot + 1, now, cost, shortUsed || short);
      if (ok) order.push(content);
      place(content, slot, -1, saved);
      if (ok) return true;
    }
    return false;
  };
  try {
    let found: boolean;
    if (first) {
      const saved = new Int32Array(entities);
      place(first, 0, 1, saved);
      found = visit(
        1,
        first.reduce((u, i) => u | masks[i]!, 0),
        0,
        first.length < courts,
      );
      if (found) order.push([...first]);
    } else found = visit(0, 0, 0, false);
    return found ? { status: 'found', slots: order.reverse(), nodes } : { status: 'none', nodes };
  } catch (error) {
    if (error instanceof GaveUp) return { status: 'gave up', nodes };
    throw error;
  }
}

class GaveUp extends Error {}

/** Courts within each slot: the fewest court changes, by coordinate descent over each slot's court order. */
function placeCourts(slots: Slots, masks: readonly number[], entities: number): Slots {
  const placed = slots.map((slot) => [...slot]);
  const changes = () => {
    let total = 0;
    for (let p = 0; p < entities; p++) {
      let court = -1;
      for (const slot of placed) {
        const at = slot.findIndex((m) => masks[m]! & (1 << p));
        if (at < 0) continue;
        if (court >= 0 && at !== court) total++;
        court = at;
      }
    }
    return total;
  };
  let current = changes();
  for (let pass = 0, improved = true; improved && pass < 50; pass++) {
    improved = false;
    for (const slot of placed) {
      for (const option of permutations([...slot])) {
        const before = [...slot];
        slot.splice(0, slot.length, ...option);
        const tried = changes();
        if (tried < current) {
          current = tried;
          improved = true;
        } else slot.splice(0, slot.length, ...before);
      }
    }
  }
  return placed;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * The longest wait if waits were spread evenly over the whole evening: a participant playing the
 * first and the last slot sits out S - m slots in m - 1 gaps. Not a proof (a participant may start
 * late or finish early); only the depth-first search proves a longest wait.
 */
const evenWait = (slotCount: number, perEntity: number) =>
  Math.max(0, Math.ceil((slotCount - perEntity) / (perEntity - 1)));

/** The order the depth-first search built, polished by a walk: it must beat what was found before. */
function polish(before: Found, after: Found, key: string): Found {
  if (better(after.cost, before.cost) >= 0) throw new Error(`${key}: the polished order is no better`);
  return after;
}

function search(c: Case) {
  const masks: number[] = [];
  const where: [number, number][] = [];
  for (const [r, round] of c.table.entries()) {
    for (const [i, [side1, side2]] of round.entries()) {
      masks.push([...side1, ...side2].reduce((mask, slot) => mask | (1 << slot), 0));
      where.push([r, i]);
    }
  }
  const perSlot = c.table[0]![0]!.flat().length * c.courts;
  const slotCount = Math.max(Math.ceil(masks.length / c.courts), 1);
  const perEntity = (masks.length * popcount(masks[0]!)) / c.entities;
  const sizes = Array.from({ length: slotCount }, (_, s) =>
    Math.min(perSlot, (masks.length - s * c.courts) * (perSlot / c.courts)),
  );
  // The short slot (if any) counts best in the middle, where it shares nobody with either neighbour.
  const middle = Math.floor(slotCount / 2);
  const bestSizes = [...sizes.slice(0, -1)];
  bestSizes.splice(middle, 0, sizes.at(-1)!);
  let found =
    perSlot === c.entities
      ? everyonePlays(c.table, masks, c.entities)
      : c.courts === 1 && masks.length <= 20
        ? exhaustiveOneCourt(masks, c.entities)
        : anneal(masks, c.entities, c.courts, slotCount);
  const proofs = [found.proof];
  const exhaustive = !found.proof.startsWith('simulated');
  // Every relabelling of the pairs keeps the round robin, so a fixed-pairs order may start with any match.
  const symmetric = c.key.startsWith('super8_fixed_pairs/');
  const first = symmetric ? [0b11, 0b1100].slice(0, c.courts).map((edge) => masks.indexOf(edge)) : undefined;
  let backToBackBound = exhaustive ? found.cost.backToBack : countingBound(bestSizes, perEntity, c.entities);
  // Back-to-back above the counting bound: ask the depth-first search for an order with one fewer.
  while (!exhaustive && found.cost.backToBack > backToBackBound) {
    const target = found.cost.backToBack - 1;
    const limit = first ? NODE_LIMIT : TRY_NODE_LIMIT;
    const verdict = searchWithin(masks, c.entities, c.courts, slotCount, target, slotCount, first, limit);
    if (verdict.status !== 'found') {
      if (verdict.status === 'none') backToBackBound = found.cost.backToBack;
      proofs.push(
        verdict.status === 'none'
          ? `exhaustive: no order has fewer than ${found.cost.backToBack} back-to-back (${verdict.nodes} nodes)`
          : `the depth-first search gave up on ${target} back-to-back after ${verdict.nodes} nodes`,
      );
      break;
    }
    found = polish(found, anneal(masks, c.entities, c.courts, slotCount, verdict.slots), c.key);
    proofs[0] = found.proof;
  }
  // The longest wait: ask the depth-first search for an order one slot shorter, keeping the
  // back-to-back, until it proves there is none (or gives up).
  let waitBound = exhaustive ? found.cost.longestWait : 0;
  while (!exhaustive && found.cost.longestWait > 0) {
    const target = found.cost.longestWait - 1;
    const verdict = searchWithin(
      masks,
      c.entities,
      c.courts,
      slotCount,
      found.cost.backToBack,
      target,
      first,
    );
    if (verdict.status !== 'found') {
      if (verdict.status === 'none') waitBound = found.cost.longestWait;
      proofs.push(
        verdict.status === 'none'
          ? `exhaustive: no order with ${found.cost.backToBack} back-to-back or fewer has a longest wait under ${found.cost.longestWait} (${verdict.nodes} nodes)`
          : `the depth-first search gave up on a longest wait of ${target} after ${verdict.nodes} nodes`,
      );
      break;
    }
    found = polish(found, anneal(masks, c.entities, c.courts, slotCount, verdict.slots), c.key);
    proofs[0] = found.proof;
  }
  const slots = placeCourts(found.slots, masks, c.entities);
  return {
    c,
    masks,
    where,
    slotCount,
    backToBackBound,
    waitBound,
    evenWait: evenWait(slotCount, perEntity),
    found: { ...found, proof: proofs.join('; ') },
    slots,
  };
}

const only = process.argv[2];
const results = CASES.filter((c) => !only || c.key === only).map(search);

for (const { c, where, slotCount, backToBackBound, waitBound, evenWait, found, slots } of results) {
  const matches = slots.flatMap((slot, s) =>
    slot.map((m, court) => {
      const [round, index] = where[m]!;
      const [side1, side2] = c.table[round]![index]!;
      return {
        slot: s + 1,
        court: court + 1,
        round: round + 1,
        groupId: null,
        matchType: 'group' as const,
        team1: side1.map(String),
        team2: side2.map(String),
      };
    }),
  );
  const [figures] = scheduleFigures(
    matches,
    Array.from({ length: c.entities }, (_, i) => String(i)),
  );
  const longestWait = Math.max(...figures!.participants.map((p) => p.longestWait));
  const proven = [
    figures!.backToBack === backToBackBound ? 'back-to-back proven' : 'back-to-back best found',
    longestWait === waitBound ? 'longest wait proven' : 'longest wait best found',
    found.proof.startsWith('simulated') && figures!.longWaits > 0
      ? 'long waits best found'
      : 'long waits proven',
  ].join(', ');
  console.log(
    `${c.key}: ${slotCount} slots (minimum ${slotCount}), back-to-back ${figures!.backToBack} (lower bound ${backToBackBound}), longest wait ${longestWait} (proven lower bound ${waitBound}, even spread ${evenWait}), long waits ${figures!.longWaits}, longest run ${figures!.maxConsecutive}, court changes ${figures!.participants.reduce((t, p) => t + p.courtChanges, 0)}; ${proven}; ${found.proof}`,
  );
}

console.log('\n// The tables: [round index, match index in the round] per court, slot by slot.');
for (const { c, where, slots } of results) {
  console.log(`  '${c.key}': [`);
  for (const slot of slots) console.log(`    [${slot.map((m) => `[${where[m]!.join(', ')}]`).join(', ')}],`);
  console.log('  ],');
}
