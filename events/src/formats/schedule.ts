import { DomainError } from '../errors';
import { americanoPlan } from './americano';
import { roundRobinRounds, type SlotRound, whistRounds } from './baseTables';
import {
  FORMAT_RULES,
  formatSize,
  GROUP_SIZE,
  type GroupId,
  groupIdsFor,
  type TournamentFormat,
} from './formatRules';
import { balancedByLevel, type SeedLevels } from './levelSeeding';
import { PLAYING_ORDERS, type PlayingOrder, type PlayingOrderKey } from './playingOrders';
import { type RandomSource, seededRandom, shuffle } from './random';

/** Two player ids side by side, or the single id of a fixed pair. */
export type Side = readonly string[];
export type MatchType = 'group' | 'final';

export interface ScheduledMatch {
  /** Unique within the tournament and stable across replays: derive the match entity id from it. */
  readonly key: string;
  /** The base table's round: who partners and faces whom. It no longer says when the match is played. */
  readonly round: number;
  readonly court: number;
  /**
   * The time slot: 1, 2, 3, ... across the whole tournament; matches of one slot are played at the
   * same time on different courts (super_groups: each group on its own court, slots in parallel).
   */
  readonly slot: number;
  /** The match's place within its round, 1-based, by slot then court. */
  readonly order: number;
  readonly matchType: MatchType;
  /** The group of a super_groups group-phase match; null otherwise (finals included). */
  readonly groupId: GroupId | null;
  readonly team1: Side;
  readonly team2: Side;
}

export interface Group {
  readonly id: GroupId;
  readonly court: number;
  /** In draw order: members[0] is the group's "player 1". */
  readonly members: readonly string[];
}

export interface Schedule {
  readonly format: TournamentFormat;
  readonly seed: number;
  readonly courts: number;
  /** Every participant in draw order: draw[0] became "player 1" of the base table. */
  readonly draw: readonly string[];
  /** Empty for formats without groups. */
  readonly groups: readonly Group[];
  readonly matches: readonly ScheduledMatch[];
}

export type GroupAssignment =
  | { readonly method: 'random' }
  | { readonly method: 'manual'; readonly groups: Readonly<Partial<Record<GroupId, readonly string[]>>> };

/**
 * Bumped whenever a change here would draw a different schedule from the same seed. The seed
 * alone replays a draw only under the same version, so the creation event should record it.
 * Version 1 played each round as a unit; version 2 plays the stored orders of playingOrders.ts.
 */
export const SCHEDULE_VERSIONS = [1, 2] as const;
export type ScheduleVersion = (typeof SCHEDULE_VERSIONS)[number];
export const SCHEDULE_VERSION: ScheduleVersion = 2;

/** Slots a super_groups group phase takes (in every version): the Super Final is played in the next one. */
export const GROUP_PHASE_SLOTS = PLAYING_ORDERS['super_groups/1'].length;

export type DrawInput = (
  | {
      readonly format: 'super8' | 'super8_fixed_pairs' | 'super_12';
      /** Player ids, or pair ids for super8_fixed_pairs. */
      readonly participants: readonly string[];
      readonly courts: number;
      readonly seed: number;
    }
  | {
      readonly format: 'super_groups';
      readonly participants: readonly string[];
      readonly assignment: GroupAssignment;
      readonly seed: number;
    }
  | {
      readonly format: 'americano';
      readonly participants: readonly string[];
      readonly courts: number;
      /** A prefix of the full cycle; the full cycle when left out (`americanoPlan`). */
      readonly rounds?: number | undefined;
      readonly seed: number;
      /** Balanced by level: the players' ratings (`balancedByLevel`); a random draw when left out. */
      readonly levels?: SeedLevels | undefined;
    }
) & {
  /** The version that drew (or draws) the tournament; SCHEDULE_VERSION when left out. */
  readonly scheduleVersion?: number;
};

/**
 * Draws the whole group phase of a tournament. Same input, same schedule: the seed (under the
 * same version) is the only source of chance, so storing both in the creation event makes the
 * draw replayable.
 */
export function drawSchedule(input: DrawInput): Schedule {
  assertDistinctParticipants(input.participants);
  const version = input.scheduleVersion ?? SCHEDULE_VERSION;
  if (!(SCHEDULE_VERSIONS as readonly number[]).includes(version)) {
    throw new DomainError('formats.unknownScheduleVersion', { version: String(version) });
  }
  const random = seededRandom(input.seed);
  switch (input.format) {
    case 'super8':
    case 'super8_fixed_pairs':
    case 'super_12':
      return drawSingleTable(
        input.format,
        input.participants,
        input.courts,
        input.seed,
        random,
        version as ScheduleVersion,
      );
    case 'super_groups':
      return drawGroups(input.participants, input.assignment, input.seed, random, version as ScheduleVersion);
    case 'americano':
      return drawAmericano(input, random);
    default: {
      const unknown: never = input;
      throw new DomainError('formats.unknownFormat', { format: String((unknown as DrawInput).format) });
    }
  }
}

