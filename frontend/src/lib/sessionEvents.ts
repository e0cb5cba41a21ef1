import type { SessionEndReason } from '@rodada/events/contracts';

/**
 * Why a signed-in tab lost its session: the server said so over the socket (`session:ended`:
 * blocked, erased, password reset), or a call answered 401 (`expired`: the session is gone, the
 * reason unknown). Kept free of imports, so the API client, the socket and the session state can
 * all reach it without pulling each other in.
 */
export type SessionEnd = SessionEndReason | 'expired';

type Listener<T> = (value: T) => void;
const endListeners = new Set<Listener<SessionEnd>>();
const changeListeners = new Set<Listener<void>>();

/** Reports that the session ended; the session state signs the tab out if it was signed in. */
export function sessionEnded(reason: SessionEnd): void {
  for (const listener of endListeners) listener(reason);
}

export function onSessionEnded(listener: Listener<SessionEnd>): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Reports a sign-in or a sign-out: the live socket opens again as the new caller. */
export function sessionChanged(): void {
  for (const listener of changeListeners) listener();
}

export function onSessionChanged(listener: Listener<void>): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
