export * from './creditAccount';
export * from './userDecider';
export * from './userEvents';
