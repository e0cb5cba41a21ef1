import { DomainError } from '@rodada/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type RateLimitOptions = Parameters<FastifyInstance['createRateLimit']>[0];

/**
 * A route's `preHandler` that refuses a request over its limit with `request.rateLimited` (the API's
 * one error body, in the caller's language) rather than the plugin's own answer. Each one counts on
 * its own: the plugin's route hook would run only one limiter per request.
 */
export function rateLimiter(app: FastifyInstance, options: RateLimitOptions) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw new DomainError('request.rateLimited');
  };
}
