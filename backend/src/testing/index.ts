// The `@rodada/backend/testing` entry: a real server on a free port and an API client, for tests and benches.
export * from './apiClient';
export * from './testServer';
