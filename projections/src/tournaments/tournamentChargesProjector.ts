import { CREDITS_STREAM_PREFIX } from '@rodada/events';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/**
 * Charges for tournaments that do not exist yet. A row appears with the debit and goes away when
 * the tournament is created, abandoned or refunded; rows that stay too long are the reactor's work.
 */
export const tournamentChargesProjector: Projector<ReadModels> = {
  name: 'tournament_charges',
  tables: ['pending_tournament_charges'],
  async apply(trx, events) {
    for (const e of events) {
      switch (e.type) {
        case 'CreditsSpent':
          await trx
            .insertInto('pending_tournament_charges')
            .values({
              tournament_id: e.data.tournamentId,
              user_id: e.streamId.slice(CREDITS_STREAM_PREFIX.length),
              charged_at: new Date(e.data.at),
            })
            .onConflict((oc) => oc.column('tournament_id').doNothing())
            .execute();
          break;
        case 'TournamentCreated':
        case 'TournamentCreationAbandoned':
        case 'CreditsRefunded':
          await trx
            .deleteFrom('pending_tournament_charges')
            .where('tournament_id', '=', e.data.tournamentId)
            .execute();
          break;
      }
    }
  },
};

/** Charges older than `before` whose tournament still does not exist: the creation reactor's work. */
export function staleTournamentCharges(db: Kysely<ReadModels>, before: Date, limit = 100) {
  return db
    .selectFrom('pending_tournament_charges')
    .select(['tournament_id', 'user_id', 'charged_at'])
    .where('charged_at', '<', before)
    .limit(limit)
    .execute();
}
