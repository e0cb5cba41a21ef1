import { matchPath, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';
import { PUBLIC_PAGES } from './publicPages';

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
const loadBoard = () => import('./pages/tournaments/publicTournamentPage');
const loadPlayerPage = () => import('./pages/tournaments/playerPage');
const loadTv = () => import('./pages/tournaments/tvPage');
const PublicTournamentPage = lazyPage(loadBoard, 'PublicTournamentPage');

const PlayersPage = lazyPage(() => import('./pages/roster/playersPage'), 'PlayersPage');
const PlayerHistoryPage = lazyPage(() => import('./pages/roster/playerHistoryPage'), 'PlayerHistoryPage');
const PublicPlayerPage = lazyPage(() => import('./pages/roster/publicPlayerPage'), 'PublicPlayerPage');
const PlayerPage = lazyPage(loadPlayerPage, 'PlayerPage');
const TvPage = lazyPage(loadTv, 'TvPage');

/** Tournament screens inside the signed-in shell (/my-tournaments, /select-tournament-type, ...). */
export const tournamentShellRoutes: RouteObject[] = [
  { path: '/my-tournaments', element: <MyTournamentsPage /> },
  { path: '/select-tournament-type', element: <SelectTournamentTypePage /> },
  { path: '/create-tournament', element: <CreateTournamentPage /> },
  { path: '/tournament/:id', element: <TournamentDetailPage /> },
  { path: '/players', element: <PlayersPage /> },
  { path: '/players/:id', element: <PlayerHistoryPage /> },
];

const { board, playerPage, tv } = PUBLIC_PAGES;

/** What a spectator's page waits on before it paints: its chunk, its translations, the tournament. */
export interface PublicPageNeeds {
  readonly load: () => Promise<unknown>;
  readonly namespaces: readonly string[];
  readonly publicToken: string;
}

const NEEDS = [
  { ...board, load: loadBoard },
  { ...playerPage, load: loadPlayerPage },
  { ...tv, load: loadTv },
];

/**
 * The needs of the spectator page at `pathname`, if it is one: the entry starts them all at once,
 * instead of the chunk, then its translations, then the read, one after the other (issue 26).
 */
export function publicPageNeeds(pathname: string): PublicPageNeeds | undefined {
  for (const { path, load, namespaces } of NEEDS) {
    const publicToken = matchPath(path, pathname)?.params.publicToken;
    if (publicToken) return { load, namespaces, publicToken };
  }
  return undefined;
}

/** Public tournament screens outside the shell (/public/tournament/:publicToken). */
export const tournamentPublicRoutes: RouteObject[] = [
  { path: board.path, element: <PublicTournamentPage /> },
  { path: playerPage.path, element: <PlayerPage /> },
  { path: tv.path, element: <TvPage /> },
  { path: '/public/player/:publicToken', element: <PublicPlayerPage /> },
];
