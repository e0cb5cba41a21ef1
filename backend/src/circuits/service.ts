import {
  type Actor,
  type AddTournamentToCircuit,
  type CircuitCommand,
  type CircuitDetail,
  type CircuitSummary,
  type CreateCircuit,
  type CreateCircuitRequestSchema,
  circuitDecider,
  circuitStream,
  DomainError,
  deriveId,
  type EventStore,
  type PublicCircuit,
  type RemoveTournamentFromCircuit,
} from '@rodada/events';
import {
  circuitDetail,
  circuitsOf,
  circuitTokenExists,
  circuitTokensOf,
  circuitTournamentFacts,
  publicCircuit,
  type ReadModels,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { signedIn } from '../commands/authorise';
import { type CommandContext, commandOf } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';
import { registerErrorStatuses } from '../http/errors';

registerErrorStatuses({
  'circuit.tournamentNotFound': 404,
  'circuit.pointsTableIncreasing': 422,
  'circuit.tournamentInAnotherCircuit': 409,
  'circuit.pairsNotSupported': 422,
});

export type CreateCircuitBody = z.output<typeof CreateCircuitRequestSchema>;

/** The circuit a creation makes: derived from the command, so a replayed creation makes the same. */
export const newCircuitId = (commandId: string) => deriveId(commandId, 'circuit');

/**
 * The circuits slice's service: an organiser's seasons, created, given tournaments, read with
 * their standings (computed from the read models when read). Only the organiser sees and changes
 * a circuit: another's answers as one that does not exist. The decider is told what it needs of a
 * tournament (owner, circuit, whether it ranks players) from the read models, as the roster's is.
 */
export class CircuitService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
    /** The tournaments' public-link token generator: one kind of unguessable link. */
    private readonly newPublicToken: () => string,
  ) {}

  create(context: CommandContext, request: CreateCircuitBody): Promise<{ id: string }> {
    return idempotent(this.store, context, async () => {
      const circuitId = newCircuitId(context.commandId);
      await this.decide(
        circuitId,
        commandOf<CreateCircuit>(
          'CreateCircuit',
          {
            circuitId,
            name: request.name,
            pointsTable: request.pointsTable,
            participationPoints: request.participationPoints,
            tieRule: request.tieRule,
            publicToken: this.newPublicToken(),
          },
          context,
        ),
      );
      return { id: circuitId };
    });
  }

  addTournament(context: CommandContext, circuitId: string, tournamentId: string): Promise<{ id: string }> {
    return idempotent(this.store, context, async () => {
      signedIn(context.actor);
      const tournament = await circuitTournamentFacts(this.db, tournamentId);
      await this.decide(
        circuitId,
        commandOf<AddTournamentToCircuit>('AddTournamentToCircuit', { circuitId, tournament }, context),
      );
      return { id: circuitId };
    });
  }

  removeTournament(
    context: CommandContext,
    circuitId: string,
    tournamentId: string,
  ): Promise<{ id: string }> {
    return idempotent(this.store, context, async () => {
      await this.decide(
        circuitId,
        commandOf<RemoveTournamentFromCircuit>(
          'RemoveTournamentFromCircuit',
          { circuitId, tournamentId },
          context,
        ),
      );
      return { id: circuitId };
    });
  }

  private async decide(circuitId: string, command: CircuitCommand): Promise<void> {
    signedIn(command.metadata.actor);
    const { position } = await handleCommand(this.store, circuitStream(circuitId), circuitDecider, command);
    await this.settle(position);
  }

  // Reads

  list(actor: Actor): Promise<CircuitSummary[]> {
    return circuitsOf(this.db, signedIn(actor));
  }

  /** The organiser's circuit with its tournaments and standings; 404 for anyone else's. */
  async detail(actor: Actor, circuitId: string): Promise<CircuitDetail> {
    const organiserId = signedIn(actor);
    const found = await circuitDetail(this.db, circuitId);
    if (!found || found.organiserId !== organiserId) throw new DomainError('circuit.notFound');
    return found.circuit;
  }

  async publicBody(publicToken: string): Promise<PublicCircuit> {
    const body = await publicCircuit(this.db, publicToken);
    if (!body) throw new DomainError('circuit.notFound');
    return body;
  }

  publicTokenExists(publicToken: string): Promise<boolean> {
    return circuitTokenExists(this.db, publicToken);
  }

  /** The public tokens of these circuits and of the circuits holding these tournaments (the live push). */
  publicTokensOf(changed: { circuitIds: readonly string[]; tournamentIds: readonly string[] }) {
    return circuitTokensOf(this.db, changed);
  }
}
