export * from './accounts';
export * from './http';
export * from './tournaments';
