// The tournaments slice's public face: its service and routes, its live push, its reactors and demo.

// The ranking card of public links, which a circuit's card draws too.
export { CARD_RANKING_ROWS, type RankingCardModel } from './card/cardModel';
export { CardQuerySchema, type CardSource, RankingCards } from './card/rankingCards';
export { startCreationReactor } from './creationReactor';
export { seedDemoTournaments } from './demoTournaments';
export { TournamentLivePush } from './live';
export { tournamentRoutes } from './routes';
export { newPublicToken, type ScoreRequest, TournamentService } from './service';
export { startTieAlertReactor } from './tieAlertReactor';
export { TournamentViewCache } from './views';
