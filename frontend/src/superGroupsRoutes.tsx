import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';

const CreateSuperGroupsPage = lazyPage(
  () => import('./pages/superGroups/createSuperGroupsPage'),
  'CreateSuperGroupsPage',
);
const ResolveTiebreaksPage = lazyPage(
  () => import('./pages/superGroups/resolveTiebreaksPage'),
  'ResolveTiebreaksPage',
);

/** Super 16 / 32 screens inside the signed-in shell (/create-super-groups, /tournament/:id/resolve-tiebreaks). */
export const superGroupsShellRoutes: RouteObject[] = [
  { path: '/create-super-groups', element: <CreateSuperGroupsPage /> },
  { path: '/tournament/:id/resolve-tiebreaks', element: <ResolveTiebreaksPage /> },
];
