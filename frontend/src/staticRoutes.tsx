import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';

const LandingPage = lazyPage(() => import('./pages/static/landingPage'), 'LandingPage');
const TermsOfServicePage = lazyPage(() => import('./pages/static/legalPages'), 'TermsOfServicePage');
const PrivacyPolicyPage = lazyPage(() => import('./pages/static/legalPages'), 'PrivacyPolicyPage');
const SupportPage = lazyPage(() => import('./pages/static/supportPage'), 'SupportPage');

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
