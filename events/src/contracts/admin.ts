import { z } from 'zod';
import { USER_TYPES } from '../accounts/userEvents';
import { GROUP_IDS } from '../formats/formatRules';
import { text } from '../text';
import { TransactionSchema } from './accounts';
import { CreditReportQuerySchema } from './credits';

// The back office ('Área do Gestor'): every route here answers administrators only. Messages are
// translation keys (locales/{lng}/errors.json).

/** Blank query values read as absent (a form's empty input). */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const pageNumber = z.coerce
  .number('validation.invalidPage')
  .int('validation.invalidPage')
  .min(1, 'validation.invalidPage');
const pageSize = z.coerce
  .number('validation.invalidPage')
  .int('validation.invalidPage')
  .min(1, 'validation.invalidPage')
  .max(100, 'validation.invalidPage');

export const ADMIN_PAGE_SIZE = 25;

// ---------------------------------------------------------------- users

/** The longest user search the server takes: as long as the longest name an account may have. */
export const USER_SEARCH_MAX_LENGTH = 120;

/** `?search=` matches name or e-mail (case and accents ignored); pages start at 1. */
export const AdminUsersQuerySchema = z.object({
  search: blankAsAbsent(text({ max: USER_SEARCH_MAX_LENGTH })),
  page: blankAsAbsent(pageNumber),
  pageSize: blankAsAbsent(pageSize),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const UserTypeSchema = z.enum(USER_TYPES, 'admin.validation.userTypeInvalid');

export const AdminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  credits: z.number().int(),
  /** 'Ativo' or 'Bloqueado'. */
  isBlocked: z.boolean(),
  isAdmin: z.boolean(),
  userType: UserTypeSchema,
  createdAt: z.string(),
  /** The terms and privacy versions accepted when registering (at `createdAt`); null for accounts made for someone. */
  consent: z.object({ terms: z.string(), privacy: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** One page of users, newest first; erased users are not listed. */
export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

export const ChangeUserTypeRequestSchema = z.object({ userType: UserTypeSchema });
export type ChangeUserTypeRequest = z.infer<typeof ChangeUserTypeRequestSchema>;

export const AdminOkSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------- periods, stats and finances

export const ADMIN_PERIODS = ['all', 'month', 'week'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];
/** 'all' = since the start; 'month' = the last 30 days; 'week' = the last 7 days (Brazil's calendar). */
export const AdminPeriodSchema = z.enum(ADMIN_PERIODS, 'admin.validation.periodInvalid');

export const AdminStatsQuerySchema = z.object({ period: blankAsAbsent(AdminPeriodSchema) });

/** One day of the stats' series (Brazil's calendar day). */
export const AdminDailyFiguresSchema = z.object({
  date: z.iso.date(),
  newUsers: z.number().int().nonnegative(),
  tournaments: z.number().int().nonnegative(),
  completedMatches: z.number().int().nonnegative(),
  /** Revenue of completed purchases that day, in centavos. */
  revenue: z.number().int().nonnegative(),
});

/**
 * The spec's figures (section 3 "Admin stats"), within the period: users and tournaments created
 * in it, matches completed in it, revenue and credits moved in it. `totalCredits` ('Créditos
 * Ativos') is the credits held now, whatever the period.
 */
export const AdminStatsSchema = z.object({
  period: AdminPeriodSchema,
  /** The period's first day (null for 'all') and last day. */
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date(),
  activeUsers: z.number().int().nonnegative(),
  totalUsers: z.number().int().nonnegative(),
  totalTournaments: z.number().int().nonnegative(),
  completedTournaments: z.number().int().nonnegative(),
  totalCredits: z.number().int().nonnegative(),
  completedMatches: z.number().int().nonnegative(),
  /** Completed purchases, in centavos. */
  totalRevenue: z.number().int().nonnegative(),
  /** Completed purchases counted in the revenue. */
  transactionCount: z.number().int().nonnegative(),
  /** totalRevenue / transactionCount, rounded (0 when none). */
  averageTicket: z.number().int().nonnegative(),
  creditsAdded: z.number().int().nonnegative(),
  creditsConsumed: z.number().int().nonnegative(),
  daily: z.array(AdminDailyFiguresSchema),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

const reportDate = z.iso.date('reports.invalidDate');

/**
 * Transactions for the back office: a period (or explicit dates, which win), one user, a status.
 * Newest first, paged.
 */
export const AdminTransactionsQuerySchema = z.object({
  period: blankAsAbsent(AdminPeriodSchema),
  startDate: blankAsAbsent(reportDate),
  endDate: blankAsAbsent(reportDate),
  userId: blankAsAbsent(z.uuid('users.notFound')),
  status: blankAsAbsent(z.enum(['completed', 'pending', 'failed'], 'admin.validation.statusInvalid')),
  page: blankAsAbsent(pageNumber),
  pageSize: blankAsAbsent(pageSize),
});
export type AdminTransactionsQuery = z.infer<typeof AdminTransactionsQuerySchema>;

export const AdminTransactionSchema = TransactionSchema.extend({
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>;

export const AdminTransactionsPageSchema = z.object({
  transactions: z.array(AdminTransactionSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminTransactionsPage = z.infer<typeof AdminTransactionsPageSchema>;

/** `GET /api/admin/transactions/export`: the same filters, every matching row, as CSV. */
export const AdminTransactionsExportQuerySchema = AdminTransactionsQuerySchema.omit({
  page: true,
  pageSize: true,
});

// ---------------------------------------------------------------- prices

export const CurrencyPriceIdParamsSchema = z.object({
  id: z
    .string()
    .max(10)
    .regex(/^[A-Z]{3}$/, 'payments.currencyNotFound'),
});

/** The longest currency name ('Real brasileiro'), once trimmed. */
export const CURRENCY_NAME_MAX_LENGTH = 60;

/**
 * `PUT /api/admin/currency-prices/{id}` (spec section 7): code, symbol, name, price in centavos,
 * enabled; `id` and `updatedAt` may be sent back as read and are not trusted.
 */
export const AdminCurrencyPriceUpdateSchema = z.object({
  code: z.string().length(3, 'payments.currencyCodeInvalid'),
  symbol: text({ min: 1, max: 5 }),
  name: text({ min: 1, max: CURRENCY_NAME_MAX_LENGTH }),
  price: z
    .number('payments.invalidPrice')
    .int('payments.invalidPrice')
    .min(1, 'payments.invalidPrice')
    .max(1_000_000, 'payments.invalidPrice'),
  enabled: z.boolean(),
  id: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
});
export type AdminCurrencyPriceUpdate = z.input<typeof AdminCurrencyPriceUpdateSchema>;

// ---------------------------------------------------------------- credit report exports

export const CREDIT_REPORT_EXPORT_FORMATS = ['html', 'pdf', 'csv'] as const;
export type CreditReportExportFormat = (typeof CREDIT_REPORT_EXPORT_FORMATS)[number];

export const AdminCreditReportQuerySchema = CreditReportQuerySchema.and(
  z.object({ userId: z.uuid('users.notFound') }),
);

export const AdminCreditReportExportQuerySchema = AdminCreditReportQuerySchema.and(
  z.object({ format: z.enum(CREDIT_REPORT_EXPORT_FORMATS, 'reports.formatInvalid').default('html') }),
);

// ---------------------------------------------------------------- ties

/** A Super 16/32 group whose Super Final waits for an administrator's tie resolution. */
export const AdminTieIssueSchema = z.object({
  tournamentId: z.uuid(),
  tournamentName: z.string(),
  publicToken: z.string(),
  ownerName: z.string(),
  groupId: z.enum(GROUP_IDS),
  players: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** When the tie appeared (the score that completed the group). */
  since: z.string(),
});
export type AdminTieIssue = z.infer<typeof AdminTieIssueSchema>;
