export * from './userEvents';
