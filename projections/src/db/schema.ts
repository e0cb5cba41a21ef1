import type { ColumnType, Generated } from 'kysely';

/**
 * The read-model schema as Kysely sees it. Each projector owns its tables; the migrations in
 * `./migrations` create them. Keep this in step with the migrations.
 */
export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: string;
  prepare_position: string;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
  is_admin: boolean;
  is_blocked: boolean;
  user_type: string;
  credits: number;
  ever_had_credits: boolean;
  created_at: Date;
  /** Set once an administrator erased the user: the row stays, anonymous, for the accounting. */
  erased_at: Date | null;
  /** Name and e-mail folded for search (lower case, no accents), filled by the users projector. */
  search_text: Generated<string>;
  /** The terms and privacy versions accepted at registration (at `created_at`); null when none were. */
  consent_terms: string | null;
  consent_privacy: string | null;
}

export interface TransactionsTable {
  id: string;
  user_id: string;
  kind: string;
  amount_cents: number;
  credits: number;
  /** What the description is made of (reason, tournament name, referred user), translated on read. */
  detail: Record<string, unknown>;
  currency_code: string;
  status: string;
  created_at: Date;
}

/** A rate limit's or throttle's count in its window, shared by every process (backend/src/limits). */
export interface SharedCountersTable {
  key: string;
  count: number;
  until: Date;
}

