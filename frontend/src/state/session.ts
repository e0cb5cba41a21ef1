import { type SessionUser, SessionUserSchema } from '@rodada/events/contracts';
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { apiFetch, getOrNull } from '../lib/api';
import { clearQueryCache } from './queryCache';

export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'signedIn'; readonly user: SessionUser };

const sessionAtom = atom<Session>({ status: 'loading' });
let loaded = false;
sessionAtom.onMount = () => {
  // Loaded once per page; later changes come from sign-in, sign-out and refreshSession().
  if (loaded) return;
  loaded = true;
  void refreshSession();
};

const store = getDefaultStore();

/** The current session: loading until `GET /api/user` answers, then anonymous or signed in. */
export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

/** The signed-in user; only for components under the signed-in guard. */
export function useUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useUser outside the signed-in guard');
  return session.user;
}

/** Reads the current user again (after credits changed, say). A 401 means anonymous. */
export async function refreshSession(): Promise<Session> {
  let next: Session;
  try {
    const user = await getOrNull('/api/user', { schema: SessionUserSchema });
    next = user ? { status: 'signedIn', user } : { status: 'anonymous' };
  } catch {
    // A network failure is not a sign-out; keep what we knew, or treat a first load as anonymous.
    const current = store.get(sessionAtom);
    next = current.status === 'loading' ? { status: 'anonymous' } : current;
  }
  const current = store.get(sessionAtom);
  if (current.status === 'signedIn' && next.status === 'signedIn' && current.user.id !== next.user.id) {
    clearQueryCache();
  }
  store.set(sessionAtom, next);
  return next;
}

/** After login or register: the answer is the new user; nothing cached for anyone else survives. */
export function startSession(user: SessionUser): void {
  loaded = true;
  clearQueryCache();
  store.set(sessionAtom, { status: 'signedIn', user });
}

/** Ends the session on the server, then forgets everything. Throws the API error if it fails. */
export async function logout(): Promise<void> {
  await apiFetch('/api/logout', { method: 'POST' });
  endSession();
}

export function endSession(): void {
  loaded = true;
  clearQueryCache();
  store.set(sessionAtom, { status: 'anonymous' });
}
