import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // When the organiser erased the entry (LGPD): its name is the placeholder and no name finds it.
  await db.schema.alterTable('roster_entries').addColumn('erased_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('roster_entries').dropColumn('erased_at').execute();
}
