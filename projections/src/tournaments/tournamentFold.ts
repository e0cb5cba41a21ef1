import {
  countedMatches,
  countedOutcomes,
  fromPlayerSlots,
  type GroupId,
  type RankedEntrant,
  type Recorded,
  type RecordedMatch,
  type TournamentEvent,
} from '@rodada/events';
import { type Insertable, type Selectable, sql, type Transaction } from 'kysely';
import {
  type MatchesTable,
  matchColumns,
  matchScoreColumns,
  playerColumns,
  type ReadModels,
  rankingColumns,
  type TieResolutionsTable,
  type TournamentPlayersTable,
  type TournamentRankingsTable,
  type TournamentsTable,
  tournamentColumns,
} from '../db/schema';
import type { BatchMemory } from '../runner/batchMemory';

type Trx = Transaction<ReadModels>;
export type TournamentRow = Selectable<TournamentsTable>;
export type PlayerRow = Selectable<TournamentPlayersTable>;
export type MatchRow = Selectable<MatchesTable>;
export type RankingRow = Insertable<TournamentRankingsTable>;

/** A match row as the ranking engine reads it (a score only once the match is completed). */
export function recordedMatch(m: MatchRow): RecordedMatch {
  return {
    ...fromPlayerSlots({
      player1Id: m.player1_id,
      player2Id: m.player2_id,
      player3Id: m.player3_id,
      player4Id: m.player4_id,
    }),
    score: m.completed ? { team1: m.team1_score ?? 0, team2: m.team2_score ?? 0 } : null,
    round: m.round,
    matchType: m.match_type as RecordedMatch['matchType'],
    groupId: m.group_id as GroupId | null,
  };
}
/**
 * The matches the rankings count: void ones left out, a withdrawal's walkover without its absent
 * side (`countedOutcomes`), and once the tournament has ended only the played ones (`countedMatches`).
 */
export const countedRows = (rows: readonly MatchRow[], ended = false): RecordedMatch[] =>
  countedMatches(
    countedOutcomes(
      rows.map((m) => ({
        ...recordedMatch(m),
        void: m.void,
        // A Super Final's walkover keeps both pairs: the podium places the absent one below.
        withdrawalWinner:
          m.walkover_by_withdrawal && m.match_type === 'group' ? (m.walkover as 'team1' | 'team2') : null,
      })),
    ).map(({ void: _void, withdrawalWinner: _winner, ...match }) => match),
    ended,
  );

/** A player's row as the ranking with leavers sees it (the tournament's and each group's). */
export const entrantOf = (p: PlayerRow): RankedEntrant => ({
  id: p.id,
  name: p.name,
  leftAtSlot: p.left_at_slot,
  substituteFor: p.substitute_for,
  rankedSubstitute: p.ranked,
  standIn: p.stand_in,
});

export interface QueuedTie {
  readonly playerIds: readonly string[];
  readonly since: Date;
}

/**
 * One tournament's rows as a batch leaves them: loaded once, changed in memory event by event,
 * written once. What changed is marked, so the write touches only those rows.
 */
export interface FoldedTournament {
  readonly id: string;
  /** Null until it is created. */
  row: TournamentRow | null;
  readonly players: PlayerRow[];
  readonly playersById: Map<string, PlayerRow>;
  readonly matches: MatchRow[];
  readonly matchesById: Map<string, MatchRow>;
  /** Its groups waiting for an administrator's tie resolution. */
  readonly queue: Map<string, QueuedTie>;
  /** The last event that changed it: the row's status, revision and position follow it. */
  last: Recorded<TournamentEvent> | null;
  /** Its ranking and group tables are computed again before the write. */
  rerank: boolean;
  rowChanged: boolean;
  readonly changedPlayers: Set<PlayerRow>;
  readonly changedMatches: Set<MatchRow>;
  /** Matches a redraw replaced (Mexicano): deleted before the changed ones are written. */
  readonly removedMatches: Set<string>;
  /** Substitutes an undo took back, and late arrivals undone: deleted at the write. */
  readonly removedPlayers: Set<string>;
  queueChanged: boolean;
  /** The ranking to write in place of the stored one, once the batch's events are applied. */
  ranking: RankingRow[] | null;
}

/**
 * A tournament's stored rows as a batch left them: what the projector's `BatchMemory` keeps from
 * one batch to the next, so a tournament scored again is not read again.
 */
export interface StoredTournament {
  readonly row: TournamentRow;
  readonly players: readonly PlayerRow[];
  readonly matches: readonly MatchRow[];
  readonly queue: ReadonlyMap<string, QueuedTie>;
}

/** Ids bound in one `in (…)` list, far under PostgreSQL's 65,535 bind parameters a statement. */
const IDS_PER_QUERY = 10_000;

