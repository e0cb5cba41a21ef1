import { z } from 'zod';
import { MatchSchema, RankingRowSchema } from './tournaments';

/**
 * Mid-event changes (issue 28): the request that makes or previews one, its answers, an undo and
 * the tournament's history. Shared by the owner's routes and the court tablet's.
 */

const WalkoverSideSchema = z.enum(['team1', 'team2'], 'change.validation.winner');

/**
 * A walkover: `winner` is the side that was present. `basedOnRevision` is the detail's `revision`
 * the organiser saw; `preview: true` answers what would change and writes nothing.
 */
export const WalkoverChangeRequestSchema = z.object({
  kind: z.literal('walkover', 'change.validation.kind'),
  matchId: z.uuid('change.validation.matchId'),
  winner: WalkoverSideSchema,
  basedOnRevision: z
    .number('change.validation.basedOnRevision')
    .int('change.validation.basedOnRevision')
    .min(-1, 'change.validation.basedOnRevision'),
  preview: z.boolean('change.validation.preview').optional(),
});
const BasedOnRevisionSchema = z
  .number('change.validation.basedOnRevision')
  .int('change.validation.basedOnRevision')
  .min(-1, 'change.validation.basedOnRevision');

/**
 * A player (or pair) leaves with no substitute: their unplayed matches become walkovers, or void,
 * or (Americano, Mexicano) the unplayed rounds are drawn again for the players left.
 */
export const WithdrawChangeRequestSchema = z.object({
  kind: z.literal('withdraw', 'change.validation.kind'),
  playerId: z.uuid('change.validation.playerId'),
  mode: z.enum(['walkover', 'void', 'redraw'], 'change.validation.mode'),
  basedOnRevision: BasedOnRevisionSchema,
  preview: z.boolean('change.validation.preview').optional(),
});
/** A substitute takes the player's matches from `fromSlot` on (a fixed pair is renamed `name`). */
export const SubstituteChangeRequestSchema = z.object({
  kind: z.literal('substitute', 'change.validation.kind'),
  playerId: z.uuid('change.validation.playerId'),
  name: z.string('player.nameRequired'),
  fromSlot: z
    .number('change.validation.fromSlot')
    .int('change.validation.fromSlot')
    .positive('change.validation.fromSlot'),
  ranked: z.boolean('change.validation.ranked').optional(),
  /** A late arrival: `name` arrives and plays from `fromSlot` on; `playerId` is the stand-in who played until then. */
  lateArrival: z.boolean('change.validation.lateArrival').optional(),
  basedOnRevision: BasedOnRevisionSchema,
  preview: z.boolean('change.validation.preview').optional(),
});

/** Ends the tournament (irreversible): what is unplayed is not played, the ranking is final. */
export const EndChangeRequestSchema = z.object({
  kind: z.literal('end', 'change.validation.kind'),
  basedOnRevision: BasedOnRevisionSchema,
  preview: z.boolean('change.validation.preview').optional(),
});

/** Americano and Mexicano: a late arrival joins from the next unplayed round. */
export const AddPlayerChangeRequestSchema = z.object({
  kind: z.literal('addPlayer', 'change.validation.kind'),
  name: z.string('player.nameRequired').trim().min(1, 'player.nameRequired'),
  basedOnRevision: BasedOnRevisionSchema,
  preview: z.boolean('change.validation.preview').optional(),
});

/** Every kind of change. */
export const ChangeRequestSchema = z.discriminatedUnion(
  'kind',
  [
    WalkoverChangeRequestSchema,
    WithdrawChangeRequestSchema,
    SubstituteChangeRequestSchema,
    EndChangeRequestSchema,
    AddPlayerChangeRequestSchema,
  ],
  { error: 'change.validation.kind' },
);
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

