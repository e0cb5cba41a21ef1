import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { creditRoutes } from './credits/routes';
import type { RouteModule } from './http/app';
import { paymentRoutes } from './payments/routes';
import { referralRoutes } from './referrals/routes';
import { supportRoutes } from './support/routes';
import { tabletRoutes } from './tablet/routes';
import { tournamentRoutes } from './tournaments/routes';

/** Every API area, each a Fastify plugin registered under `/api`. */
export const apiRoutes: readonly RouteModule[] = [
  accountRoutes,
  tournamentRoutes,
  supportRoutes,
  creditRoutes,
  referralRoutes,
  paymentRoutes,
  adminRoutes,
  tabletRoutes,
];
