import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { ScoringSchema } from '../contracts/scoring';
import {
  GROUP_IDS,
  type GroupId,
  type MatchType,
  type Scoring,
  type TieResolution,
  TOURNAMENT_FORMATS,
  type TournamentFormat,
  versionOneSlots,
} from '../formats';
import { deriveId } from '../messages';
import { storableText } from '../text';
import { renameUnversioned, type StreamKind, type VersionedEvent } from '../versioning';

export const TOURNAMENT_STREAM_PREFIX = 'tournament-';
export const tournamentStream = (tournamentId: string) => `${TOURNAMENT_STREAM_PREFIX}${tournamentId}`;

/** Ids a creation makes, derived from its command id: a repeated creation makes the same tournament. */
export const newTournamentId = (commandId: string) => deriveId(commandId, 'tournament');
export const newParticipantId = (commandId: string, index: number) =>
  deriveId(commandId, 'participant', index);
export const newMatchId = (commandId: string, key: string) => deriveId(commandId, 'match', key);
/** A mid-event change's id (walkover, …): the history and an undo name it. */
export const deriveChangeId = (commandId: string) => deriveId(commandId, 'change');
/** A substitute's participant id, derived from the substitution's command id. */
export const newSubstituteId = (commandId: string) => deriveId(commandId, 'substitute');

export interface ParticipantData {
  readonly id: string;
  readonly name: string;
  readonly groupId: GroupId | null;
  /**
   * The organiser's roster entry the player was picked from (creation with `{ rosterId }`), so the
   * roster links the player to that entry rather than by name. Optional: a typed name, and every
   * event written before, has none (the roster then links by name), and the event keeps its version.
   */
  readonly rosterId?: string;
}

export interface MatchData {
  readonly id: string;
  readonly key: string;
  readonly round: number;
  readonly court: number;
  readonly order: number;
  /** The time slot it is played in (version 2; upcast from round and order for version 1). */
  readonly slot: number;
  readonly matchType: MatchType;
  readonly groupId: GroupId | null;
  readonly team1: readonly string[];
  readonly team2: readonly string[];
}

export interface TournamentCreatedData {
  readonly tournamentId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly courts: number;
  /** Players, or pairs in fixed pairs: the entities the ranking ranks. */
  readonly participants: readonly ParticipantData[];
  readonly seed: number;
  readonly scheduleVersion: number;
  readonly matches: readonly MatchData[];
  readonly publicToken: string;
  readonly cost: number;
  readonly createdAt: string;
  /** Super 16 / 32 only: the groups (members in draw order, each on its own court) and how they were made. */
  readonly groups?: readonly {
    readonly id: GroupId;
    readonly court: number;
    readonly members: readonly string[];
  }[];
  readonly groupAssignmentMethod?: 'random' | 'manual';
  /**
   * Americano: the rounds chosen at creation (a prefix of the full cycle). Mexicano: the rounds
   * planned (its matches hold round 1 only; the others are drawn as it is played). Optional, so
   * every earlier TournamentCreated v2 still reads as it was written: no new version needed.
   */
  readonly rounds?: number;
  /**
   * How its matches are scored. Absent in events written before scoring modes, and when created
   * without one: games. An optional field, so the event keeps its version (older events parse).
   */
  readonly scoring?: Scoring;
  /**
   * Americano and Mexicano seeded by level: the whole rating of each player who had a level
   * (participant id → rating; the others counted as the starting rating), as the draw read them.
   * Absent for a random draw and in every event written before seeding by level (optional, so the
   * event keeps its version). The matches are stored too: this records why they were drawn so.
   */
  readonly levels?: Readonly<Record<string, number>>;
}

export interface ResolutionData extends TieResolution {
  readonly reasoning: string;
}

const id = z.guid();
const at = z.iso.datetime();
const groupId = z.enum(GROUP_IDS);

const ParticipantSchema: z.ZodType<ParticipantData> = z.object({
  id,
  name: storableText(),
  groupId: groupId.nullable(),
  rosterId: id.optional(),
});

const MatchSchema: z.ZodType<MatchData> = z.object({
  id,
  key: z.string(),
  round: z.number().int(),
  court: z.number().int(),
  order: z.number().int(),
  slot: z.number().int().positive(),
  matchType: z.enum(['group', 'final']),
  groupId: groupId.nullable(),
  team1: z.array(id),
  team2: z.array(id),
});

