import { z } from 'zod';
import {
  americanoFullRounds,
  FORMAT_RULES,
  formatSize,
  GROUP_IDS,
  MAX_TIMED_SCORE,
  MIN_SCORE,
  mexicanoDefaultRounds,
  QUALIFIERS_PER_GROUP,
  SEEDINGS,
  seedsByLevel,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
} from '../formats';
import { text } from '../text';
import { nameKey, nameTakenBy, PLAYER_NAME_MAX_LENGTH, repeatedNames } from '../tournaments/playerNames';
import { messageWithValues } from './messages';
import { ScoringSchema, SlotTimerSchema } from './scoring';

export { nameKey, PLAYER_NAME_MAX_LENGTH };

// Messages are translation keys (locales/{lng}/errors.json).
export const CREATABLE_FORMATS = [
  'super8',
  'super8_fixed_pairs',
  'super_12',
  'americano',
  'mexicano',
] as const;
export type CreatableFormat = (typeof CREATABLE_FORMATS)[number];

/**
 * A tournament's and a player's name limits, in one place for every side: the schemas below check
 * them, the decider refuses what they let through (a short name, a long rename), and the forms stop
 * typing at the maxima (`maxLength`).
 */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 80;

/**
 * Players (or pairs) each creatable format needs, and the courts the web offers: `entities` and
 * `courts` are the smallest size's; `players` spans every size (4 to 40 for Americano, one count
 * for the named presets).
 */
export function creationRules(format: CreatableFormat) {
  const rules = FORMAT_RULES[format];
  const size = rules.sizes[0]!;
  const largest = rules.sizes[rules.sizes.length - 1]!;
  return {
    entity: rules.entity,
    entities: size.entities,
    players: { min: size.entities, max: largest.entities },
    courts: size.courts,
  };
}

/** The courts (web and tablet) a format offers for this many players or pairs; undefined for a count it does not take. */
export function courtsFor(format: CreatableFormat, entities: number) {
  const size = formatSize(format, entities);
  return size && { web: size.courts, tablet: size.tabletCourts };
}

/** The rounds an Americano of this many players may play: 1 to the full cycle. */
export function americanoRoundRange(players: number) {
  return { min: 1, max: americanoFullRounds(players) };
}

/**
 * The rounds a Mexicano of this many players may plan: 1 to twice the default (players − 1).
 * More may still be added one at a time while it is played.
 */
export function mexicanoRoundRange(players: number) {
  return { min: 1, max: 2 * mexicanoDefaultRounds(players) };
}

/** The per-player checks can run once the players are names or picks and the format is a known one. */
function hasCheckablePlayers(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { players, tournamentType } = value as { players?: unknown; tournamentType?: unknown };
  return (
    Array.isArray(players) &&
    players.every((p) => typeof p === 'string' || (typeof p === 'object' && p !== null)) &&
    (CREATABLE_FORMATS as readonly unknown[]).includes(tournamentType)
  );
}

const tournamentName = () =>
  text({ min: NAME_MIN_LENGTH, minMessage: 'tournament.validation.nameMin', max: NAME_MAX_LENGTH });
const playerName = () => text({ max: PLAYER_NAME_MAX_LENGTH });

/** A player picked from the organiser's roster (docs/roster.md): the server puts in the entry's name. */
export const RosterPickSchema = z.object({ rosterId: z.uuid('roster.notFound') });
export type RosterPick = z.infer<typeof RosterPickSchema>;

/** A creation's player: a typed name, or `{ rosterId }` for a player picked from the roster. */
const creationPlayer = () =>
  z.union([playerName(), RosterPickSchema], 'tournament.validation.playerRequired');
type CreationEntry = string | RosterPick;

