import { z } from 'zod/mini';
import { USER_TYPES } from '../accounts/userTypes';
import { GROUP_IDS, MAX_SCORE, TOURNAMENT_FORMATS } from '../formats/formatRules';
import {
  MAX_TIMED_SCORE,
  POINTS_TOTALS,
  type Scoring,
  type SlotTimer,
  TIMED_MINUTES,
} from '../formats/scoring';
import { TOURNAMENT_STATUSES } from '../formats/tournamentStatus';

// The answers the public pages (board, club TV, player page) parse, and the two every page's first
// script parses (an error's body, the signed-in user), written with zod/mini: its functions leave
// out of the script what a page does not call, where classic zod's methods carry all of zod
// (issue 26: ~28 KB gzip of the public board). Imported as `@rodada/events/contracts/mini`, never
// through the contracts barrel, whose classic schemas would load with it.
//
// The classic schemas of the same answers (tournaments.ts, accounts.ts) stay what the server and
// the organiser's screens use, for their methods (`.extend`, `.shape`…); `mini.test.ts` holds each
// pair to the same JSON Schema and the same types, so the two cannot drift. `ErrorBodySchema` has
// this one definition (http.ts re-exports it).
//
// The rules those pages show (formats, scoring, dates) are re-exported here too: they hold no zod.

export * from './dates';
export * from './formats';

/** The body of every error answer: a stable code, a message in the request's language, field errors. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `GET /api/user`: the signed-in user (accounts.ts's `SessionUserSchema`). */
export const SessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  credits: z.int(),
  isAdmin: z.boolean(),
  userType: z.enum(USER_TYPES),
  referralCode: z.string(),
});

// Messages are translation keys (locales/{lng}/errors.json), as in scoring.ts.
const pointsTotal = z.union(
  POINTS_TOTALS.map((total) => z.literal(total)),
  'tournament.validation.pointsTotal',
);
const minutes = z
  .int('tournament.validation.timedMinutes')
  .check(
    z.minimum(TIMED_MINUTES.min, 'tournament.validation.timedMinutes'),
    z.maximum(TIMED_MINUTES.max, 'tournament.validation.timedMinutes'),
  );
const walkover = (max: number, key: string) =>
  z.optional(z.int(key).check(z.minimum(1, key), z.maximum(max, key)));

/** A tournament's scoring (scoring.ts's `ScoringSchema`, typed as it is). */
export const ScoringSchema: z.ZodMiniType<Scoring, Scoring> = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('games'),
      walkover: walkover(MAX_SCORE, 'tournament.validation.walkoverGames'),
    }),
    z
      .object({
        mode: z.literal('points'),
        total: pointsTotal,
        walkover: walkover(Math.max(...POINTS_TOTALS), 'tournament.validation.walkoverPoints'),
      })
      .check(
        z.refine((s) => s.walkover === undefined || s.walkover <= s.total, {
          message: 'tournament.validation.walkoverPoints',
          path: ['walkover'],
        }),
      ),
    z.object({
      mode: z.literal('timed'),
      minutes,
      walkover: walkover(MAX_TIMED_SCORE, 'tournament.validation.walkoverTimed'),
    }),
  ],
  'tournament.validation.scoringMode',
) as z.ZodMiniType<Scoring, Scoring>;

export const SlotTimerSchema: z.ZodMiniType<SlotTimer> = z.object({
  slot: z.int(),
  startedAt: z.string(),
  minutes: z.int(),
});

export const PlayerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  groupId: z.nullable(z.string()),
  finalPosition: z.nullable(z.int()),
  leftAtSlot: z._default(z.nullable(z.int()), null),
  substituteFor: z._default(z.nullable(z.uuid()), null),
  standIn: z._default(z.boolean(), false),
});

export const MatchSchema = z.object({
  id: z.uuid(),
  round: z.int(),
  court: z.int(),
  order: z.int(),
  slot: z.int(),
  groupId: z.nullable(z.string()),
  matchType: z.enum(['group', 'final']),
  player1Id: z.uuid(),
  player2Id: z.nullable(z.uuid()),
  player3Id: z.uuid(),
  player4Id: z.nullable(z.uuid()),
  team1Score: z.nullable(z.int()),
  team2Score: z.nullable(z.int()),
  completed: z.boolean(),
  isDraw: z.boolean(),
  version: z.int(),
  walkover: z._default(z.nullable(z.enum(['team1', 'team2'])), null),
  void: z._default(z.boolean(), false),
});

