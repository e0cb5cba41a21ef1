import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../state/session';
import { Spinner } from './spinner';

/** Where the guard came from, so sign-in can return there. */
export interface FromState {
  readonly from?: string;
}

function ToAuth() {
  const location = useLocation();
  const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/auth" replace state={state} />;
}

/** Spec "Guards": anonymous users go to /auth; a spinner while the session loads. */
export function RequireUser({ children }: { readonly children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner fullScreen />;
  if (session.status === 'anonymous') return <ToAuth />;
  return children ?? <Outlet />;
}

/** Admin guard: anonymous users go to /auth, everyone else who is not an admin to /. */
export function RequireAdmin({ children }: { readonly children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner fullScreen />;
  if (session.status === 'anonymous') return <ToAuth />;
  if (!session.user.isAdmin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/** Venue guard: only 'Quadra' accounts and admins pass; others go to /, anonymous users to /auth. */
export function RequireVenue({ children }: { readonly children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner fullScreen />;
  if (session.status === 'anonymous') return <ToAuth />;
  if (!isVenue(session.user)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

export function isVenue(user: { readonly userType: string; readonly isAdmin: boolean }): boolean {
  return user.userType === 'Quadra' || user.isAdmin;
}

/** /auth and friends: a signed-in user goes back where the guard sent them from, or to /. */
export function AnonymousOnly({ children }: { readonly children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner fullScreen />;
  if (session.status === 'signedIn') {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={from?.startsWith('/') && !from.startsWith('/auth') ? from : '/'} replace />;
  }
  return children ?? <Outlet />;
}
