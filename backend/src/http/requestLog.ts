import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the answer is an error (its code, field errors), for the request's log line. */
    failure: Record<string, unknown> | null;
  }
}

/**
 * One log line per request, written when the answer has gone out: method, route (the pattern,
 * so tokens and ids in paths stay out of the log), status and time, instead of Fastify's two
 * lines with every header. API requests log at `info` (`warn` for a 4xx, with the error's code;
 * `error` for a 5xx); static files, translations and pages at `debug`, so a club's visitors do not
 * flood the log with assets.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?')[0] ?? request.url;
    const status = reply.statusCode;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? path,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...request.failure,
      ...(error ? { err: error } : {}),
    };
    const message = `${line.method} ${line.route} ${status}`;
    if (status >= 500 || error) request.log.error(line, message);
    else if (!path.startsWith('/api/')) request.log.debug(line, message);
    else if (status >= 400) request.log.warn(line, message);
    else request.log.info(line, message);
  }
}

export function registerRequestFailures(app: FastifyInstance): void {
  app.decorateRequest('failure', null);
}
