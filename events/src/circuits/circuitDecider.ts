import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import type { CircuitEvent, CircuitTieRule } from './circuitEvents';

/** The longest points table (a place past it scores nothing) and the largest figure in it. */
export const CIRCUIT_POINTS_TABLE_MAX_LENGTH = 64;
export const CIRCUIT_POINTS_MAX = 10_000;
export const CIRCUIT_NAME_MAX_LENGTH = 80;

/** The points tables the research found in use (flexible-events.md §6); "custom" is any other. */
export const CIRCUIT_POINTS_PRESETS = {
  goPadel: [100, 80, 60, 40, 30, 15],
  tropical: [100, 80, 70, 60, 50, 20],
  individual12: [25, 21, 18, 15, 13, 11, 9, 7, 5, 3, 1, 0],
} as const satisfies Record<string, readonly number[]>;

export interface CircuitState {
  readonly created: boolean;
  readonly organiserId: string | null;
  readonly tournamentIds: readonly string[];
}

/** What the service knows of a tournament when it is added: its owner, its circuit, who it ranks. */
export interface TournamentFacts {
  readonly id: string;
  readonly ownerId: string;
  /** The circuit it belongs to already, if any. */
  readonly circuitId: string | null;
  /** Fixed pairs rank pairs, not roster players: they cannot score in a circuit yet. */
  readonly ranksPlayers: boolean;
}

export type CreateCircuit = Command<
  'CreateCircuit',
  {
    readonly circuitId: string;
    readonly name: string;
    readonly pointsTable: readonly number[];
    readonly participationPoints: number;
    readonly tieRule: CircuitTieRule;
    readonly publicToken: string;
  }
>;
export type AddTournamentToCircuit = Command<
  'AddTournamentToCircuit',
  { readonly circuitId: string; readonly tournament: TournamentFacts | null }
>;
export type RemoveTournamentFromCircuit = Command<
  'RemoveTournamentFromCircuit',
  { readonly circuitId: string; readonly tournamentId: string }
>;
export type CircuitCommand = CreateCircuit | AddTournamentToCircuit | RemoveTournamentFromCircuit;

const isPoints = (n: number) => Number.isInteger(n) && n >= 0 && n <= CIRCUIT_POINTS_MAX;

/** A table scores each place no more than the place before it, in whole non-negative points. */
export function refusePointsTable(table: readonly number[]): void {
  if (table.length === 0) throw new DomainError('circuit.pointsTableEmpty');
  if (table.length > CIRCUIT_POINTS_TABLE_MAX_LENGTH)
    throw new DomainError('circuit.pointsTableTooLong', { max: CIRCUIT_POINTS_TABLE_MAX_LENGTH });
  if (!table.every(isPoints)) throw new DomainError('circuit.pointsInvalid', { max: CIRCUIT_POINTS_MAX });
  const rise = table.findIndex((points, i) => i > 0 && points > table[i - 1]!);
  if (rise > 0) throw new DomainError('circuit.pointsTableIncreasing', { place: rise + 1 });
}

/** Only the organiser's own circuit: another's is as absent as one that does not exist. */
function ownCircuit(command: Command, state: CircuitState): string {
  if (!state.created || state.organiserId === null || state.organiserId !== command.metadata.actor.id)
    throw new DomainError('circuit.notFound');
  return state.organiserId;
}

const by = (command: Command) => command.metadata.actor.id ?? command.metadata.actor.kind;

export function createCircuit(command: CreateCircuit, state: CircuitState): CircuitEvent[] {
  if (state.created) return [];
  const organiserId = command.metadata.actor.id;
  if (!organiserId) throw new DomainError('auth.unauthenticated');
  const { circuitId, pointsTable, participationPoints, tieRule, publicToken } = command.data;
  const name = command.data.name.trim().replace(/\s+/gu, ' ');
  if (name === '') throw new DomainError('circuit.nameRequired');
  if (name.length > CIRCUIT_NAME_MAX_LENGTH)
    throw new DomainError('circuit.nameTooLong', { max: CIRCUIT_NAME_MAX_LENGTH });
  refusePointsTable(pointsTable);
  if (!isPoints(participationPoints))
    throw new DomainError('circuit.pointsInvalid', { max: CIRCUIT_POINTS_MAX });
  return [
    {
      type: 'CircuitCreated',
      data: {
        circuitId,
        organiserId,
        name,
        pointsTable: [...pointsTable],
        participationPoints,
        tieRule,
        publicToken,
        by: by(command),
        at: command.metadata.at,
      },
    },
  ];
}

export function addTournamentToCircuit(command: AddTournamentToCircuit, state: CircuitState): CircuitEvent[] {
  const organiserId = ownCircuit(command, state);
  const { circuitId, tournament } = command.data;
  // Another organiser's tournament is answered as one that does not exist.
  if (!tournament || tournament.ownerId !== organiserId) throw new DomainError('circuit.tournamentNotFound');
  if (tournament.circuitId === circuitId || state.tournamentIds.includes(tournament.id)) return [];
  if (tournament.circuitId !== null) throw new DomainError('circuit.tournamentInAnotherCircuit');
  if (!tournament.ranksPlayers) throw new DomainError('circuit.pairsNotSupported');
  return [
    {
      type: 'TournamentAddedToCircuit',
      data: { tournamentId: tournament.id, by: by(command), at: command.metadata.at },
    },
  ];
}

export function removeTournamentFromCircuit(
  command: RemoveTournamentFromCircuit,
  state: CircuitState,
): CircuitEvent[] {
  ownCircuit(command, state);
  const { tournamentId } = command.data;
  if (!state.tournamentIds.includes(tournamentId)) return [];
  return [
    {
      type: 'TournamentRemovedFromCircuit',
      data: { tournamentId, by: by(command), at: command.metadata.at },
    },
  ];
}

export function evolveCircuit(state: CircuitState, event: CircuitEvent): CircuitState {
  switch (event.type) {
    case 'CircuitCreated':
      return { created: true, organiserId: event.data.organiserId, tournamentIds: [] };
    case 'TournamentAddedToCircuit':
      return { ...state, tournamentIds: [...state.tournamentIds, event.data.tournamentId] };
    case 'TournamentRemovedFromCircuit':
      return { ...state, tournamentIds: state.tournamentIds.filter((t) => t !== event.data.tournamentId) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideCircuit(command: CircuitCommand, state: CircuitState): CircuitEvent[] {
  switch (command.type) {
    case 'CreateCircuit':
      return createCircuit(command, state);
    case 'AddTournamentToCircuit':
      return addTournamentToCircuit(command, state);
    case 'RemoveTournamentFromCircuit':
      return removeTournamentFromCircuit(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const circuitDecider: Decider<CircuitState, CircuitCommand, CircuitEvent> = {
  initialState: (): CircuitState => ({ created: false, organiserId: null, tournamentIds: [] }),
  evolve: evolveCircuit,
  decide: decideCircuit,
};
