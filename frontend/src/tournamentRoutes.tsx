import { matchPath, type RouteObject } from 'react-router-dom';
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

const BOARD = '/public/tournament/:publicToken';
const PLAYER_PAGE = '/public/tournament/:publicToken/player/:playerId';
const TV = '/public/tournament/:publicToken/tv';

/** What a spectator's page waits on before it paints: its chunk, its translations, the tournament. */
export interface PublicPageNeeds {
  readonly load: () => Promise<unknown>;
  readonly namespaces: readonly string[];
  readonly publicToken: string;
}

const NEEDS = [
  // What each page's first screen translates with (a namespace missed here is only fetched later).
  {
    path: BOARD,
    load: loadBoard,
    namespaces: ['tournaments', 'share', 'americano', 'superGroups', 'fairness', 'rules'],
  },
  {
    path: PLAYER_PAGE,
    load: loadPlayerPage,
    namespaces: ['player', 'tournaments', 'superGroups', 'mexicano'],
  },
  { path: TV, load: loadTv, namespaces: ['tournaments', 'tv', 'superGroups', 'mexicano', 'americano'] },
] as const;

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
  { path: BOARD, element: <PublicTournamentPage /> },
  { path: PLAYER_PAGE, element: <PlayerPage /> },
  { path: TV, element: <TvPage /> },
  { path: '/public/player/:publicToken', element: <PublicPlayerPage /> },
];
