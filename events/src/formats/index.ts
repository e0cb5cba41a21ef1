export * from './formatRules';
export * from './playingOrders';
export * from './random';
export * from './ranking';
export * from './schedule';
export * from './scheduleFigures';
export * from './superFinal';
export * from './tournamentStatus';