/** 'O nome "Ana" já está na lista' on each entry that repeats an earlier one (the domain's rule). */
function refuseRepeatedNames(
  entries: readonly (string | { readonly name: string } | RosterPick)[],
  ctx: z.RefinementCtx,
): void {
  // A pick's name is the server's to read: it checks the repeat once the name is known.
  const names = entries.map((entry) =>
    typeof entry === 'string' ? entry : 'name' in entry ? entry.name : '',
  );
  for (const { index, name } of repeatedNames(names)) {
    ctx.addIssue({
      code: 'custom',
      path: typeof entries[index] === 'string' ? ['players', index] : ['players', index, 'name'],
      message: messageWithValues('tournament.duplicateName', { name }),
    });
  }
}

/**
 * The creation request, over one kind of player box: the API's (`creationPlayer`: a name or a pick)
 * or the web form's (names as typed, `CreateTournamentFormSchema`), with the same checks.
 */
function createTournamentSchema<P extends z.ZodType<CreationEntry>>(player: P) {
  return z
    .object({
      name: tournamentName(),
      courts: z.number('tournament.validation.courtsRequired').int('tournament.validation.courtsRequired'),
      players: z.array(player).max(64, 'validation.tooBig'),
      tournamentType: z.enum(CREATABLE_FORMATS, 'tournament.validation.typeInvalid').default('super8'),
      playerCount: z.number().int().optional(),
      /** Americano only: a prefix of the full cycle (all of it when left out); ignored by the other formats. */
      rounds: z
        .number('tournament.validation.roundsInvalid')
        .int('tournament.validation.roundsInvalid')
        .optional(),
      /** Absent: games. */
      scoring: ScoringSchema.optional(),
      /**
       * Americano and Mexicano: `level` seeds the draw by the players' levels (docs/levels.md);
       * random when left out.
       */
      seeding: z.enum(SEEDINGS, 'tournament.seedingByLevelFormat').optional(),
    })
    .superRefine(
      (body, ctx) => {
        if (body.seeding === 'level' && !seedsByLevel(body.tournamentType))
          ctx.addIssue({ code: 'custom', path: ['seeding'], message: 'tournament.seedingByLevelFormat' });
        if (body.tournamentType === 'americano' || body.tournamentType === 'mexicano') {
          refuseAnyGroup(body.tournamentType, body, ctx);
          return;
        }
        const rules = creationRules(body.tournamentType);
        if (
          typeof body.courts === 'number' &&
          (body.courts < rules.courts.min || body.courts > rules.courts.max)
        ) {
          ctx.addIssue({ code: 'custom', path: ['courts'], message: 'tournament.validation.courtsRequired' });
        }
        const pairs = rules.entity === 'pair';
        const players: readonly CreationEntry[] = body.players;
        players.forEach((player, i) => {
          // A pair is no roster entry: it is typed.
          if (player === '' || (pairs && typeof player !== 'string')) {
            ctx.addIssue({
              code: 'custom',
              path: ['players', i],
              message: pairs ? 'tournament.validation.pairRequired' : 'tournament.validation.playerRequired',
            });
          }
        });
        refuseRepeatedNames(players, ctx);
        if (players.length !== rules.entities) {
          ctx.addIssue({
            code: 'custom',
            path: ['players'],
            message: `tournament.validation.exact${pairs ? 'Pairs' : 'Players'}${rules.entities}`,
          });
        }
      },
      // Also when the name or courts are missing, so a form shows every blank player at once.
      { when: ({ value }) => hasCheckablePlayers(value) },
    );
}

export const CreateTournamentRequestSchema = createTournamentSchema(creationPlayer());
/**
 * The web's creation forms: every box holds a name as typed. A name picked from the roster's
 * suggestions is sent as `{ rosterId }` (the form keeps which), checked here as the name it shows.
 */
export const CreateTournamentFormSchema = createTournamentSchema(playerName());
export type CreateTournamentFormValues = z.infer<typeof CreateTournamentFormSchema>;
export type CreateTournamentRequest = z.infer<typeof CreateTournamentRequestSchema>;

/**
 * Americano's checks, each naming its field with the domain's own message: 4 to 40 names, no
 * blank and no repeat, 1 to ⌊N/4⌋ courts, 1 to the full cycle's rounds. What passes here the draw
 * accepts, so nothing is charged for a creation the decider would refuse.
 */
