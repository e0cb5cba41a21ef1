import { PublicTournamentSchema, SessionUserSchema } from '@rodada/events/contracts/mini';
import { publicTournamentPath } from '../publicPages';
import { apiFetch, getOrNull } from './api';
import { queryKeys } from './queryKeys';

// The reads of the public pages and of every page's first script (who is signed in), checked with
// the zod/mini contracts: these pages load no classic zod (issue 26). lib/queries.ts re-exports them.

/** The signed-in user, or null when signed out (the API answers 401). */
export function fetchSessionUser(signal?: AbortSignal) {
  return getOrNull('/api/user', { schema: SessionUserSchema, signal });
}

/** The spectators' view of the tournament behind a public token. */
export function fetchPublicTournament(publicToken: string, signal?: AbortSignal) {
  // The server preloads this read on the board, the TV and a player's page: sent as the preload was.
  return apiFetch(publicTournamentPath(publicToken), {
    schema: PublicTournamentSchema,
    signal,
    asPreloaded: true,
  });
}

/**
 * The spectators' view in the query cache: its key and its read, for the page that shows it and
 * for the entry's head start on a public page (one read, shared by both).
 */
export function publicTournamentQuery(publicToken: string) {
  return {
    queryKey: queryKeys.tournaments.public(publicToken),
    load: (signal?: AbortSignal) => fetchPublicTournament(publicToken, signal),
  };
}

interface Revisioned {
  readonly revision: number;
}

/** The revision guard: a body older than the one already held never replaces it. */
export function newerOf<T extends Revisioned>(current: T | undefined, next: T): T {
  return current !== undefined && current.revision > next.revision ? current : next;
}
