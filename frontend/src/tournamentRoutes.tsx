import type { RouteObject } from 'react-router-dom';

/** Tournament screens inside the signed-in shell (/my-tournaments, /select-tournament-type, ...). */
export const tournamentShellRoutes: RouteObject[] = [];

/** Public tournament screens outside the shell (/public/tournament/:publicToken). */
export const tournamentPublicRoutes: RouteObject[] = [];
