import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../http/app';
import { send } from '../http/errors';
import { translate } from '../i18n';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * `GET /metrics`: the Prometheus text for a scraper holding `METRICS_TOKEN`. Without the setting
 * the route answers 404 as any unknown path (it is not an `/api/` route: no session or CSRF rules).
 */
export function metricsRoute(metrics: Metrics, token: string | null): RouteModule {
  return async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
      if (!token)
        return send(reply, 404, {
          code: 'request.notFound',
          message: translate(request.language, 'request.notFound'),
        });
      if (!bearerMatches(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return send(reply, 401, {
          code: 'request.metricsToken',
          message: translate(request.language, 'request.metricsToken'),
        });
      }
      const text = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    });
  };
}
