import type { CreatableFormat } from '../contracts/tournaments';
import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import {
  type CodeCreatedData,
  type CodeDeactivationReason,
  newTournamentCodeId,
  type TournamentCodeClaimEvent,
  type TournamentCodeEvent,
} from './tournamentCodeEvents';

/**
 * A tablet code's life: created active by a club (Quadra) or an administrator, used once to
 * create a tournament (`LinkCode`), deactivated by its owner or when its tournament is ended.
 * An inactive code authorises nothing and never becomes active again.
 */
export type CreateCode = Command<
  'CreateCode',
  {
    /** Drawn by the caller (randomness is injected) and already claimed in its claim stream. */
    readonly code: string;
    readonly ownerId: string;
    readonly tournamentType: CreatableFormat;
  }
>;
export type LinkCode = Command<'LinkCode', { readonly tournamentId: string }>;
export type DeactivateCode = Command<'DeactivateCode', { readonly reason: CodeDeactivationReason }>;
export type TournamentCodeCommand = CreateCode | LinkCode | DeactivateCode;

export interface TournamentCodeState {
  readonly created: CodeCreatedData | null;
  readonly tournamentId: string | null;
  readonly usedAt: string | null;
  readonly deactivatedAt: string | null;
  readonly deactivationReason: CodeDeactivationReason | null;
}

export const initialTournamentCode = (): TournamentCodeState => ({
  created: null,
  tournamentId: null,
  usedAt: null,
  deactivatedAt: null,
  deactivationReason: null,
});

export const isCodeActive = (state: TournamentCodeState) => state.created !== null && !state.deactivatedAt;

export function evolveTournamentCode(
  state: TournamentCodeState,
  event: TournamentCodeEvent,
): TournamentCodeState {
  switch (event.type) {
    case 'CodeCreated':
      return { ...state, created: event.data };
    case 'CodeLinked':
      return { ...state, tournamentId: event.data.tournamentId, usedAt: event.data.at };
    case 'CodeDeactivated':
      return { ...state, deactivatedAt: event.data.at, deactivationReason: event.data.reason };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function existing(state: TournamentCodeState): CodeCreatedData {
  if (!state.created) throw new DomainError('tablet.codeNotFound');
  return state.created;
}

export function createCode(command: CreateCode, state: TournamentCodeState): TournamentCodeEvent[] {
  const codeId = newTournamentCodeId(command.metadata.commandId);
  if (state.created) {
    if (state.created.codeId === codeId) return [];
    throw new DomainError('tablet.codeConflict');
  }
  const { code, ownerId, tournamentType } = command.data;
  return [{ type: 'CodeCreated', data: { codeId, code, ownerId, tournamentType, at: command.metadata.at } }];
}

/** Single use: linking again to the same tournament is a repeat; to another, a conflict. */
export function linkCode(command: LinkCode, state: TournamentCodeState): TournamentCodeEvent[] {
  existing(state);
  const { tournamentId } = command.data;
  if (state.tournamentId === tournamentId) return [];
  if (state.tournamentId !== null) throw new DomainError('tablet.codeUsed');
  if (state.deactivatedAt) throw new DomainError('tablet.codeInvalid');
  return [{ type: 'CodeLinked', data: { tournamentId, at: command.metadata.at } }];
}

/** Deactivating an inactive code changes nothing (a repeated DELETE, or the tournament ended first). */
export function deactivateCode(command: DeactivateCode, state: TournamentCodeState): TournamentCodeEvent[] {
  existing(state);
  if (state.deactivatedAt) return [];
  const { actor, at } = command.metadata;
  return [{ type: 'CodeDeactivated', data: { by: actor.id ?? actor.kind, reason: command.data.reason, at } }];
}

export function decideTournamentCode(
  command: TournamentCodeCommand,
  state: TournamentCodeState,
): TournamentCodeEvent[] {
  switch (command.type) {
    case 'CreateCode':
      return createCode(command, state);
    case 'LinkCode':
      return linkCode(command, state);
    case 'DeactivateCode':
      return deactivateCode(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const tournamentCodeDecider: Decider<TournamentCodeState, TournamentCodeCommand, TournamentCodeEvent> =
  {
    initialState: initialTournamentCode,
    evolve: evolveTournamentCode,
    decide: decideTournamentCode,
  };

/** Takes a code string for a code: a repeat by the same code is nothing; held by another, refused. */
export type ClaimCode = Command<'ClaimCode', { readonly codeId: string }>;
export type CodeClaimState = { readonly codeId: string | null };

export const codeClaimDecider: Decider<CodeClaimState, ClaimCode, TournamentCodeClaimEvent> = {
  initialState: () => ({ codeId: null }),
  evolve: (_state, event) => ({ codeId: event.data.codeId }),
  decide(command, state) {
    if (state.codeId === command.data.codeId) return [];
    if (state.codeId !== null) throw new DomainError('tablet.codeTaken');
    return [{ type: 'CodeClaimed', data: { codeId: command.data.codeId, at: command.metadata.at } }];
  },
};

/** A fresh code string from `randomIndex` (crypto in production), over the look-alike-free alphabet. */
export function drawTabletCode(
  alphabet: string,
  length: number,
  randomIndex: (bound: number) => number,
): string {
  return Array.from({ length }, () => alphabet[randomIndex(alphabet.length)]).join('');
}
