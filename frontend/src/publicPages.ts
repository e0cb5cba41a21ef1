/**
 * The spectators' pages and what each one's first screen waits on, as plain data: the entry starts
 * these at once (`publicPageNeeds` in tournamentRoutes.tsx), and the build writes them, with the
 * page's chunk files, to `dist/preloads.json`, from which the server names them in a `Link` header
 * on the page's HTML, so the browser fetches them while the entry is still being parsed (issue 26).
 * No import here: vite.config.ts reads this file at build time.
 */
export interface PublicPage {
  /** The route, in react-router's syntax; `:publicToken` names the tournament. */
  readonly path: string;
  /** The page's module, from frontend/ (its chunk is found by this name in the build). */
  readonly module: string;
  /** What the first screen translates with, besides `common` (a namespace missed is fetched later). */
  readonly namespaces: readonly string[];
}

export const PUBLIC_PAGES = {
  board: {
    path: '/public/tournament/:publicToken',
    module: 'src/pages/tournaments/publicTournamentPage.tsx',
    namespaces: ['tournaments', 'share', 'americano', 'superGroups', 'fairness', 'rules'],
  },
  playerPage: {
    path: '/public/tournament/:publicToken/player/:playerId',
    module: 'src/pages/tournaments/playerPage.tsx',
    namespaces: ['player', 'tournaments', 'superGroups', 'mexicano'],
  },
  tv: {
    path: '/public/tournament/:publicToken/tv',
    module: 'src/pages/tournaments/tvPage.tsx',
    namespaces: ['tournaments', 'tv', 'superGroups', 'mexicano', 'americano'],
  },
} as const satisfies Record<string, PublicPage>;

/**
 * Where the spectators' read of a tournament lives, before its token: the page's fetch and the
 * server's preload of it (written to preloads.json) must name the same address to the byte.
 */
export const PUBLIC_TOURNAMENT_READ = '/api/public/tournaments/';

/** The spectators' read of the tournament behind a token. */
export const publicTournamentPath = (publicToken: string) =>
  `${PUBLIC_TOURNAMENT_READ}${encodeURIComponent(publicToken)}`;
