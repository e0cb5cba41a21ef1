// The `@rodada/backend` entry: what other workspaces may use of the server (bench measures the event store).
export { PostgresEventStore, type PostgresEventStoreOptions } from './eventStore/postgres';
// The history rebuild bench writes and reads events the way the app does: personal fields sealed.
export { PrivateEventStore } from './privacy/privateEventStore';
export { PersonalDataVault } from './privacy/vault';
