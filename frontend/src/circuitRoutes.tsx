import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';

const CircuitsPage = lazyPage(() => import('./pages/circuits/circuitsPage'), 'CircuitsPage');
const CircuitPage = lazyPage(() => import('./pages/circuits/circuitPage'), 'CircuitPage');
const PublicCircuitPage = lazyPage(() => import('./pages/circuits/publicCircuitPage'), 'PublicCircuitPage');
const CircuitTvPage = lazyPage(() => import('./pages/circuits/circuitTvPage'), 'CircuitTvPage');

/** The organiser's circuits inside the signed-in shell (/circuits, /circuits/:id). */
export const circuitShellRoutes: RouteObject[] = [
  { path: '/circuits', element: <CircuitsPage /> },
  { path: '/circuits/:id', element: <CircuitPage /> },
];

/** A circuit's public standings and its club-TV view, outside the shell. */
export const circuitPublicRoutes: RouteObject[] = [
  { path: '/public/circuit/:publicToken', element: <PublicCircuitPage /> },
  { path: '/public/circuit/:publicToken/tv', element: <CircuitTvPage /> },
];