function refuseAnyGroup(
  format: 'americano' | 'mexicano',
  body: {
    readonly courts: number;
    readonly players: readonly CreationEntry[];
    readonly rounds?: number | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  body.players.forEach((player, i) => {
    if (player === '')
      ctx.addIssue({ code: 'custom', path: ['players', i], message: 'tournament.validation.playerRequired' });
  });
  refuseRepeatedNames(body.players, ctx);
  const { players } = creationRules(format);
  const count = body.players.length;
  if (count < players.min || count > players.max) {
    ctx.addIssue({
      code: 'custom',
      path: ['players'],
      message: messageWithValues(`formats.${format}PlayerCount`, players),
    });
    return;
  }
  const courts = courtsFor(format, count)!.web;
  if (typeof body.courts === 'number' && (body.courts < courts.min || body.courts > courts.max)) {
    ctx.addIssue({
      code: 'custom',
      path: ['courts'],
      message: messageWithValues('formats.courtsOutOfRange', { min: courts.min, max: courts.max }),
    });
  }
  const rounds = format === 'americano' ? americanoRoundRange(count) : mexicanoRoundRange(count);
  if (body.rounds !== undefined && (body.rounds < rounds.min || body.rounds > rounds.max)) {
    ctx.addIssue({
      code: 'custom',
      path: ['rounds'],
      message: messageWithValues('formats.roundsOutOfRange', rounds),
    });
  }
}

const groupChoice = () => z.enum(GROUP_IDS, 'tournament.validation.groupRequired').optional();

/** A Super 16 / 32 entrant: a name, a name with its group, or a roster pick (with its group when manual). */
export const SuperGroupsPlayerSchema = z.union([
  playerName(),
  z.object({ name: playerName(), groupId: groupChoice() }),
  RosterPickSchema.extend({ groupId: groupChoice() }),
]);

/** Super 16 / 32: blank names are dropped; the rest must be exactly 16 or 32 (8 per group when manual). */
export const CreateSuperGroupsRequestSchema = z
  .object({
    name: tournamentName(),
    playerCount: z.union([z.literal(16), z.literal(32)], 'tournament.validation.playerCountRequired'),
    groupAssignmentMethod: z.enum(['random', 'manual'], 'tournament.validation.groupMethodRequired'),
    players: z.array(SuperGroupsPlayerSchema).max(64, 'validation.tooBig'),
    courts: z.number().int().optional(),
    date: text({ max: 40 }).optional(),
    location: text({ max: 120 }).optional(),
    /** Absent: games. */
    scoring: ScoringSchema.optional(),
  })
  .superRefine((body, ctx) => {
    refuseRepeatedNames(body.players, ctx);
    const players = normalizeGroupPlayers(body.players);
    if (players.length !== body.playerCount) {
      ctx.addIssue({ code: 'custom', path: ['players'], message: 'tournament.validation.exactGroupPlayers' });
      return;
    }
    if (body.groupAssignmentMethod === 'manual') {
      const groups = GROUP_IDS.slice(0, body.playerCount / 8);
      for (const group of groups) {
        if (players.filter((p) => p.groupId === group).length !== 8) {
          ctx.addIssue({
            code: 'custom',
            path: ['players'],
            message: `tournament.validation.groupOfEight${group}`,
          });
        }
      }
    }
  });
export type CreateSuperGroupsRequest = z.infer<typeof CreateSuperGroupsRequestSchema>;

/** The entrants: blank names dropped, each as `{ name, groupId }` or a roster pick `{ rosterId, groupId }`. */
export function normalizeGroupPlayers(players: CreateSuperGroupsRequest['players']) {
  return players
    .map((p) => (typeof p === 'string' ? { name: p, groupId: undefined } : p))
    .filter((p) => !('name' in p) || p.name.trim().length > 0);
}

const placeOutOfRange = messageWithValues('formats.resolutionPositionOutOfRange', {
  min: 1,
  max: QUALIFIERS_PER_GROUP,
});

/** The longest reasoning an administrator may give for a group's resolved places. */
export const TIE_REASONING_MAX_LENGTH = 500;

export const TieResolutionsRequestSchema = z.object({
  resolutions: z
    .array(
      z.object({
        groupId: z.enum(GROUP_IDS, 'formats.unknownGroup'),
        playerId: z.uuid('player.notFound'),
        finalPosition: z
          .number(placeOutOfRange)
          .int(placeOutOfRange)
          .min(1, placeOutOfRange)
          .max(QUALIFIERS_PER_GROUP, placeOutOfRange),
        reasoning: text({ max: TIE_REASONING_MAX_LENGTH }).optional(),
      }),
    )
    .min(1, 'formats.noResolutions')
    .max(32, 'validation.tooBig'),
});

export const CreatedTournamentSchema = z.object({ id: z.uuid() });

/**
 * A score as a request carries it: whole numbers up to two digits. Whether it fits the
 * tournament's scoring (one digit in games mode, adding up to the total in points mode) is the
 * decider's check (`validateScore`), answered as a translated 400.
 */
export const MatchResultRequestSchema = z.object({
  id: z.unknown().optional(),
  team1Score: z
    .number('match.validation.scoreRequired')
    .int('match.validation.scoreRange')
    .min(MIN_SCORE, 'match.validation.scoreRange')
    .max(MAX_TIMED_SCORE, 'match.validation.scoreRange'),
  team2Score: z
    .number('match.validation.scoreRequired')
    .int('match.validation.scoreRange')
    .min(MIN_SCORE, 'match.validation.scoreRange')
    .max(MAX_TIMED_SCORE, 'match.validation.scoreRange'),
  completed: z.boolean().optional(),
  isDraw: z.boolean().optional(),
  /**
   * The match's `version` the score was entered on. When the match changed since (another device
   * scored it) and this score differs, the answer is a 409 `MatchConflictBody`; absent, the last
   * write wins.
   */
  basedOnVersion: z.number().int().nonnegative().optional(),
});

/** The 409 `match.conflict` answer: what the match holds now, and the score that was not recorded. */
export const MatchConflictBodySchema = z.object({
  code: z.literal('match.conflict'),
  message: z.string(),
  current: z.object({
    team1Score: z.number().int().nullable(),
    team2Score: z.number().int().nullable(),
    version: z.number().int(),
  }),
  attempted: z.object({ team1Score: z.number().int(), team2Score: z.number().int() }),
});
export type MatchConflictBody = z.infer<typeof MatchConflictBodySchema>;

export const RenamePlayerRequestSchema = z.object({
  name: text({ min: 1, minMessage: 'player.nameRequired', max: PLAYER_NAME_MAX_LENGTH }),
});

/** The rename form: the request, and not the name of another player of the tournament (`others`). */
export const renamePlayerFormSchema = (others: readonly string[]) =>
  RenamePlayerRequestSchema.superRefine(({ name }, ctx) => {
    const taken = nameTakenBy(name, others);
    if (taken !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: messageWithValues('tournament.duplicateName', { name: taken }),
      });
  });

