import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Indexes a full rebuild dropped and must build again (see `db/rebuildIndexes.ts`): noted in
  // the transaction that drops them, so a rebuild cut short (killed, power lost) leaves them
  // known and the next start or rebuild builds them back.
  await db.schema
    .createTable('rebuild_set_aside_indexes')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('definition', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rebuild_set_aside_indexes').execute();
}
