import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  DomainError,
  type EventStore,
  emailClaimStream,
  type UserRegisteredData,
  type UserType,
  userStream,
  WrongExpectedRevisionError,
} from '@rodada/events';
import { hashPassword } from './passwords';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const emailHash = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');
const referralCodeStream = (code: string) => `referralCode-${code}`;

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
  readonly now: Date;
}

async function claim(store: EventStore, streamId: string, userId: string): Promise<boolean> {
  try {
    await store.append(streamId, [{ id: randomUUID(), type: 'Claimed', data: { userId } }], 'no_stream');
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

/**
 * Claims the e-mail address and a referral code (one stream each, created once, so both stay
 * unique under any concurrency), then writes the user's stream.
 */
export async function registerUser(store: EventStore, user: NewUser) {
  const userId = randomUUID();
  const email = normalizeEmail(user.email);
  if (!(await claim(store, emailClaimStream(emailHash(email)), userId)))
    throw new DomainError('auth.emailTaken');
  let referralCode = newReferralCode();
  while (!(await claim(store, referralCodeStream(referralCode), userId))) referralCode = newReferralCode();
  const data: UserRegisteredData = {
    userId,
    email,
    name: user.name.trim(),
    passwordHash: await hashPassword(user.password),
    referralCode,
    referredBy: user.referredBy ?? null,
    isAdmin: user.isAdmin ?? false,
    userType: user.userType ?? 'Usuário',
    registeredAt: user.now.toISOString(),
  };
  const result = await store.append(
    userStream(userId),
    [{ id: randomUUID(), type: 'UserRegistered', data }],
    'no_stream',
  );
  return { userId, referralCode, position: result.position };
}
