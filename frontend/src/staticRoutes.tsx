import type { RouteObject } from 'react-router-dom';

/** Public static pages (terms, privacy, the clubs' landing page), outside the signed-in shell. */
export const publicStaticRoutes: RouteObject[] = [];

/** Static pages shown inside the signed-in shell (support). */
export const shellStaticRoutes: RouteObject[] = [];
