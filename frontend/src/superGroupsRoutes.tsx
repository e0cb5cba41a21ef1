import type { RouteObject } from 'react-router-dom';
import { CreateSuperGroupsPage } from './pages/superGroups/createSuperGroupsPage';
import { ResolveTiebreaksPage } from './pages/superGroups/resolveTiebreaksPage';

/** Super 16 / 32 screens inside the signed-in shell (/create-super-groups, /tournament/:id/resolve-tiebreaks). */
export const superGroupsShellRoutes: RouteObject[] = [
  { path: '/create-super-groups', element: <CreateSuperGroupsPage /> },
  { path: '/tournament/:id/resolve-tiebreaks', element: <ResolveTiebreaksPage /> },
];
