// The adapter moved to the projections workspace, which owns PostgreSQL; this path stays for its importers.
export { PostgresEventStore, type PostgresEventStoreOptions } from '@rodada/projections';
