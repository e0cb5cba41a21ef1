import { accountRoutes } from './accounts/routes';
import type { RouteModule } from './http/app';

/** Every API area, each a Fastify plugin registered under `/api`. */
export const apiRoutes: readonly RouteModule[] = [accountRoutes];
