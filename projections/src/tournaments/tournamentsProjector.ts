import {
  ERASED_NAME,
  findTieIssues,
  formatPosition,
  fromPlayerSlots,
  type GroupId,
  type GroupStage,
  groupRankings,
  isTieAlertEvent,
  isTournamentEvent,
  isUserEvent,
  type MatchData,
  podiumRankings,
  type Recorded,
  rankParticipants,
  TOURNAMENT_STREAM_PREFIX,
  type TournamentEvent,
  toPlayerSlots,
  tournamentStatus,
  USER_STREAM_PREFIX,
} from '@rodada/events';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { ReadModels, TournamentsTable } from '../db/schema';
import type { Projector } from '../projector';
import { forgetTiesOf, recordTieAlert, TIE_QUEUE_TABLES, trackTies } from './tieQueueProjection';

/**
 * Tournaments, their players, matches and rankings. After a batch, each tournament it touched
 * gets its status and ranking recomputed from its rows, with the engine's own ranking rules.
 * When their owner is erased (`UserErased`), their player names become the placeholder a rebuild
 * reads once the owner's key is gone, and everything computed from names is recomputed.
 */
export const tournamentsProjector: Projector<ReadModels> = {
  name: 'tournaments',
  tables: ['tournaments', 'tournament_players', 'matches', 'tournament_rankings', ...TIE_QUEUE_TABLES],
  async apply(trx, events) {
    const touched = new Map<string, Recorded<TournamentEvent>>();
    for (const e of events) {
      if (isTieAlertEvent(e)) await recordTieAlert(trx, e);
      if (isUserEvent(e) && e.type === 'UserErased')
        await scrubTournamentsOf(trx, e.streamId.slice(USER_STREAM_PREFIX.length));
      if (!isTournamentEvent(e)) continue;
      const tournamentId = e.streamId.slice(TOURNAMENT_STREAM_PREFIX.length);
      if (await applyEvent(trx, tournamentId, e)) touched.set(tournamentId, e);
      await trackTies(trx, tournamentId, e);
    }
    for (const [tournamentId, last] of touched) await refresh(trx, tournamentId, last);
  },
};

