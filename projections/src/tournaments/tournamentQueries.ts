import {
  type ChangeEntryBody,
  fromPlayerSlots,
  type GroupId,
  type MatchType,
  type PublicTournament,
  scheduleFigures,
  type TieResolutionNote,
  type TournamentDetail,
  type TournamentSummary,
} from '@rodada/events';
import type { Kysely } from 'kysely';
import { ownerNotErased } from '../accounts/userQueries';
import {
  matchColumns,
  playerColumns,
  type ReadModels,
  rankingColumns,
  tournamentColumns,
} from '../db/schema';
import { publicTieResolutions, tieResolutions } from './tieQueueQueries';
import type { FoldedTournament, MatchRow, PlayerRow, RankingRow } from './tournamentFold';

/**
 * Reads of the tournaments read model, beside the projector that owns its tables: the backend
 * asks these and never writes SQL of its own against read models.
 */
type Db = Kysely<ReadModels>;
type TournamentRow = Awaited<ReturnType<typeof findBy>>;

function findBy(db: Db, column: 'id' | 'public_token', value: string) {
  return db
    .selectFrom('tournaments')
    .select(tournamentColumns)
    .where(column, '=', value)
    .where(ownerNotErased)
    .executeTakeFirst();
}

/** `resolutions`: the tournament's tie-resolution notes, read once for this body and the detail. */
async function publicBody(
  db: Db,
  t: NonNullable<TournamentRow>,
  resolutions: Promise<TieResolutionNote[]>,
): Promise<PublicTournament> {
  const [players, matches, ranking, notes] = await Promise.all([
    db
      .selectFrom('tournament_players')
      .select(playerColumns)
      .where('tournament_id', '=', t.id)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('matches')
      .select(matchColumns)
      .where('tournament_id', '=', t.id)
      // Playing order: slot by slot, courts side by side (the groups of a Super 16 / 32 interleave).
      .orderBy('slot')
      .orderBy('court')
      .orderBy('key')
      .execute(),
    db
      .selectFrom('tournament_rankings')
      .select(rankingColumns)
      .where('tournament_id', '=', t.id)
      .orderBy('display_order')
      .execute(),
    resolutions,
  ]);
  return {
    ...rowFields(t),
    name: t.name,
    courts: t.courts,
    playerCount: t.player_count,
    // Mexicano: the rounds planned; its matches hold only the rounds drawn so far.
    rounds:
      t.planned_rounds ?? new Set(matches.filter((m) => m.match_type === 'group').map((m) => m.round)).size,
    publicToken: t.public_token,
    createdAt: new Date(t.created_at).toISOString(),
    groupAssignmentMethod: t.group_assignment_method as PublicTournament['groupAssignmentMethod'],
    players: playerBodies(players),
    matches: matches.map(matchBody),
    ranking: ranking.map(rankingBody),
    tieResolutions: publicTieResolutions(notes),
    scheduleFigures: figuresOf(matches, players),
  };
}

/** What a tournament's row says that a change may move: status, revision, groups, podiums. */
function rowFields(t: Omit<NonNullable<TournamentRow>, 'seed'>) {
  return {
    tournamentType: t.tournament_type as PublicTournament['tournamentType'],
    status: t.status as PublicTournament['status'],
    ended: t.ended_at !== null,
    position: t.position,
    revision: t.revision,
    groups: t.groups as PublicTournament['groups'],
    groupRankings: t.group_rankings as PublicTournament['groupRankings'],
    hasTiebreakIssues: t.has_tiebreak_issues,
    tieIssues: t.tie_issues as PublicTournament['tieIssues'],
    superFinalGenerated: t.super_final_generated,
    podiums: t.podiums as PublicTournament['podiums'],
    scoring: t.scoring as PublicTournament['scoring'],
    slotTimers: t.slot_timers as PublicTournament['slotTimers'],
    redrawnFromRound: t.redrawn_from_round,
  };
}

type ShownPlayerRow = Pick<
  PlayerRow,
  'id' | 'name' | 'group_id' | 'final_position' | 'left_at_slot' | 'substitute_for' | 'stand_in'
>;

/** The players' bodies: a late arrival (who replaces a stand-in) is the real entrant, shown as no substitute. */
function playerBodies(players: readonly ShownPlayerRow[]) {
  const standIns = new Set(players.filter((p) => p.stand_in).map((p) => p.id));
  return players.map((p) => ({
    id: p.id,
    name: p.name,
    groupId: p.group_id,
    finalPosition: p.final_position,
    leftAtSlot: p.left_at_slot,
    substituteFor: p.substitute_for !== null && standIns.has(p.substitute_for) ? null : p.substitute_for,
    standIn: p.stand_in,
  }));
}