const TournamentCreatedSchema: z.ZodType<TournamentCreatedData> = z.object({
  tournamentId: id,
  ownerId: id,
  name: storableText(),
  format: z.enum(TOURNAMENT_FORMATS),
  courts: z.number().int().positive(),
  participants: z.array(ParticipantSchema),
  seed: z.number().int(),
  scheduleVersion: z.number().int(),
  matches: z.array(MatchSchema),
  publicToken: z.string(),
  cost: z.number().int().nonnegative(),
  createdAt: at,
  groups: z.array(z.object({ id: groupId, court: z.number().int(), members: z.array(id) })).optional(),
  groupAssignmentMethod: z.enum(['random', 'manual']).optional(),
  rounds: z.number().int().positive().optional(),
  scoring: ScoringSchema.optional(),
  levels: z.record(id, z.number().int()).optional(),
});

const ResolutionSchema: z.ZodType<ResolutionData> = z.object({
  groupId,
  playerId: id,
  finalPosition: z.number().int(),
  reasoning: storableText(),
});

export const tournamentEventSchemas = {
  /** Version 2: every match carries its time slot (schedule version 2 orders matches by slot). */
  TournamentCreated: { version: 2, schema: TournamentCreatedSchema },
  /** A charge whose tournament never got written: the stream is closed so it cannot appear later. */
  TournamentCreationAbandoned: {
    version: 1,
    schema: z.object({ tournamentId: id, ownerId: id, at }),
  },
  MatchScored: {
    version: 1,
    schema: z.object({
      matchId: id,
      team1Score: z.number().int(),
      team2Score: z.number().int(),
      by: z.string(),
      at,
    }),
  },
  /** Version 2: the finals carry their time slot. */
  SuperFinalGenerated: {
    version: 2,
    schema: z.object({ matches: z.array(MatchSchema), by: z.string(), at }),
  },
  /** An administrator's positions for tied players; replaces earlier ones of the same groups. */
  TiebreaksResolved: {
    version: 1,
    schema: z.object({ resolutions: z.array(ResolutionSchema), by: z.string(), at }),
  },
  PlayerRenamed: {
    version: 1,
    schema: z.object({ playerId: id, name: storableText(), by: z.string(), at }),
  },
  /**
   * Mexicano: a round drawn from the standings, by the score that completed the round before it or
   * on the organiser's request. `replaces`: the matches of an earlier draw of this same round (a
   * result of the round before was changed before any of them was played), empty the first time.
   */
  MexicanoRoundDrawn: {
    version: 1,
    schema: z.object({
      round: z.number().int().positive(),
      matches: z.array(MatchSchema),
      replaces: z.array(id),
      by: z.string(),
      at,
    }),
  },
  /**
   * Ended (court tablet, owner, or a change): irreversible, the tournament reads as completed, its
   * unplayed matches are not played and the ranking counts the played ones only.
   */
  /**
   * `changeId` (optional, so earlier ends still read): names the end in the history (issue 28);
   * every end written since has one.
   */
  TournamentEnded: { version: 1, schema: z.object({ changeId: id.optional(), by: z.string(), at }) },
  /**
   * Timed scoring: the clock of one time slot was started, by whom and when, for the tournament's
   * match length. Every screen counts down from `startedAt`, never from its own clock's start.
   */
  SlotTimerStarted: {
    version: 1,
    schema: z.object({
      slot: z.number().int().positive(),
      startedAt: at,
      minutes: z.number().int().positive(),
      by: z.string(),
    }),
  },
  /**
   * A walkover (issue 28): the present side (`winner`) wins by the tournament's walkover score,
   * stored as the match's score so every ranking counts it; `changeId` names it in the history.
   */
  MatchWalkedOver: {
    version: 1,
    schema: z.object({
      changeId: id,
      matchId: id,
      winner: z.enum(['team1', 'team2']),
      team1Score: z.number().int(),
      team2Score: z.number().int(),
      by: z.string(),
      at,
    }),
  },
  /**
   * A late arrival (Americano, Mexicano): `participant` joins from `fromRound`; the matches
   * `removed` are replaced by `matches` (drawn with them), so the projector recomputes nothing.
   * `redrawn`: an Americano's unplayed rounds were drawn again from `fromRound`.
   */
  PlayerAdded: {
    version: 1,
    schema: z.object({
      changeId: id,
      participant: ParticipantSchema,
      fromRound: z.number().int().positive(),
      removed: z.array(id),
      matches: z.array(MatchSchema),
      redrawn: z.boolean(),
      by: z.string(),
      at,
    }),
  },
  /**
   * A late arrival taken back: the player leaves, the matches drawn with them (`removed`) give way
   * to the ones they replaced (`restored`); `redrawnFromRound` is the Americano's as it was before.
   */
  PlayerAdditionUndone: {
    version: 1,
    schema: z.object({
      changeId: id,
      participantId: id,
      removed: z.array(id),
      restored: z.array(MatchSchema),
      redrawnFromRound: z.number().int().positive().nullable(),
      by: z.string(),
      at,
    }),
  },
  /** A change taken back (newest first): its match is unplayed again. */
  ChangeUndone: {
    version: 1,
    schema: z.object({ changeId: id, matchId: id, by: z.string(), at }),
  },
  /**
   * A player (or fixed pair) left with no substitute (issue 28): every unplayed match of theirs,
   * listed here, became a walkover for the other side (`walkovers`, with the tournament's walkover
   * score) or void (`voided`). `leftAtSlot`: the first slot they no longer play.
   * Mode 'redraw' (Americano, Mexicano): the rounds from `redraw.fromRound` were drawn again for the
   * players left, the matches `redraw.removed` giving way to `redraw.matches`; `voided` lists their
   * unplayed matches of the rounds kept. `redraw` is optional (absent in the other modes), so the
   * event keeps its version and every earlier one reads as it was written.
   */
  PlayerWithdrawn: {
    version: 1,
    schema: z.object({
      changeId: id,
      playerId: id,
      mode: z.enum(['walkover', 'void', 'redraw']),
      leftAtSlot: z.number().int().positive(),
      walkovers: z.array(
        z.object({
          matchId: id,
          winner: z.enum(['team1', 'team2']),
          team1Score: z.number().int(),
          team2Score: z.number().int(),
        }),
      ),
      voided: z.array(id),
      redraw: z
        .object({
          fromRound: z.number().int().positive(),
          removed: z.array(id),
          matches: z.array(MatchSchema),
          redrawn: z.boolean(),
        })
        .optional(),
      by: z.string(),
      at,
    }),
  },
  /**
   * A substitute takes the player's matches listed in `matchIds` (every one from `fromSlot` on).
   * Individual formats: `substituteId` is a new participant named `name`, ranked or not. Fixed
   * pairs: `substituteId` is null and the pair keeps its seat, renamed from `previousName` to `name`.
   * `lateArrival` (version 2; false before): the player named `name` is the real entrant arriving
   * late, and `playerId` the stand-in who played the matches before `fromSlot`.
   */
  PlayerSubstituted: {
    version: 2,
    schema: z.object({
      changeId: id,
      playerId: id,
      substituteId: id.nullable(),
      name: storableText(),
      previousName: storableText(),
      fromSlot: z.number().int().positive(),
      ranked: z.boolean(),
      lateArrival: z.boolean(),
      matchIds: z.array(id),
      by: z.string(),
      at,
    }),
  },
  /**
   * A withdrawal or a substitution taken back: its matches (`matchIds`) are the player's again and
   * unplayed; a substitute (`substituteId`) is gone; a renamed pair gets `previousName` back.
   * A redraw withdrawal's `redraw`: the matches drawn (`removed`) give way to the ones they replaced
   * (`restored`), `redrawnFromRound` as it was before. Optional, so the event keeps its version.
   */
  LeavingUndone: {
    version: 1,
    schema: z.object({
      changeId: id,
      kind: z.enum(['withdraw', 'substitute']),
      playerId: id,
      substituteId: id.nullable(),
      previousName: storableText().nullable(),
      matchIds: z.array(id),
      redraw: z
        .object({
          removed: z.array(id),
          restored: z.array(MatchSchema),
          redrawnFromRound: z.number().int().positive().nullable(),
        })
        .optional(),
      by: z.string(),
      at,
    }),
  },
} as const;

