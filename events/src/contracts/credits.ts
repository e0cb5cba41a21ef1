import { z } from 'zod';
import type { TRANSACTION_KINDS } from './accounts';

// Manual PIX, referrals, the transactions list's labels and the credit report. Messages are
// translation keys (locales/{lng}/errors.json).

const creditQuantity = z
  .number('credits.invalidAmount')
  .int('credits.invalidAmount')
  .min(1, 'credits.invalidAmount')
  .max(999, 'credits.invalidAmount');

/** A manual PIX purchase: only how many credits; the server computes the amount. */
export const PixRequestRequestSchema = z.object({ credits: creditQuantity });
export type PixRequestRequest = z.infer<typeof PixRequestRequestSchema>;

/** What the buyer pays and how: the request is recorded as a pending ('Aguardando') transaction. */
export const PixRequestSchema = z.object({
  /** The pending transaction's id (also the PIX request's). */
  transactionId: z.uuid(),
  credits: z.number().int().positive(),
  /** In centavos, computed by the server (price tiers over the whole quantity). */
  amountCents: z.number().int().positive(),
  /** The PIX BR Code ("copia e cola"), with the amount: the QR code encodes this text. */
  brCode: z.string(),
  /** The PIX transaction id quoted in the BR Code and in the chat message. */
  txid: z.string(),
  pixKey: z.string(),
  payee: z.string(),
  city: z.string(),
  /** Opens a chat with support, the amount, credits and the buyer's e-mail prefilled. */
  chatLink: z.string(),
  status: z.literal('pending'),
});
export type PixRequest = z.infer<typeof PixRequestSchema>;

export const PixRequestIdParamsSchema = z.object({ id: z.uuid('pix.notFound') });

export const PIX_REQUEST_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PixRequestStatus = (typeof PIX_REQUEST_STATUSES)[number];

/** A PIX request as the back office lists it. */
export const AdminPixRequestSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  userEmail: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  txid: z.string(),
  status: z.enum(PIX_REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminPixRequest = z.infer<typeof AdminPixRequestSchema>;

export const AdminPixRequestsQuerySchema = z.object({
  status: z.enum(PIX_REQUEST_STATUSES).optional(),
});

export const PixDecisionSchema = z.object({
  id: z.uuid(),
  status: z.enum(['confirmed', 'rejected']),
  /** The buyer's balance afterwards. */
  balance: z.number().int(),
});
export type PixDecision = z.infer<typeof PixDecisionSchema>;

/** The referral programme's figures (decisions.md: real, not fixed at 0). */
export const ReferralSummarySchema = z.object({
  referralCode: z.string(),
  /** `{origin}/auth?ref={code}`. */
  link: z.string(),
  /** 'Amigos Indicados': users who registered with this code. */
  friends: z.number().int().nonnegative(),
  /** 'Créditos Ganhos': credits received for friends' first purchases. */
  creditsEarned: z.number().int().nonnegative(),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;

/** What a transaction is, in words (spec section 3): one per kind. */
export const TRANSACTION_LABEL_KEYS = {
  purchase: 'transactions:labels.purchase',
  referral: 'transactions:labels.referral',
  spend: 'transactions:labels.spend',
  grant: 'transactions:labels.grant',
  refund: 'transactions:labels.refund',
} as const satisfies Record<(typeof TRANSACTION_KINDS)[number], string>;

/** Status badges: Concluído, Aguardando, Falha. */
export const TRANSACTION_STATUS_KEYS = {
  completed: 'transactions:statuses.completed',
  pending: 'transactions:statuses.pending',
  failed: 'transactions:statuses.failed',
} as const;

/** The default start of a credit report (spec section 5). */
export const CREDIT_REPORT_DEFAULT_START = '2023-01-01';

const reportDate = z.iso.date('reports.invalidDate');

/** Both optional: start 2023-01-01 and end today (in Brazil) when blank. */
export const CreditReportQuerySchema = z
  .object({
    startDate: z.preprocess((v) => (v === '' ? undefined : v), reportDate.optional()),
    endDate: z.preprocess((v) => (v === '' ? undefined : v), reportDate.optional()),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'reports.invalidPeriod',
    path: ['endDate'],
  });
export type CreditReportQuery = z.infer<typeof CreditReportQuerySchema>;

export const CreditReportRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  description: z.string(),
  /** Money in centavos (0 when no money moved). */
  amount: z.number().int(),
  /** Signed: positive added, negative consumed. */
  credits: z.number().int(),
  /** 'Adição' or 'Consumo' (the admin report's type column). */
  type: z.enum(['addition', 'consumption']),
});

/** Spec section 3 "Credit report": the movements that changed the balance within the period. */
export const CreditReportSchema = z.object({
  user: z.object({ name: z.string(), email: z.string(), currentCredits: z.number().int() }),
  period: z.object({ startDate: z.iso.date(), endDate: z.iso.date() }),
  summary: z.object({
    totalCreditsConsumed: z.number().int().nonnegative(),
    totalCreditsAdded: z.number().int().nonnegative(),
    netCredits: z.number().int(),
    transactionCount: z.number().int().nonnegative(),
  }),
  transactions: z.array(CreditReportRowSchema),
});
export type CreditReport = z.infer<typeof CreditReportSchema>;
