import { createHash, randomBytes } from 'node:crypto';
import {
  type AbandonRegistration,
  type AllPosition,
  type ClaimName,
  type Command,
  type Consent,
  claimOutlivedGrace,
  type Decider,
  DomainError,
  type DomainEvent,
  decodeRecorded,
  deriveId,
  type EventStore,
  emailClaimStream,
  nameClaimDecider,
  newUserId,
  ORPHAN_CLAIM_GRACE_MS,
  type RegisterUser,
  referralCodeStream,
  type TakeOverClaim,
  type UserState,
  type UserType,
  userDecider,
  userStream,
} from '@rodada/events';
import { type CommandContext, commandOf } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { hashPassword } from './passwords';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const emailHash = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');
/** The stream that holds an e-mail address for its user. */
export const addressClaimStream = (email: string) => emailClaimStream(emailHash(email));

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export interface NewUser {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly isAdmin?: boolean;
  readonly userType?: UserType;
  readonly referredBy?: string | null;
  /** The legal texts the person accepted; absent for accounts made for them (the first administrator, the demo). */
  readonly consent?: Consent;
}

export interface RegistrationOptions {
  /** How long an address held by a registration that has not written its user is left to it. */
  readonly orphanGraceMs?: number;
}

export interface Registered {
  readonly userId: string;
  readonly referralCode: string;
  /** Where the user's registration is in `$all` (to wait for the read models). */
  readonly position: AllPosition | null;
}

/** How often a registration looks again at an address whose holder is still within its grace period. */
const ORPHAN_POLL_MS = 50;

/**
 * Registers a user, all or nothing. The address and a referral code are claimed first (one stream
 * each, created once, so both stay unique under any concurrency), then the user's stream is
 * written. A registration that fails in between closes its own user stream, so the address is free
 * again at once; one that dies in between leaves a claim that the next registration of the address
 * takes over after a short grace period (`nameClaims.ts`). The user id comes from the command id,
 * so a repeated registration finds its own claims and creates one user.
 */
export async function registerUser(
  store: EventStore,
  context: CommandContext,
  user: NewUser,
  options: RegistrationOptions = {},
): Promise<Registered> {
  const userId = newUserId(context.commandId);
  const own = await load(store, userStream(userId), userDecider);
  if (own.state.registered) return registered(own.state, own.position); // the same registration, repeated
  if (own.state.abandoned) throw new DomainError('auth.registrationAbandoned');
  const email = normalizeEmail(user.email);
  // Hashed before anything is claimed, so the claim waits for a few appends only, never for a hash.
  const passwordHash = await hashPassword(user.password);
  try {
    await claimAddress(store, addressClaimStream(email), userId, context, options);
    const referralCode = await claimReferralCode(store, userId, context);
    const result = await handleCommand(
      store,
      userStream(userId),
      userDecider,
      commandOf<RegisterUser>(
        'RegisterUser',
        {
          email,
          name: user.name,
          passwordHash,
          referralCode,
          referredBy: user.referredBy ?? null,
          isAdmin: user.isAdmin ?? false,
          userType: user.userType ?? 'Usuário',
          ...(user.consent ? { consent: user.consent } : {}),
        },
        context,
      ),
    );
    return registered(result.state, result.position);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'auth.emailTaken') throw error; // nothing of ours to undo
    // Close our own user stream, so the address is free for the next registration at once. When
    // that fails too (the store is down), the claim is freed by the grace period instead.
    const closed = await abandonRegistration(store, userId, context).catch(() => null);
    // The user was written after all (only its answer was lost): the registration succeeded.
    if (closed?.state.registered) {
      const { position } = await load(store, userStream(userId), userDecider);
      return registered(closed.state, position);
    }
    throw error;
  }
}

/**
 * Takes the address for `userId`: free, or already ours, it is taken at once; held by a user, it
 * is refused as taken; held by an erased user, it is taken over at once; held by a registration
 * that never wrote its user, it is taken over once that registration is closed (at once when it
 * closed itself, after the grace period otherwise).
 */
