export * from './accounts';
export * from './contracts';
export * from './errors';
export * from './eventStore';
