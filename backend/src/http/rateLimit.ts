import { DomainError } from '@rodada/events';
import type { FastifyRequest } from 'fastify';
import type { SharedCounters } from '../limits';

export interface RateLimit {
  /** Names the limit: two limits with different scopes count apart. */
  readonly scope: string;
  /** Requests allowed per key in a window. */
  readonly max: number;
  readonly windowMs: number;
  /** Who is counted: the client's address unless a limit says otherwise (an e-mail and address). */
  readonly key?: (request: FastifyRequest) => string;
}

/** The shared counter a limit counts a key in. */
export const limitKey = (scope: string, key: string) => `${scope}|${key}`;

/**
 * A route's `preHandler` that refuses a request over its limit with `request.rateLimited` (the
 * API's one error body, in the caller's language). The counts are shared by every process on the
 * database (`SharedCounters`), so running two processes does not double a limit.
 */
export function rateLimiter(counters: SharedCounters, limit: RateLimit) {
  const keyOf = limit.key ?? ((request: FastifyRequest) => request.ip);
  return async (request: FastifyRequest) => {
    const count = await counters.hit(limitKey(limit.scope, keyOf(request)), limit.windowMs);
    if (count > limit.max) throw new DomainError('request.rateLimited');
  };
}