async function claimAddress(
  store: EventStore,
  streamId: string,
  userId: string,
  context: CommandContext,
  options: RegistrationOptions,
): Promise<void> {
  const graceMs = options.orphanGraceMs ?? ORPHAN_CLAIM_GRACE_MS;
  // Bounds the wait by our own clock too, should the holder's clock run ahead of ours.
  let waitingFor: string | null = null;
  let waitingSince = 0;
  for (;;) {
    if (await claimed(store, streamId, commandOf<ClaimName>('ClaimName', { userId }, step(context)))) return;
    const claim = await load(store, streamId, nameClaimDecider);
    const holder = claim.state.holder;
    if (holder === null) continue; // cannot happen (claims are never released), but costs nothing
    const holderUser = await load(store, userStream(holder), userDecider);
    // An erased user's address is free again: a new account (a new user id) takes it over.
    const erased = holderUser.state.erased;
    if (holderUser.state.registered && !erased) throw new DomainError('auth.emailTaken');
    if (!holderUser.state.abandoned && !erased) {
      if (waitingFor !== holder) [waitingFor, waitingSince] = [holder, Date.now()];
      const outlived =
        claimOutlivedGrace(claim.state, new Date().toISOString(), graceMs) ||
        Date.now() - waitingSince >= graceMs;
      if (!outlived) {
        // Most likely a registration of the same address on its way: it will have written its
        // user (we answer "taken") or be past its grace (we take over) when we look again.
        await new Promise((r) => setTimeout(r, ORPHAN_POLL_MS));
        continue;
      }
      // Past its grace: closed while its stream is still empty, it can never write its user later.
      const closed = await abandonRegistration(store, holder, context);
      if (closed.state.registered) throw new DomainError('auth.emailTaken'); // written just in time
    }
    const takeOver = { userId, fromUserId: holder };
    if (
      await claimed(
        store,
        streamId,
        commandOf<TakeOverClaim>('TakeOverClaim', takeOver, step(context, holder)),
      )
    )
      return;
    // Another registration took it over first: look again at who holds it now.
  }
}

/** A fresh referral code: a taken one (by a user, or by a registration that never completed) is skipped. */
async function claimReferralCode(
  store: EventStore,
  userId: string,
  context: CommandContext,
): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (
      await claimed(
        store,
        referralCodeStream(code),
        commandOf<ClaimName>('ClaimName', { userId }, step(context)),
      )
    )
      return code;
  }
}

/** Runs a claim command; false when the name is held by another user. */
async function claimed(
  store: EventStore,
  streamId: string,
  command: ClaimName | TakeOverClaim,
): Promise<boolean> {
  try {
    await handleCommand(store, streamId, nameClaimDecider, command);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'claim.taken') return false;
    throw error;
  }
}

/** Closes a user stream that has no user yet; nothing once the user is written. */
function abandonRegistration(store: EventStore, userId: string, context: CommandContext) {
  // Its own command id, so its event can never pass for the registration's own `UserRegistered`.
  const command = commandOf<AbandonRegistration>('AbandonRegistration', { userId }, step(context, 'abandon'));
  return handleCommand(store, userStream(userId), userDecider, command);
}

/**
 * The registration's context for one of its steps, at this moment (a claim records when it was
 * taken, not when the request came). A step that may recur against another holder gets a command
 * id of its own, derived from the registration's (the correlation id stays the request's), so
 * event ids derived from it never meet those of another step.
 */
function step(context: CommandContext, name?: string): CommandContext {
  const at = new Date().toISOString();
  return name ? { ...context, at, commandId: deriveId(context.commandId, name) } : { ...context, at };
}

function registered(state: UserState, position: AllPosition | null): Registered {
  const user = state.registered!;
  return { userId: user.userId, referralCode: user.referralCode, position };
}

/** A stream's state and the position of its last event. */
async function load<State, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, E>,
): Promise<{ state: State; position: AllPosition | null }> {
  const events = await store.readStream(streamId);
  const state = events.reduce(
    (s, recorded) => decider.evolve(s, decodeRecorded(recorded) as unknown as E),
    decider.initialState(),
  );
  return { state, position: events.at(-1)?.position ?? null };
}
