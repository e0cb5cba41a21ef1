import { type RouteObject, useRoutes } from 'react-router-dom';
import { adminShellRoutes } from './adminRoutes';
import { AnonymousOnly, RequireAdmin, RequireUser, RequireVenue } from './components/guards';
import { AppShell } from './components/shell/appShell';
import { Spinner } from './components/spinner';
import { creditsShellRoutes } from './creditsRoutes';
import { AuthPage } from './pages/auth/authPage';
import { ForgotPasswordPage } from './pages/auth/forgotPassword';
import { ResetPasswordPage } from './pages/auth/resetPassword';
import { DashboardPage } from './pages/dashboard';
import { NotFoundContent, NotFoundPage } from './pages/notFound';
import { useSession } from './state/session';
import { publicStaticRoutes, shellStaticRoutes } from './staticRoutes';
import { superGroupsShellRoutes } from './superGroupsRoutes';
import { tabletPublicRoutes, tabletShellRoutes } from './tabletRoutes';
import { tournamentPublicRoutes, tournamentShellRoutes } from './tournamentRoutes';

const routes: RouteObject[] = [
  {
    element: <AnonymousOnly />,
    children: [{ path: '/auth', element: <AuthPage /> }],
  },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  ...publicStaticRoutes,
  ...tournamentPublicRoutes,
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
