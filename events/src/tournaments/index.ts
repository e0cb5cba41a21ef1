export * from './costs';
export * from './superGroups';
export * from './tournamentDecider';
export * from './tournamentEvents';
