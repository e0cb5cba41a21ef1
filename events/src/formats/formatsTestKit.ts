import type { Schedule, ScheduledMatch, Side } from './schedule';

/** Test helpers: counts that the schedule properties are stated in. */

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export interface Encounters {
  readonly partners: ReadonlyMap<string, number>;
  readonly opponents: ReadonlyMap<string, number>;
}

export function countEncounters(matches: readonly { team1: Side; team2: Side }[]): Encounters {
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const bump = (map: Map<string, number>, a: string, b: string) =>
    map.set(pairKey(a, b), (map.get(pairKey(a, b)) ?? 0) + 1);
  for (const { team1, team2 } of matches) {
    for (const side of [team1, team2]) if (side.length === 2) bump(partners, side[0]!, side[1]!);
    for (const a of team1) for (const b of team2) bump(opponents, a, b);
  }
  return { partners, opponents };
}

/** Every unordered pair of the given ids. */
export function allPairs(ids: readonly string[]): [string, string][] {
  return ids.flatMap((a, i) => ids.slice(i + 1).map((b): [string, string] => [a, b]));
}

export const timesTogether = (map: ReadonlyMap<string, number>, a: string, b: string) =>
  map.get(pairKey(a, b)) ?? 0;

export const playersOf = (match: Pick<ScheduledMatch, 'team1' | 'team2'>) => [...match.team1, ...match.team2];

/** Schedule B written with A's names: how a different seed should relate to a first one. */
export function relabel(schedule: Schedule, from: readonly string[], to: readonly string[]): Schedule {
  const rename = new Map(from.map((id, i) => [id, to[i]!]));
  const swap = (side: Side) => side.map((id) => rename.get(id)!);
  return {
    ...schedule,
    matches: schedule.matches.map((m) => ({ ...m, team1: swap(m.team1), team2: swap(m.team2) })),
  };
}

export const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
