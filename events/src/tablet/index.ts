export * from './tournamentCodeDecider';
export * from './tournamentCodeEvents';
