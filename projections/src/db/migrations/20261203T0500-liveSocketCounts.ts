import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Open live sockets per client address and process, so the cap per address holds for every
  // process on this database (not a projection). Addresses are stored as their SHA-256.
  await db.schema
    .createTable('live_socket_counts')
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_socket_counts_pk', ['process_id', 'address_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_socket_counts').execute();
}
