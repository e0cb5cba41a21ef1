import {
  CIRCUIT_STREAM_PREFIX,
  type CircuitEvent,
  isCircuitEvent,
  isUserEvent,
  type Recorded,
  USER_STREAM_PREFIX,
} from '@rodada/events';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

type Trx = Transaction<ReadModels>;

/**
 * The organisers' circuits and which tournament counts in which (`circuit_tournaments`, one
 * circuit per tournament: when two circuits claim one tournament at once, the first projected
 * keeps it). The standings are not stored: they are computed when read, from the circuit's
 * completed tournaments (`circuitQueries.ts`). An erased organiser's circuits are removed.
 */
export const circuitsProjector: Projector<ReadModels> = {
  name: 'circuits',
  tables: ['circuits', 'circuit_tournaments'],
  async apply(trx, events) {
    for (const e of events) {
      if (isUserEvent(e) && e.type === 'UserErased')
        await eraseCircuits(trx, e.streamId.slice(USER_STREAM_PREFIX.length));
      else if (isCircuitEvent(e)) await applyCircuitEvent(trx, e);
    }
  },
};

async function applyCircuitEvent(trx: Trx, e: Recorded<CircuitEvent>): Promise<void> {
  const circuitId = e.streamId.slice(CIRCUIT_STREAM_PREFIX.length);
  switch (e.type) {
    case 'CircuitCreated': {
      const { organiserId, name, publicToken, pointsTable, participationPoints, tieRule, at } = e.data;
      await trx
        .insertInto('circuits')
        .values({
          id: circuitId,
          organiser_id: organiserId,
          name,
          public_token: publicToken,
          points_table: pointsTable,
          participation_points: participationPoints,
          tie_rule: tieRule,
          created_at: new Date(at),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'TournamentAddedToCircuit': {
      // A circuit its organiser's erasure removed takes no tournament.
      const circuit = await trx
        .selectFrom('circuits')
        .select('organiser_id')
        .where('id', '=', circuitId)
        .executeTakeFirst();
      if (!circuit) return;
      await trx
        .insertInto('circuit_tournaments')
        .values({
          tournament_id: e.data.tournamentId,
          circuit_id: circuitId,
          organiser_id: circuit.organiser_id,
          added_at: new Date(e.data.at),
        })
        .onConflict((oc) => oc.column('tournament_id').doNothing())
        .execute();
      return;
    }
    case 'TournamentRemovedFromCircuit':
      await trx
        .deleteFrom('circuit_tournaments')
        .where('tournament_id', '=', e.data.tournamentId)
        .where('circuit_id', '=', circuitId)
        .execute();
      return;
    default: {
      const unhandled: never = e;
      return unhandled;
    }
  }
}

/** LGPD: the organiser's circuits go with them. */
async function eraseCircuits(trx: Trx, organiserId: string): Promise<void> {
  for (const table of ['circuit_tournaments', 'circuits'] as const)
    await trx.deleteFrom(table).where('organiser_id', '=', organiserId).execute();
}
