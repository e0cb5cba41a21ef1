import {
  CreatedTournamentSchema,
  type CreatePaymentIntentRequest,
  type CreateSuperGroupsRequestSchema,
  type CreateTournamentRequestSchema,
  type CreditReportQuery,
  CreditReportSchema,
  CurrencyPricesSchema,
  type MatchResultRequestSchema,
  PaymentIntentResponseSchema,
  PaymentStatusResponseSchema,
  type PaymentSuccessRequest,
  PaymentSuccessResponseSchema,
  PaymentsConfigSchema,
  type PixRequestRequest,
  PixRequestSchema,
  ReferralSummarySchema,
  type RenamePlayerRequestSchema,
  type SandboxConfirmRequest,
  SupportContactSchema,
  type TieResolutionsRequestSchema,
  TournamentCostsSchema,
  type TournamentDetail,
  TournamentDetailSchema,
  TournamentSummarySchema,
  TransactionSchema,
} from '@rodada/events/contracts';
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiFetch } from './api';
import { newerOf } from './publicReads';
import { queryKeys } from './queryKeys';

// What the public pages (and every page's first script) read lives in lighter modules, re-exported
// here: their schemas are zod/mini, and they must not import this module's classic ones.
export { fetchPublicTournament, fetchSessionUser, newerOf } from './publicReads';
export { queryKeys } from './queryKeys';

// The data layer: every cache key, every read and every write of server state, by slice. The
// fetchers go through `apiFetch`, which validates each answer with the shared contract.

/** Spec section 9: the tournament list is cached for 60 s; other answers until a change invalidates them. */
export const TOURNAMENT_LIST_MAX_AGE_MS = 60_000;

// Reads

/** The support phone and e-mail: server configuration (SUPPORT_PHONE, SUPPORT_EMAIL; decisions.md). */
export function fetchSupportContact(signal?: AbortSignal) {
  return apiFetch('/api/support-contact', { schema: SupportContactSchema, signal });
}

/** The server's cost table: the one source of truth for what a format costs. */
export function fetchTournamentCosts(signal?: AbortSignal) {
  return apiFetch('/api/tournament-costs', { schema: TournamentCostsSchema, signal });
}

