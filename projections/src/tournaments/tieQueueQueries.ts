import {
  type AdminTieIssue,
  ERASED_NAME,
  type GroupId,
  type PublicTieResolutionNote,
  type TieResolutionNote,
} from '@rodada/events';
import type { Kysely } from 'kysely';
import { ownerNotErased } from '../accounts/userQueries';
import type { ReadModels } from '../db/schema';

/** Reads of the ties queue, its alerts and the resolutions' audit notes (written by `tieQueueWrites.ts`). */
type Db = Kysely<ReadModels>;

/**
 * Ties still waiting: the final is not drawn, and the owner was not erased (an erased owner's
 * tournament is not found anywhere, so nobody could resolve it).
 */
function queuedTies(db: Db) {
  return db
    .selectFrom('tie_queue as q')
    .innerJoin('tournaments', 'tournaments.id', 'q.tournament_id')
    .leftJoin('users as u', 'u.id', 'tournaments.owner_id')
    .where('tournaments.super_final_generated', '=', false)
    .where(ownerNotErased)
    .select([
      'q.tournament_id',
      'q.group_id',
      'q.player_ids',
      'q.since',
      'tournaments.name',
      'u.name as owner_name',
    ]);
}

/** Every Super 16 / 32 group whose Super Final waits for an administrator, oldest tie first. */
export async function tieQueue(db: Db): Promise<AdminTieIssue[]> {
  const rows = await queuedTies(db)
    .select('tournaments.public_token')
    .orderBy('q.since')
    .orderBy('q.tournament_id')
    .orderBy('q.group_id')
    .execute();
  const ties = await namedTies(db, rows);
  return ties.map((tie, i) => ({ ...tie, players: [...tie.players], publicToken: rows[i]!.public_token }));
}

/** A queued tie the administrators have not been mailed about yet (not alerted, or not delivered). */
export interface UnalertedTie {
  readonly tournamentId: string;
  readonly tournamentName: string;
  readonly ownerName: string;
  readonly groupId: GroupId;
  readonly since: string;
  readonly players: readonly { readonly id: string; readonly name: string }[];
}

/** The queue's ties without an `AdministratorsAlertedOfTie` for the same group and `since`, oldest first. */
export async function unalertedTies(db: Db): Promise<UnalertedTie[]> {
  const rows = await queuedTies(db)
    .leftJoin('tie_alerts as a', (join) =>
      join
        .onRef('a.tournament_id', '=', 'q.tournament_id')
        .onRef('a.group_id', '=', 'q.group_id')
        .onRef('a.since', '=', 'q.since'),
    )
    .where('a.tournament_id', 'is', null)
    .orderBy('q.since')
    .execute();
  return namedTies(db, rows);
}

/**
 * Queued ties whose alert was claimed but never recorded as mailed nor given up, and whose last
 * attempt began before `lastAttemptBefore` (an attempt younger than that may still be sending),
 * oldest first. A tie resolved meanwhile has left the queue and is not mailed any more.
 */
export async function undeliveredTieAlerts(db: Db, lastAttemptBefore: Date): Promise<UnalertedTie[]> {
  const rows = await queuedTies(db)
    .innerJoin('tie_alert_deliveries as d', (join) =>
      join
        .onRef('d.tournament_id', '=', 'q.tournament_id')
        .onRef('d.group_id', '=', 'q.group_id')
        .onRef('d.since', '=', 'q.since'),
    )
    .where('d.mailed_at', 'is', null)
    .where('d.abandoned_at', 'is', null)
    .where('d.last_attempt_at', '<=', lastAttemptBefore)
    .orderBy('q.since')
    .execute();
  return namedTies(db, rows);
}

/** Queued ties with their players' and owner's names (the anonymous marker once erased). */
async function namedTies(
  db: Db,
  rows: readonly {
    tournament_id: string;
    group_id: string;
    player_ids: string[];
    since: Date;
    name: string;
    owner_name: string | null;
  }[],
): Promise<UnalertedTie[]> {
  if (rows.length === 0) return [];
  const names = await playerNames(
    db,
    rows.flatMap((r) => r.player_ids),
  );
  return rows.map((r) => ({
    tournamentId: r.tournament_id,
    tournamentName: r.name,
    ownerName: r.owner_name ?? ERASED_NAME,
    groupId: r.group_id as GroupId,
    since: new Date(r.since).toISOString(),
    players: r.player_ids.map((id) => ({ id, name: names.get(id) ?? ERASED_NAME })),
  }));
}

/** Where a tie alert goes: every administrator who can act (not blocked, not erased). */
export function alertableAdministrators(db: Db): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('is_admin', '=', true)
    .where('is_blocked', '=', false)
    .where('erased_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/** The public form of the audit notes: who decided is left out. */
export function publicTieResolutions(notes: readonly TieResolutionNote[]): PublicTieResolutionNote[] {
  return notes.map(({ byName: _, ...note }) => note);
}

/** The audit notes with the administrator's name (the anonymous marker once erased). */
export async function tieResolutions(db: Db, tournamentId: string): Promise<TieResolutionNote[]> {
  const rows = await db
    .selectFrom('tie_resolutions')
    .select(['group_id', 'resolved_at', 'resolved_by', 'positions', 'reasoning'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('resolved_at')
    .orderBy('group_id')
    .execute();
  const deciders = [...new Set(rows.map((r) => r.resolved_by).filter((by) => UUID.test(by)))];
  const names =
    deciders.length === 0
      ? new Map<string, string>()
      : new Map(
          (await db.selectFrom('users').select(['id', 'name']).where('id', 'in', deciders).execute()).map(
            (u) => [u.id, u.name],
          ),
        );
  return rows.map((r) => ({
    groupId: r.group_id as GroupId,
    at: new Date(r.resolved_at).toISOString(),
    byName: names.get(r.resolved_by) ?? ERASED_NAME,
    positions: r.positions,
    reasoning: r.reasoning,
  }));
}

/** `resolved_by` is an actor id: a user's UUID, or a process name for work Rodada did itself. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function playerNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournament_players')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
