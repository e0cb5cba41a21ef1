import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Rate limits and sign-in throttling shared by every process on this database (not a projection).
  await db.schema
    .createTable('shared_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_counters_until').on('shared_counters').column('until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shared_counters').execute();
}
