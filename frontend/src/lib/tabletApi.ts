import {
  type CreatableFormat,
  CreateTournamentCodeRequestSchema,
  type LinkTournamentCodeRequestSchema,
  TABLET_CODE_HEADER,
  type TabletCreateTournamentRequest,
  type TournamentCode,
  TournamentCodeSchema,
} from '@rodada/events/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiOptions, apiFetch, newIdempotencyKey } from './api';

// The court tablet's side of the API. A tablet has no session: every call carries the 6-character
// code in the `x-tablet-code` header, and every write an Idempotency-Key so that a retry after a
// dropped connection (courts have poor Wi-Fi) is applied once. Shared with the tablet's match screen.

type TabletOptions = Omit<ApiOptions, 'headers'>;

/**
 * `apiFetch` as the tablet: the code header on every call, an Idempotency-Key on every write (the
 * caller passes its own to keep one key across its retries).
 */
export function tabletFetch<S extends z.ZodType>(
  code: string,
  path: string,
  options: TabletOptions & { readonly schema: S },
): Promise<z.output<S>>;
export function tabletFetch(code: string, path: string, options?: TabletOptions): Promise<unknown>;
export function tabletFetch(
  code: string,
  path: string,
  options: TabletOptions & { readonly schema?: z.ZodType } = {},
): Promise<unknown> {
  const write = (options.method ?? 'GET') !== 'GET';
  return apiFetch(path, {
    ...options,
    headers: { [TABLET_CODE_HEADER]: code },
    idempotencyKey: options.idempotencyKey ?? (write ? newIdempotencyKey() : undefined),
  });
}

/** Spec: validation answers the code itself, or an object holding it in `code`; both are read. */
const ValidatedCodeSchema = z.union([
  TournamentCodeSchema,
  z.object({ code: TournamentCodeSchema }).transform((body) => body.code),
]);

const TabletCreatedSchema = z.object({ id: z.uuid(), name: z.string() });

export const tabletQueryKeys = {
  codes: () => ['tabletCodes'] as const,
};

export const tabletQueries = {
  /** The club's codes, newest first as the server lists them. */
  codes: () =>
    queryOptions({
      queryKey: tabletQueryKeys.codes(),
      queryFn: ({ signal }) =>
        apiFetch('/api/tournament-codes', { schema: TournamentCodeSchema.array(), signal }),
    }),
};

export const tabletWrites = {
  /** The club creates a code (free); a new key per click, so a double click creates one code. */
  createCode: (tournamentType: CreatableFormat) =>
    apiFetch('/api/tournament-codes', {
      method: 'POST',
      body: CreateTournamentCodeRequestSchema.parse({ tournamentType }),
      schema: TournamentCodeSchema,
      idempotencyKey: newIdempotencyKey(),
    }),
  deactivateCode: (id: string) =>
    apiFetch(`/api/tournament-codes/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      idempotencyKey: newIdempotencyKey(),
    }),
  /** Anyone may check a code (rate-limited by the server): 404 with a message when unknown. */
  validateCode: (code: string, signal?: AbortSignal): Promise<TournamentCode> =>
    apiFetch('/api/tournament-codes/validate', {
      method: 'POST',
      body: { code },
      schema: ValidatedCodeSchema,
      signal,
    }),
  createTournament: (code: string, body: TabletCreateTournamentRequest, idempotencyKey: string) =>
    tabletFetch(code, '/api/tablet/tournaments', {
      method: 'POST',
      body,
      schema: TabletCreatedSchema,
      idempotencyKey,
    }),
  /** The server links at creation already; the spec's client links again, which is harmless. */
  linkCode: (code: string, codeId: string, tournamentId: string) =>
    tabletFetch(code, `/api/tournament-codes/${encodeURIComponent(codeId)}/link`, {
      method: 'POST',
      body: { tournamentId } satisfies z.input<typeof LinkTournamentCodeRequestSchema>,
    }),
};

/** After a code changes, the club's list is read again. */
export function tabletCodesChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: tabletQueryKeys.codes() });
}

/** The tablet reopens where it was: the last code it used, on this device only. */
const LAST_CODE_KEY = 'rodada.tablet.lastCode';

export function rememberTabletCode(code: string): void {
  try {
    localStorage.setItem(LAST_CODE_KEY, code);
  } catch {
    // Private mode or a full storage: the tablet simply asks for the code again.
  }
}

export function lastTabletCode(): string {
  try {
    return localStorage.getItem(LAST_CODE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetTabletCode(): void {
  try {
    localStorage.removeItem(LAST_CODE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