export interface LiveSocketCountsTable {
  process_id: string;
  address_key: string;
  open: number;
  seen_at: Date;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  persistent: boolean;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface TournamentsTable {
  id: string;
  owner_id: string;
  name: string;
  tournament_type: string;
  courts: number;
  player_count: number;
  status: string;
  public_token: string;
  cost: number;
  seed: string;
  /** Revision of the tournament stream this row reflects. */
  revision: number;
  /** `$all` position (commit/prepare) of that revision. */
  position: string;
  created_at: Date;
  updated_at: Date;
  group_assignment_method: string | null;
  super_final_generated: Generated<boolean>;
  has_tiebreak_issues: Generated<boolean>;
  /** Super 16 / 32: `[{ id, court, members }]`. */
  groups: Generated<unknown>;
  /** Super 16 / 32: ranking rows by group letter. */
  group_rankings: Generated<unknown>;
  tie_issues: Generated<unknown>;
  podiums: Generated<unknown>;
  /** Ended from a court tablet (then completed, whatever its matches). */
  ended_at: Date | null;
  /** How its matches are scored (`Scoring`). */
  scoring: Generated<unknown>;
  /** Timed scoring: each started slot's clock, `[{ slot, startedAt, minutes }]` by slot. */
  slot_timers: Generated<unknown>;
  /** Mexicano: the rounds planned (the matches hold only those drawn so far); null otherwise. */
  planned_rounds: number | null;
  /** Americano: the first round drawn again for a late arrival (null while none was). */
  redrawn_from_round: number | null;
}

export interface TournamentPlayersTable {
  id: string;
  tournament_id: string;
  seq: number;
  name: string;
  group_id: string | null;
  /** An administrator's tie resolution: this player's place (1-4) for the Super Final. */
  final_position: number | null;
  /** The slot a player who left (withdrawn or replaced) left from; null while they play. */
  left_at_slot: Generated<number | null>;
  /** A substitute: the player they replace. */
  substitute_for: Generated<string | null>;
  /** A substitute: whether the organiser ranks them (true for every entrant; one who left is not ranked anyway). */
  ranked: Generated<boolean>;
  /** A stand-in who played until the real entrant arrived late (shown as "reserva", not "saiu"). */
  stand_in: Generated<boolean>;
}

export interface MatchesTable {
  id: string;
  tournament_id: string;
  key: string;
  round: number;
  court: number;
  play_order: number;
  /** The time slot it is played in (1, 2, … across the tournament; per group's court in Super 16 / 32). */
  slot: number;
  group_id: string | null;
  match_type: string;
  player1_id: string;
  player2_id: string | null;
  player3_id: string;
  player4_id: string | null;
  team1_score: number | null;
  team2_score: number | null;
  completed: boolean;
  is_draw: boolean;
  /** When the match was first completed (a later correction keeps it). */
  completed_at: Date | null;
  /** How many times the match was scored (the two-devices check's version). */
  version: Generated<number>;
  /** A walkover: the side that won it; null for a played or unplayed match. */
  walkover: string | null;
  /** A withdrawal's match: played by nobody. */
  void: Generated<boolean>;
  /** A walkover a withdrawal made: its absent side does not count it. */
  walkover_by_withdrawal: Generated<boolean>;
}

export interface TournamentRankingsTable {
  tournament_id: string;
  player_id: string;
  display_order: number;
  position: number;
  player_name: string;
  wins: number;
  losses: number;
  draws: number;
  points: number;
  game_balance: number;
  ranked: Generated<boolean>;
  left_at_slot: Generated<number | null>;
  substitute_for: Generated<string | null>;
  stand_in: Generated<boolean>;
}

/** A Super 16 / 32 group whose Super Final waits for a tie resolution, since the score that made the tie. */
export interface TieQueueTable {
  tournament_id: string;
  group_id: string;
  /** The level players no resolution places yet. */
  player_ids: string[];
  since: Date;
}

/** A tie whose alert was claimed (`AdministratorsAlertedOfTie`); its e-mail is tracked in `tie_alert_deliveries`. */
export interface TieAlertsTable {
  tournament_id: string;
  group_id: string;
  since: Date;
  alerted_at: Date;
}

/**
 * Where the e-mail of a tie alert stands (the tie alert delivery projector): how many attempts
 * were claimed and when, and whether one was mailed or Rodada gave up.
 */
export interface TieAlertDeliveriesTable {
  tournament_id: string;
  group_id: string;
  since: Date;
  attempts: number;
  first_attempt_at: Date;
  last_attempt_at: Date;
  mailed_at: Date | null;
  abandoned_at: Date | null;
}

/** One administrator's resolution of one group (`TiebreaksResolved`), for the tournament's audit note. */
export interface TieResolutionsTable {
  event_id: string;
  group_id: string;
  tournament_id: string;
  /** The administrator's user id (or the actor kind when none). */
  resolved_by: string;
  resolved_at: Date;
  positions: { playerId: string; finalPosition: number }[];
  reasoning: string;
}

/** A tournament's mid-event change (a walkover, …) for its history; an undo marks it undone. */
export interface TournamentChangesTable {
  id: string;
  tournament_id: string;
  kind: string;
  /** The match a walkover names; null for a change of a player or of the whole tournament (its end). */
  match_id: string | null;
  /** A walkover's winning side. */
  winner: string | null;
  /** A late arrival: the first round they play in. */
  from_round: Generated<number | null>;
  /** Who made it (the event metadata's actor kind: user, tablet, admin, …). */
  actor_kind: string;
  at: Date;
  /** The stream revision of its event: the history's order. */
  revision: number;
  undone_at: Date | null;
  undone_by_kind: string | null;
  /** A withdrawal's, substitution's or late arrival's player. */
  player_id: Generated<string | null>;
  /** A substitute's name (the pair's new name in fixed pairs). */
  name: Generated<string | null>;
  /** The pair's name before (fixed pairs), the replaced player's name otherwise. */
  previous_name: Generated<string | null>;
  /** A withdrawal's mode (walkover, void). */
  mode: Generated<string | null>;
  /** A substitution's first slot. */
  from_slot: Generated<number | null>;
  /** A substitution that is a late arrival: `name` arrived, `previous_name` stood in. */
  late_arrival: Generated<boolean>;
}

export interface PendingTournamentChargesTable {
  tournament_id: string;
  user_id: string;
  charged_at: Date;
}

/** A manual PIX request: pending until an administrator confirms or rejects it. */
export interface PixPaymentsTable {
  id: string;
  user_id: string;
  credits: number;
  amount_cents: number;
  txid: string;
  status: string;
  requested_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

/** Who referred whom, the friend's first purchase and the referrer's reward for it. */
export interface ReferralsTable {
  referred_user_id: string;
  referrer_id: string;
  first_purchase_credits: number | null;
  first_purchase_at: Date | null;
  reward_credits: number | null;
  rewarded_at: Date | null;
}

/** The base price of one credit, per currency (only BRL is sold). */
export interface CurrencyPricesTable {
  code: string;
  symbol: string;
  name: string;
  price_cents: number;
  enabled: boolean;
  updated_at: Date;
}

/** A card payment: what the server asked to be paid, and how it went. */
export interface CardPaymentsTable {
  /** The provider's payment intent id. */
  id: string;
  user_id: string;
  credits: number;
  amount_cents: number;
  currency: string;
  provider: string;
  status: string;
  failure_code: string | null;
  /** The buyer's credit account has this payment's credits. */
  credited: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
}

/** Court tablet codes (the tournament codes projector's). */
export interface TournamentCodesTable {
  id: string;
  code: string;
  owner_id: string;
  tournament_type: string;
  tournament_id: string | null;
  created_at: Date;
  used_at: Date | null;
  deactivated_at: Date | null;
  deactivation_reason: string | null;
}

/** An organiser's player (`roster_names` holds every name that finds it). */
export interface RosterEntriesTable {
  id: string;
  organiser_id: string;
  name: string;
  name_key: string;
  /** Set when the organiser erased the entry (LGPD): it is then out of the roster. */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The player's opt-in public page's link token; null when off. */
  public_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** Their name is kept off public circuit standings. */
  hidden_in_circuits: Generated<boolean>;
}

export interface RosterNamesTable {
  organiser_id: string;
  name_key: string;
  entry_id: string;
}

/** Which roster entry a tournament's player is. */
export interface RosterPlayersTable {
  tournament_id: string;
  player_id: string;
  organiser_id: string;
  entry_id: string;
}

/**
 * How many times an organiser's links (`roster_players`) changed, counted per event so a rebuild
 * counts the same: what is computed from the links (the levels) is reused until it moves.
 */
export interface RosterVersionsTable {
  organiser_id: string;
  version: number;
}

/** An organiser's circuit (a season) and how it scores (the circuits projector's). */
export interface CircuitsTable {
  id: string;
  organiser_id: string;
  name: string;
  public_token: string;
  points_table: number[];
  participation_points: number;
  tie_rule: string;
  created_at: Date;
}

/** The circuit a tournament counts in (one at most). */
export interface CircuitTournamentsTable {
  tournament_id: string;
  circuit_id: string;
  organiser_id: string;
  added_at: Date;
}

export interface ReadModels {
  projection_checkpoints: ProjectionCheckpointsTable;
  users: UsersTable;
  transactions: TransactionsTable;
  sessions: SessionsTable;
  shared_counters: SharedCountersTable;
  live_socket_counts: LiveSocketCountsTable;
  tournaments: TournamentsTable;
  tournament_players: TournamentPlayersTable;
  matches: MatchesTable;
  tournament_rankings: TournamentRankingsTable;
  tie_queue: TieQueueTable;
  tie_alerts: TieAlertsTable;
  tie_alert_deliveries: TieAlertDeliveriesTable;
  tie_resolutions: TieResolutionsTable;
  tournament_changes: TournamentChangesTable;
  pending_tournament_charges: PendingTournamentChargesTable;
  pix_payments: PixPaymentsTable;
  referrals: ReferralsTable;
  currency_prices: CurrencyPricesTable;
  card_payments: CardPaymentsTable;
  tournament_codes: TournamentCodesTable;
  roster_entries: RosterEntriesTable;
  roster_names: RosterNamesTable;
  roster_players: RosterPlayersTable;
  roster_versions: RosterVersionsTable;
  circuits: CircuitsTable;
  circuit_tournaments: CircuitTournamentsTable;
}

/*
 * The tournament tables' column lists, each written once: the projector's fold reads and writes
 * whole rows with them and the reads select them, so a new column is added in one place. Each is
 * checked against its table; a line holds the columns that belong together.
 */

/** Every column of `tournaments` but `seed`, a bigint the fold reads as text (see `tournamentFold.ts`). */
// biome-ignore format: the columns by what they hold, a line each
export const tournamentColumns = [
  'id', 'owner_id', 'name', 'tournament_type', 'courts', 'player_count', 'status', 'public_token', 'cost',
  'revision', 'position', 'created_at', 'updated_at',
  'group_assignment_method', 'super_final_generated', 'has_tiebreak_issues', 'groups', 'group_rankings',
  'tie_issues', 'podiums', 'ended_at', 'planned_rounds', 'redrawn_from_round',
  'scoring', 'slot_timers',
] as const satisfies readonly (keyof TournamentsTable)[];

// biome-ignore format: the columns by what they hold, a line each
export const playerColumns = [
  'id', 'tournament_id', 'seq', 'name',
  'group_id', 'final_position', 'left_at_slot', 'substitute_for', 'ranked', 'stand_in',
] as const satisfies readonly (keyof TournamentPlayersTable)[];

/** What scoring a match changes: the only columns a stored match takes from a later batch. */
// biome-ignore format: the columns by what they hold, a line each
export const matchScoreColumns = [
  'team1_score', 'team2_score', 'completed', 'is_draw', 'completed_at', 'version',
  'walkover', 'void', 'walkover_by_withdrawal',
] as const satisfies readonly (keyof MatchesTable)[];

// biome-ignore format: the columns by what they hold, a line each
export const matchColumns = [
  'id', 'tournament_id', 'key',
  'round', 'court', 'play_order', 'slot', 'group_id', 'match_type',
  'player1_id', 'player2_id', 'player3_id', 'player4_id',
  ...matchScoreColumns,
] as const satisfies readonly (keyof MatchesTable)[];

// biome-ignore format: the columns by what they hold, a line each
export const rankingColumns = [
  'tournament_id', 'player_id', 'display_order',
  'position', 'player_name', 'wins', 'losses', 'draws', 'points', 'game_balance',
  'ranked', 'left_at_slot', 'substitute_for', 'stand_in',
] as const satisfies readonly (keyof TournamentRankingsTable)[];
