export * from './costs';
export * from './tournamentDecider';
export * from './tournamentEvents';
