import { fromPlayerSlots, type TournamentEvent, toPlayerSlots } from '@rodada/events';
import { addPlayer, type FoldedTournament, type MatchRow, removePlayer } from './tournamentFold';

/**
 * What a player leaving (issue 28) does to a tournament's rows: a withdrawal's walkovers and void
 * matches, a substitute's row and seats, their undo. Every match id comes in the event: nothing
 * is recomputed here.
 */
type LeavingEvent = Extract<
  TournamentEvent,
  { type: 'PlayerWithdrawn' | 'PlayerSubstituted' | 'LeavingUndone' }
>;

function changed(state: FoldedTournament, id: string, change: (match: MatchRow) => void): void {
  const match = state.matchesById.get(id);
  if (!match) return;
  change(match);
  // The runner applies each event once (checkpoint in the same transaction), so counting is safe.
  match.version += 1;
  state.changedMatches.add(match);
}

function reseat(match: MatchRow, from: string, to: string): void {
  const sides = fromPlayerSlots({
    player1Id: match.player1_id,
    player2Id: match.player2_id,
    player3Id: match.player3_id,
    player4Id: match.player4_id,
  });
  const swap = (side: readonly string[]) => side.map((id) => (id === from ? to : id));
  const slots = toPlayerSlots({ team1: swap(sides.team1), team2: swap(sides.team2) });
  match.player1_id = slots.player1Id;
  match.player2_id = slots.player2Id;
  match.player3_id = slots.player3Id;
  match.player4_id = slots.player4Id;
}

/** A player's leaving mark: the slot they left from (as a stand-in for a late arrival, or not), or null again. */
function markLeft(state: FoldedTournament, id: string, slot: number | null, standIn = false): void {
  const player = state.playersById.get(id);
  if (!player) return;
  player.left_at_slot = slot;
  player.stand_in = standIn;
  state.changedPlayers.add(player);
}

/** One leaving event on the tournament's rows in memory. */
export function applyLeaving(state: FoldedTournament, event: LeavingEvent): boolean {
  switch (event.type) {
    case 'PlayerWithdrawn': {
      const { walkovers, voided, at, playerId, leftAtSlot } = event.data;
      for (const w of walkovers)
        changed(state, w.matchId, (match) => {
          Object.assign(match, {
            team1_score: w.team1Score,
            team2_score: w.team2Score,
            walkover: w.winner,
            walkover_by_withdrawal: true,
            completed: true,
            is_draw: false,
          });
          match.completed_at ??= new Date(at);
        });
      for (const id of voided) changed(state, id, (match) => Object.assign(match, { void: true }));
      markLeft(state, playerId, leftAtSlot);
      return true;
    }
    case 'PlayerSubstituted': {
      const { playerId, substituteId, name, fromSlot, ranked, lateArrival, matchIds } = event.data;
      if (!substituteId) {
        const pair = state.playersById.get(playerId);
        if (pair) {
          pair.name = name;
          state.changedPlayers.add(pair);
        }
        for (const id of matchIds) changed(state, id, () => {});
        return true;
      }
      const replaced = state.playersById.get(playerId);
      const added = addPlayer(state, {
        id: substituteId,
        tournament_id: state.id,
        seq: Math.max(-1, ...state.players.map((p) => p.seq)) + 1,
        name,
        group_id: replaced?.group_id ?? null,
        final_position: null,
        left_at_slot: null,
        substitute_for: playerId,
        ranked,
        stand_in: false,
      });
      if (added) state.changedPlayers.add(added);
      for (const id of matchIds) changed(state, id, (match) => reseat(match, playerId, substituteId));
      markLeft(state, playerId, fromSlot, lateArrival);
      return true;
    }
    case 'LeavingUndone': {
      const { kind, playerId, substituteId, previousName, matchIds } = event.data;
      markLeft(state, playerId, null);
      if (kind === 'withdraw') {
        for (const id of matchIds)
          changed(state, id, (match) =>
            Object.assign(match, {
              team1_score: null,
              team2_score: null,
              walkover: null,
              walkover_by_withdrawal: false,
              void: false,
              completed: false,
              is_draw: false,
              completed_at: null,
            }),
          );
        return true;
      }
      if (substituteId) {
        for (const id of matchIds) changed(state, id, (match) => reseat(match, substituteId, playerId));
        removePlayer(state, substituteId);
        return true;
      }
      const pair = state.playersById.get(playerId);
      if (pair && previousName !== null) {
        pair.name = previousName;
        state.changedPlayers.add(pair);
      }
      for (const id of matchIds) changed(state, id, () => {});
      return true;
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** A withdrawal's or substitution's history row (the projector adds who, when and the revision). */
export function leavingChangeRow(
  event: Extract<TournamentEvent, { type: 'PlayerWithdrawn' | 'PlayerSubstituted' }>,
) {
  const withdrawn = event.type === 'PlayerWithdrawn';
  return {
    id: event.data.changeId,
    kind: withdrawn ? 'withdraw' : 'substitute',
    player_id: event.data.playerId,
    name: withdrawn ? null : event.data.name,
    previous_name: withdrawn ? null : event.data.previousName,
    mode: withdrawn ? event.data.mode : null,
    from_slot: withdrawn ? event.data.leftAtSlot : event.data.fromSlot,
    // A redraw withdrawal: the round the rounds were drawn again from (as a late arrival's).
    ...(withdrawn && event.data.redraw ? { from_round: event.data.redraw.fromRound } : {}),
    late_arrival: !withdrawn && event.data.lateArrival,
  };
}
