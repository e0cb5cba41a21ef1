import {
  type AbandonCreation,
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  type EventStore,
  type RefundCredits,
  tournamentDecider,
  tournamentStream,
} from '@rodada/events';
import { type ReadModels, staleTournamentCharges } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { commandOf, systemContext } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';

export interface CreationReactorOptions {
  /** How long a charge may wait for its tournament before it is refunded. */
  readonly graceMs?: number;
}

/**
 * Finishes what a crash interrupted: a charge whose tournament never got written is refunded,
 * after closing the tournament's stream so the late creation cannot appear afterwards.
 * Returns how many charges it refunded.
 */
export async function refundOrphanCharges(
  store: EventStore,
  db: Kysely<ReadModels>,
  options: CreationReactorOptions = {},
  now = new Date(),
): Promise<number> {
  const graceMs = options.graceMs ?? 60_000;
  const stale = await staleTournamentCharges(db, new Date(now.getTime() - graceMs));
  let refunded = 0;
  for (const charge of stale) {
    try {
      const context = systemContext('creationReactor', now);
      const closed = await handleCommand(
        store,
        tournamentStream(charge.tournament_id),
        tournamentDecider,
        commandOf<AbandonCreation>(
          'AbandonCreation',
          { tournamentId: charge.tournament_id, ownerId: charge.user_id },
          context,
        ),
      );
      const abandoned = closed.newEvents.length > 0 || closed.state.abandoned;
      if (!abandoned) continue; // the tournament exists: the charge was right
      const refund = await handleCommand(
        store,
        creditAccountStream(charge.user_id),
        creditAccountDecider,
        commandOf<RefundCredits>('RefundCredits', { tournamentId: charge.tournament_id }, context),
      );
      if (refund.newEvents.length > 0) refunded++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return refunded;
}

/** Runs the reactor periodically in the process that runs the projections. */
export function startCreationReactor(
  store: EventStore,
  db: Kysely<ReadModels>,
  isLeader: () => boolean,
  log: (error: unknown) => void,
  intervalMs = 15_000,
): () => void {
  const timer = setInterval(() => {
    if (!isLeader()) return;
    refundOrphanCharges(store, db).catch(log);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
