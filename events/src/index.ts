export * from './errors';
export * from './eventStore';