/** The matches a change would change (as they would read) and the ranking as it would be. */
export const ChangePreviewSchema = z.object({
  preview: z.literal(true),
  matches: z.array(MatchSchema),
  ranking: z.array(RankingRowSchema),
  /** A late arrival or a redraw withdrawal: the matches its redraw takes away (the new ones are in `matches`). */
  removedMatchIds: z.array(z.uuid()).optional(),
  /** A late arrival or a redraw withdrawal: the first round redrawn (Americano) or drawn (Mexicano). */
  fromRound: z.number().int().optional(),
});
export type ChangePreview = z.infer<typeof ChangePreviewSchema>;

export const CHANGE_KIND_NAMES = ['walkover', 'withdraw', 'substitute', 'end', 'addPlayer'] as const;

/** An applied change: its id (what an undo names) and the tournament's new revision. */
export const AppliedWalkoverSchema = z.object({
  preview: z.literal(false),
  id: z.uuid(),
  kind: z.literal('walkover'),
  matchId: z.uuid(),
  winner: WalkoverSideSchema,
  revision: z.number().int(),
});
/** An applied withdrawal or substitution (`substituteId`: the substitute's new player id, null for a pair). */
export const AppliedLeavingSchema = z.object({
  preview: z.literal(false),
  id: z.uuid(),
  kind: z.enum(['withdraw', 'substitute']),
  playerId: z.uuid(),
  substituteId: z.uuid().nullable(),
  revision: z.number().int(),
});
/** An applied end or late arrival (`playerId`: the new participant, `fromRound`: the first round they play in). */
export const AppliedTournamentChangeSchema = z.object({
  preview: z.literal(false),
  id: z.uuid(),
  kind: z.enum(['end', 'addPlayer']),
  playerId: z.uuid().optional(),
  fromRound: z.number().int().optional(),
  revision: z.number().int(),
});
export const AppliedChangeSchema = z.union([
  AppliedWalkoverSchema,
  AppliedLeavingSchema,
  AppliedTournamentChangeSchema,
]);
export type AppliedChange = z.infer<typeof AppliedChangeSchema>;

export const ChangeAnswerSchema = z.union([ChangePreviewSchema, AppliedChangeSchema]);

/** An undo may name the revision it was decided on (refused when the tournament moved on since). */
export const UndoChangeRequestSchema = z
  .object({
    basedOnRevision: z
      .number('change.validation.basedOnRevision')
      .int('change.validation.basedOnRevision')
      .min(-1, 'change.validation.basedOnRevision')
      .optional(),
  })
  // A POST with no body at all (Fastify hands the schema null) undoes without a revision check.
  .nullish();

export const UndoneChangeSchema = z.object({
  id: z.uuid(),
  undone: z.literal(true),
  revision: z.number().int(),
});

export const ChangeParamsSchema = z.object({
  id: z.uuid('request.notFound'),
  changeId: z.uuid('change.notFound'),
});

export const CHANGE_ACTORS = ['organiser', 'tablet', 'admin', 'system', 'anonymous'] as const;

/** One line of a tournament's history (newest first): what, by whom, when, and whether it was undone. */
export const ChangeEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(CHANGE_KIND_NAMES),
  /** A walkover's match; null for a change of a player or of the whole tournament. */
  matchId: z.uuid().nullable(),
  winner: WalkoverSideSchema.nullable(),
  /** A withdrawal's, substitution's or late arrival's player, the substitute's name (a pair's new name) and the name before. */
  playerId: z.uuid().nullable().default(null),
  name: z.string().nullable().default(null),
  previousName: z.string().nullable().default(null),
  /** A withdrawal's mode. */
  mode: z.enum(['walkover', 'void', 'redraw']).nullable().default(null),
  /** The slot a withdrawal or substitution starts from. */
  fromSlot: z.number().int().nullable().default(null),
  /** A late arrival: the first round they play in; a redraw withdrawal: the first round drawn again. */
  fromRound: z.number().int().nullable().default(null),
  /** A substitution that is a late arrival: `name` arrived and plays from `fromSlot` on, `previousName` stood in. */
  lateArrival: z.boolean().default(false),
  actor: z.enum(CHANGE_ACTORS),
  at: z.string(),
  undone: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneBy: z.enum(CHANGE_ACTORS).nullable(),
});
export type ChangeEntryBody = z.infer<typeof ChangeEntrySchema>;
