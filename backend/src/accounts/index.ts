// The accounts slice's public face: sign-up, sessions, the back office's users, and the first administrator.
export { registerAuthentication } from './auth';
export { bootstrapAdministrator } from './bootstrapAdmin';
export { DEMO_ORGANISER, seedDemoData } from './demoData';
export { disconnectUser, joinUserRooms, socketUser } from './liveSessions';
export { type AccountRoutesOptions, accountRoutes } from './routes';
export { type AccountPorts, AccountService } from './service';
export { Sessions } from './sessions';
