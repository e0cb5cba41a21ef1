import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import type { ClaimEvent } from './userEvents';

/**
 * A unique name (an e-mail address, a referral code) is one stream, `emailClaim-{hash}` or
 * `referralCode-{code}`, held by one user. A registration claims its names first and writes its
 * user afterwards, so a claim can outlive a registration that failed or died in between. Such an
 * orphan is taken over by a later registration in two steps: it closes the holder's user stream
 * (`AbandonRegistration`, appended only while that stream is still empty, so the holder can never
 * write its user afterwards), then moves the claim (`TakeOverClaim`, with the claim's expected
 * revision). Until `ORPHAN_CLAIM_GRACE_MS` has passed, a holder whose user is not written yet is
 * taken to be on its way, so two registrations of one address at once end with one account and
 * one "e-mail taken" rather than two failures.
 */
export const ORPHAN_CLAIM_GRACE_MS = 5_000;

/** Takes a free name: nothing when this user holds it already (a repeat), refused when another does. */
export type ClaimName = Command<'ClaimName', { readonly userId: string }>;
/** Moves a name from `fromUserId`, whose registration is closed without a user, to `userId`. */
export type TakeOverClaim = Command<
  'TakeOverClaim',
  { readonly userId: string; readonly fromUserId: string }
>;
export type NameClaimCommand = ClaimName | TakeOverClaim;

export interface NameClaimState {
  /** The user (or the registration of the user) the name belongs to; null while it is free. */
  readonly holder: string | null;
  /** When the holder took it; null when unknown (claims stored before claims were dated). */
  readonly since: string | null;
}

export const initialNameClaim = (): NameClaimState => ({ holder: null, since: null });

export function evolveNameClaim(_state: NameClaimState, event: ClaimEvent): NameClaimState {
  switch (event.type) {
    case 'Claimed':
    case 'ClaimTakenOver':
      return { holder: event.data.userId, since: event.data.at };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function claimName(command: ClaimName, state: NameClaimState): ClaimEvent[] {
  const { userId } = command.data;
  if (state.holder === userId) return [];
  if (state.holder !== null) throw new DomainError('claim.taken');
  return [{ type: 'Claimed', data: { userId, at: command.metadata.at } }];
}

export function takeOverClaim(command: TakeOverClaim, state: NameClaimState): ClaimEvent[] {
  const { userId, fromUserId } = command.data;
  if (state.holder === userId) return [];
  // Someone else moved it first (or it is not the holder this takeover closed): look again.
  if (state.holder !== fromUserId) throw new DomainError('claim.taken');
  return [{ type: 'ClaimTakenOver', data: { userId, fromUserId, at: command.metadata.at } }];
}

export function decideNameClaim(command: NameClaimCommand, state: NameClaimState): ClaimEvent[] {
  switch (command.type) {
    case 'ClaimName':
      return claimName(command, state);
    case 'TakeOverClaim':
      return takeOverClaim(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const nameClaimDecider: Decider<NameClaimState, NameClaimCommand, ClaimEvent> = {
  initialState: initialNameClaim,
  evolve: evolveNameClaim,
  decide: decideNameClaim,
};

/**
 * Whether the holder has had its grace period at `at`: past it, a holder whose user is still not
 * written is taken for dead. A claim of unknown age (stored before claims were dated) has.
 */
export function claimOutlivedGrace(
  state: NameClaimState,
  at: string,
  graceMs = ORPHAN_CLAIM_GRACE_MS,
): boolean {
  if (state.since === null) return true;
  return Date.parse(at) - Date.parse(state.since) >= graceMs;
}
