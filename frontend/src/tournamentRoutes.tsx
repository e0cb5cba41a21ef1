import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';

const MyTournamentsPage = lazyPage(
  () => import('./pages/tournaments/myTournamentsPage'),
  'MyTournamentsPage',
);
const SelectTournamentTypePage = lazyPage(
  () => import('./pages/tournaments/selectTournamentTypePage'),
  'SelectTournamentTypePage',
);
const CreateTournamentPage = lazyPage(
  () => import('./pages/tournaments/createTournamentPage'),
  'CreateTournamentPage',
);
const TournamentDetailPage = lazyPage(
  () => import('./pages/tournaments/tournamentDetailPage'),
  'TournamentDetailPage',
);
const PublicTournamentPage = lazyPage(
  () => import('./pages/tournaments/publicTournamentPage'),
  'PublicTournamentPage',
);

const PlayersPage = lazyPage(() => import('./pages/roster/playersPage'), 'PlayersPage');
const PlayerHistoryPage = lazyPage(() => import('./pages/roster/playerHistoryPage'), 'PlayerHistoryPage');
const PublicPlayerPage = lazyPage(() => import('./pages/roster/publicPlayerPage'), 'PublicPlayerPage');
const PlayerPage = lazyPage(() => import('./pages/tournaments/playerPage'), 'PlayerPage');
const TvPage = lazyPage(() => import('./pages/tournaments/tvPage'), 'TvPage');

/** Tournament screens inside the signed-in shell (/my-tournaments, /select-tournament-type, ...). */
export const tournamentShellRoutes: RouteObject[] = [
  { path: '/my-tournaments', element: <MyTournamentsPage /> },
  { path: '/select-tournament-type', element: <SelectTournamentTypePage /> },
  { path: '/create-tournament', element: <CreateTournamentPage /> },
  { path: '/tournament/:id', element: <TournamentDetailPage /> },
  { path: '/players', element: <PlayersPage /> },
  { path: '/players/:id', element: <PlayerHistoryPage /> },
];

/** Public tournament screens outside the shell (/public/tournament/:publicToken). */
export const tournamentPublicRoutes: RouteObject[] = [
  { path: '/public/tournament/:publicToken', element: <PublicTournamentPage /> },
  { path: '/public/tournament/:publicToken/player/:playerId', element: <PlayerPage /> },
  { path: '/public/tournament/:publicToken/tv', element: <TvPage /> },
  { path: '/public/player/:publicToken', element: <PublicPlayerPage /> },
];
