export * from './accounts';
export * from './http';
