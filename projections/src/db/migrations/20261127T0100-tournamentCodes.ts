import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tournament_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('tournament_type', 'text', (c) => c.notNull())
    .addColumn('tournament_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('deactivated_at', 'timestamptz')
    .addColumn('deactivation_reason', 'text')
    .execute();
  // The codes page lists one owner's codes, newest first.
  await db.schema
    .createIndex('tournament_codes_by_owner')
    .on('tournament_codes')
    .columns(['owner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tournament_codes').execute();
}
