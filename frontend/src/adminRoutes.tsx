import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';

const AdminPage = lazyPage(() => import('./pages/admin/adminPage'), 'AdminPage');
const CreditReportsPage = lazyPage(() => import('./pages/admin/creditReportsPage'), 'CreditReportsPage');

/** The back office ('Área do Gestor'), behind the admin guard; its code loads only for admins who open it. */
export const adminShellRoutes: RouteObject[] = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/admin/credit-reports', element: <CreditReportsPage /> },
];
