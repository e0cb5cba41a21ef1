import {
  type AdminCurrencyPriceUpdate,
  AdminOkSchema,
  type AdminPeriod,
  AdminPixRequestSchema,
  AdminStatsSchema,
  AdminTieIssueSchema,
  AdminTransactionsPageSchema,
  AdminUsersPageSchema,
  type ChangeUserTypeRequest,
  type CreditReportExportFormat,
  CreditReportSchema,
  CurrencyPricesSchema,
  type GrantCreditsRequestSchema,
  PixDecisionSchema,
} from '@rodada/events/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api';
import { queryKeys } from './queries';

// The back office's reads and writes ('Área do Gestor'). Every answer is checked against the shared
// admin contracts; every write carries an Idempotency-Key so a double click or a retry acts once.

export interface AdminUsersFilter {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
}

export interface AdminTransactionsFilter {
  readonly period: AdminPeriod;
  readonly page: number;
  readonly pageSize: number;
}

export interface AdminReportFilter {
  readonly userId: string;
  readonly startDate: string;
  readonly endDate: string;
}

export const adminKeys = {
  all: () => ['admin'] as const,
  users: (filter: AdminUsersFilter) => ['admin', 'users', filter] as const,
  stats: (period: AdminPeriod) => ['admin', 'stats', period] as const,
  transactions: (filter: AdminTransactionsFilter) => ['admin', 'transactions', filter] as const,
  prices: () => ['admin', 'prices'] as const,
  pixRequests: () => ['admin', 'pixRequests'] as const,
  tieIssues: () => ['admin', 'tieIssues'] as const,
  creditReport: (filter: AdminReportFilter) => ['admin', 'creditReport', filter] as const,
};

/** A query string without the blank values (the server reads a blank as absent anyway). */
export function queryString(values: Readonly<Record<string, string | number | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** The CSV of the period's transactions: a plain link the browser downloads. */
export function transactionsExportUrl(period: AdminPeriod): string {
  return `/api/admin/transactions/export?${queryString({ period })}`;
}

/** A user's credit report as HTML (print view), PDF or CSV: opened in a new tab or downloaded. */
export function creditReportExportUrl(filter: AdminReportFilter, format: CreditReportExportFormat): string {
  return `/api/admin/credit-report/export?${queryString({ ...filter, format })}`;
}

export const adminQueries = {
  users: (filter: AdminUsersFilter) =>
    queryOptions({
      queryKey: adminKeys.users(filter),
      queryFn: ({ signal }) =>
        apiFetch(`/api/admin/users?${queryString({ ...filter })}`, { schema: AdminUsersPageSchema, signal }),
      // The table keeps its rows while the next page or search loads, instead of flashing empty.
      placeholderData: keepPreviousData,
    }),
  stats: (period: AdminPeriod) =>
    queryOptions({
      queryKey: adminKeys.stats(period),
      queryFn: ({ signal }) =>
        apiFetch(`/api/admin/stats?${queryString({ period })}`, { schema: AdminStatsSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  transactions: (filter: AdminTransactionsFilter) =>
    queryOptions({
      queryKey: adminKeys.transactions(filter),
      queryFn: ({ signal }) =>
        apiFetch(`/api/admin/transactions?${queryString({ ...filter })}`, {
          schema: AdminTransactionsPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  prices: () =>
    queryOptions({
      queryKey: adminKeys.prices(),
      queryFn: ({ signal }) =>
        apiFetch('/api/admin/currency-prices', { schema: CurrencyPricesSchema, signal }),
    }),
  pendingPixRequests: () =>
    queryOptions({
      queryKey: adminKeys.pixRequests(),
      queryFn: ({ signal }) =>
        apiFetch('/api/admin/pix-requests?status=pending', { schema: AdminPixRequestSchema.array(), signal }),
    }),
  tieIssues: () =>
    queryOptions({
      queryKey: adminKeys.tieIssues(),
      queryFn: ({ signal }) =>
        apiFetch('/api/admin/tie-issues', { schema: AdminTieIssueSchema.array(), signal }),
    }),
  creditReport: (filter: AdminReportFilter) =>
    queryOptions({
      queryKey: adminKeys.creditReport(filter),
      queryFn: ({ signal }) =>
        apiFetch(`/api/admin/credit-report?${queryString({ ...filter })}`, {
          schema: CreditReportSchema,
          signal,
        }),
      retry: false,
    }),
};

/** The granted user's balance afterwards. */
const GrantAnswerSchema = z.object({ credits: z.number().int() });

const userPath = (userId: string, action = '') =>
  `/api/admin/users/${encodeURIComponent(userId)}${action ? `/${action}` : ''}`;

const write = <S extends z.ZodType>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  schema: S,
  body?: unknown,
) => apiFetch(path, { method, body, schema, idempotencyKey: crypto.randomUUID() });

export const adminWrites = {
  grantCredits: (userId: string, body: z.input<typeof GrantCreditsRequestSchema>) =>
    write(userPath(userId, 'credits'), 'POST', GrantAnswerSchema, body),
  block: (userId: string) => write(userPath(userId, 'block'), 'POST', AdminOkSchema),
  makeAdmin: (userId: string) => write(userPath(userId, 'admin'), 'POST', AdminOkSchema),
  changeType: (userId: string, body: ChangeUserTypeRequest) =>
    write(userPath(userId, 'type'), 'PUT', AdminOkSchema, body),
  remove: (userId: string) => write(userPath(userId), 'DELETE', AdminOkSchema),
  setPrice: (id: string, body: AdminCurrencyPriceUpdate) =>
    write(`/api/admin/currency-prices/${encodeURIComponent(id)}`, 'PUT', z.looseObject({}), body),
  decidePix: (id: string, decision: 'confirm' | 'reject') =>
    write(`/api/admin/pix-requests/${encodeURIComponent(id)}/${decision}`, 'POST', PixDecisionSchema),
};

/**
 * After any admin write: the back office reads again (users, figures, transactions, queue), and so
 * does the admin's own session (their balance when they credited themselves).
 */
export function adminChanged(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.all() }),
    client.invalidateQueries({ queryKey: queryKeys.session.user() }),
    client.invalidateQueries({ queryKey: queryKeys.payments.prices() }),
  ]).then(() => undefined);
}
