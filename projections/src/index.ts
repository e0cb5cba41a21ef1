export * from './db/database';
export * from './db/migrate';
export * from './db/schema';
export * from './projector';
export * from './runner';
