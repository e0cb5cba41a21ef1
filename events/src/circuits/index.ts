export * from './circuitDecider';
export * from './circuitEvents';
export * from './circuitStandings';
