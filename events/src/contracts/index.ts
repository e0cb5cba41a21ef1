export * from './accounts';
export * from './formats';
export * from './http';
export * from './live';
export * from './messages';
export * from './payments';
export * from './support';
export * from './tournaments';