/** The organiser's tournaments. */
export async function fetchMyTournaments(signal?: AbortSignal) {
  try {
    return await apiFetch('/api/tournaments', { schema: TournamentSummarySchema.array(), signal });
  } catch (error) {
    // A server without the list yet answers 404: that means "no tournaments yet".
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The owner's (or an administrator's) view of one tournament. */
export function fetchTournamentDetail(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/tournaments/${encodeURIComponent(id)}`, { schema: TournamentDetailSchema, signal });
}

/** The user's credit movements, newest first (purchases, referral rewards, spending, pending PIX). */
export function fetchTransactions(signal?: AbortSignal) {
  return apiFetch('/api/transactions', { schema: TransactionSchema.array(), signal });
}

/** The referral code, link and real figures: friends who signed up with it, credits earned. */
export function fetchReferrals(signal?: AbortSignal) {
  return apiFetch('/api/referrals', { schema: ReferralSummarySchema, signal });
}

/** The user's own credit report for a period (blank dates: 2023-01-01 to today). */
export function fetchCreditReport(period: CreditReportQuery, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (period.startDate) query.set('startDate', period.startDate);
  if (period.endDate) query.set('endDate', period.endDate);
  return apiFetch(`/api/user/credit-report?${query}`, { schema: CreditReportSchema, signal });
}

/** The admin-managed base price per credit (BRL); public, the landing page shows it too. */
export function fetchCurrencyPrices(signal?: AbortSignal) {
  return apiFetch('/api/currency-prices', { schema: CurrencyPricesSchema, signal });
}

/** Which card provider pays (the labelled sandbox or Stripe) and Stripe's publishable key. */
export function fetchPaymentsConfig(signal?: AbortSignal) {
  return apiFetch('/api/payments/config', { schema: PaymentsConfigSchema, signal });
}

/** How the caller's card payment stands: confirmed (credited), pending, failed or unknown. */
export function fetchPaymentStatus(paymentIntentId: string, signal?: AbortSignal) {
  return apiFetch(`/api/payments/${encodeURIComponent(paymentIntentId)}/status`, {
    schema: PaymentStatusResponseSchema,
    signal,
  });
}

/** `useQuery(queries.x())`: the key, the fetcher and how long the answer stays fresh, together. */
const PAYMENT_STATUS_POLL_MS = 3_000;

export const queries = {
  supportContact: () =>
    queryOptions({
      queryKey: queryKeys.support.contact(),
      queryFn: ({ signal }) => fetchSupportContact(signal),
    }),
  tournamentCosts: () =>
    queryOptions({
      queryKey: queryKeys.tournaments.costs(),
      queryFn: ({ signal }) => fetchTournamentCosts(signal),
    }),
  transactions: () =>
    queryOptions({
      queryKey: queryKeys.credits.transactions(),
      queryFn: ({ signal }) => fetchTransactions(signal),
    }),
  referrals: () =>
    queryOptions({
      queryKey: queryKeys.credits.referrals(),
      queryFn: ({ signal }) => fetchReferrals(signal),
    }),
  creditReport: (period: CreditReportQuery) =>
    queryOptions({
      queryKey: queryKeys.credits.report(period),
      queryFn: ({ signal }) => fetchCreditReport(period, signal),
    }),
  currencyPrices: () =>
    queryOptions({
      queryKey: queryKeys.payments.prices(),
      queryFn: ({ signal }) => fetchCurrencyPrices(signal),
    }),
  /** Asked again every few seconds while the payment is pending. */
  paymentStatus: (paymentIntentId: string) =>
    queryOptions({
      queryKey: queryKeys.payments.status(paymentIntentId),
      queryFn: ({ signal }) => fetchPaymentStatus(paymentIntentId, signal),
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_STATUS_POLL_MS : false),
    }),
  paymentsConfig: () =>
    queryOptions({
      queryKey: queryKeys.payments.config(),
      queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    }),
  myTournaments: () =>
    queryOptions({
      queryKey: queryKeys.tournaments.list(),
      queryFn: ({ signal }) => fetchMyTournaments(signal),
      staleTime: TOURNAMENT_LIST_MAX_AGE_MS,
    }),
};

// Writes

export const tournamentWrites = {
  /** `idempotencyKey`: one per tournament being created, so a retry never charges twice. */
  create: (body: z.input<typeof CreateTournamentRequestSchema>, idempotencyKey: string) =>
    apiFetch('/api/tournaments', { method: 'POST', body, schema: CreatedTournamentSchema, idempotencyKey }),
  createSuperGroups: (body: z.input<typeof CreateSuperGroupsRequestSchema>, idempotencyKey: string) =>
    apiFetch('/api/tournaments/super-groups', {
      method: 'POST',
      body,
      schema: CreatedTournamentSchema,
      idempotencyKey,
    }),
  recordScore: (matchId: string, body: z.input<typeof MatchResultRequestSchema>) =>
    apiFetch(`/api/matches/${encodeURIComponent(matchId)}`, {
      method: 'PATCH',
      body,
      schema: TournamentDetailSchema,
    }),
  renamePlayer: (playerId: string, body: z.input<typeof RenamePlayerRequestSchema>) =>
    apiFetch(`/api/players/${encodeURIComponent(playerId)}`, {
      method: 'PATCH',
      body,
      schema: TournamentDetailSchema,
    }),
  /** Timed scoring: start the clock of a time slot. */
  startSlotTimer: (tournamentId: string, slot: number) =>
    apiFetch(`/api/tournaments/${encodeURIComponent(tournamentId)}/timers`, {
      method: 'POST',
      body: { slot },
      schema: TournamentDetailSchema,
    }),
  generateSuperFinal: (tournamentId: string) =>
    apiFetch(`/api/tournaments/${encodeURIComponent(tournamentId)}/generate-super-final`, {
      method: 'POST',
      schema: TournamentDetailSchema,
    }),
  /** Mexicano: one more round, drawn from the standings (409 until the latest round is complete). */
  drawMexicanoRound: (tournamentId: string) =>
    apiFetch(`/api/tournaments/${encodeURIComponent(tournamentId)}/rounds`, {
      method: 'POST',
      schema: TournamentDetailSchema,
    }),
  /** The owner ends the tournament (irreversible); one key per confirmation, so a retry ends it once. */
  end: (tournamentId: string, idempotencyKey: string) =>
    apiFetch(`/api/tournaments/${encodeURIComponent(tournamentId)}/end`, {
      method: 'POST',
      schema: TournamentDetailSchema,
      idempotencyKey,
    }),
  resolveTiebreaks: (tournamentId: string, body: z.input<typeof TieResolutionsRequestSchema>) =>
    apiFetch(`/api/tournaments/${encodeURIComponent(tournamentId)}/resolve-tiebreaks`, {
      method: 'POST',
      body,
      schema: TournamentDetailSchema,
    }),
};

export const creditWrites = {
  /** A manual PIX purchase: recorded as pending; the answer carries the BR Code and the chat link. */
  requestPix: (body: PixRequestRequest) =>
    apiFetch('/api/pix-requests', { method: 'POST', body, schema: PixRequestSchema }),
};

export const paymentWrites = {
  /** The server computes the amount from the quantity; the client never sends a price. */
  createIntent: (body: CreatePaymentIntentRequest) =>
    apiFetch('/api/create-payment-intent', { method: 'POST', body, schema: PaymentIntentResponseSchema }),
  /**
   * The labelled sandbox answers like Stripe's test cards; a paid test card is fulfilled at once, so
   * the answer is the one payment-success gives.
   */
  confirmSandbox: (paymentIntentId: string, body: SandboxConfirmRequest) =>
    apiFetch(`/api/sandbox-payments/${encodeURIComponent(paymentIntentId)}/confirm`, {
      method: 'POST',
      body,
      schema: PaymentSuccessResponseSchema,
    }),
  /** Tells the server the provider confirmed the payment; it checks the intent and credits once. */
  reportSuccess: (body: PaymentSuccessRequest) =>
    apiFetch('/api/payment-success', { method: 'POST', body, schema: PaymentSuccessResponseSchema }),
};

// What a change does to the cache

interface Revisioned {
  readonly revision: number;
}

/** Writes a tournament body (a push, a read, a write's answer) into the cache behind the revision guard. */
export function acceptTournament<T extends Revisioned>(
  client: QueryClient,
  queryKey: QueryKey,
  body: T,
): void {
  client.setQueryData<T>(queryKey, (current) => newerOf(current, body));
}

/**
 * A write answered with the tournament's new detail: the detail takes it, and the list (whose status
 * and names may have changed) is read again when next shown.
 */
export function tournamentChanged(client: QueryClient, detail: TournamentDetail): Promise<void> {
  acceptTournament(client, queryKeys.tournaments.detail(detail.id), detail);
  return client.invalidateQueries({ queryKey: queryKeys.tournaments.list() });
}

/** A tournament was created: the list gains it, and the user's balance loses what it cost. */
export async function tournamentCreated(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.tournaments.list() }),
    client.invalidateQueries({ queryKey: queryKeys.session.user() }),
    // Its names are now the organiser's players (the autocomplete's `roster` slice).
    client.invalidateQueries({ queryKey: queryKeys.roster.all() }),
  ]);
}

/** Credits moved (a payment, a PIX request): the balance and the history are read again. */
export async function creditsChanged(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.session.user() }),
    client.invalidateQueries({ queryKey: queryKeys.credits.all() }),
  ]);
}
