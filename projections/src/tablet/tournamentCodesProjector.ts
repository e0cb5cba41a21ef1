import { isTournamentCodeEvent, TOURNAMENT_CODE_STREAM_PREFIX, type TournamentCode } from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/** Court tablet codes, one row per code stream: what the codes page lists. */
export const tournamentCodesProjector: Projector<ReadModels> = {
  name: 'tournament_codes',
  tables: ['tournament_codes'],
  async apply(trx, events) {
    for (const e of events) {
      if (!isTournamentCodeEvent(e)) continue;
      const codeId = e.streamId.slice(TOURNAMENT_CODE_STREAM_PREFIX.length);
      switch (e.type) {
        case 'CodeCreated':
          await trx
            .insertInto('tournament_codes')
            .values({
              id: codeId,
              code: e.data.code,
              owner_id: e.data.ownerId,
              tournament_type: e.data.tournamentType,
              created_at: new Date(e.data.at),
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        case 'CodeLinked':
          await trx
            .updateTable('tournament_codes')
            .set({ tournament_id: e.data.tournamentId, used_at: new Date(e.data.at) })
            .where('id', '=', codeId)
            .execute();
          break;
        case 'CodeDeactivated':
          await trx
            .updateTable('tournament_codes')
            .set({
              deactivated_at: sql`coalesce(deactivated_at, ${new Date(e.data.at)})`,
              deactivation_reason: sql`coalesce(deactivation_reason, ${e.data.reason})`,
            })
            .where('id', '=', codeId)
            .execute();
          break;
        default: {
          const unhandled: never = e;
          return unhandled;
        }
      }
    }
  },
};

/** One owner's codes, newest first (the codes page). */
export async function tournamentCodesOf(db: Kysely<ReadModels>, ownerId: string): Promise<TournamentCode[]> {
  const rows = await db
    .selectFrom('tournament_codes')
    .select(['id', 'code', 'tournament_type', 'tournament_id', 'created_at', 'used_at', 'deactivated_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    tournamentType: r.tournament_type as TournamentCode['tournamentType'],
    isActive: r.deactivated_at === null,
    createdAt: new Date(r.created_at).toISOString(),
    usedAt: r.used_at ? new Date(r.used_at).toISOString() : null,
    deactivatedAt: r.deactivated_at ? new Date(r.deactivated_at).toISOString() : null,
    tournamentId: r.tournament_id,
  }));
}

/** The ids of every code of one owner still active (blocking or erasing the owner ends them all). */
export async function activeCodeIdsOf(db: Kysely<ReadModels>, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tournament_codes')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('deactivated_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The ids of the owner's codes linked to one tournament and still active (ending the tournament
 * ends them). By owner first, so the codes page's index finds them.
 */
export async function activeCodeIdsOfTournament(
  db: Kysely<ReadModels>,
  ownerId: string,
  tournamentId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('tournament_codes')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('tournament_id', '=', tournamentId)
    .where('deactivated_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
