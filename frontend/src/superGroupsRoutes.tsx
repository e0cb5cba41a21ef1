import type { RouteObject } from 'react-router-dom';

/** Super 16 / 32 screens inside the signed-in shell (/create-super-groups, /tournament/:id/resolve-tiebreaks). */
export const superGroupsShellRoutes: RouteObject[] = [];