/** The tournaments a batch touches, read once and written once. */
export class TournamentFold {
  private readonly states = new Map<string, FoldedTournament>();
  private readonly resolutions: Insertable<TieResolutionsTable>[] = [];

  /** `memory`: the rows earlier batches of this runner left, trusted as stored (see `BatchMemory`). */
  constructor(
    private readonly trx: Trx,
    private readonly memory?: BatchMemory<StoredTournament>,
  ) {}

  /** A loaded tournament (see `load`). */
  get(id: string): FoldedTournament {
    const state = this.states.get(id);
    if (!state) throw new Error(`tournament ${id} was not loaded`);
    return state;
  }

  /** Tournaments an event changed, or whose ranking must be computed again. */
  touched(): FoldedTournament[] {
    return [...this.states.values()].filter((s) => s.last || s.rerank);
  }

  /** Tournaments loaded so far whose row says this owner. */
  ownedBy(ownerId: string): string[] {
    return [...this.states.values()].filter((s) => s.row?.owner_id === ownerId).map((s) => s.id);
  }

  /** A tie resolution's audit note, written with the rest. */
  noteResolution(row: Insertable<TieResolutionsTable>): void {
    this.resolutions.push(row);
  }

  /**
   * The stored rows of the tournaments not loaded yet: those the memory holds from it, the others
   * read, one query per table.
   */
  async load(ids: Iterable<string>): Promise<void> {
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      if (this.states.has(id)) continue;
      const stored = this.memory?.recall(id);
      if (!stored) {
        missing.push(id);
        continue;
      }
      const state = emptyTournament(id);
      state.row = stored.row;
      for (const player of stored.players) addPlayer(state, player);
      for (const match of stored.matches) addMatch(state, match);
      for (const [group, tie] of stored.queue) state.queue.set(group, tie);
      this.states.set(id, state);
    }
    for (let from = 0; from < missing.length; from += IDS_PER_QUERY) {
      const slice = missing.slice(from, from + IDS_PER_QUERY);
      for (const id of slice) this.states.set(id, emptyTournament(id));
      const [rows, players, matches, queue] = await Promise.all([
        this.trx
          .selectFrom('tournaments')
          .select(tournamentColumns)
          .select(sql<string>`seed::text`.as('seed'))
          .where('id', 'in', slice)
          .execute(),
        this.trx
          .selectFrom('tournament_players')
          .select(playerColumns)
          .where('tournament_id', 'in', slice)
          .orderBy('tournament_id')
          .orderBy('seq')
          .execute(),
        this.trx.selectFrom('matches').select(matchColumns).where('tournament_id', 'in', slice).execute(),
        this.trx
          .selectFrom('tie_queue')
          .select(['tournament_id', 'group_id', 'player_ids', 'since'])
          .where('tournament_id', 'in', slice)
          .execute(),
      ]);
      for (const row of rows) this.get(row.id).row = row;
      for (const player of players) addPlayer(this.get(player.tournament_id), player);
      for (const match of matches) addMatch(this.get(match.tournament_id), match);
      for (const tie of queue)
        this.get(tie.tournament_id).queue.set(tie.group_id, { playerIds: tie.player_ids, since: tie.since });
    }
  }

  /** Writes what changed: one statement per table, rankings and queued ties replaced whole. */
  async write(): Promise<void> {
    const states = [...this.states.values()];
    await this.insertRows(
      'tournaments',
      [...tournamentColumns, 'seed'],
      states.filter((s) => s.rowChanged && s.row).map((s) => s.row!),
      tournamentColumns.filter((c) => c !== 'id'),
    );
    await this.insertRows(
      'tournament_players',
      playerColumns,
      states.flatMap((s) => [...s.changedPlayers]),
      ['name', 'final_position', 'left_at_slot', 'substitute_for', 'ranked', 'stand_in'],
    );
    const gone = states.flatMap((s) => [...s.removedPlayers]);
    if (gone.length > 0) await this.trx.deleteFrom('tournament_players').where('id', 'in', gone).execute();
    const removed = states.flatMap((s) => [...s.removedMatches]);
    for (let from = 0; from < removed.length; from += IDS_PER_QUERY)
      await this.trx
        .deleteFrom('matches')
        .where('id', 'in', removed.slice(from, from + IDS_PER_QUERY))
        .execute();
    await this.insertRows(
      'matches',
      matchColumns,
      states.flatMap((s) => [...s.changedMatches]),
      // A substitute takes seats: the players' columns follow the score's.
      [...matchScoreColumns, 'player1_id', 'player2_id', 'player3_id', 'player4_id'],
    );
    const requeued = states.filter((s) => s.queueChanged);
    await this.deleteRowsOf(
      'tie_queue',
      requeued.map((s) => s.id),
    );
    await this.insertRows(
      'tie_queue',
      ['tournament_id', 'group_id', 'player_ids', 'since'],
      requeued.flatMap((s) =>
        [...s.queue].map(([groupId, tie]) => ({
          tournament_id: s.id,
          group_id: groupId,
          player_ids: tie.playerIds,
          since: tie.since,
        })),
      ),
    );
    await this.insertRows(
      'tie_resolutions',
      ['event_id', 'group_id', 'tournament_id', 'resolved_by', 'resolved_at', 'positions', 'reasoning'],
      this.resolutions,
      [],
      ['event_id', 'group_id'],
    );
    const reranked = states.filter((s) => s.ranking);
    await this.deleteRowsOf(
      'tournament_rankings',
      reranked.map((s) => s.id),
    );
    await this.insertRows(
      'tournament_rankings',
      rankingColumns,
      reranked.flatMap((s) => s.ranking!),
    );
    const leaving = states.flatMap((s) => [...s.removedPlayers]);
    for (let from = 0; from < leaving.length; from += IDS_PER_QUERY)
      await this.trx
        .deleteFrom('tournament_players')
        .where('id', 'in', leaving.slice(from, from + IDS_PER_QUERY))
        .execute();
    // The rows are now as stored: the next batch may start from them (once this one commits).
    for (const state of states)
      if (state.row)
        this.memory?.remember(state.id, {
          row: state.row,
          players: state.players,
          matches: state.matches,
          queue: state.queue,
        });
  }

  /**
   * Inserts rows sent as one JSON parameter (`jsonb_populate_recordset` reads them with the
   * table's own column types): one statement whatever their number, well under PostgreSQL's
   * 65,535 bind parameters, and much less to bind than a multi-row VALUES list. Rows whose key
   * exists take `update`'s columns (nothing, when it is empty and `keys` are given).
   */
  private async insertRows(
    table: keyof ReadModels & string,
    columns: readonly string[],
    rows: readonly object[],
    update?: readonly string[],
    keys: readonly string[] = ['id'],
  ): Promise<void> {
    if (rows.length === 0) return;
    const db = this.trx as unknown as Transaction<any>;
    const insert = db
      .insertInto(table)
      .columns(columns)
      .expression(
        sql`select ${sql.join(columns.map((c) => sql.ref(c)))}
            from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`,
      );
    if (!update) return void (await insert.execute());
    await insert
      .onConflict((oc) =>
        update.length === 0
          ? oc.columns(keys).doNothing()
          : oc
              .columns(keys)
              .doUpdateSet((eb) => Object.fromEntries(update.map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute();
  }

  /** Deletes the rows of these tournaments from a table keyed by tournament first. */
  private async deleteRowsOf(table: 'tie_queue' | 'tournament_rankings', ids: readonly string[]) {
    const db = this.trx as unknown as Transaction<any>;
    for (let from = 0; from < ids.length; from += IDS_PER_QUERY)
      await db
        .deleteFrom(table)
        .where('tournament_id', 'in', ids.slice(from, from + IDS_PER_QUERY))
        .execute();
  }
}

function emptyTournament(id: string): FoldedTournament {
  return {
    id,
    row: null,
    players: [],
    playersById: new Map(),
    matches: [],
    matchesById: new Map(),
    queue: new Map(),
    last: null,
    rerank: false,
    rowChanged: false,
    changedPlayers: new Set(),
    changedMatches: new Set(),
    removedMatches: new Set(),
    removedPlayers: new Set(),
    queueChanged: false,
    ranking: null,
  };
}

/** A player the tournament did not have (an id it already has is kept as it is). */
export function addPlayer(state: FoldedTournament, player: PlayerRow): PlayerRow | null {
  if (state.playersById.has(player.id)) return null;
  state.players.push(player);
  state.playersById.set(player.id, player);
  return player;
}

/** A substitute or a late arrival an undo took back: gone from the tournament's rows, deleted at the write. */
export function removePlayer(state: FoldedTournament, id: string): void {
  const player = state.playersById.get(id);
  if (!player) return;
  state.playersById.delete(id);
  state.players.splice(state.players.indexOf(player), 1);
  state.changedPlayers.delete(player);
  state.removedPlayers.add(id);
}

/** Matches a redraw replaced: gone from the tournament's rows, deleted at the write. */
export function removeMatches(state: FoldedTournament, ids: readonly string[]): void {
  for (const id of ids) {
    const match = state.matchesById.get(id);
    if (!match) continue;
    state.matchesById.delete(id);
    state.matches.splice(state.matches.indexOf(match), 1);
    state.changedMatches.delete(match);
    state.removedMatches.add(id);
  }
}

/** A match the tournament did not have (an id it already has is kept as it is). */
export function addMatch(state: FoldedTournament, match: MatchRow): MatchRow | null {
  if (state.matchesById.has(match.id)) return null;
  state.matches.push(match);
  state.matchesById.set(match.id, match);
  return match;
}
