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
  [WalkoverChangeRequestSchema, EndChangeRequestSchema, AddPlayerChangeRequestSchema],
  { error: 'change.validation.kind' },
);
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

/** The matches a change would change (as they would read) and the ranking as it would be. */
export const ChangePreviewSchema = z.object({
  preview: z.literal(true),
  matches: z.array(MatchSchema),
  ranking: z.array(RankingRowSchema),
  /** A late arrival: the matches its redraw takes away (the new ones are in `matches`). */
  removedMatchIds: z.array(z.uuid()).optional(),
  /** A late arrival: the first round redrawn (Americano) or drawn (Mexicano) with them. */
  fromRound: z.number().int().optional(),
});
export type ChangePreview = z.infer<typeof ChangePreviewSchema>;

export const CHANGE_KIND_NAMES = ['walkover', 'end', 'addPlayer'] as const;

/** An applied change: its id (what an undo names) and the tournament's new revision. */
export const AppliedChangeSchema = z.object({
  preview: z.literal(false),
  id: z.uuid(),
  kind: z.enum(CHANGE_KIND_NAMES),
  /** A walkover's match and winner. */
  matchId: z.uuid().optional(),
  winner: WalkoverSideSchema.optional(),
  /** A late arrival: the new participant and the first round they play in. */
  playerId: z.uuid().optional(),
  fromRound: z.number().int().optional(),
  revision: z.number().int(),
});
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
  /** A walkover's match; null for a change of the whole tournament (its end, a late arrival). */
  matchId: z.uuid().nullable(),
  winner: WalkoverSideSchema.nullable(),
  /** A late arrival: who joined, and from which round. */
  playerId: z.uuid().nullable(),
  fromRound: z.number().int().nullable(),
  actor: z.enum(CHANGE_ACTORS),
  at: z.string(),
  undone: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneBy: z.enum(CHANGE_ACTORS).nullable(),
});
export type ChangeEntryBody = z.infer<typeof ChangeEntrySchema>;
