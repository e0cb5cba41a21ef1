import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { creditRoutes } from './credits/routes';
import type { RouteModule } from './http/app';
import { paymentRoutes } from './payments/routes';
import { referralRoutes } from './referrals/routes';
import { reportingRoutes } from './reporting';
import { supportRoutes } from './support/routes';
import { tabletRoutes } from './tablet/routes';
import { tournamentRoutes } from './tournaments/routes';

/** Every API area, each a Fastify plugin registered under `/api`. */
export const apiRoutes: readonly RouteModule[] = [
  accountRoutes,
  tournamentRoutes,
  supportRoutes,
  creditRoutes,
  async (app, system) => {
    await app.register(reportingRoutes, {
      prefix: '/api',
      creditReport: (actor, query, userId) => system.services.credits.creditReport(actor, query, userId),
    });
  },
  referralRoutes,
  paymentRoutes,
  adminRoutes,
  tabletRoutes,
];
