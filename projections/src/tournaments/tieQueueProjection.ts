import {
  findTieIssues,
  fromPlayerSlots,
  type GroupId,
  type GroupStage,
  type Recorded,
  type TieAlertEvent,
  type TournamentEvent,
} from '@rodada/events';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../db/schema';

/**
 * The ties queue, its alerts and the resolutions' audit notes, kept by the tournaments projector.
 * A tie's `since` is the time of the event after which its group first had an open tie, so the
 * queue is checked after every event that can open or close one, never once per batch: a rebuild
 * (thousands of events per batch) then gives the same `since` as the live run.
 */
export const TIE_QUEUE_TABLES = ['tie_queue', 'tie_alerts', 'tie_resolutions'] as const;

type Trx = Transaction<ReadModels>;

/** Keeps the queue and the notes in step with one tournament event, applied just before. */
export async function trackTies(
  trx: Trx,
  tournamentId: string,
  event: Recorded<TournamentEvent>,
): Promise<void> {
  switch (event.type) {
    case 'MatchScored': {
      const group = await completeGroupOfMatch(trx, event.data.matchId);
      if (group) await refreshGroupTie(trx, tournamentId, group, event.data.at);
      return;
    }
    case 'TiebreaksResolved': {
      await recordResolutions(trx, tournamentId, event);
      const groups = new Set(event.data.resolutions.map((r) => r.groupId));
      for (const group of groups) await refreshGroupTie(trx, tournamentId, group, event.data.at);
      return;
    }
    case 'PlayerRenamed': {
      // Level players are listed by name, and that order decides which of them a final seat
      // would fall to: a rename can open or close a tie at the edge of the qualifiers.
      const player = await trx
        .selectFrom('tournament_players')
        .select('group_id')
        .where('id', '=', event.data.playerId)
        .executeTakeFirst();
      if (player?.group_id && (await isGroupComplete(trx, tournamentId, player.group_id)))
        await refreshGroupTie(trx, tournamentId, player.group_id as GroupId, event.data.at);
      return;
    }
    case 'SuperFinalGenerated':
      await trx.deleteFrom('tie_queue').where('tournament_id', '=', tournamentId).execute();
      return;
    case 'TournamentCreated':
    case 'TournamentCreationAbandoned':
    case 'TournamentEnded':
      return;
    default: {
      const unhandled: never = event;
      return unhandled;
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

/** The match's group when it is a group-phase match and every match of its group has a score. */
async function completeGroupOfMatch(trx: Trx, matchId: string): Promise<GroupId | null> {
  const row = await trx
    .selectFrom('matches as m')
    .innerJoin('matches as o', (join) =>
      join
        .onRef('o.tournament_id', '=', 'm.tournament_id')
        .onRef('o.group_id', '=', 'm.group_id')
        .on('o.match_type', '=', 'group'),
    )
    .select(['m.group_id', sql<number>`count(*) filter (where not o.completed)`.as('open')])
    .where('m.id', '=', matchId)
    .where('m.match_type', '=', 'group')
    .groupBy('m.group_id')
    .executeTakeFirst();
  return row?.group_id && Number(row.open) === 0 ? (row.group_id as GroupId) : null;
}

async function isGroupComplete(trx: Trx, tournamentId: string, groupId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('matches')
    .select(sql<number>`count(*) filter (where not completed)`.as('open'))
    .where('tournament_id', '=', tournamentId)
    .where('group_id', '=', groupId)
    .where('match_type', '=', 'group')
    .executeTakeFirstOrThrow();
  return Number(row.open) === 0;
}

/**
 * Recomputes one group's open ties with the engine's rules: the group enters the queue at `at`
 * (keeping an earlier `since` while it stays open, with the players now level) or leaves it.
 */
async function refreshGroupTie(trx: Trx, tournamentId: string, groupId: GroupId, at: string): Promise<void> {
  const tournament = await trx
    .selectFrom('tournaments')
    .select(['groups', 'super_final_generated'])
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  const group = (tournament?.groups as { id: GroupId; members: string[] }[] | undefined)?.find(
    (g) => g.id === groupId,
  );
  const open =
    group && !tournament?.super_final_generated ? await openTiePlayers(trx, tournamentId, group) : [];
  if (open.length === 0) {
    await trx
      .deleteFrom('tie_queue')
      .where('tournament_id', '=', tournamentId)
      .where('group_id', '=', groupId)
      .execute();
    return;
  }
  await trx
    .insertInto('tie_queue')
    .values({
      tournament_id: tournamentId,
      group_id: groupId,
      player_ids: JSON.stringify(open) as unknown as string[],
      since: new Date(at),
    })
    .onConflict((oc) =>
      oc
        .columns(['tournament_id', 'group_id'])
        .doUpdateSet({ player_ids: (eb) => eb.ref('excluded.player_ids') }),
    )
    .execute();
}

/** The players of a group's unresolved ties, in ranking order. */
async function openTiePlayers(
  trx: Trx,
  tournamentId: string,
  group: { id: GroupId; members: string[] },
): Promise<string[]> {
  const [players, matches] = await Promise.all([
    trx
      .selectFrom('tournament_players')
      .select(['id', 'name', 'final_position'])
      .where('tournament_id', '=', tournamentId)
      .where('group_id', '=', group.id)
      .execute(),
    trx
      .selectFrom('matches')
      .select([
        'player1_id',
        'player2_id',
        'player3_id',
        'player4_id',
        'team1_score',
        'team2_score',
        'completed',
        'round',
      ])
      .where('tournament_id', '=', tournamentId)
      .where('group_id', '=', group.id)
      .where('match_type', '=', 'group')
      .execute(),
  ]);
  const stage: GroupStage = {
    groups: [group],
    participants: players.map((p) => ({ id: p.id, name: p.name })),
    matches: matches.map((m) => ({
      ...fromPlayerSlots({
        player1Id: m.player1_id,
        player2Id: m.player2_id,
        player3Id: m.player3_id,
        player4Id: m.player4_id,
      }),
      score: m.completed ? { team1: m.team1_score ?? 0, team2: m.team2_score ?? 0 } : null,
      round: m.round,
      matchType: 'group',
      groupId: group.id,
    })),
    resolutions: players
      .filter((p) => p.final_position !== null)
      .map((p) => ({ groupId: group.id, playerId: p.id, finalPosition: p.final_position! })),
  };
  const open = findTieIssues(stage).filter((issue) => !issue.resolved);
  return [...new Set(open.flatMap((issue) => issue.playerIds))];
}

/** One audit note per group the event resolves: who, when, which places, why. */
async function recordResolutions(
  trx: Trx,
  tournamentId: string,
  event: Extract<Recorded<TournamentEvent>, { type: 'TiebreaksResolved' }>,
): Promise<void> {
  const groups = [...new Set(event.data.resolutions.map((r) => r.groupId))];
  await trx
    .insertInto('tie_resolutions')
    .values(
      groups.map((groupId) => {
        const own = event.data.resolutions.filter((r) => r.groupId === groupId);
        const reasons = [...new Set(own.map((r) => r.reasoning.trim()).filter((r) => r.length > 0))];
        return {
          event_id: event.id,
          group_id: groupId,
          tournament_id: tournamentId,
          resolved_by: event.data.by,
          resolved_at: new Date(event.data.at),
          positions: JSON.stringify(
            own
              .map(({ playerId, finalPosition }) => ({ playerId, finalPosition }))
              .sort((a, b) => a.finalPosition - b.finalPosition),
          ) as unknown as ReadModels['tie_resolutions']['positions'],
          reasoning: reasons.join('; '),
        };
      }),
    )
    .onConflict((oc) => oc.columns(['event_id', 'group_id']).doNothing())
    .execute();
}

/** Takes tournaments out of the ties queue (their owner was erased); their alerts and notes stay. */
export async function forgetTiesOf(trx: Trx, tournamentIds: readonly string[]): Promise<void> {
  if (tournamentIds.length === 0) return;
  await trx.deleteFrom('tie_queue').where('tournament_id', 'in', tournamentIds).execute();
}
