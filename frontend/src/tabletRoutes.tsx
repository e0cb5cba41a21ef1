import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';
import { NotFoundPage } from './pages/notFound';

const TournamentCodesPage = lazyPage(
  () => import('./pages/tablet/codes/tournamentCodesPage'),
  'TournamentCodesPage',
);
const CodeCheckPage = lazyPage(() => import('./pages/tablet/codes/codeCheckPage'), 'CodeCheckPage');
const TabletEntryPage = lazyPage(() => import('./pages/tablet/entry/tabletEntryPage'), 'TabletEntryPage');
const TabletCreatePage = lazyPage(() => import('./pages/tablet/entry/tabletCreatePage'), 'TabletCreatePage');

/** The club's codes, inside the signed-in shell behind the venue guard (Quadra or admin). */
export const tabletShellRoutes: RouteObject[] = [
  { path: '/tournament-codes', element: <TournamentCodesPage /> },
];

/**
 * The tablet's match screen. Placeholder until the tablet play screen lands: replace this element
 * (and keep the path) with the lazy match page.
 */
export const tabletTournamentRoute: RouteObject = {
  path: '/tablet/tournament/:id',
  element: <NotFoundPage />,
};

/**
 * The court's device: public, no shell, no login (the code is its credential). Any other /tablet/*
 * path is the code entry (spec route list).
 */
export const tabletPublicRoutes: RouteObject[] = [
  { path: '/t', element: <CodeCheckPage /> },
  { path: '/t/:code', element: <CodeCheckPage /> },
  { path: '/public-code/:code', element: <CodeCheckPage /> },
  { path: '/tablet', element: <TabletEntryPage /> },
  { path: '/tablet/create', element: <TabletCreatePage /> },
  tabletTournamentRoute,
  { path: '/tablet/*', element: <TabletEntryPage /> },
];