export const IdParamsSchema = z.object({ id: z.uuid('request.notFound') });
/** A public link's token: URL-safe base64 (`newPublicToken`); anything else is no tournament's. */
export const PublicTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'tournament.notFound');
export const PublicTokenParamsSchema = z.object({ publicToken: PublicTokenSchema });

export const TournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);
export const TournamentTypeSchema = z.enum(TOURNAMENT_FORMATS);

export const PlayerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  groupId: z.string().nullable(),
  /** An administrator's tie resolution: the player's place (1-4) in the group for the Super Final. */
  finalPosition: z.number().int().nullable(),
  /** A player who left (withdrawn or replaced): the slot they left from ("saiu no jogo N"). */
  leftAtSlot: z.number().int().nullable().default(null),
  /** A substitute: the player they replace (null for a late arrival: the real entrant, whose stand-in is marked). */
  substituteFor: z.uuid().nullable().default(null),
  /** A stand-in who played until the real entrant arrived late ("reserva até o jogo N"). */
  standIn: z.boolean().default(false),
});

export const MatchSchema = z.object({
  id: z.uuid(),
  round: z.number().int(),
  court: z.number().int(),
  /** 1 for the round's first match in playing order, 2 for the next, ... */
  order: z.number().int(),
  /**
   * The time slot it is played in: 1, 2, 3… across the tournament (a Super 16 / 32's groups play
   * side by side, each on its court). The playing order is by slot, not by round.
   */
  slot: z.number().int(),
  groupId: z.string().nullable(),
  matchType: z.enum(['group', 'final']),
  player1Id: z.uuid(),
  player2Id: z.uuid().nullable(),
  player3Id: z.uuid(),
  player4Id: z.uuid().nullable(),
  team1Score: z.number().int().nullable(),
  team2Score: z.number().int().nullable(),
  completed: z.boolean(),
  isDraw: z.boolean(),
  /** 0 until first scored, +1 on each recorded score: what a score request's `basedOnVersion` names. */
  version: z.number().int(),
  /**
   * A walkover (shown as "W.O."): the side that won it; null for a played or unplayed match.
   * Defaults to null so a tablet's offline copy saved before walkovers existed still reads.
   */
  walkover: z.enum(['team1', 'team2']).nullable().default(null),
  /** A void match (a withdrawal's, shown as "Anulado"): played by nobody, counted for nobody. */
  void: z.boolean().default(false),
});
export type Match = z.infer<typeof MatchSchema>;