export const GroupRankingRowSchema = z.object({
  playerId: z.uuid(),
  playerName: z.string(),
  position: z.int(),
  wins: z.int(),
  losses: z.int(),
  draws: z.int(),
  points: z.int(),
  gameBalance: z.int(),
});

export const RankingRowSchema = z.extend(GroupRankingRowSchema, {
  ranked: z._default(z.boolean(), true),
  leftAtSlot: z._default(z.nullable(z.int()), null),
  substituteFor: z._default(z.nullable(z.uuid()), null),
  standIn: z._default(z.boolean(), false),
});

export const PublicTieResolutionNoteSchema = z.object({
  groupId: z.enum(GROUP_IDS),
  at: z.string(),
  positions: z.array(z.object({ playerId: z.uuid(), finalPosition: z.int() })),
  reasoning: z.string(),
});

export const ScheduleFiguresSchema = z.object({
  groupId: z.nullable(z.enum(GROUP_IDS)),
  slots: z.int(),
  backToBack: z.int(),
  longWaits: z.int(),
  maxConsecutive: z.int(),
  participants: z.array(
    z.object({
      id: z.uuid(),
      matches: z.int(),
      backToBack: z.int(),
      longestWait: z.int(),
      courtChanges: z.int(),
    }),
  ),
  partners: z.array(z.array(z.int())),
  opponents: z.array(z.array(z.int())),
});

/** `GET /api/public/tournaments/{token}` and its `tournament:update` push (tournaments.ts's `PublicTournamentSchema`). */
export const PublicTournamentSchema = z.object({
  name: z.string(),
  tournamentType: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  ended: z.boolean(),
  courts: z.int(),
  playerCount: z.int(),
  rounds: z.int(),
  publicToken: z.string(),
  createdAt: z.string(),
  position: z.string(),
  revision: z.int(),
  players: z.array(PlayerSchema),
  matches: z.array(MatchSchema),
  ranking: z.array(RankingRowSchema),
  groupAssignmentMethod: z.nullable(z.enum(['random', 'manual'])),
  groups: z.array(z.object({ id: z.enum(GROUP_IDS), court: z.int(), members: z.array(z.uuid()) })),
  groupRankings: z.record(z.string(), z.array(RankingRowSchema)),
  hasTiebreakIssues: z.boolean(),
  tieIssues: z.array(
    z.object({
      groupId: z.enum(GROUP_IDS),
      position: z.int(),
      lastPosition: z.int(),
      playerIds: z.array(z.uuid()),
      resolved: z.boolean(),
    }),
  ),
  superFinalGenerated: z.boolean(),
  podiums: z.array(
    z.object({
      podiumId: z.enum(['AB', 'CD']),
      groups: z.array(z.enum(GROUP_IDS)),
      complete: z.boolean(),
      teams: z.array(z.object({ position: z.int(), playerIds: z.array(z.uuid()) })),
    }),
  ),
  tieResolutions: z.array(PublicTieResolutionNoteSchema),
  scheduleFigures: z.array(ScheduleFiguresSchema),
  scoring: ScoringSchema,
  slotTimers: z.array(SlotTimerSchema),
  redrawnFromRound: z.nullable(z.int()),
});

const DeltaListSchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  order: z.optional(z.array(z.string())),
});

/**
 * A `tournament:delta` push (`tournaments/liveDelta.ts`): its shape only. What it is applied to is
 * parsed with `PublicTournamentSchema` afterwards, as a whole body would be.
 */
export const TournamentDeltaSchema = z.object({
  publicToken: z.string(),
  baseRevision: z.nullable(z.int()),
  revision: z.int(),
  position: z.string(),
  set: z.record(z.string(), z.unknown()),
  lists: z.object({
    matches: z.optional(DeltaListSchema),
    players: z.optional(DeltaListSchema),
    ranking: z.optional(DeltaListSchema),
  }),
});

export {
  applyTournamentDelta,
  type DeltaOutcome,
  type TournamentDelta,
  tournamentDelta,
} from '../tournaments/liveDelta';