function drawSingleTable(
  format: 'super8' | 'super8_fixed_pairs' | 'super_12',
  participants: readonly string[],
  courts: number,
  seed: number,
  random: RandomSource,
  version: ScheduleVersion,
): Schedule {
  const rules = FORMAT_RULES[format];
  const size = formatSize(format, participants.length);
  if (!size) {
    const expected = rules.sizes[0]!.entities;
    throw new DomainError(rules.entity === 'pair' ? 'formats.wrongPairCount' : 'formats.wrongPlayerCount', {
      expected,
    });
  }
  if (!Number.isInteger(courts) || courts < size.courts.min || courts > size.courts.max) {
    throw new DomainError('formats.courtsOutOfRange', { min: size.courts.min, max: size.courts.max });
  }
  const draw = shuffle(participants, random);
  if (version === 2) {
    const order = PLAYING_ORDERS[`${format}/${courts}` as PlayingOrderKey];
    const matches = playOrder(order, baseTable(format), draw, (slot, court) => ({
      court,
      groupId: null,
      key: (round) => `r${round}-s${slot}-c${court}`,
    }));
    return { format, seed, courts, draw, groups: [], matches: withOrders(matches) };
  }
  const orderAt = (position: number) => Math.floor(position / courts) + 1;
  const table = versionOneTurns(format, courts);
  const matches = table.flatMap((slotRound, index) =>
    placeRound(slotRound, index + 1, draw, (position) => {
      const court = (position % courts) + 1;
      const order = orderAt(position);
      return { court, order, groupId: null, key: `r${index + 1}-c${court}-o${order}` };
    }),
  );
  return { format, seed, courts, draw, groups: [], matches: withVersionOneSlots(matches) };
}

/**
 * Americano, any group from 4 to 40 (americano.ts): its table and playing order are computed for
 * the count, courts and rounds, over anonymous slots like the stored ones, and placed the same way.
 * Those sitting out a slot simply appear in none of its matches. Introduced under schedule version 2.
 * Balanced by level, the seeded draw's names are then moved between slots (`balancedByLevel`).
 */
function drawAmericano(
  { participants, courts, rounds, seed, levels }: Extract<DrawInput, { format: 'americano' }>,
  random: RandomSource,
): Schedule {
  const plan = americanoPlan(participants.length, courts, rounds);
  const shuffled = shuffle(participants, random);
  const draw = levels ? balancedByLevel(shuffled, plan.table, levels) : shuffled;
  const matches = playOrder(plan.order, plan.table, draw, (slot, court) => ({
    court,
    groupId: null,
    key: (round) => `r${round}-s${slot}-c${court}`,
  }));
  return { format: 'americano', seed, courts, draw, groups: [], matches: withOrders(matches) };
}

/**
 * A stored playing order with this draw's names: slot by slot, court by court, each entry the base
 * table's [round, match]. Orders within rounds are filled in afterwards (`withOrders`).
 */
function playOrder(
  order: PlayingOrder,
  table: readonly SlotRound[],
  draw: readonly string[],
  place: (
    slot: number,
    court: number,
  ) => { court: number; groupId: GroupId | null; key: (round: number) => string },
): Omit<ScheduledMatch, 'order'>[] {
  return order.flatMap((entries, index) =>
    entries.map(([round, match], courtIndex) => {
      const [side1, side2] = table[round]![match]!;
      const { court, groupId, key } = place(index + 1, courtIndex + 1);
      return {
        key: key(round + 1),
        round: round + 1,
        court,
        slot: index + 1,
        matchType: 'group' as const,
        groupId,
        team1: side1.map((s) => draw[s]!),
        team2: side2.map((s) => draw[s]!),
      };
    }),
  );
}

/** Sorted by slot then court, each match numbered by its place within its round (and group). */
function withOrders(matches: readonly Omit<ScheduledMatch, 'order'>[]): ScheduledMatch[] {
  const sorted = [...matches].sort((a, b) => a.slot - b.slot || a.court - b.court);
  const seen = new Map<string, number>();
  return sorted.map((m) => {
    const round = `${m.groupId}/${m.round}`;
    const order = (seen.get(round) ?? 0) + 1;
    seen.set(round, order);
    return { ...m, order };
  });
}

/**
 * The slots of a version 1 schedule, in the order given: each round was played as a unit, so a
 * match's slot is the sum of the earlier rounds' largest order (of its group) plus its own order.
 * Finals come after the group phase (GROUP_PHASE_SLOTS + 1). For upcasting stored version 1 matches.
 */
