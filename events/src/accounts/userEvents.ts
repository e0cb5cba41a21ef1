import { z } from 'zod';
import { type DomainEvent, deriveRootId } from '../messages';
import { storableText } from '../text';
import { renameUnversioned, type StreamKind, type VersionedEvent } from '../versioning';
import { USER_TYPES } from './userTypes';

// In a module of its own (no zod) for the schemas every page's first script parses (contracts/mini.ts).
export { USER_TYPES, type UserType } from './userTypes';

export const USER_STREAM_PREFIX = 'user-';
export const EMAIL_CLAIM_STREAM_PREFIX = 'emailClaim-';
export const REFERRAL_CODE_STREAM_PREFIX = 'referralCode-';
export const userStream = (userId: string) => `${USER_STREAM_PREFIX}${userId}`;
/** One stream per e-mail address (by its hash): appending with `no_stream` claims it exactly once. */
export const emailClaimStream = (emailHash: string) => `${EMAIL_CLAIM_STREAM_PREFIX}${emailHash}`;
export const referralCodeStream = (code: string) => `${REFERRAL_CODE_STREAM_PREFIX}${code}`;

/** The user id a registration creates: derived from its command, so a repeated registration is one user. */
export const newUserId = (commandId: string) => deriveRootId('user', commandId);

const at = z.iso.datetime();

export const UserRegisteredData = z.object({
  userId: z.guid(),
  email: storableText(),
  name: storableText(),
  passwordHash: z.string(),
  referralCode: storableText(),
  referredBy: z.guid().nullable(),
  isAdmin: z.boolean(),
  userType: z.enum(USER_TYPES),
  registeredAt: at,
  /**
   * The versions of the terms of service and the privacy policy the person accepted, at
   * `registeredAt`; absent for an account made for someone (the first administrator, the demo
   * organiser) and for registrations stored before it was recorded (2026-11-28).
   */
  consent: z.object({ terms: z.string().max(20), privacy: z.string().max(20) }).optional(),
});
export type UserRegisteredData = z.infer<typeof UserRegisteredData>;

const ByAdmin = z.object({ by: z.string(), at });

export const userEventSchemas = {
  UserRegistered: { version: 1, schema: UserRegisteredData },
  UserBlocked: { version: 1, schema: ByAdmin },
  UserPromotedToAdmin: { version: 1, schema: ByAdmin },
  UserTypeChanged: { version: 1, schema: z.object({ userType: z.enum(USER_TYPES), by: z.string(), at }) },
  PasswordResetRequested: {
    version: 1,
    schema: z.object({ tokenHash: z.string(), expiresAt: at, at }),
  },
  PasswordReset: { version: 1, schema: z.object({ tokenHash: z.string(), passwordHash: z.string(), at }) },
  /**
   * An administrator erased the user (LGPD): their personal data is crypto-shredded, they can no
   * longer sign in, they are listed nowhere, and their e-mail address may be registered again.
   */
  UserErased: { version: 1, schema: ByAdmin },
  /** A registration that never wrote its user: the stream is closed, so it never will (see `nameClaims.ts`). */
  UserRegistrationAbandoned: { version: 1, schema: z.object({ userId: z.guid(), at }) },
} as const;

type EventOf<Catalogue, Type extends keyof Catalogue> = Catalogue[Type] extends { schema: z.ZodType<infer D> }
  ? DomainEvent<Type & string, D>
  : never;
/** The union of a catalogue's events, each with its schema's data type. */
export type EventsOf<Catalogue> = { [Type in keyof Catalogue]: EventOf<Catalogue, Type> }[keyof Catalogue];

export type UserEvent = EventsOf<typeof userEventSchemas>;

export const userStreams: StreamKind<UserEvent> = {
  name: 'user',
  prefix: USER_STREAM_PREFIX,
  events: userEventSchemas,
  upcast: renameUnversioned,
};

/**
 * An e-mail address or a referral code taken by a user. `Claimed` takes a free name, with the time
 * it was taken (null for claims stored before claims were dated); `ClaimTakenOver` moves a name
 * from a registration that never wrote its user (its user stream closed) to a new registration.
 */
const claimEvents = {
  Claimed: { version: 2, schema: z.object({ userId: z.guid(), at: at.nullable() }) },
  ClaimTakenOver: { version: 1, schema: z.object({ userId: z.guid(), fromUserId: z.guid(), at }) },
} as const;
export type ClaimEvent = EventsOf<typeof claimEvents>;

/** `Claimed` v1 (`{ userId }`) did not record when: it reads as claimed at an unknown time. */
const upcastClaim = (stored: VersionedEvent): VersionedEvent =>
  stored.name === 'Claimed' && stored.version === 1
    ? { ...stored, version: 2, data: { ...(stored.data as object), at: null } }
    : renameUnversioned(stored);

export const emailClaimStreams: StreamKind<ClaimEvent> = {
  name: 'emailClaim',
  prefix: EMAIL_CLAIM_STREAM_PREFIX,
  events: claimEvents,
  upcast: upcastClaim,
};

export const referralCodeStreams: StreamKind<ClaimEvent> = {
  name: 'referralCode',
  prefix: REFERRAL_CODE_STREAM_PREFIX,
  events: claimEvents,
  upcast: upcastClaim,
};
