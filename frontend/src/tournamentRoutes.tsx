import type { RouteObject } from 'react-router-dom';
import { CreateTournamentPage } from './pages/tournaments/createTournamentPage';
import { MyTournamentsPage } from './pages/tournaments/myTournamentsPage';
import { PublicTournamentPage } from './pages/tournaments/publicTournamentPage';
import { SelectTournamentTypePage } from './pages/tournaments/selectTournamentTypePage';
import { TournamentDetailPage } from './pages/tournaments/tournamentDetailPage';

/** Tournament screens inside the signed-in shell (/my-tournaments, /select-tournament-type, ...). */
export const tournamentShellRoutes: RouteObject[] = [
  { path: '/my-tournaments', element: <MyTournamentsPage /> },
  { path: '/select-tournament-type', element: <SelectTournamentTypePage /> },
  { path: '/create-tournament', element: <CreateTournamentPage /> },
  { path: '/tournament/:id', element: <TournamentDetailPage /> },
];

/** Public tournament screens outside the shell (/public/tournament/:publicToken). */
export const tournamentPublicRoutes: RouteObject[] = [
  { path: '/public/tournament/:publicToken', element: <PublicTournamentPage /> },
];
