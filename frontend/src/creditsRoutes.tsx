import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';

const BuyCreditsPage = lazyPage(() => import('./pages/credits/buyCreditsPage'), 'BuyCreditsPage');
const PaymentSuccessPage = lazyPage(() => import('./pages/credits/paymentSuccessPage'), 'PaymentSuccessPage');
const ReferFriendPage = lazyPage(() => import('./pages/credits/referFriendPage'), 'ReferFriendPage');
const UserReportsPage = lazyPage(() => import('./pages/credits/userReportsPage'), 'UserReportsPage');

/**
 * Credits and payments inside the signed-in shell. /buy-credits/stripe is the card provider's
 * alias of the same screen (spec route list).
 */
export const creditsShellRoutes: RouteObject[] = [
  { path: '/buy-credits', element: <BuyCreditsPage /> },
  { path: '/buy-credits/stripe', element: <BuyCreditsPage /> },
  { path: '/payment-success', element: <PaymentSuccessPage /> },
  { path: '/refer-friend', element: <ReferFriendPage /> },
  { path: '/user-reports', element: <UserReportsPage /> },
];
