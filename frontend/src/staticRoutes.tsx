import type { RouteObject } from 'react-router-dom';
import { LandingPage } from './pages/static/landingPage';
import { PrivacyPolicyPage, TermsOfServicePage } from './pages/static/legalPages';
import { SupportPage } from './pages/static/supportPage';

/**
 * Public static pages, outside the signed-in shell. Terms and privacy must open signed out: the
 * register form links to them in a new tab.
 */
export const publicStaticRoutes: RouteObject[] = [
  { path: '/terms-of-service', element: <TermsOfServicePage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/quadras', element: <LandingPage /> },
];

/** Static pages shown inside the signed-in shell (support). */
export const shellStaticRoutes: RouteObject[] = [{ path: '/support', element: <SupportPage /> }];