/** A row of a Super 16 / 32 group table: the ranking's columns, with no leaving marks. */
export const GroupRankingRowSchema = z.object({
  playerId: z.uuid(),
  playerName: z.string(),
  position: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  points: z.number().int(),
  gameBalance: z.number().int(),
});

export const RankingRowSchema = GroupRankingRowSchema.extend({
  /**
   * False for a player who left and a substitute left out of the places: listed below the ranked
   * players with the results they played, shown with "–" for a place. Defaults keep a tablet's
   * offline copy written before these fields readable.
   */
  ranked: z.boolean().default(true),
  /** A player who left: the slot they left from ("saiu no jogo N"). */
  leftAtSlot: z.number().int().nullable().default(null),
  /** A substitute: the player they replace ("substituto"; null for a late arrival, the real entrant). */
  substituteFor: z.uuid().nullable().default(null),
  /** A stand-in until the real entrant arrived late ("reserva até o jogo N" rather than "saiu"). */
  standIn: z.boolean().default(false),
});
export type RankingRowBody = z.infer<typeof RankingRowSchema>;
export type GroupRankingRowBody = z.infer<typeof GroupRankingRowSchema>;
/** A row either table shows: a group table's has no leaving marks (read as ranked, none left). */
export type ShownRankingRow = GroupRankingRowBody &
  Partial<Pick<RankingRowBody, 'ranked' | 'leftAtSlot' | 'substituteFor' | 'standIn'>>;

export const TournamentSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  tournamentType: TournamentTypeSchema,
  status: TournamentStatusSchema,
  courts: z.number().int(),
  playerCount: z.number().int(),
  publicToken: z.string(),
  createdAt: z.string(),
  players: z.array(z.string()),
});
export type TournamentSummary = z.infer<typeof TournamentSummarySchema>;

/**
 * The audit note of one administrator's tie resolution for one group (one `TiebreaksResolved`
 * event may hold several groups): when, the places chosen, and the reasons given (the distinct
 * non-empty reasonings of the group's resolutions, joined by "; "; empty when none was given).
 * Oldest first. The public view leaves out who decided.
 */
export const PublicTieResolutionNoteSchema = z.object({
  groupId: z.enum(GROUP_IDS),
  at: z.string(),
  positions: z.array(z.object({ playerId: z.uuid(), finalPosition: z.number().int() })),
  reasoning: z.string(),
});
export type PublicTieResolutionNote = z.infer<typeof PublicTieResolutionNoteSchema>;

/** The owner's (and administrators') note adds the administrator's name (an anonymous marker once erased). */
export const TieResolutionNoteSchema = PublicTieResolutionNoteSchema.extend({ byName: z.string() });
export type TieResolutionNote = z.infer<typeof TieResolutionNoteSchema>;

