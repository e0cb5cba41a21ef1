import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('roster_entries')
    // When the organiser erased the entry (LGPD): its name is the placeholder and no name finds it.
    .addColumn('erased_at', 'timestamptz')
    // The player's opt-in public page (its link token), and their name kept off public circuits.
    .addColumn('public_token', 'text', (c) => c.unique())
    .addColumn('hidden_in_circuits', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('roster_entries')
    .dropColumn('erased_at')
    .dropColumn('public_token')
    .dropColumn('hidden_in_circuits')
    .execute();
}