export function versionOneSlots(
  matches: readonly {
    readonly round: number;
    readonly order: number;
    readonly groupId: GroupId | null;
    readonly matchType: MatchType;
  }[],
): number[] {
  const turns = new Map<string, Map<number, number>>();
  for (const m of matches) {
    if (m.matchType !== 'group') continue;
    const rounds = turns.get(String(m.groupId)) ?? new Map<number, number>();
    rounds.set(m.round, Math.max(rounds.get(m.round) ?? 0, m.order));
    turns.set(String(m.groupId), rounds);
  }
  return matches.map((m) => {
    if (m.matchType !== 'group') return GROUP_PHASE_SLOTS + 1;
    let before = 0;
    for (const [round, turnsOfRound] of turns.get(String(m.groupId))!)
      if (round < m.round) before += turnsOfRound;
    return before + m.order;
  });
}

function withVersionOneSlots(matches: readonly Omit<ScheduledMatch, 'slot'>[]): ScheduledMatch[] {
  const slots = versionOneSlots(matches);
  return matches.map((m, i) => ({ ...m, slot: slots[i]! }));
}

/** The base table of each single-table format (typed by the formats, so none can be missing). */
const BASE_TABLES: Readonly<
  Record<'super8' | 'super8_fixed_pairs' | 'super_12', () => readonly SlotRound[]>
> = {
  super8: () => whistRounds(8),
  super_12: () => whistRounds(12),
  super8_fixed_pairs: () => roundRobinRounds(8),
};

const baseTable = (format: keyof typeof BASE_TABLES) => BASE_TABLES[format]();

function drawGroups(
  participants: readonly string[],
  assignment: GroupAssignment,
  seed: number,
  random: RandomSource,
  version: ScheduleVersion,
): Schedule {
  const size = formatSize('super_groups', participants.length);
  if (!size) throw new DomainError('formats.wrongPlayerCountForGroups', { smaller: 16, larger: 32 });
  const groupIds = groupIdsFor(size.groups);
  const memberLists = assignGroups(participants, groupIds, assignment, random);
  const groups = groupIds.map((id, index): Group => ({ id, court: index + 1, members: memberLists[index]! }));
  const base = {
    format: 'super_groups' as const,
    seed,
    courts: size.groups,
    draw: groups.flatMap((g) => g.members),
    groups,
  };
  if (version === 2) {
    const matches = groups.flatMap((group) =>
      playOrder(PLAYING_ORDERS['super_groups/1'], whistRounds(GROUP_SIZE), group.members, (slot) => ({
        court: group.court,
        groupId: group.id,
        key: (round) => `${group.id}-r${round}-s${slot}-c${group.court}`,
      })),
    );
    return { ...base, matches: withOrders(matches) };
  }
  // A group of 8 plays a Super 8's whist table on its own court: a Super 8's turns on one court.
  const table = versionOneTurns('super8', 1);
  const matches = groups.flatMap((group) =>
    table.flatMap((slotRound, index) =>
      placeRound(slotRound, index + 1, group.members, (position) => ({
        court: group.court,
        order: position + 1,
        groupId: group.id,
        key: `${group.id}-r${index + 1}-c${group.court}-o${position + 1}`,
      })),
    ),
  );
  // Rounds first, then groups: the order in which the tablet and the lists read them.
  const sorted = [...matches].sort((a, b) => a.round - b.round || a.court - b.court || a.order - b.order);
  return { ...base, matches: withVersionOneSlots(sorted) };
}

function assignGroups(
  participants: readonly string[],
  groupIds: readonly GroupId[],
  assignment: GroupAssignment,
  random: RandomSource,
): readonly (readonly string[])[] {
  switch (assignment.method) {
    case 'random': {
      const draw = shuffle(participants, random);
      return groupIds.map((_, index) => draw.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE));
    }
    case 'manual': {
      for (const key of Object.keys(assignment.groups)) {
        if (!(groupIds as readonly string[]).includes(key)) {
          throw new DomainError('formats.unknownGroup', { groupId: key });
        }
      }
      const everyone = new Set(participants);
      const placed = new Set<string>();
      // Manual assignment chooses the groups; inside each group the slots are still drawn.
      return groupIds.map((groupId) => {
        const members = assignment.groups[groupId] ?? [];
        if (members.length !== GROUP_SIZE) {
          throw new DomainError('formats.groupSizeInvalid', { groupId, expected: GROUP_SIZE });
        }
        for (const member of members) {
          if (!everyone.has(member) || placed.has(member)) {
            throw new DomainError('formats.groupAssignmentMismatch', { groupId, participantId: member });
          }
          placed.add(member);
        }
        return shuffle(members, random);
      });
    }
    default: {
      const unknown: never = assignment;
      throw new DomainError('formats.unknownAssignment', {
        method: String((unknown as GroupAssignment).method),
      });
    }
  }
}