const matchBody = (m: Omit<MatchRow, 'tournament_id' | 'key' | 'completed_at'>) => ({
  id: m.id,
  round: m.round,
  court: m.court,
  order: m.play_order,
  slot: m.slot,
  groupId: m.group_id,
  matchType: m.match_type as 'group' | 'final',
  player1Id: m.player1_id,
  player2Id: m.player2_id,
  player3Id: m.player3_id,
  player4Id: m.player4_id,
  team1Score: m.completed ? m.team1_score : null,
  team2Score: m.completed ? m.team2_score : null,
  completed: m.completed,
  isDraw: m.is_draw,
  version: m.version,
  walkover: m.walkover as 'team1' | 'team2' | null,
  void: m.void,
});

const rankingBody = (r: Omit<RankingRow, 'tournament_id' | 'display_order'>) => ({
  playerId: r.player_id,
  playerName: r.player_name,
  position: r.position,
  wins: r.wins,
  losses: r.losses,
  draws: r.draws,
  points: r.points,
  gameBalance: r.game_balance,
  ranked: r.ranked ?? true,
  leftAtSlot: r.left_at_slot ?? null,
  substituteFor: r.substitute_for ?? null,
  standIn: r.stand_in ?? false,
});

/** The schedule's figures, from the stored matches (whatever schedule version drew them). */
function figuresOf(
  matches: readonly Pick<
    MatchRow,
    | 'slot'
    | 'court'
    | 'round'
    | 'group_id'
    | 'match_type'
    | 'player1_id'
    | 'player2_id'
    | 'player3_id'
    | 'player4_id'
  >[],
  players: readonly { id: string }[],
): PublicTournament['scheduleFigures'] {
  const stored = matches.map((m) => ({
    slot: m.slot,
    court: m.court,
    round: m.round,
    groupId: m.group_id as GroupId | null,
    matchType: m.match_type as MatchType,
    ...fromPlayerSlots({
      player1Id: m.player1_id,
      player2Id: m.player2_id,
      player3Id: m.player3_id,
      player4Id: m.player4_id,
    }),
  }));
  // The body is serialised as it is, never changed: the engine's readonly arrays serve as they are.
  return scheduleFigures(
    stored,
    players.map((p) => p.id),
  ) as PublicTournament['scheduleFigures'];
}

/** The organiser's view: the public body plus what only its owner (or an administrator) sees. */
function detailOf(
  t: Pick<NonNullable<TournamentRow>, 'id' | 'owner_id' | 'cost'>,
  body: PublicTournament,
  resolutions: TournamentDetail['tieResolutions'],
): TournamentDetail {
  const groupPhaseDone = body.matches
    .filter((m) => m.matchType === 'group')
    .every((m) => m.completed || m.void);
  return {
    ...body,
    tieResolutions: resolutions,
    id: t.id,
    ownerId: t.owner_id,
    cost: t.cost,
    canRename: body.matches.every((m) => !m.completed),
    canGenerateSuperFinal:
      body.tournamentType === 'super_groups' &&
      groupPhaseDone &&
      !body.hasTiebreakIssues &&
      !body.superFinalGenerated,
  };
}

/** Every view of one tournament from one read of its rows: what a change pushes and serves. */
export interface TournamentViews {
  readonly id: string;
  readonly ownerId: string;
  readonly publicToken: string;
  readonly public: PublicTournament;
  readonly detail: TournamentDetail;
}

export async function tournamentViews(
  db: Db,
  key: { readonly id: string } | { readonly publicToken: string },
): Promise<TournamentViews | null> {
  const t = 'id' in key ? await findBy(db, 'id', key.id) : await findBy(db, 'public_token', key.publicToken);
  if (!t) return null;
  const resolutions = tieResolutions(db, t.id);
  const body = await publicBody(db, t, resolutions);
  return {
    id: t.id,
    ownerId: t.owner_id,
    publicToken: t.public_token,
    public: body,
    detail: detailOf(t, body, await resolutions),
  };
}

export async function tournamentOwner(
  db: Db,
  id: string,
): Promise<{ ownerId: string; publicToken: string } | null> {
  const row = await db
    .selectFrom('tournaments')
    .select(['owner_id', 'public_token'])
    .where('id', '=', id)
    .where(ownerNotErased)
    .executeTakeFirst();
  return row ? { ownerId: row.owner_id, publicToken: row.public_token } : null;
}

