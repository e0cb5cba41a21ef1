import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Mexicano: the rounds the organiser planned. Its matches are drawn a round at a time, so the
  // rounds stored so far do not say how many there will be. Null for every other format.
  await db.schema.alterTable('tournaments').addColumn('planned_rounds', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournaments').dropColumn('planned_rounds').execute();
}
