import { accountRoutes } from './accounts/routes';
import type { RouteModule } from './http/app';
import { supportRoutes } from './support/routes';
import { tournamentRoutes } from './tournaments/routes';

/** Every API area, each a Fastify plugin registered under `/api`. */
export const apiRoutes: readonly RouteModule[] = [accountRoutes, tournamentRoutes, supportRoutes];
