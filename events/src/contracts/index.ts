export * from './accounts';
export * from './formats';
export * from './http';
export * from './support';
export * from './tournaments';
