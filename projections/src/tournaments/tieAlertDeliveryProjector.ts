import { isTieAlertEvent, type Recorded, type TieAlertEvent } from '@rodada/events';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

type Trx = Transaction<ReadModels>;

/**
 * Where each tie alert's e-mail stands (`tieAlert-` streams): the attempts claimed, the mail
 * recorded, or the attempts given up. The tie alert reactor reads it to find alerts claimed but
 * never mailed (a crash between the claim and the mail, a refused mail) and try them again.
 */
export const tieAlertDeliveryProjector: Projector<ReadModels> = {
  name: 'tie_alert_deliveries',
  tables: ['tie_alert_deliveries'],
  async apply(trx, events) {
    for (const e of events) if (isTieAlertEvent(e)) await applyDelivery(trx, e);
  },
};

async function applyDelivery(trx: Trx, event: Recorded<TieAlertEvent>): Promise<void> {
  const { tournamentId, groupId, since, at } = event.data;
  const ofTie = trx
    .updateTable('tie_alert_deliveries')
    .where('tournament_id', '=', tournamentId)
    .where('group_id', '=', groupId)
    .where('since', '=', new Date(since));
  switch (event.type) {
    case 'AdministratorsAlertedOfTie':
      await trx
        .insertInto('tie_alert_deliveries')
        .values({
          tournament_id: tournamentId,
          group_id: groupId,
          since: new Date(since),
          attempts: 1,
          first_attempt_at: new Date(at),
          last_attempt_at: new Date(at),
          mailed_at: null,
          abandoned_at: null,
        })
        .onConflict((oc) => oc.columns(['tournament_id', 'group_id', 'since']).doNothing())
        .execute();
      return;
    case 'TieAlertRetried':
      await ofTie
        .set({
          attempts: sql<number>`greatest(attempts, ${event.data.attempt})`,
          last_attempt_at: sql<Date>`greatest(last_attempt_at, ${new Date(at)})`,
        })
        .execute();
      return;
    case 'TieAlertMailed':
      await ofTie.set({ mailed_at: sql<Date>`coalesce(mailed_at, ${new Date(at)})` }).execute();
      return;
    case 'TieAlertAbandoned':
      await ofTie.set({ abandoned_at: sql<Date>`coalesce(abandoned_at, ${new Date(at)})` }).execute();
      return;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