/**
 * The schedule's own figures, per table of players (a Super 16 / 32 group, or the whole
 * tournament with `groupId` null), computed from the stored matches: how many playing slots, how
 * often someone plays two slots in a row or sits out three or more, who partners and faces whom
 * how many times (matrices in `participants` order).
 */
export const ScheduleFiguresSchema = z.object({
  groupId: z.enum(GROUP_IDS).nullable(),
  slots: z.number().int(),
  backToBack: z.number().int(),
  longWaits: z.number().int(),
  maxConsecutive: z.number().int(),
  participants: z.array(
    z.object({
      id: z.uuid(),
      matches: z.number().int(),
      backToBack: z.number().int(),
      longestWait: z.number().int(),
      courtChanges: z.number().int(),
    }),
  ),
  partners: z.array(z.array(z.number().int())),
  opponents: z.array(z.array(z.number().int())),
});
export type ScheduleFiguresBody = z.infer<typeof ScheduleFiguresSchema>;

/** The public detail: everything a spectator sees, nothing about the owner. */
export const PublicTournamentSchema = z.object({
  name: z.string(),
  tournamentType: TournamentTypeSchema,
  status: TournamentStatusSchema,
  /**
   * Ended from a court tablet: it reads as completed (`status`), the matches left unplayed will
   * never be played, and no score is taken any more.
   */
  ended: z.boolean(),
  courts: z.number().int(),
  playerCount: z.number().int(),
  /**
   * Rounds of the group phase as drawn: a format's fixed rounds, or the prefix of the cycle an
   * Americano's organiser chose (from the stored matches, so every tournament has it).
   */
  rounds: z.number().int(),
  publicToken: z.string(),
  createdAt: z.string(),
  /**
   * The event-store position this body reflects (`commit/prepare`), and the stream revision: it
   * grows with every accepted result or change, and a change names it as `basedOnRevision`.
   */
  position: z.string(),
  revision: z.number().int(),
  players: z.array(PlayerSchema),
  matches: z.array(MatchSchema),
  ranking: z.array(RankingRowSchema),
  /** Super 16 / 32 (empty for other formats). */
  groupAssignmentMethod: z.enum(['random', 'manual']).nullable(),
  groups: z.array(z.object({ id: z.enum(GROUP_IDS), court: z.number().int(), members: z.array(z.uuid()) })),
  groupRankings: z.record(z.string(), z.array(RankingRowSchema)),
  hasTiebreakIssues: z.boolean(),
  tieIssues: z.array(
    z.object({
      groupId: z.enum(GROUP_IDS),
      position: z.number().int(),
      lastPosition: z.number().int(),
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
      teams: z.array(z.object({ position: z.number().int(), playerIds: z.array(z.uuid()) })),
    }),
  ),
  tieResolutions: z.array(PublicTieResolutionNoteSchema),
  scheduleFigures: z.array(ScheduleFiguresSchema),
  /** How its matches are scored and ranked (games for tournaments created before scoring modes). */
  scoring: ScoringSchema,
  /** Timed scoring: the started clocks, by slot; each screen counts down from `startedAt`. */
  slotTimers: z.array(SlotTimerSchema),
  /**
   * Americano: the first round drawn again for a late arrival (null while none was). The fairness
   * guarantee of the schedule holds from that round on, for the players then present.
   */
  redrawnFromRound: z.number().int().nullable(),
});
export type PublicTournament = z.infer<typeof PublicTournamentSchema>;

export const TournamentDetailSchema = PublicTournamentSchema.extend({
  tieResolutions: z.array(TieResolutionNoteSchema),
  id: z.uuid(),
  ownerId: z.uuid(),
  cost: z.number().int(),
  canRename: z.boolean(),
  /** Every group match is complete, no tie is open and the final is not drawn yet. */
  canGenerateSuperFinal: z.boolean(),
});
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>;

export const TournamentCostsSchema = z.array(
  z.object({ format: TournamentTypeSchema, playerCount: z.number().int(), credits: z.number().int() }),
);