async function applyEvent(
  trx: Transaction<ReadModels>,
  tournamentId: string,
  event: TournamentEvent,
): Promise<boolean> {
  switch (event.type) {
    case 'TournamentCreated': {
      const t = event.data;
      await trx
        .insertInto('tournaments')
        .values({
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
          groups: JSON.stringify(t.groups ?? []),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('tournament_players')
        .values(
          t.participants.map((p, seq) => ({
            id: p.id,
            tournament_id: tournamentId,
            seq,
            name: p.name,
            group_id: p.groupId,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await insertMatches(trx, tournamentId, t.matches);
      return true;
    }
    case 'MatchScored': {
      const { matchId, team1Score, team2Score, at } = event.data;
      await trx
        .updateTable('matches')
        .set({
          team1_score: team1Score,
          team2_score: team2Score,
          completed: true,
          is_draw: team1Score === team2Score,
          completed_at: sql`coalesce(completed_at, ${new Date(at)})`,
          // The runner applies each event once (checkpoint in the same transaction), so counting is safe.
          version: sql`version + 1`,
        })
        .where('id', '=', matchId)
        .execute();
      return true;
    }
    case 'PlayerRenamed':
      await trx
        .updateTable('tournament_players')
        .set({ name: event.data.name })
        .where('id', '=', event.data.playerId)
        .execute();
      return true;
    case 'SuperFinalGenerated':
      await insertMatches(trx, tournamentId, event.data.matches);
      await trx
        .updateTable('tournaments')
        .set({ super_final_generated: true })
        .where('id', '=', tournamentId)
        .execute();
      return true;
    case 'TiebreaksResolved': {
      const groups = [...new Set(event.data.resolutions.map((r) => r.groupId))];
      await trx
        .updateTable('tournament_players')
        .set({ final_position: null })
        .where('tournament_id', '=', tournamentId)
        .where('group_id', 'in', groups)
        .execute();
      for (const r of event.data.resolutions) {
        await trx
          .updateTable('tournament_players')
          .set({ final_position: r.finalPosition })
          .where('id', '=', r.playerId)
          .execute();
      }
      return true;
    }
    case 'TournamentEnded':
      await trx
        .updateTable('tournaments')
        .set({ ended_at: sql`coalesce(ended_at, ${new Date(event.data.at)})` })
        .where('id', '=', tournamentId)
        .execute();
      return true;
    case 'TournamentCreationAbandoned':
      return false;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

async function insertMatches(
  trx: Transaction<ReadModels>,
  tournamentId: string,
  matches: readonly MatchData[],
) {
  if (matches.length === 0) return;
  await trx
    .insertInto('matches')
    .values(
      matches.map((m) => {
        const slots = toPlayerSlots(m);
        return {
          id: m.id,
          tournament_id: tournamentId,
          key: m.key,
          round: m.round,
          court: m.court,
          play_order: m.order,
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
        };
      }),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * An erased owner's tournaments, as a rebuild leaves them once the owner's key is gone: every
 * player named `ERASED_NAME` (all their events read so), rankings and group tables recomputed
 * with those names (names break ties in the order), and no ties queued: when a tie opened
 * depended on the names, and an erased owner's tournament leaves the queue anyway. Idempotent.
 */
async function scrubTournamentsOf(trx: Transaction<ReadModels>, ownerId: string): Promise<void> {
  const owned = await trx.selectFrom('tournaments').select('id').where('owner_id', '=', ownerId).execute();
  if (owned.length === 0) return;
  const ids = owned.map((t) => t.id);
  await trx
    .updateTable('tournament_players')
    .set({ name: ERASED_NAME })
    .where('tournament_id', 'in', ids)
    .execute();
  await forgetTiesOf(trx, ids);
  for (const id of ids) {
    const ranked = await rerank(trx, id);
    if (ranked?.groupColumns)
      await trx.updateTable('tournaments').set(ranked.groupColumns).where('id', '=', id).execute();
  }
}

/** Status, ranking and the revision the row reflects, after a batch that touched the tournament. */
async function refresh(
  trx: Transaction<ReadModels>,
  tournamentId: string,
  last: Recorded<TournamentEvent>,
): Promise<void> {
  const ranked = await rerank(trx, tournamentId);
  if (!ranked) return;
  const status = tournamentStatus({
    matches: ranked.matches,
    awaitingSuperFinal: ranked.awaitingSuperFinal,
    ended: ranked.ended,
    startsAt: null,
    now: last.createdAt,
  });
  await trx
    .updateTable('tournaments')
    .set({
      status,
      revision: Number(last.revision),
      position: formatPosition(last.position),
      updated_at: last.createdAt,
      ...ranked.groupColumns,
    })
    .where('id', '=', tournamentId)
    .execute();
}

/**
 * Recomputes from the rows everything that depends on the players' names: writes the ranking and,
 * for Super 16 / 32, returns the group columns (group rankings, tie issues, podiums) for the
 * caller's update of the tournament row. Null when the tournament has no players.
 */
async function rerank(trx: Transaction<ReadModels>, tournamentId: string) {
  const players = await trx
    .selectFrom('tournament_players')
    .select(['id', 'name', 'group_id', 'final_position'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('seq')
    .execute();
  if (players.length === 0) return null;
  const matches = await trx
    .selectFrom('matches')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .execute();
  const tournament = await trx
    .selectFrom('tournaments')
    .select(['groups', 'super_final_generated', 'ended_at'])
    .where('id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  const outcomes = matches.map((m) => ({
    ...fromPlayerSlots({
      player1Id: m.player1_id,
      player2Id: m.player2_id,
      player3Id: m.player3_id,
      player4Id: m.player4_id,
    }),
    score: m.completed ? { team1: m.team1_score ?? 0, team2: m.team2_score ?? 0 } : null,
    round: m.round,
    matchType: m.match_type as 'group' | 'final',
    groupId: m.group_id as GroupId | null,
  }));
  const participants = players.map((p) => ({ id: p.id, name: p.name }));
  const ranking = rankParticipants(
    participants,
    outcomes.filter((m) => m.matchType === 'group'),
  );
  await trx.deleteFrom('tournament_rankings').where('tournament_id', '=', tournamentId).execute();
  await trx
    .insertInto('tournament_rankings')
    .values(
      ranking.map((r, i) => ({
        tournament_id: tournamentId,
        player_id: r.playerId,
        display_order: i,
        position: r.position,
        player_name: r.playerName,
        wins: r.wins,
        losses: r.losses,
        draws: r.draws,
        points: r.points,
        game_balance: r.gameBalance,
      })),
    )
    .execute();
  const groups = tournament.groups as { id: GroupId; members: string[] }[];
  const awaitingSuperFinal = groups.length > 0 && !tournament.super_final_generated;
  let groupColumns: Updateable<TournamentsTable> | null = null;
  if (groups.length > 0) {
    const stage: GroupStage = {
      groups,
      participants,
      matches: outcomes,
      resolutions: players
        .filter((p) => p.final_position !== null && p.group_id)
        .map((p) => ({ groupId: p.group_id as GroupId, playerId: p.id, finalPosition: p.final_position! })),
    };
    const issues = findTieIssues(stage);
    groupColumns = {
      group_rankings: JSON.stringify(groupRankings(stage)),
      tie_issues: JSON.stringify(issues),
      has_tiebreak_issues: issues.some((i) => !i.resolved),
      podiums: JSON.stringify(podiumRankings(stage)),
    };
  }
  return { matches, awaitingSuperFinal, groupColumns, ended: tournament.ended_at !== null };
}
