import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';

const TournamentCodesPage = lazyPage(
  () => import('./pages/tablet/codes/tournamentCodesPage'),
  'TournamentCodesPage',
);
const CodeCheckPage = lazyPage(() => import('./pages/tablet/codes/codeCheckPage'), 'CodeCheckPage');
const TabletEntryPage = lazyPage(() => import('./pages/tablet/entry/tabletEntryPage'), 'TabletEntryPage');
const TabletCreatePage = lazyPage(() => import('./pages/tablet/entry/tabletCreatePage'), 'TabletCreatePage');
const TabletPlayPage = lazyPage(() => import('./pages/tablet/play/tabletPlayPage'), 'TabletPlayPage');

/** The club's codes, inside the signed-in shell behind the venue guard (Quadra or admin). */
export const tabletShellRoutes: RouteObject[] = [
  { path: '/tournament-codes', element: <TournamentCodesPage /> },
];

/** The tablet's match screen: scoring at the court, online or not. */
export const tabletTournamentRoute: RouteObject = {
  path: '/tablet/tournament/:id',
  element: <TabletPlayPage />,
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
