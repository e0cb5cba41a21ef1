import { CREDITS_STREAM_PREFIX } from '@rodada/events';
import type { Insertable, Kysely } from 'kysely';
import type { PendingTournamentChargesTable, ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/**
 * Charges for tournaments that do not exist yet. A row appears with the debit and goes away when
 * the tournament is created, abandoned or refunded; rows that stay too long are the reactor's work.
 */
export const tournamentChargesProjector: Projector<ReadModels> = {
  name: 'tournament_charges',
  tables: ['pending_tournament_charges'],
  async apply(trx, events) {
    // Folded in memory, written once per batch: a tournament's charge (the first one counts, as
    // before) or null once it is created, abandoned or refunded; `settled` also replaces a stored
    // row when a charge comes after the settlement.
    const charges = new Map<string, Insertable<PendingTournamentChargesTable> | null>();
    const settled = new Set<string>();
    for (const e of events) {
      switch (e.type) {
        case 'CreditsSpent': {
          const id = e.data.tournamentId;
          if (charges.get(id)) break;
          charges.set(id, {
            tournament_id: id,
            user_id: e.streamId.slice(CREDITS_STREAM_PREFIX.length),
            charged_at: new Date(e.data.at),
          });
          break;
        }
        case 'TournamentCreated':
        case 'TournamentCreationAbandoned':
        case 'CreditsRefunded':
          charges.set(e.data.tournamentId, null);
          settled.add(e.data.tournamentId);
          break;
      }
    }
    if (settled.size > 0)
      await trx
        .deleteFrom('pending_tournament_charges')
        .where('tournament_id', 'in', [...settled])
        .execute();
    const pending = [...charges.values()].filter((row) => row !== null);
    // Three columns a row, a batch at most a few thousand events: under PostgreSQL's 65,535 parameters.
    if (pending.length > 0)
      await trx
        .insertInto('pending_tournament_charges')
        .values(pending)
        .onConflict((oc) => oc.column('tournament_id').doNothing())
        .execute();
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