export type TournamentEvent = EventsOf<typeof tournamentEventSchemas>;

type StoredMatch = Omit<MatchData, 'slot'>;

/**
 * Version 1 matches had no slot: schedule version 1 played each round as a unit, so the slot
 * follows from the round and the order (`versionOneSlots`); a Super Final came right after the
 * group phase. A version 1 substitution is no late arrival.
 */
function upcastTournamentEvent(stored: VersionedEvent): VersionedEvent {
  if (stored.version === 0) return renameUnversioned(stored);
  // A substitution before late arrivals existed: a substitute for a player who left.
  if (stored.name === 'PlayerSubstituted')
    return { ...stored, version: 2, data: { ...(stored.data as object), lateArrival: false } };
  // TournamentCreated and SuperFinalGenerated version 2: matches got slots. versionOneSlots places
  // finals after the group phase.
  const data = stored.data as { matches: readonly StoredMatch[] };
  const slots = versionOneSlots(data.matches);
  return {
    ...stored,
    version: 2,
    data: { ...data, matches: data.matches.map((m, i) => ({ ...m, slot: slots[i] })) },
  };
}

export const tournamentStreams: StreamKind<TournamentEvent> = {
  name: 'tournament',
  prefix: TOURNAMENT_STREAM_PREFIX,
  events: tournamentEventSchemas,
  upcast: upcastTournamentEvent,
};
