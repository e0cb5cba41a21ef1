import {
  type AbandonCreation,
  type AllPosition,
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
import { type CommandContext, commandOf, systemContext } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { periodically, type ReactorRuns } from '../commands/periodically';

/** How often the reactor looks for charges without their tournament. */
export const CREATION_REACTOR_INTERVAL_MS = 5_000;

export interface CreationReactorOptions {
  /** How long a charge may wait for its tournament before it is refunded. */
  readonly graceMs?: number;
}

/** A charge taken for a tournament: whose credits, for which tournament id. */
export interface TournamentCharge {
  readonly tournamentId: string;
  readonly ownerId: string;
}

/**
 * Undoes a charge whose tournament was never written: first closes the tournament's stream
 * (`AbandonCreation`, so a late creation can never appear after the refund), then refunds the
 * charge. Nothing when the tournament exists (the charge was right) or the charge was refunded
 * already. The creation itself calls it when its tournament write fails; the reactor, for what a
 * crash left. Returns the refund's position, or null when nothing was refunded.
 */
export async function refundCharge(
  store: EventStore,
  charge: TournamentCharge,
  context: CommandContext,
): Promise<AllPosition | null> {
  const closed = await handleCommand(
    store,
    tournamentStream(charge.tournamentId),
    tournamentDecider,
    commandOf<AbandonCreation>('AbandonCreation', { ...charge }, context),
  );
  if (closed.newEvents.length === 0 && !closed.state.abandoned) return null; // the tournament exists
  const refund = await handleCommand(
    store,
    creditAccountStream(charge.ownerId),
    creditAccountDecider,
    commandOf<RefundCredits>('RefundCredits', { tournamentId: charge.tournamentId }, context),
  );
  return refund.position;
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
      const position = await refundCharge(
        store,
        { tournamentId: charge.tournament_id, ownerId: charge.user_id },
        context,
      );
      if (position) refunded++;
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
  runs: ReactorRuns,
  log: (error: unknown) => void,
  intervalMs = CREATION_REACTOR_INTERVAL_MS,
): () => void {
  return periodically(() => refundOrphanCharges(store, db), { reactor: 'creation', runs, log, intervalMs });
}
