import { DomainError } from '../errors';
import { roundRobinRounds, type SlotRound, whistRounds } from './baseTables';
import {
  FORMAT_RULES,
  formatSize,
  GROUP_SIZE,
  type GroupId,
  groupIdsFor,
  type TournamentFormat,
} from './formatRules';
import { type RandomSource, seededRandom, shuffle } from './random';

/** Two player ids side by side, or the single id of a fixed pair. */
export type Side = readonly string[];
export type MatchType = 'group' | 'final';

export interface ScheduledMatch {
  /** Unique within the tournament and stable across replays: derive the match entity id from it. */
  readonly key: string;
  readonly round: number;
  readonly court: number;
  /** 1 for the first match played on this court in this round, 2 for the next, ... */
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

export type DrawInput =
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
    };

/**
 * Bumped whenever a change here would draw a different schedule from the same seed. The seed
 * alone replays a draw only under the same version, so the creation event should record it.
 */
export const SCHEDULE_VERSION = 1;

/**
 * Draws the whole group phase of a tournament. Same input, same schedule: the seed is the only
 * source of chance, so storing it in the creation event makes the draw replayable.
 */
export function drawSchedule(input: DrawInput): Schedule {
  assertDistinctParticipants(input.participants);
  const random = seededRandom(input.seed);
  switch (input.format) {
    case 'super8':
    case 'super8_fixed_pairs':
    case 'super_12':
      return drawSingleTable(input.format, input.participants, input.courts, input.seed, random);
    case 'super_groups':
      return drawGroups(input.participants, input.assignment, input.seed, random);
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
  const orderAt = (position: number) => Math.floor(position / courts) + 1;
  const table = turnsFor(`${format}/${courts}`, () => balanceTurns(baseTable(format), orderAt));
  const matches = table.flatMap((slotRound, index) =>
    placeRound(slotRound, index + 1, draw, (position) => {
      const court = (position % courts) + 1;
      const order = orderAt(position);
      return { court, order, groupId: null, key: `r${index + 1}-c${court}-o${order}` };
    }),
  );
  return { format, seed, courts, draw, groups: [], matches };
}

function baseTable(format: 'super8' | 'super8_fixed_pairs' | 'super_12'): readonly SlotRound[] {
  switch (format) {
    case 'super8':
      return whistRounds(8);
    case 'super_12':
      return whistRounds(12);
    case 'super8_fixed_pairs':
      return roundRobinRounds(8);
    default: {
      const unknown: never = format;
      throw new DomainError('formats.unknownFormat', { format: String(unknown) });
    }
  }
}

function drawGroups(
  participants: readonly string[],
  assignment: GroupAssignment,
  seed: number,
  random: RandomSource,
): Schedule {
  const size = formatSize('super_groups', participants.length);
  if (!size) throw new DomainError('formats.wrongPlayerCountForGroups', { smaller: 16, larger: 32 });
  const groupIds = groupIdsFor(size.groups);
  const memberLists = assignGroups(participants, groupIds, assignment, random);
  const groups = groupIds.map((id, index): Group => ({ id, court: index + 1, members: memberLists[index]! }));
  const table = turnsFor('group', () => balanceTurns(whistRounds(GROUP_SIZE), (position) => position + 1));
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
  return {
    format: 'super_groups',
    seed,
    courts: size.groups,
    draw: groups.flatMap((g) => g.members),
    groups,
    matches: sorted,
  };
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
 * Decides which match of a round takes which turn when there are fewer courts than matches,
 * so that everyone's total waiting is as even as possible (least sum of squared waits) and
 * nobody always opens or always waits. A short deterministic coordinate descent over each
 * round's orderings; equal-cost moves are taken at random (fixed seed), which walks it off
 * plateaus. It works on slots, not names, so every draw shares the same turns and a new seed
 * only renames players.
 */
const TURN_SEARCH_SEED = 20_261_123;

/** The turn search is pure but not free, and its answer per format and court count never changes. */
const turnCache = new Map<string, readonly SlotRound[]>();
function turnsFor(key: string, search: () => readonly SlotRound[]): readonly SlotRound[] {
  let turns = turnCache.get(key);
  if (!turns) {
    turns = search();
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
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function placeRound(
  slotRound: SlotRound,
  round: number,
  draw: readonly string[],
  place: (position: number) => Placement,
): ScheduledMatch[] {
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
