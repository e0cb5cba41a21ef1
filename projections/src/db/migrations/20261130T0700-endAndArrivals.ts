import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A change of the whole tournament (its end, a late arrival) names no match.
  await db.schema
    .alterTable('tournament_changes')
    .alterColumn('match_id', (c) => c.dropNotNull())
    .execute();
  // A late arrival: who joined, and the first round they play in.
  await db.schema
    .alterTable('tournament_changes')
    .addColumn('player_id', 'uuid')
    .addColumn('from_round', 'integer')
    .execute();
  // Americano: the first round drawn again for a late arrival (null while none was).
  await db.schema.alterTable('tournaments').addColumn('redrawn_from_round', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournaments').dropColumn('redrawn_from_round').execute();
  await db.schema.alterTable('tournament_changes').dropColumn('player_id').dropColumn('from_round').execute();
  await db.deleteFrom('tournament_changes').where('match_id', 'is', null).execute();
  await db.schema
    .alterTable('tournament_changes')
    .alterColumn('match_id', (c) => c.setNotNull())
    .execute();
}
