import {
  findTieIssues,
  type GroupId,
  type GroupStage,
  type Recorded,
  type TieAlertEvent,
  type TournamentEvent,
} from '@rodada/events';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../db/schema';
import { countedRows, entrantOf, type FoldedTournament, type TournamentFold } from './tournamentFold';

/**
 * What the tournaments projector writes to the ties queue, its alerts and the resolutions' audit
 * notes (their reads are `tieQueueQueries.ts`).
 * A tie's `since` is the time of the event after which its group first had an open tie, so the
 * queue is checked after every event that can open or close one, never once per batch: a rebuild
 * (thousands of events per batch) then gives the same `since` as the live run. The check runs on
 * the batch's rows in memory (`TournamentFold`), which writes the queue once per batch.
 */
export const TIE_QUEUE_TABLES = ['tie_queue', 'tie_alerts', 'tie_resolutions'] as const;

type Trx = Transaction<ReadModels>;

/** Keeps the queue and the notes in step with one tournament event, applied just before. */
export function trackTies(
  fold: TournamentFold,
  state: FoldedTournament,
  event: Recorded<TournamentEvent>,
): void {
  switch (event.type) {
    case 'MatchScored':
    case 'MatchWalkedOver': {
      const match = state.matchesById.get(event.data.matchId);
      if (match?.match_type === 'group' && match.group_id && isGroupComplete(state, match.group_id))
        refreshGroupTie(state, match.group_id as GroupId, event.data.at);
      return;
    }
    case 'TiebreaksResolved': {
      recordResolutions(fold, state, event);
      const groups = new Set(event.data.resolutions.map((r) => r.groupId));
      for (const group of groups) refreshGroupTie(state, group, event.data.at);
      return;
    }
    case 'PlayerRenamed': {
      // Level players are listed by name, and that order decides which of them a final seat
      // would fall to: a rename can open or close a tie at the edge of the qualifiers.
      const group = state.playersById.get(event.data.playerId)?.group_id;
      if (group && isGroupComplete(state, group)) refreshGroupTie(state, group as GroupId, event.data.at);
      return;
    }
    case 'SuperFinalGenerated':
      forgetTies(state);
      return;
    case 'ChangeUndone': {
      // The group has an unplayed match again: it waits for that result, not for a tie resolution.
      const group = state.matchesById.get(event.data.matchId)?.group_id;
      if (group && state.queue.delete(group)) state.queueChanged = true;
      return;
    }
    case 'PlayerWithdrawn': {
      const { walkovers, voided, at } = event.data;
      const touched = [...walkovers.map((w) => w.matchId), ...voided].map((id) => state.matchesById.get(id));
      const groups = new Set(
        touched.flatMap((m) => (m?.match_type === 'group' && m.group_id ? [m.group_id] : [])),
      );
      for (const group of groups)
        if (isGroupComplete(state, group)) refreshGroupTie(state, group as GroupId, at);
      return;
    }
    case 'LeavingUndone': {
      // As an undone walkover: a group with an unplayed match again waits for it, not for a resolution.
      if (event.data.kind !== 'withdraw') return;
      for (const id of event.data.matchIds) {
        const group = state.matchesById.get(id)?.group_id;
        if (group && state.queue.delete(group)) state.queueChanged = true;
      }
      return;
    }
    case 'PlayerSubstituted':
    case 'TournamentCreated':
    case 'TournamentCreationAbandoned':
    case 'TournamentEnded':
    case 'SlotTimerStarted':
    case 'MexicanoRoundDrawn':
    // Late arrivals are Americano and Mexicano only: no groups, no ties queued.
    case 'PlayerAdded':
    case 'PlayerAdditionUndone':
      return;
    default: {
      const unhandled: never = event;
      throw new Error(`trackTies: unhandled ${(unhandled as { type: string }).type}`);
    }
  }
}

/** The administrators were mailed about this tie: the reactor will not mail it again. */
export async function recordTieAlert(trx: Trx, event: Recorded<TieAlertEvent>): Promise<void> {
  // Retries, deliveries and give-ups are the delivery projector's (tie_alert_deliveries).
  if (event.type !== 'AdministratorsAlertedOfTie') return;
  const { tournamentId, groupId, since, at } = event.data;
  await trx
    .insertInto('tie_alerts')
    .values({
      tournament_id: tournamentId,
      group_id: groupId,
      since: new Date(since),
      alerted_at: new Date(at),
    })
    .onConflict((oc) => oc.columns(['tournament_id', 'group_id', 'since']).doNothing())
    .execute();
}

/** True when no group-phase match of the group is waiting for a score. */
function isGroupComplete(state: FoldedTournament, groupId: string): boolean {
  return !state.matches.some(
    (m) => m.group_id === groupId && m.match_type === 'group' && !m.completed && !m.void,
  );
}

/**
 * Recomputes one group's open ties with the engine's rules: the group enters the queue at `at`
 * (keeping an earlier `since` while it stays open, with the players now level) or leaves it.
 */
function refreshGroupTie(state: FoldedTournament, groupId: GroupId, at: string): void {
  const groups = state.row?.groups as { id: GroupId; members: string[] }[] | undefined;
  const group = groups?.find((g) => g.id === groupId);
  const open = group && !state.row?.super_final_generated ? openTiePlayers(state, group) : [];
  state.queueChanged = true;
  if (open.length === 0) {
    state.queue.delete(groupId);
    return;
  }
  state.queue.set(groupId, { playerIds: open, since: state.queue.get(groupId)?.since ?? new Date(at) });
}

/** The players of a group's unresolved ties, in ranking order. */
function openTiePlayers(state: FoldedTournament, group: { id: GroupId; members: string[] }): string[] {
  // A substitute plays in the group of the player they replace: theirs is their group too.
  const players = state.players.filter((p) => p.group_id === group.id);
  const stage: GroupStage = {
    groups: [{ id: group.id, members: players.map((p) => p.id) }],
    participants: players.map(entrantOf),
    matches: countedRows(state.matches.filter((m) => m.group_id === group.id && m.match_type === 'group')),
    resolutions: players
      .filter((p) => p.final_position !== null)
      .map((p) => ({ groupId: group.id, playerId: p.id, finalPosition: p.final_position! })),
  };
  const open = findTieIssues(stage).filter((issue) => !issue.resolved);
  return [...new Set(open.flatMap((issue) => issue.playerIds))];
}

/** One audit note per group the event resolves: who, when, which places, why. */
function recordResolutions(
  fold: TournamentFold,
  state: FoldedTournament,
  event: Extract<Recorded<TournamentEvent>, { type: 'TiebreaksResolved' }>,
): void {
  const groups = [...new Set(event.data.resolutions.map((r) => r.groupId))];
  for (const groupId of groups) {
    const own = event.data.resolutions.filter((r) => r.groupId === groupId);
    const reasons = [...new Set(own.map((r) => r.reasoning.trim()).filter((r) => r.length > 0))];
    fold.noteResolution({
      event_id: event.id,
      group_id: groupId,
      tournament_id: state.id,
      resolved_by: event.data.by,
      resolved_at: new Date(event.data.at),
      positions: own
        .map(({ playerId, finalPosition }) => ({ playerId, finalPosition }))
        .sort((a, b) => a.finalPosition - b.finalPosition),
      reasoning: reasons.join('; '),
    });
  }
}

/** Takes a tournament out of the ties queue (its final was drawn, or its owner erased); alerts and notes stay. */
export function forgetTies(state: FoldedTournament): void {
  if (state.queue.size === 0) return;
  state.queue.clear();
  state.queueChanged = true;
}
