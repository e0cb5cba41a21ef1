import type { SessionUser } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { atom, getDefaultStore } from 'jotai';
import { apiFetch } from '../lib/api';
import { fetchSessionUser } from '../lib/publicReads';
import { queryClient } from '../lib/queryClient';
import { queryKeys } from '../lib/queryKeys';
import { onSessionEnded, type SessionEnd, sessionChanged } from '../lib/sessionEvents';

export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'signedIn'; readonly user: SessionUser };

const SESSION_KEY = queryKeys.session.user();

/** Why this tab was signed out by the server (shown on /auth), until the next sign-in. */
export const sessionEndAtom = atom<SessionEnd | null>(null);

/**
 * A session that ended on the server signs a signed-in tab out at once: the guards then send it
 * to /auth, which says why. A reason that comes after an unexplained 401 (the push raced the
 * call) replaces it.
 */
onSessionEnded((reason) => {
  const store = getDefaultStore();
  if (queryClient.getQueryData<SessionUser | null>(SESSION_KEY)) {
    store.set(sessionEndAtom, reason);
    endSession();
  } else if (reason !== 'expired' && store.get(sessionEndAtom) === 'expired') {
    store.set(sessionEndAtom, reason);
  }
});

/**
 * Reads the current user. A network failure is not a sign-out: what was known is kept, and a first
 * load counts as anonymous. When another user turns out to be signed in, nothing cached for the
 * previous one survives.
 */
async function readSession(): Promise<SessionUser | null> {
  const known = queryClient.getQueryData<SessionUser | null>(SESSION_KEY);
  let user: SessionUser | null;
  try {
    user = await fetchSessionUser();
  } catch {
    return known ?? null;
  }
  if (known && user && known.id !== user.id) forgetOtherData();
  return user;
}

// Loaded once per page and kept (even while no screen reads it); later changes come from sign-in,
// sign-out and refreshSession() or an invalidation of the key.
queryClient.setQueryDefaults(SESSION_KEY, {
  queryFn: readSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** Drops every cached answer but the session's: another user's data must never show. */
function forgetOtherData(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
}

function sessionOf(user: SessionUser | null | undefined): Session {
  if (user === undefined) return { status: 'loading' };
  return user ? { status: 'signedIn', user } : { status: 'anonymous' };
}

/** The current session: loading until `GET /api/user` answers, then anonymous or signed in. */
export function useSession(): Session {
  const { data } = useQuery<SessionUser | null>({ queryKey: SESSION_KEY });
  return sessionOf(data);
}

/** The signed-in user; only for components under the signed-in guard. */
export function useUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useUser outside the signed-in guard');
  return session.user;
}

/** Reads the current user again (after credits changed, say). A 401 means anonymous. */
export async function refreshSession(): Promise<Session> {
  return sessionOf(await queryClient.fetchQuery<SessionUser | null>({ queryKey: SESSION_KEY, staleTime: 0 }));
}

/** After login or register: the answer is the new user; nothing cached for anyone else survives. */
export function startSession(user: SessionUser): void {
  forgetOtherData();
  getDefaultStore().set(sessionEndAtom, null);
  queryClient.setQueryData<SessionUser | null>(SESSION_KEY, user);
  sessionChanged();
}

/** Ends the session on the server, then forgets everything. Throws the API error if it fails. */
export async function logout(): Promise<void> {
  await apiFetch('/api/logout', { method: 'POST' });
  endSession();
}

export function endSession(): void {
  forgetOtherData();
  queryClient.setQueryData<SessionUser | null>(SESSION_KEY, null);
  sessionChanged();
}
