// The tablet slice's public face: tablet codes and the court tablet's calls.
export { type TabletRoutesOptions, tabletRoutes } from './routes';
export { TabletService } from './service';
