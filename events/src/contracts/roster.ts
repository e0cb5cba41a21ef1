import { z } from 'zod';
import { text } from '../text';
import { PLAYER_NAME_MAX_LENGTH, TournamentTypeSchema } from './tournaments';

/** The most entries an autocomplete answers. */
export const ROSTER_SEARCH_LIMIT = 20;
export const ROSTER_QUERY_MAX_LENGTH = 60;

/** `GET /api/roster?query=`: the organiser's players whose name (or a word of it) starts with `query`. */
export const RosterQuerySchema = z.object({
  query: text({ max: ROSTER_QUERY_MAX_LENGTH }).default(''),
  /** All entries (the Players page) rather than the autocomplete's first ones. */
  all: z.enum(['true', 'false']).optional(),
});

export const LevelBandSchema = z.enum(['beginner', 'improving', 'intermediate', 'advanced', 'expert']);
export const RosterLevelSchema = z.object({
  rating: z.number().int(),
  band: LevelBandSchema,
  /** Counted matches behind the rating. */
  matches: z.number().int().nonnegative(),
});
export type RosterLevel = z.infer<typeof RosterLevelSchema>;

export const RosterEntrySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The player's level (docs/levels.md): null until a counted match of theirs. */
  level: RosterLevelSchema.nullable(),
  /** Tournaments of the organiser's they played in. */
  tournaments: z.number().int().nonnegative(),
});
export type RosterEntrySummary = z.infer<typeof RosterEntrySummarySchema>;
export const RosterListSchema = z.array(RosterEntrySummarySchema);

export const RosterTournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  format: TournamentTypeSchema,
  /** Their place in the final ranking (or the current one while it is played); null without one. */
  position: z.number().int().nullable(),
  matchesPlayed: z.number().int().nonnegative(),
  /** Matches won (a walkover won counts; draws do not). */
  won: z.number().int().nonnegative(),
});

/** A roster entry the player shared a side with, and in how many scored matches. */
export const RosterPartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  matches: z.number().int().positive(),
});

export type RosterPartner = z.infer<typeof RosterPartnerSchema>;

/** One tournament's result, oldest first (the history page's chart). */
export const RosterResultSchema = z.object({
  tournamentId: z.uuid(),
  createdAt: z.string(),
  position: z.number().int().nullable(),
  /** How many were ranked in it, so a position can be drawn against the field's size. */
  entrants: z.number().int().nonnegative(),
  matchesPlayed: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
});

/** The most partners a history answer lists. */
export const ROSTER_PARTNERS_LIMIT = 5;

/** What the player agreed to show (`PUT /api/roster/{id}/privacy`). */
export const RosterPrivacySchema = z.object({
  /** Their opt-in public page's link token (`/public/player/{token}`); null when off. */
  publicToken: z.string().nullable(),
  /** Their name is kept off public circuit standings. */
  hiddenInCircuits: z.boolean(),
});
export type RosterPrivacy = z.infer<typeof RosterPrivacySchema>;

/** `GET /api/public/players/{publicToken}`: the opt-in public page (no partners: others' names are theirs). */
export const PublicPlayerSchema = RosterEntrySummarySchema.omit({ id: true }).extend({
  /** Every tournament they played, newest first. */
  history: z.array(RosterTournamentSchema.omit({ id: true })),
  /** Their results over time, oldest first. */
  results: z.array(RosterResultSchema),
});
export type PublicPlayer = z.infer<typeof PublicPlayerSchema>;

export const RosterEntryDetailSchema = RosterEntrySummarySchema.extend({
  /** Every tournament they played, newest first. */
  history: z.array(RosterTournamentSchema),
  /** The partners they played most matches with, most first (at most `ROSTER_PARTNERS_LIMIT`). */
  partners: z.array(RosterPartnerSchema),
  /** Their results over time, oldest first. */
  results: z.array(RosterResultSchema),
  privacy: RosterPrivacySchema,
});
export type RosterEntryDetail = z.infer<typeof RosterEntryDetailSchema>;

export const RenameRosterEntryRequestSchema = z.object({
  name: text({ min: 1, minMessage: 'roster.nameRequired', max: PLAYER_NAME_MAX_LENGTH }),
});
export const MergeRosterEntriesRequestSchema = z.object({ intoId: z.uuid('roster.notFound') });
export const RosterIdParamsSchema = z.object({ id: z.uuid('roster.notFound') });
export const RosterPrivacyRequestSchema = z.object({
  publicPage: z.boolean('roster.privacyInvalid'),
  hiddenInCircuits: z.boolean('roster.privacyInvalid'),
});
export type RosterPrivacyRequest = z.infer<typeof RosterPrivacyRequestSchema>;
/** A player page's link token, made as a tournament's is; anything else is no player's. */
export const PublicPlayerParamsSchema = z.object({
  publicToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'roster.notFound'),
});
