import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { adminShellRoutes } from './adminRoutes';
import { circuitPublicRoutes, circuitShellRoutes } from './circuitRoutes';
import { AnonymousOnly, RequireAdmin, RequireUser, RequireVenue } from './components/guards';
import { Spinner } from './components/spinner';
import { creditsShellRoutes } from './creditsRoutes';
import { lazyPage } from './lib/lazyPage';
import { NotFoundContent, NotFoundPage } from './pages/notFound';
import { useSession } from './state/session';
import { publicStaticRoutes, shellStaticRoutes } from './staticRoutes';
import { superGroupsShellRoutes } from './superGroupsRoutes';
import { tabletPublicRoutes, tabletShellRoutes } from './tabletRoutes';
import { tournamentPublicRoutes, tournamentShellRoutes } from './tournamentRoutes';

// The signed-in shell, the sign-in forms and the dashboard are chunks of their own: a spectator on
// the public board downloads none of them (nor react-hook-form and the Radix pieces they use).
const AppShell = lazy(async () => ({ default: (await import('./components/shell/appShell')).AppShell }));
const AuthPage = lazyPage(() => import('./pages/auth/authPage'), 'AuthPage');
const ForgotPasswordPage = lazyPage(() => import('./pages/auth/forgotPassword'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./pages/auth/resetPassword'), 'ResetPasswordPage');
const DashboardPage = lazyPage(() => import('./pages/dashboard'), 'DashboardPage');

const routes: RouteObject[] = [
  {
    element: <AnonymousOnly />,
    children: [{ path: '/auth', element: <AuthPage /> }],
  },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  ...publicStaticRoutes,
  ...tournamentPublicRoutes,
  ...circuitPublicRoutes,
  ...tabletPublicRoutes,
  {
    element: (
      <RequireUser>
        <AppShell />
      </RequireUser>
    ),
    children: [
      { index: true, element: <DashboardPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      ...shellStaticRoutes,
      ...tournamentShellRoutes,
      ...circuitShellRoutes,
      ...superGroupsShellRoutes,
      ...creditsShellRoutes,
      { element: <RequireAdmin />, children: adminShellRoutes },
      { element: <RequireVenue />, children: tabletShellRoutes },
    ],
  },
  { path: '*', element: <FallbackPage /> },
];

export function App() {
  return useRoutes(routes);
}

/** Unknown paths: inside the shell for a signed-in user, in the public frame otherwise. */
function FallbackPage() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner fullScreen />;
  if (session.status === 'signedIn') {
    return (
      <AppShell>
        <NotFoundContent />
      </AppShell>
    );
  }
  return <NotFoundPage />;
}
