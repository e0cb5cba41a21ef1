// The tournaments slice's public face: its service and routes, its live push, its reactors and demo.
export { startCreationReactor } from './creationReactor';
export { seedDemoTournaments } from './demoTournaments';
export { TournamentLivePush } from './live';
export { tournamentRoutes } from './routes';
export { newPublicToken, type ScoreRequest, TournamentService } from './service';
export { startTieAlertReactor } from './tieAlertReactor';
export { TournamentViewCache } from './views';
