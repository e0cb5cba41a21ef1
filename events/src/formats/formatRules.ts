import {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  americanoCourts,
  americanoFullRounds,
} from './americanoSizes';

export const TOURNAMENT_FORMATS = [
  'super8',
  'super8_fixed_pairs',
  'super_12',
  'super_groups',
  'americano',
  'mexicano',
] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

export const GROUP_IDS = ['A', 'B', 'C', 'D'] as const;
export type GroupId = (typeof GROUP_IDS)[number];

/** What one side of a match is: two players side by side, or one registered pair. */
export type EntityKind = 'player' | 'pair';

export interface CourtRange {
  readonly min: number;
  readonly max: number;
}

/** One allowed size of a format; super_groups has two (16 and 32 players), americano one per count from 4 to 40. */
export interface FormatSize {
  /** Players, or pairs when the entity is 'pair'. */
  readonly entities: number;
  /** People on court: twice the entities for fixed pairs. */
  readonly people: number;
  /** 0 for formats without a group phase. */
  readonly groups: number;
  /** Courts offered on the web create screens. */
  readonly courts: CourtRange;
  /** Courts offered on the tablet, or null when the tablet cannot run this format. */
  readonly tabletCourts: CourtRange | null;
  /** Rounds before any final. */
  readonly rounds: number;
  /** Matches in each of those rounds, across all courts and groups. */
  readonly matchesPerRound: number;
}

export interface FormatRules {
  readonly format: TournamentFormat;
  readonly entity: EntityKind;
  readonly sizes: readonly FormatSize[];
  /** Round numbers of the Super Final (empty when the format has none). */
  readonly finalRounds: readonly number[];
}

export const GROUP_SIZE = 8;
export const QUALIFIERS_PER_GROUP = 4;
export const FINAL_ROUND = 100;
export const THIRD_PLACE_ROUND = 101;
export const MIN_SCORE = 0;
export const MAX_SCORE = 9;

/** Spec section 5: the tablet shows at most two courts, whatever the format. */
export const TABLET_MAX_COURTS = 2;

/**
 * The one table of format constraints shared by the create screens, the tablet and the server.
 * Credit costs live elsewhere, on purpose: prices are a server concern.
 */
export const FORMAT_RULES: Readonly<Record<TournamentFormat, FormatRules>> = {
  super8: {
    format: 'super8',
    entity: 'player',
    sizes: [
      {
        entities: 8,
        people: 8,
        groups: 0,
        courts: { min: 1, max: 2 },
        tabletCourts: { min: 1, max: 2 },
        rounds: 7,
        matchesPerRound: 2,
      },
    ],
    finalRounds: [],
  },
  super8_fixed_pairs: {
    format: 'super8_fixed_pairs',
    entity: 'pair',
    sizes: [
      {
        entities: 8,
        people: 16,
        groups: 0,
        courts: { min: 1, max: 2 },
        tabletCourts: { min: 1, max: 2 },
        rounds: 7,
        matchesPerRound: 4,
      },
    ],
    finalRounds: [],
  },
  super_12: {
    format: 'super_12',
    entity: 'player',
    sizes: [
      {
        entities: 12,
        people: 12,
        groups: 0,
        courts: { min: 1, max: 3 },
        tabletCourts: { min: 1, max: 2 },
        rounds: 11,
        matchesPerRound: 3,
      },
    ],
    finalRounds: [],
  },
  super_groups: {
    format: 'super_groups',
    entity: 'player',
    sizes: [
      {
        entities: 16,
        people: 16,
        groups: 2,
        courts: { min: 2, max: 2 },
        tabletCourts: null,
        rounds: 7,
        matchesPerRound: 4,
      },
      {
        entities: 32,
        people: 32,
        groups: 4,
        courts: { min: 4, max: 4 },
        tabletCourts: null,
        rounds: 7,
        matchesPerRound: 8,
      },
    ],
    finalRounds: [FINAL_ROUND, THIRD_PLACE_ROUND],
  },
  americano: {
    format: 'americano',
    entity: 'player',
    sizes: americanoSizes(),
    finalRounds: [],
  },
  // Mexicano seats any group Americano seats, on the same courts; its rounds are drawn one at a
  // time from the standings (mexicano.ts), players − 1 of them unless the organiser says otherwise.
  mexicano: {
    format: 'mexicano',
    entity: 'player',
    sizes: americanoSizes().map((size) => ({ ...size, rounds: size.entities - 1 })),
    finalRounds: [],
  },
};

/**
 * Americano takes any group from 4 to 40: one size per count, a court per four players, the full
 * cycle's rounds (the organiser may choose fewer at creation, a fair prefix of them).
 */
function americanoSizes(): FormatSize[] {
  const sizes: FormatSize[] = [];
  for (let players = AMERICANO_MIN_PLAYERS; players <= AMERICANO_MAX_PLAYERS; players++) {
    const courts = americanoCourts(players);
    sizes.push({
      entities: players,
      people: players,
      groups: 0,
      courts,
      tabletCourts: { min: courts.min, max: Math.min(courts.max, TABLET_MAX_COURTS) },
      rounds: americanoFullRounds(players),
      matchesPerRound: Math.floor(players / 4),
    });
  }
  return sizes;
}

export function isTournamentFormat(value: string): value is TournamentFormat {
  return (TOURNAMENT_FORMATS as readonly string[]).includes(value);
}

/** The size entry for a given number of players (or pairs), or undefined when the format has no such size. */
export function formatSize(format: TournamentFormat, entities: number): FormatSize | undefined {
  return FORMAT_RULES[format].sizes.find((size) => size.entities === entities);
}

export function groupIdsFor(groupCount: number): readonly GroupId[] {
  return GROUP_IDS.slice(0, groupCount);
}
