// The format constants, the scoring rules and the price table the screens share with the server;
// defined in the domain, with no zod (the public pages import them through mini.ts).

export {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  americanoCourts,
  americanoFullRounds,
} from '../formats/americanoSizes';
export {
  type CourtRange,
  type EntityKind,
  FINAL_ROUND,
  FORMAT_RULES,
  type FormatRules,
  type FormatSize,
  formatSize,
  GROUP_IDS,
  GROUP_SIZE,
  type GroupId,
  groupIdsFor,
  isTournamentFormat,
  MAX_SCORE,
  MIN_SCORE,
  QUALIFIERS_PER_GROUP,
  THIRD_PLACE_ROUND,
  TOURNAMENT_FORMATS,
  type TournamentFormat,
} from '../formats/formatRules';
export { LEAST_BACK_TO_BACK, type PlayingOrderKey } from '../formats/playingOrders';
export {
  countsPointsWon,
  DEFAULT_SCORING,
  MAX_TIMED_SCORE,
  POINTS_TOTALS,
  type PointsTotal,
  SCORING_MODES,
  type Scoring,
  type ScoringMode,
  type SlotTimer,
  scoreRange,
  TIMED_MINUTES,
  walkoverPoints,
  walkoverRange,
} from '../formats/scoring';
export { TOURNAMENT_COST_TABLE, tournamentCost } from '../tournaments/costs';
