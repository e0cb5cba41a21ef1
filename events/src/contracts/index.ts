export * from './accounts';
export * from './http';
export * from './support';
export * from './tournaments';
