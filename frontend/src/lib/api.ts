import { ErrorBodySchema } from '@rodada/events/contracts/mini';
import i18next from 'i18next';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { sessionEnded } from './sessionEvents';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  readonly method?: HttpMethod;
  /** Sent as JSON when present. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** A write the server may see twice (a retry, a double click) is applied once under this key (a UUID). */
  readonly idempotencyKey?: string;
  /** Extra request headers (the court tablet's code, which stands in for a session cookie). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Sent exactly as the browser sends a `<link rel=preload as=fetch crossorigin>` of the same
   * address: no header of ours, cookies for this site only. Chromium hands such a read the preloaded
   * answer; any header it did not send makes it fetch again. For the public reads the server
   * preloads on a spectator's page (the browser's own Accept-Language still names the language).
   */
  readonly asPreloaded?: boolean;
}

/**
 * A non-OK answer. `message` is the text to show (spec section 7); `code` is the server's stable
 * code; `body` is the parsed JSON answer, for refusals that carry more than a message (the two
 * scores of a 409 `match.conflict`, read by `matchConflictOf`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined = undefined,
    readonly fieldErrors: Readonly<Record<string, string>> | undefined = undefined,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** The answer did not match the schema the caller expected; the zod error is its `cause`. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';

  constructor(
    readonly path: string,
    zodError: z.core.$ZodError,
  ) {
    super(i18next.t('errors.unexpectedResponse', { ns: 'common', defaultValue: 'Unexpected response' }), {
      cause: zodError,
    });
  }
}

/**
 * Calls the API with cookies, JSON bodies and the current language. A non-OK answer becomes an
 * `ApiError`; with a schema (classic zod or zod/mini: the public pages' are mini), the answer is
 * validated and typed by it.
 */
export async function apiFetch<S extends z.core.$ZodType>(
  path: string,
  options: ApiOptions & { readonly schema: S },
): Promise<z.output<S>>;
export async function apiFetch<T = unknown>(path: string, options?: ApiOptions): Promise<T>;
export async function apiFetch(
  path: string,
  options: ApiOptions & { readonly schema?: z.core.$ZodType } = {},
): Promise<unknown> {
  const response = await send(path, options);
  if (!response.ok) {
    const error = await errorFrom(response);
    // The session is gone (blocked, erased, expired, signed out elsewhere): a signed-in tab signs out at once.
    if (error.status === 401 && error.code === 'auth.unauthenticated') sessionEnded('expired');
    throw error;
  }
  const data = await readBody(response);
  if (!options.schema) return data;
  const parsed = safeParse(options.schema, data);
  if (!parsed.success) throw new ApiContractError(path, parsed.error);
  return parsed.data;
}

/** A GET for which 401 means "no value" (e.g. the current user when signed out). */
export async function getOrNull<S extends z.core.$ZodType>(
  path: string,
  options: { readonly schema: S; readonly signal?: AbortSignal },
): Promise<z.output<S> | null>;
export async function getOrNull<T = unknown>(
  path: string,
  options?: { readonly signal?: AbortSignal },
): Promise<T | null>;
export async function getOrNull(
  path: string,
  options: { readonly schema?: z.core.$ZodType; readonly signal?: AbortSignal } = {},
): Promise<unknown> {
  try {
    return await apiFetch(path, { ...options, method: 'GET' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

function send(path: string, options: ApiOptions): Promise<Response> {
  if (options.asPreloaded) return fetch(path, { signal: options.signal });
  const headers = new Headers({ accept: 'application/json' });
  const language = i18next.resolvedLanguage ?? i18next.language;
  if (language) headers.set('accept-language', language);
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * The spec's generic error handling: the JSON body's `message`, or else the whole JSON as text; a
 * body that is not JSON is used as text, or else the status text.
 */
async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const fallback = response.statusText || `HTTP ${response.status}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new ApiError(response.status, text.trim() === '' ? fallback : text);
  }
  const fields: Record<string, unknown> = typeof json === 'object' && json !== null ? { ...json } : {};
  const message =
    typeof fields.message === 'string' && fields.message !== ''
      ? fields.message
      : typeof json === 'string'
        ? json
        : JSON.stringify(json);
  const code = ErrorBodySchema.shape.code.safeParse(fields.code).data;
  const fieldErrors = ErrorBodySchema.shape.fieldErrors.safeParse(fields.fieldErrors).data;
  return new ApiError(response.status, message || fallback, code, fieldErrors, json);
}

/**
 * A v4 UUID for an Idempotency-Key. `crypto.randomUUID` exists only on secure origins, and a tablet may open the app over
 * plain http on the club's network; `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
