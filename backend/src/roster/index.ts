// The roster slice's public face: the organiser's players.
export { rosterRoutes } from './routes';
export { RosterService } from './service';
