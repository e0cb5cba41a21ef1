// The circuits slice's public face: the organiser's seasons and their standings.
export { circuitRoutes } from './routes';
export { CircuitService } from './service';
