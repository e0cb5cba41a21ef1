import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // How many times each match was scored: what a score request's `basedOnVersion` is checked against.
  await db.schema
    .alterTable('matches')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Matches scored before the column existed were scored at least once; the exact count (a
  // corrected score counts twice) comes back with a rebuild of the tournaments projection.
  // Until then a client based on the lower figure gets a conflict naming the current version.
  await sql`update matches set version = 1 where completed`.execute(db);
  // Ended from a court tablet: the tournament reads as completed whatever its matches.
  await db.schema.alterTable('tournaments').addColumn('ended_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournaments').dropColumn('ended_at').execute();
  await db.schema.alterTable('matches').dropColumn('version').execute();
}
