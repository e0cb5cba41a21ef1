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

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
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

/**
 * Claims the e-mail address (one stream per address, created once), then writes the user's
 * stream. Returns the appended position for read-your-writes.
 */
export async function registerUser(store: EventStore, user: NewUser) {
  const userId = randomUUID();
  const email = normalizeEmail(user.email);
  try {
    await store.append(
      emailClaimStream(emailHash(email)),
      [{ id: randomUUID(), type: 'EmailClaimed', data: { userId } }],
      'no_stream',
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new DomainError('auth.emailTaken');
    throw error;
  }
  const data: UserRegisteredData = {
    userId,
    email,
    name: user.name.trim(),
    passwordHash: await hashPassword(user.password),
    referralCode: newReferralCode(),
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
  return { userId, position: result.position };
}
