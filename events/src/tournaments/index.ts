export * from './costs';
export * from './matchVersions';
export * from './mexicanoRounds';
export * from './playerNames';
export * from './superGroups';
export * from './tieAlerts';
export * from './tournamentDecider';
export * from './tournamentEvents';
