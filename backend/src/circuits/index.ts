// The circuits slice's public face: the organiser's seasons and their standings.
export { CircuitLivePush } from './live';
export { circuitRoutes } from './routes';
export { CircuitService } from './service';
