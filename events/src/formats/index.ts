export * from './formatRules';
export * from './random';
export * from './ranking';
export * from './schedule';
export * from './superFinal';
export * from './tournamentStatus';
