export * from './creditAccount';
export * from './nameClaims';
export * from './userDecider';
export * from './userEvents';