export async function tournamentsOf(db: Db, ownerId: string): Promise<TournamentSummary[]> {
  const rows = await db
    .selectFrom('tournaments')
    .select([
      'id',
      'name',
      'tournament_type',
      'status',
      'courts',
      'player_count',
      'public_token',
      'created_at',
    ])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
  if (rows.length === 0) return [];
  const players = await db
    .selectFrom('tournament_players')
    .select(['tournament_id', 'name'])
    .where(
      'tournament_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('seq')
    .execute();
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    tournamentType: t.tournament_type as TournamentSummary['tournamentType'],
    status: t.status as TournamentSummary['status'],
    courts: t.courts,
    playerCount: t.player_count,
    publicToken: t.public_token,
    createdAt: new Date(t.created_at).toISOString(),
    players: players.filter((p) => p.tournament_id === t.id).map((p) => p.name),
  }));
}

/** A cheap existence check for a public token (a `watch` must not build the whole body). */
export async function publicTokenExists(db: Db, publicToken: string): Promise<boolean> {
  const row = await db
    .selectFrom('tournaments')
    .select('id')
    .where('public_token', '=', publicToken)
    .where(ownerNotErased)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tournament a match belongs to, or null for an unknown match. */
export async function tournamentOfMatch(db: Db, matchId: string): Promise<string | null> {
  const row = await db
    .selectFrom('matches')
    .select('tournament_id')
    .where('id', '=', matchId)
    .executeTakeFirst();
  return row?.tournament_id ?? null;
}

/** The tournament a player belongs to, or null for an unknown player. */
export async function tournamentOfPlayer(db: Db, playerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('tournament_players')
    .select('tournament_id')
    .where('id', '=', playerId)
    .executeTakeFirst();
  return row?.tournament_id ?? null;
}

/**
 * The events a tournament's views can follow from the projector's fold alone: they change scores,
 * names, the row's figures and the ranking, never which matches exist or the tie-resolution notes
 * (which are read with the users' names). Any other change is read again from the tables.
 */
const FOLLOWED_IN_MEMORY = new Set(['MatchScored', 'PlayerRenamed', 'TournamentEnded', 'SlotTimerStarted']);

export const followedInMemory = (eventType: string) => FOLLOWED_IN_MEMORY.has(eventType.split('.')[0]!);

/**
 * A tournament's views after a committed batch, from the rows the tournaments projector folded in
 * that batch (`previous`: its views before it, for the order of matches and players and what a
 * followed change never moves: the schedule's figures and the tie-resolution notes). Equal to what
 * `tournamentViews` would read from the tables; null when the fold cannot say (a match or player
 * it does not hold, no ranking computed), so the caller reads instead.
 */
export function foldedViews(state: FoldedTournament, previous: TournamentViews): TournamentViews | null {
  const row = state.row;
  if (!row || !state.ranking || row.id !== previous.id) return null;
  const players = previous.public.players.map((p) => state.playersById.get(p.id));
  const matches = previous.public.matches.map((m) => state.matchesById.get(m.id));
  if (players.length !== state.players.length || matches.length !== state.matches.length) return null;
  if (players.some((p) => !p) || matches.some((m) => !m)) return null;
  const body: PublicTournament = {
    ...previous.public,
    ...rowFields(row),
    players: playerBodies(players.map((p) => p!)),
    matches: matches.map((m) => matchBody(m!)),
    ranking: state.ranking.map(rankingBody),
  };
  return {
    ...previous,
    public: body,
    detail: detailOf(row, body, previous.detail.tieResolutions),
  };
}

export type { FoldedTournament } from './tournamentFold';

/** Who made a change, as the history names them: the organiser, a court tablet, an administrator, the system. */
const actorName = (kind: string) => (kind === 'user' ? 'organiser' : kind) as ChangeEntryBody['actor'];

/** A tournament's changes, newest first (the undo order), each with who made it and whether it was undone. */
export async function tournamentChanges(db: Db, tournamentId: string): Promise<ChangeEntryBody[]> {
  const rows = await db
    .selectFrom('tournament_changes')
    .select([
      'id',
      'kind',
      'match_id',
      'winner',
      'player_id',
      'from_round',
      'actor_kind',
      'at',
      'undone_at',
      'undone_by_kind',
      'name',
      'previous_name',
      'mode',
      'from_slot',
      'late_arrival',
    ])
    .where('tournament_id', '=', tournamentId)
    .orderBy('revision', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ChangeEntryBody['kind'],
    matchId: r.match_id,
    winner: r.winner as ChangeEntryBody['winner'],
    playerId: r.player_id,
    name: r.name,
    previousName: r.previous_name,
    mode: r.mode as ChangeEntryBody['mode'],
    fromSlot: r.from_slot,
    fromRound: r.from_round,
    lateArrival: r.late_arrival,
    actor: actorName(r.actor_kind),
    at: new Date(r.at).toISOString(),
    undone: r.undone_at !== null,
    undoneAt: r.undone_at ? new Date(r.undone_at).toISOString() : null,
    undoneBy: r.undone_by_kind ? actorName(r.undone_by_kind) : null,
  }));
}
