import {
  DEFAULT_SCORING,
  ERASED_NAME,
  findTieIssues,
  formatPosition,
  type GroupId,
  type GroupStage,
  groupRankings,
  isRosterEvent,
  isTieAlertEvent,
  isTournamentEvent,
  isUserEvent,
  type MatchData,
  podiumRankings,
  type Recorded,
  rankWithLeavers,
  type Scoring,
  type SlotTimer,
  TOURNAMENT_STREAM_PREFIX,
  type TournamentEvent,
  toPlayerSlots,
  tournamentStatus,
  USER_STREAM_PREFIX,
} from '@rodada/events';
import type { Insertable, Transaction } from 'kysely';
import type { ReadModels, TournamentChangesTable } from '../db/schema';
import type { Projector } from '../projector';
import type { BatchMemory } from '../runner/batchMemory';
import { applyLeaving, leavingChangeRow } from './leavingWrites';
import { forgetTies, recordTieAlert, TIE_QUEUE_TABLES, trackTies } from './tieQueueWrites';
import {
  addMatch,
  addPlayer,
  countedRows,
  entrantOf,
  type FoldedTournament,
  removeMatches,
  removePlayer,
  type StoredTournament,
  TournamentFold,
} from './tournamentFold';

/**
 * Tournaments, their players, matches and rankings. A batch's tournaments are read once, its
 * events applied to them in memory in order, and the rows it changed written in bulk; each
 * tournament it touched gets its status and ranking recomputed with the engine's own ranking
 * rules, once. When their owner is erased (`UserErased`), their player names become the
 * placeholder a rebuild reads once the owner's key is gone, and everything computed from names
 * is recomputed.
 */
export const tournamentsProjector: Projector<ReadModels> = {
  name: 'tournaments',
  tables: [
    'tournaments',
    'tournament_players',
    'matches',
    'tournament_rankings',
    'tournament_changes',
    ...TIE_QUEUE_TABLES,
  ],
  async apply(trx, events, memory) {
    // What the memory keeps for this projector is only ever written here.
    const fold = new TournamentFold(trx, memory as BatchMemory<StoredTournament> | undefined);
    await fold.load(events.filter(isTournamentEvent).map((e) => tournamentIdOf(e.streamId)));
    for (const e of events) {
      if (isTieAlertEvent(e)) await recordTieAlert(trx, e);
      if (isUserEvent(e) && e.type === 'UserErased')
        await scrubTournamentsOf(trx, fold, e.streamId.slice(USER_STREAM_PREFIX.length));
      if (isRosterEvent(e) && e.type === 'RosterEntryErased') await scrubPlayers(trx, fold, e.data.players);
      if (!isTournamentEvent(e)) continue;
      const state = fold.get(tournamentIdOf(e.streamId));
      if (applyEvent(state, e)) state.last = e;
      await recordChange(trx, state.id, e);
      trackTies(fold, state, e);
    }
    const touched = fold.touched();
    for (const state of touched) refresh(state);
    await fold.write();
    // Handed out after the commit (the runner's `onCommitted`, as `folded`): the live views are
    // updated from these rows instead of being read again.
    return touched;
  },
};

const tournamentIdOf = (streamId: string) => streamId.slice(TOURNAMENT_STREAM_PREFIX.length);

