export * from './accounts';
export * from './contracts';
export * from './errors';
export * from './eventStore';
export * from './formats';
export * from './tournaments';
