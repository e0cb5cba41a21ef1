import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // When a match was first completed, for the back office's "matches completed in the period".
  await db.schema.alterTable('matches').addColumn('completed_at', 'timestamptz').execute();
  // Matches completed before this column existed: their tournament's last change is the closest
  // time the read model knows (a projection rebuild replaces it with the score's own time).
  await sql`
    update matches set completed_at = t.updated_at
    from tournaments t
    where t.id = matches.tournament_id and matches.completed and matches.completed_at is null
  `.execute(db);
  await db.schema.createIndex('matches_by_completed_at').on('matches').column('completed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('matches_by_completed_at').execute();
  await db.schema.alterTable('matches').dropColumn('completed_at').execute();
}
