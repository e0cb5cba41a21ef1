export * from './rating';
export * from './rosterDecider';
export * from './rosterEvents';
