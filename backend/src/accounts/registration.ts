import { createHash, randomBytes } from 'node:crypto';
import {
  type ClaimEvent,
  DomainError,
  decodeRecorded,
  deriveId,
  type EventStore,
  emailClaimStream,
  encodeFor,
  newUserId,
  type RegisterUser,
  referralCodeStream,
  type UserType,
  userDecider,
  userStream,
  WrongExpectedRevisionError,
} from '@rodada/events';
import { type CommandContext, commandOf, metadataOf } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { hashPassword } from './passwords';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const emailHash = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

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
}

/** Takes a unique name (an e-mail, a referral code) for the user; true when it is theirs. */
async function claim(store: EventStore, streamId: string, userId: string, context: CommandContext) {
  const claimed: ClaimEvent = { type: 'Claimed', data: { userId } };
  try {
    await store.append(
      streamId,
      [
        {
          id: deriveId(context.commandId, streamId),
          ...encodeFor(streamId, claimed),
          metadata: metadataOf(context),
        },
      ],
      'no_stream',
    );
    return true;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    const [first] = await store.readStream(streamId);
    // Taken by this same registration, repeated: still ours.
    return first !== undefined && (decodeRecorded(first) as ClaimEvent).data.userId === userId;
  }
}

/**
 * Claims the e-mail address and a referral code (one stream each, created once, so both stay
 * unique under any concurrency), then writes the user's stream. The user id comes from the
 * command id, so a repeated registration finds its own claims and creates one user.
 */
export async function registerUser(store: EventStore, context: CommandContext, user: NewUser) {
  const userId = newUserId(context.commandId);
  const email = normalizeEmail(user.email);
  if (!(await claim(store, emailClaimStream(emailHash(email)), userId, context)))
    throw new DomainError('auth.emailTaken');
  let referralCode = newReferralCode();
  while (!(await claim(store, referralCodeStream(referralCode), userId, context)))
    referralCode = newReferralCode();
  const result = await handleCommand(
    store,
    userStream(userId),
    userDecider,
    commandOf<RegisterUser>(
      'RegisterUser',
      {
        email,
        name: user.name,
        passwordHash: await hashPassword(user.password),
        referralCode,
        referredBy: user.referredBy ?? null,
        isAdmin: user.isAdmin ?? false,
        userType: user.userType ?? 'Usuário',
      },
      context,
    ),
  );
  const referral = result.state.registered?.referralCode ?? referralCode;
  return { userId, referralCode: referral, position: result.position };
}
