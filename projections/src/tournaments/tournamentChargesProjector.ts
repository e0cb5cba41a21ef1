import type { RecordedEvent } from '@rodada/events';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/**
 * Charges for tournaments that do not exist yet. A row appears with the debit and goes away when
 * the tournament is created, abandoned or refunded; rows that stay too long are the reactor's work.
 */
export const tournamentChargesProjector: Projector<ReadModels> = {
  name: 'tournament_charges',
  tables: ['pending_tournament_charges'],
  async apply(trx, events: readonly RecordedEvent[]) {
    for (const e of events) {
      const data = e.data as { tournamentId?: string; at?: string };
      if (!data?.tournamentId) continue;
      if (e.type === 'CreditsSpent' && e.streamId.startsWith('credits-')) {
        await trx
          .insertInto('pending_tournament_charges')
          .values({
            tournament_id: data.tournamentId,
            user_id: e.streamId.slice('credits-'.length),
            charged_at: new Date(data.at ?? e.createdAt),
          })
          .onConflict((oc) => oc.column('tournament_id').doNothing())
          .execute();
      } else if (['TournamentCreated', 'TournamentCreationAbandoned', 'CreditsRefunded'].includes(e.type)) {
        await trx
          .deleteFrom('pending_tournament_charges')
          .where('tournament_id', '=', data.tournamentId)
          .execute();
      }
    }
  },
};