/** A change's history row (idempotent): written with the walkover, marked by its undo. */
async function recordChange(
  trx: Transaction<ReadModels>,
  tournamentId: string,
  event: Recorded<TournamentEvent>,
): Promise<void> {
  const actorKind = event.metadata?.actor.kind ?? 'system';
  const row = changeRowOf(event);
  if (row)
    await trx
      .insertInto('tournament_changes')
      .values({
        ...row,
        tournament_id: tournamentId,
        actor_kind: actorKind,
        revision: Number(event.revision),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  else if (
    event.type === 'ChangeUndone' ||
    event.type === 'LeavingUndone' ||
    event.type === 'PlayerAdditionUndone'
  )
    await trx
      .updateTable('tournament_changes')
      .set({ undone_at: new Date(event.data.at), undone_by_kind: actorKind })
      .where('id', '=', event.data.changeId)
      .execute();
}

/** What a change's history row says of it (its id, kind and details); null for an event that is no change. */
function changeRowOf(
  event: TournamentEvent,
): Omit<Insertable<TournamentChangesTable>, 'tournament_id' | 'actor_kind' | 'revision'> | null {
  switch (event.type) {
    case 'TournamentEnded':
      // An end from before ends were changes has no id: it is in no history.
      return event.data.changeId
        ? { id: event.data.changeId, kind: 'end', at: new Date(event.data.at) }
        : null;
    case 'MatchWalkedOver':
      return {
        id: event.data.changeId,
        kind: 'walkover',
        match_id: event.data.matchId,
        winner: event.data.winner,
        at: new Date(event.data.at),
      };
    case 'PlayerAdded':
      return {
        id: event.data.changeId,
        kind: 'addPlayer',
        player_id: event.data.participant.id,
        name: event.data.participant.name,
        from_round: event.data.fromRound,
        at: new Date(event.data.at),
      };
    case 'PlayerWithdrawn':
    case 'PlayerSubstituted':
      return { ...leavingChangeRow(event), at: new Date(event.data.at) };
    default:
      return null;
  }
}

/** One event on the tournament's rows in memory; false when it changes nothing shown. */
function applyEvent(state: FoldedTournament, event: TournamentEvent): boolean {
  switch (event.type) {
    case 'TournamentCreated': {
      const t = event.data;
      if (!state.row) {
        state.row = {
          id: t.tournamentId,
          owner_id: t.ownerId,
          name: t.name,
          tournament_type: t.format,
          courts: t.courts,
          player_count: t.format === 'super8_fixed_pairs' ? t.participants.length * 2 : t.participants.length,
          status: 'pending',
          public_token: t.publicToken,
          cost: t.cost,
          seed: String(t.seed),
          revision: 0,
          position: '',
          created_at: new Date(t.createdAt),
          updated_at: new Date(t.createdAt),
          group_assignment_method: t.groupAssignmentMethod ?? null,
          super_final_generated: false,
          has_tiebreak_issues: false,
          groups: t.groups ?? [],
          group_rankings: {},
          tie_issues: [],
          podiums: [],
          ended_at: null,
          scoring: t.scoring ?? DEFAULT_SCORING,
          slot_timers: [],
          planned_rounds: t.format === 'mexicano' ? (t.rounds ?? null) : null,
          redrawn_from_round: null,
        };
        state.rowChanged = true;
      }
      t.participants.forEach((p, seq) => {
        const added = addPlayer(state, {
          id: p.id,
          tournament_id: state.id,
          seq,
          name: p.name,
          group_id: p.groupId,
          final_position: null,
          left_at_slot: null,
          substitute_for: null,
          ranked: true,
          stand_in: false,
        });
        if (added) state.changedPlayers.add(added);
      });
      addMatches(state, t.matches);
      return true;
    }
    case 'MatchScored': {
      const { matchId, team1Score, team2Score, at } = event.data;
      const match = state.matchesById.get(matchId);
      if (match) {
        match.team1_score = team1Score;
        match.team2_score = team2Score;
        match.completed = true;
        match.is_draw = team1Score === team2Score;
        match.completed_at ??= new Date(at);
        // The runner applies each event once (checkpoint in the same transaction), so counting is safe.
        match.version += 1;
        state.changedMatches.add(match);
      }
      return true;
    }
    case 'MatchWalkedOver': {
      const { matchId, team1Score, team2Score, winner, at } = event.data;
      const match = state.matchesById.get(matchId);
      if (match) {
        Object.assign(match, { team1_score: team1Score, team2_score: team2Score, walkover: winner });
        match.completed = true;
        match.is_draw = false;
        match.completed_at ??= new Date(at);
        match.version += 1;
        state.changedMatches.add(match);
      }
      return true;
    }
    case 'ChangeUndone': {
      const match = state.matchesById.get(event.data.matchId);
      if (match) {
        Object.assign(match, { team1_score: null, team2_score: null, walkover: null, completed_at: null });
        match.completed = false;
        match.is_draw = false;
        match.version += 1;
        state.changedMatches.add(match);
      }
      return true;
    }
    case 'PlayerRenamed': {
      const player = state.playersById.get(event.data.playerId);
      if (player) {
        player.name = event.data.name;
        state.changedPlayers.add(player);
      }
      return true;
    }
    case 'SuperFinalGenerated':
      addMatches(state, event.data.matches);
      if (state.row) {
        state.row.super_final_generated = true;
        state.rowChanged = true;
      }
      return true;
    case 'TiebreaksResolved': {
      const groups = new Set<string | null>(event.data.resolutions.map((r) => r.groupId));
      for (const player of state.players) {
        if (player.final_position === null || !groups.has(player.group_id)) continue;
        player.final_position = null;
        state.changedPlayers.add(player);
      }
      for (const r of event.data.resolutions) {
        const player = state.playersById.get(r.playerId);
        if (!player) continue;
        player.final_position = r.finalPosition;
        state.changedPlayers.add(player);
      }
      return true;
    }
    case 'TournamentEnded':
      if (state.row) {
        state.row.ended_at ??= new Date(event.data.at);
        state.rowChanged = true;
      }
      return true;
    case 'SlotTimerStarted':
      if (state.row) {
        const { slot, startedAt, minutes } = event.data;
        const others = (state.row.slot_timers as SlotTimer[]).filter((timer) => timer.slot !== slot);
        state.row.slot_timers = [...others, { slot, startedAt, minutes }].sort((a, b) => a.slot - b.slot);
        state.rowChanged = true;
      }
      return true;
    case 'MexicanoRoundDrawn':
      removeMatches(state, event.data.replaces);
      addMatches(state, event.data.matches);
      return true;
    case 'PlayerWithdrawn': {
      applyLeaving(state, event);
      const { redraw } = event.data;
      if (redraw) {
        swapMatches(state, redraw.removed, redraw.matches);
        if (state.row && redraw.redrawn) {
          state.row.redrawn_from_round = redraw.fromRound;
          state.rowChanged = true;
        }
      }
      return true;
    }
    case 'LeavingUndone': {
      applyLeaving(state, event);
      const { redraw } = event.data;
      if (redraw) {
        swapMatches(state, redraw.removed, redraw.restored);
        if (state.row) {
          state.row.redrawn_from_round = redraw.redrawnFromRound;
          state.rowChanged = true;
        }
      }
      return true;
    }
    case 'PlayerSubstituted':
      return applyLeaving(state, event);
    case 'PlayerAdded': {
      const { participant, removed, matches, redrawn, fromRound } = event.data;
      const added = addPlayer(state, {
        id: participant.id,
        tournament_id: state.id,
        seq: Math.max(-1, ...state.players.map((p) => p.seq)) + 1,
        name: participant.name,
        group_id: null,
        final_position: null,
        ranked: true,
        left_at_slot: null,
        substitute_for: null,
        stand_in: false,
      });
      if (added) state.changedPlayers.add(added);
      swapMatches(state, removed, matches);
      if (state.row) {
        state.row.player_count = state.players.length;
        if (redrawn) state.row.redrawn_from_round = fromRound;
        state.rowChanged = true;
      }
      return true;
    }
    case 'PlayerAdditionUndone': {
      const { participantId, removed, restored, redrawnFromRound } = event.data;
      swapMatches(state, removed, restored);
      removePlayer(state, participantId);
      if (state.row) {
        state.row.player_count = state.players.length;
        state.row.redrawn_from_round = redrawnFromRound;
        state.rowChanged = true;
      }
      return true;
    }
    case 'TournamentCreationAbandoned':
      return false;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** A redraw (or its undo) on the rows: the matches `removed` give way to `added` (a restored one is removed no longer). */
function swapMatches(state: FoldedTournament, removed: readonly string[], added: readonly MatchData[]): void {
  removeMatches(state, removed);
  for (const m of added) state.removedMatches.delete(m.id);
  addMatches(state, added);
}

function addMatches(state: FoldedTournament, matches: readonly MatchData[]): void {
  for (const m of matches) {
    const slots = toPlayerSlots(m);
    const added = addMatch(state, {
      id: m.id,
      tournament_id: state.id,
      key: m.key,
      round: m.round,
      court: m.court,
      play_order: m.order,
      slot: m.slot,
      group_id: m.groupId,
      match_type: m.matchType,
      player1_id: slots.player1Id,
      player2_id: slots.player2Id,
      player3_id: slots.player3Id,
      player4_id: slots.player4Id,
      team1_score: null,
      team2_score: null,
      completed: false,
      is_draw: false,
      completed_at: null,
      version: 0,
      walkover: null,
      void: false,
      walkover_by_withdrawal: false,
    });
    if (added) state.changedMatches.add(added);
  }
}

/**
 * An erased owner's tournaments, as a rebuild leaves them once the owner's key is gone: every
 * player named `ERASED_NAME` (all their events read so), rankings and group tables recomputed
 * with those names (names break ties in the order), and no ties queued: when a tie opened
 * depended on the names, and an erased owner's tournament leaves the queue anyway. Idempotent.
 */
async function scrubTournamentsOf(
  trx: Transaction<ReadModels>,
  fold: TournamentFold,
  ownerId: string,
): Promise<void> {
  const stored = await trx.selectFrom('tournaments').select('id').where('owner_id', '=', ownerId).execute();
  const ids = [...new Set([...stored.map((t) => t.id), ...fold.ownedBy(ownerId)])];
  await fold.load(ids);
  for (const id of ids) {
    const state = fold.get(id);
    for (const player of state.players) {
      player.name = ERASED_NAME;
      state.changedPlayers.add(player);
    }
    forgetTies(state);
    state.rerank = true;
  }
}

/**
 * The tournament players an erased roster entry was (LGPD): each is named `ERASED_NAME` on the
 * rows, in the changes history (a late arrival's or substitute's name, a replaced player's) and in
 * the ranking, recomputed. A player no longer there (an undone arrival) is passed over. Idempotent.
 */
async function scrubPlayers(
  trx: Transaction<ReadModels>,
  fold: TournamentFold,
  players: readonly { readonly tournamentId: string; readonly playerId: string }[],
): Promise<void> {
  await fold.load(players.map((p) => p.tournamentId));
  for (const { tournamentId, playerId } of players) {
    const state = fold.get(tournamentId);
    const player = state.players.find((p) => p.id === playerId);
    if (!player || player.name === ERASED_NAME) continue;
    const name = player.name;
    for (const column of ['name', 'previous_name'] as const)
      await trx
        .updateTable('tournament_changes')
        .set({ [column]: ERASED_NAME })
        .where('tournament_id', '=', tournamentId)
        .where(column, '=', name)
        .execute();
    player.name = ERASED_NAME;
    state.changedPlayers.add(player);
    state.rerank = true;
  }
}

/**
 * Everything computed from the tournament's rows: its ranking, for Super 16 / 32 the group
 * columns (group rankings, tie issues, podiums), and, when an event changed it, the status and
 * the revision and position the row reflects. Nothing for a tournament without players.
 */
function refresh(state: FoldedTournament): void {
  const row = state.row;
  if (state.players.length === 0 || !row) return;
  const outcomes = countedRows(state.matches, row.ended_at !== null);
  const participants = state.players.map(entrantOf);
  const scoring = row.scoring as Scoring;
  const ranking = rankWithLeavers(
    participants,
    outcomes.filter((m) => m.matchType === 'group'),
    scoring,
  );
  state.ranking = ranking.map((r, i) => ({
    tournament_id: state.id,
    player_id: r.playerId,
    display_order: i,
    position: r.position,
    player_name: r.playerName,
    wins: r.wins,
    losses: r.losses,
    draws: r.draws,
    points: r.points,
    game_balance: r.gameBalance,
    ranked: r.ranked,
    left_at_slot: r.leftAtSlot,
    substitute_for: r.substituteFor,
    stand_in: r.standIn,
  }));
  // A substitute plays in the group of the player they replace (their Super Final matches too).
  const groups = (row.groups as { id: GroupId; members: string[] }[]).map((g) => ({
    ...g,
    members: [
      ...g.members,
      ...state.players.filter((p) => p.substitute_for !== null && p.group_id === g.id).map((p) => p.id),
    ],
  }));
  if (groups.length > 0) {
    const stage: GroupStage = {
      groups,
      participants,
      matches: outcomes,
      resolutions: state.players
        .filter((p) => p.final_position !== null && p.group_id)
        .map((p) => ({ groupId: p.group_id as GroupId, playerId: p.id, finalPosition: p.final_position! })),
      scoring,
    };
    const issues = findTieIssues(stage);
    row.group_rankings = groupRankings(stage);
    row.tie_issues = issues;
    row.has_tiebreak_issues = issues.some((i) => !i.resolved);
    row.podiums = podiumRankings(stage);
    state.rowChanged = true;
  }
  const last: Recorded<TournamentEvent> | null = state.last;
  if (!last) return;
  row.status = tournamentStatus({
    // A void match waits for nothing: complete when every match is played, walked over or void.
    matches: state.matches.map((m) => ({ completed: m.completed || m.void })),
    awaitingSuperFinal:
      (groups.length > 0 && !row.super_final_generated) ||
      // A Mexicano whose drawn rounds are all played is over only once the planned ones are drawn.
      (row.planned_rounds !== null && Math.max(0, ...state.matches.map((m) => m.round)) < row.planned_rounds),
    ended: row.ended_at !== null,
    startsAt: null,
    now: last.createdAt,
  });
  row.revision = Number(last.revision);
  row.position = formatPosition(last.position);
  row.updated_at = last.createdAt;
  state.rowChanged = true;
}
