import { z } from 'zod';
import { GRANT_REASONS } from '../accounts/creditAccount';
import { USER_TYPES } from '../accounts/userEvents';
import { text } from '../text';

// Messages are translation keys (locales/{lng}/errors.json); the server and the forms translate them.
const email = (key: string) => text({ max: 254, maxMessage: key }).pipe(z.email(key));
const password = z.string().min(6, 'auth.validation.passwordMin').max(200, 'validation.tooBig');

export const LoginRequestSchema = z.object({
  email: email('auth.validation.emailInvalid'),
  password,
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z.object({
  name: text({ min: 1, minMessage: 'auth.validation.nameRequired', max: 120 }),
  email: email('auth.validation.emailInvalid'),
  password,
  referralCode: text({ max: 32 }).optional(),
  /** The person accepts the terms of service and the privacy policy in force (`LEGAL_VERSIONS`). */
  terms: z.literal(true, 'auth.validation.termsRequired'),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * Whether a form's two passwords can be compared: both typed. Zod skips an object's refinement once
 * any field has failed its type (an unticked terms box), so the comparison says when it runs: one
 * submit then shows the mismatch beside every other field's error, and a blank confirmation only
 * asks for the confirmation.
 */
const passwordsTyped = ({ value }: { value: unknown }): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as { password?: unknown; confirmPassword?: unknown };
  return (
    typeof form.password === 'string' &&
    typeof form.confirmPassword === 'string' &&
    form.confirmPassword !== ''
  );
};

/** The register form adds the password's confirmation to the request. */
export const RegisterFormSchema = RegisterRequestSchema.extend({
  confirmPassword: z.string().min(6, 'auth.validation.confirmRequired'),
}).refine((f) => f.password === f.confirmPassword, {
  message: 'auth.validation.passwordsMismatch',
  path: ['confirmPassword'],
  when: passwordsTyped,
});

export const PasswordResetRequestSchema = z.object({ email: email('auth.validation.emailInvalidForgot') });

export const PasswordResetSchema = z
  .object({
    token: z.string().min(1, 'auth.validation.tokenRequired').max(200, 'auth.resetTokenInvalid'),
    password,
    confirmPassword: z.string().min(6, 'auth.validation.confirmMin'),
  })
  .refine((f) => f.password === f.confirmPassword, {
    message: 'auth.validation.resetMismatch',
    path: ['confirmPassword'],
    when: passwordsTyped,
  });

export const SessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  credits: z.number().int(),
  isAdmin: z.boolean(),
  userType: z.enum(USER_TYPES),
  referralCode: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const NeutralAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

export const EverHadCreditsSchema = z.object({ everHadCredits: z.boolean() });

export const TRANSACTION_KINDS = ['grant', 'purchase', 'referral', 'spend', 'refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const TransactionSchema = z.object({
  id: z.string(),
  userId: z.uuid(),
  kind: z.enum(TRANSACTION_KINDS),
  /** Money in centavos (0 when no money moved). */
  amount: z.number().int(),
  /** Positive when added, negative when consumed. */
  credits: z.number().int(),
  description: z.string(),
  /** What it is, in words: Compra, Indicação, Consumo de crédito, … */
  label: z.string(),
  currencyCode: z.string(),
  status: z.enum(['completed', 'pending', 'failed']),
  /** The status badge: Concluído, Aguardando, Falha. */
  statusLabel: z.string(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const GrantCreditsRequestSchema = z.object({
  credits: z
    .number()
    .int('credits.invalidAmount')
    .min(1, 'credits.invalidAmount')
    .max(999, 'credits.invalidAmount'),
  /** Free text, as the spec shows it; one of the categories' names (`bonus`…) is that category. */
  reason: text({ min: 1, minMessage: 'admin.validation.reasonMissing', max: 200 }),
  /** Optional: `bonus`, `correction`, `promotional` or `other` (from the reason when it names one, else `other`). */
  category: z.enum(GRANT_REASONS, 'admin.validation.reasonRequired').optional(),
});
export type GrantCreditsRequest = z.infer<typeof GrantCreditsRequestSchema>;

export const UserIdParamsSchema = z.object({ userId: z.uuid('users.notFound') });
