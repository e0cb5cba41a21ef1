import { z } from 'zod';

export const USER_TYPES = ['Usuário', 'Quadra'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const userStream = (userId: string) => `user-${userId}`;
/** One stream per e-mail address (by its hash): appending with `no_stream` claims it exactly once. */
export const emailClaimStream = (emailHash: string) => `emailClaim-${emailHash}`;

export const UserRegisteredData = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  passwordHash: z.string(),
  referralCode: z.string(),
  referredBy: z.uuid().nullable(),
  isAdmin: z.boolean(),
  userType: z.enum(USER_TYPES),
  registeredAt: z.iso.datetime(),
});
export type UserRegisteredData = z.infer<typeof UserRegisteredData>;

export const EmailClaimedData = z.object({ userId: z.uuid() });

export type EmailClaimEvent = {
  readonly type: 'EmailClaimed';
  readonly data: z.infer<typeof EmailClaimedData>;
};
