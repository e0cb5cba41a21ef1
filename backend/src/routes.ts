import { accountRoutes, registerAuthentication } from './accounts';
import { adminRoutes } from './admin';
import { creditRoutes } from './credits';
import type { AppPorts, RouteModule } from './http/app';
import { paymentRoutes } from './payments';
import { referralRoutes } from './referrals';
import { reportingRoutes } from './reporting';
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
  const { accounts, admin, credits, payments, referrals, tablets, tournaments } = services;
  const prefix = '/api';
  return [
    async (app) => {
      await app.register(accountRoutes, {
        prefix,
        accounts,
        sessions,
        secureCookies: config.secureCookies,
        authRateLimitPerIp: config.authRateLimitPerIp,
        credits,
      });
    },
    async (app) => {
      await app.register(tournamentRoutes, { prefix, tournaments });
    },
    async (app) => {
      await app.register(supportRoutes, {
        prefix,
        contact: { phone: config.supportPhone, email: config.supportEmail },
      });
    },
    async (app) => {
      await app.register(creditRoutes, { prefix, credits, supportPhone: config.supportPhone });
    },
    async (app) => {
      await app.register(reportingRoutes, {
        prefix,
        creditReport: (actor, query, userId) => credits.creditReport(actor, query, userId),
      });
    },
    async (app) => {
      await app.register(referralRoutes, { prefix, referrals });
    },
    async (app) => {
      await app.register(paymentRoutes, { prefix, payments });
    },
    async (app) => {
      await app.register(adminRoutes, { prefix, admin });
    },
    async (app) => {
      await app.register(tabletRoutes, {
        prefix,
        tablets,
        tabletBody: (tournamentId) => tournaments.tabletBody(tournamentId),
      });
    },
  ];
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
  };
}
