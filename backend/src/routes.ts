import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { accountRoutes, registerAuthentication } from './accounts';
import { adminRoutes } from './admin';
import { circuitRoutes } from './circuits';
import { creditRoutes } from './credits';
import type { AppPorts, RouteModule } from './http/app';
import { paymentRoutes } from './payments';
import { referralRoutes } from './referrals';
import { reportingRoutes } from './reporting';
import { rosterRoutes } from './roster';
import { supportRoutes } from './support';
import type { System } from './system';
import { tabletRoutes } from './tablet';
import { tournamentRoutes } from './tournaments';

/**
 * Every API area: each slice's Fastify plugin, registered under `/api` with its own service and
 * the ports it uses. The order is the OpenAPI document's.
 */
export function apiRoutes(system: System): readonly RouteModule[] {
  const { config, services, sessions } = system;
  const { accounts, admin, circuits, credits, payments, referrals, roster, tablets, tournaments } = services;
  return [
    underApi(accountRoutes, {
      accounts,
      sessions,
      secureCookies: config.secureCookies,
      authRateLimitPerIp: config.authRateLimitPerIp,
      counters: system.counters,
      credits,
    }),
    underApi(tournamentRoutes, { tournaments }),
    underApi(rosterRoutes, { roster }),
    underApi(circuitRoutes, { circuits }),
    underApi(supportRoutes, { contact: { phone: config.supportPhone, email: config.supportEmail } }),
    underApi(creditRoutes, { credits, supportPhone: config.supportPhone }),
    underApi(reportingRoutes, {
      creditReport: (actor, query, userId) => credits.creditReport(actor, query, userId),
    }),
    underApi(referralRoutes, { referrals }),
    underApi(paymentRoutes, { payments, counters: system.counters }),
    underApi(adminRoutes, { admin }),
    underApi(tabletRoutes, {
      tablets,
      tabletBody: (tournamentId) => tournaments.tabletBody(tournamentId),
      counters: system.counters,
    }),
  ];
}

/** A slice's plugin with its options, registered under `/api`. */
function underApi<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
  options: Options,
): RouteModule {
  return async (app) => {
    await app.register(plugin, { ...options, prefix: '/api' });
  };
}

/** What the app's own hooks and health route ask of the slices and the storage. */
export function appPorts(system: System): AppPorts {
  return {
    authenticate: (app) => registerAuthentication(app, system.sessions),
    authoriseTablet: (header) => system.services.tablets.authorise(header),
    health: () => ({
      projecting: system.runner.isLeader,
      eventStore: system.store.kind,
      readModels: system.database.kind,
    }),
    requestAnswered: (method, route, status, seconds) =>
      system.metrics.requestAnswered(method, route, status, seconds),
  };
}
