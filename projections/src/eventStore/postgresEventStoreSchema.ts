import { type Kysely, type Migration, sql } from 'kysely';

// Frozen in time: the event store's own migrations, tracked apart from the read models'.
export const eventStoreMigrations: Record<string, Migration> = {
  '20261123T0000-events': {
    async up(db: Kysely<any>) {
      await sql`
        create table es_streams (
          stream_id text primary key,
          revision bigint not null
        )`.execute(db);
      await sql`
        create table es_events (
          position bigint generated always as identity primary key,
          tx_id xid8 not null default pg_current_xact_id(),
          stream_id text not null,
          revision bigint not null,
          event_id uuid not null unique,
          type text not null,
          data jsonb not null,
          metadata jsonb not null default '{}'::jsonb,
          created_at timestamptz not null default now(),
          unique (stream_id, revision)
        )`.execute(db);
      // $all is read in (transaction id, position) order.
      await sql`create index es_events_all_order on es_events (tx_id, position)`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop table es_events`.execute(db);
      await sql`drop table es_streams`.execute(db);
    },
  },
};

export const EVENT_STORE_MIGRATION_TABLE = 'es_migration';
export const EVENTS_CHANNEL = 'rodada_events';
