import { DomainError } from '../errors';
import { assertAmericanoPlayers } from './americanoSizes';
import { byLevel, type SeedLevels } from './levelSeeding';
import { type RandomSource, shuffle } from './random';
import type { Side } from './schedule';

/**
 * Mexicano: round 1 is drawn at random, or seeded by level; every later round is drawn from the standings once the
 * previous one is complete. Those who play are cut into fours from the top of the table and in each
 * four the 1st and 4th partner against the 2nd and 3rd, so partners change every round and matches
 * stay level. With a count that is not a multiple of four, some sit out each round: those who have
 * sat out least, then those whose last rest is longest ago, then the later in the entry order.
 */
export interface MexicanoMatch {
  readonly team1: Side;
  readonly team2: Side;
}

export interface MexicanoRound {
  /** 1-based. */
  readonly round: number;
  /** One per four players, top of the table first. */
  readonly matches: readonly MexicanoMatch[];
  /** In entry order. */
  readonly resting: readonly string[];
}

/** A player as the next draw sees them: their place in the standings and their rests so far. */
export interface MexicanoStanding {
  readonly id: string;
  /** 1-based, shared positions allowed; level players keep the entry order. */
  readonly position: number;
  /** Rounds sat out so far. */
  readonly rests: number;
  /** The last round sat out, 0 when never. */
  readonly lastRest: number;
}

/** Default length: as many rounds as players minus one, as in an Americano of the same size. */
export function mexicanoDefaultRounds(players: number): number {
  assertAmericanoPlayers(players);
  return players - 1;
}

/**
 * Round 1: a random order (from the tournament's seed), cut into fours; the last ones sit out.
 * Seeded by level (`levels`), the same players sit out, and those who play are cut into fours by
 * rating, highest first (equal ratings in the random order), 1st and 4th against 2nd and 3rd.
 */
export function mexicanoFirstRound(
  entryOrder: readonly string[],
  random: RandomSource,
  levels?: SeedLevels,
): MexicanoRound {
  assertAmericanoPlayers(entryOrder.length);
  const drawn = shuffle(entryOrder, random);
  const playing = drawn.slice(0, playingCount(drawn.length));
  const resting = new Set(drawn.slice(playing.length));
  return {
    round: 1,
    matches: foursFromTop(levels ? byLevel(playing, levels) : playing),
    resting: entryOrder.filter((id) => resting.has(id)),
  };
}

/**
 * The round after `previousRound`, from the standings. `entryOrder` breaks every tie the rules
 * leave: among players equal on rests, the later entered sits out first; among players level in
 * the standings, the earlier entered ranks first.
 */
export function mexicanoNextRound(
  previousRound: number,
  entryOrder: readonly string[],
  standings: readonly MexicanoStanding[],
): MexicanoRound {
  assertAmericanoPlayers(entryOrder.length);
  const entry = new Map(entryOrder.map((id, index) => [id, index]));
  const byId = new Map(standings.map((s) => [s.id, s]));
  if (byId.size !== entry.size || entryOrder.some((id) => !byId.has(id))) {
    throw new DomainError('formats.mexicanoStandingsMismatch');
  }
  const seat = (id: string) => entry.get(id)!;
  const restOrder = [...entryOrder].sort((a, b) => {
    const x = byId.get(a)!;
    const y = byId.get(b)!;
    return x.rests - y.rests || x.lastRest - y.lastRest || seat(b) - seat(a);
  });
  const sittingOut = new Set(restOrder.slice(0, entryOrder.length - playingCount(entryOrder.length)));
  const playing = entryOrder
    .filter((id) => !sittingOut.has(id))
    .sort((a, b) => byId.get(a)!.position - byId.get(b)!.position || seat(a) - seat(b));
  return {
    round: previousRound + 1,
    matches: foursFromTop(playing),
    resting: entryOrder.filter((id) => sittingOut.has(id)),
  };
}

/** Rests and the last rest of every player, from the rounds drawn so far. */
export function mexicanoRests(
  entryOrder: readonly string[],
  rounds: readonly Pick<MexicanoRound, 'round' | 'resting'>[],
): ReadonlyMap<string, { readonly rests: number; readonly lastRest: number }> {
  const rests = new Map(entryOrder.map((id) => [id, { rests: 0, lastRest: 0 }]));
  for (const { round, resting } of rounds) {
    for (const id of resting) {
      const seen = rests.get(id);
      if (seen) rests.set(id, { rests: seen.rests + 1, lastRest: Math.max(seen.lastRest, round) });
    }
  }
  return rests;
}

function playingCount(players: number): number {
  return players - (players % 4);
}

function foursFromTop(ordered: readonly string[]): MexicanoMatch[] {
  const matches: MexicanoMatch[] = [];
  for (let k = 0; k + 4 <= ordered.length; k += 4) {
    const [first, second, third, fourth] = ordered.slice(k, k + 4) as [string, string, string, string];
    matches.push({ team1: [first, fourth], team2: [second, third] });
  }
  return matches;
}