interface Placement {
  readonly court: number;
  readonly order: number;
  readonly groupId: GroupId | null;
  readonly key: string;
}

/**
 * Version 1 only. Decides which match of a round takes which turn when there are fewer courts than matches,
 * so that everyone's total waiting is as even as possible (least sum of squared waits) and
 * nobody always opens or always waits. A short deterministic coordinate descent over each
 * round's orderings; equal-cost moves are taken at random (fixed seed), which walks it off
 * plateaus. It works on slots, not names, so every draw shares the same turns and a new seed
 * only renames players.
 */
const TURN_SEARCH_SEED = 20_261_123;

/** The turn search is pure but not free, and its answer per format and court count never changes. */
const turnCache = new Map<string, readonly SlotRound[]>();
function versionOneTurns(
  format: 'super8' | 'super8_fixed_pairs' | 'super_12',
  courts: number,
): readonly SlotRound[] {
  const key = `${format}/${courts}`;
  let turns = turnCache.get(key);
  if (!turns) {
    turns = balanceTurns(baseTable(format), (position) => Math.floor(position / courts) + 1);
    turnCache.set(key, turns);
  }
  return turns;
}

function balanceTurns(
  table: readonly SlotRound[],
  orderAt: (position: number) => number,
): readonly SlotRound[] {
  const options = table.map((slotRound) => permutations(slotRound));
  const cost = (choice: readonly number[]) => {
    const waited = new Map<number, number>();
    choice.forEach((option, round) => {
      options[round]![option]!.forEach((match, position) => {
        for (const slot of [...match[0], ...match[1]]) {
          waited.set(slot, (waited.get(slot) ?? 0) + orderAt(position) - 1);
        }
      });
    });
    return [...waited.values()].reduce((sum, wait) => sum + wait * wait, 0);
  };
  const choice = table.map(() => 0);
  let best = [...choice];
  let bestCost = cost(best);
  let currentCost = bestCost;
  // A fixed seed: the search must end in the same turns every time, for every tournament.
  const coin = seededRandom(TURN_SEARCH_SEED);
  for (let pass = 0; pass < 40; pass++) {
    for (let round = 0; round < table.length; round++) {
      for (let option = 0; option < options[round]!.length; option++) {
        if (option === choice[round]) continue;
        const tried = cost(choice.map((o, r) => (r === round ? option : o)));
        if (tried < currentCost || (tried === currentCost && coin() < 0.5)) {
          choice[round] = option;
          currentCost = tried;
        }
      }
      if (currentCost < bestCost) [best, bestCost] = [[...choice], currentCost];
    }
  }
  return best.map((option, round) => options[round]![option]!);
}

/** In a fixed order, so the first best candidate (and thus the schedule) never varies. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [[]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function placeRound(
  slotRound: SlotRound,
  round: number,
  draw: readonly string[],
  place: (position: number) => Placement,
): Omit<ScheduledMatch, 'slot'>[] {
  return slotRound.map(([side1, side2], position) => ({
    ...place(position),
    round,
    matchType: 'group',
    team1: side1.map((slot) => draw[slot]!),
    team2: side2.map((slot) => draw[slot]!),
  }));
}

function assertDistinctParticipants(participants: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of participants) {
    if (typeof id !== 'string' || id.length === 0) throw new DomainError('formats.invalidParticipant');
    if (seen.has(id)) throw new DomainError('formats.duplicateParticipant', { participantId: id });
    seen.add(id);
  }
}

/** The storage columns of a match (spec section 3): fixed pairs use only player1 and player3. */
export interface PlayerSlots {
  readonly player1Id: string;
  readonly player2Id: string | null;
  readonly player3Id: string;
  readonly player4Id: string | null;
}

export function toPlayerSlots(match: { readonly team1: Side; readonly team2: Side }): PlayerSlots {
  return {
    player1Id: match.team1[0]!,
    player2Id: match.team1[1] ?? null,
    player3Id: match.team2[0]!,
    player4Id: match.team2[1] ?? null,
  };
}

/** Reads stored columns back into sides; a player2 equal to player1 (or empty) is a one-entity side. */
export function fromPlayerSlots(slots: PlayerSlots): { readonly team1: Side; readonly team2: Side } {
  const side = (first: string, second: string | null): Side =>
    second === null || second === first ? [first] : [first, second];
  return { team1: side(slots.player1Id, slots.player2Id), team2: side(slots.player3Id, slots.player4Id) };
}
