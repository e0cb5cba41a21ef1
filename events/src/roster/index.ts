export * from './rosterDecider';
export * from './rosterEvents';
