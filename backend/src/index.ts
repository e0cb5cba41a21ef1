// The `@rodada/backend` entry: what other workspaces may use of the server (bench measures the event store).
export { PostgresEventStore, type PostgresEventStoreOptions } from './eventStore/postgres';
