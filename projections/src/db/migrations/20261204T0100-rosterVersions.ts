import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // How many times each organiser's links (which entry each tournament player is) changed: a read
  // computed from them (the levels) is reused until this or the organiser's tournaments move.
  await db.schema
    .createTable('roster_versions')
    .addColumn('organiser_id', 'uuid', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('roster_versions').execute();
}
