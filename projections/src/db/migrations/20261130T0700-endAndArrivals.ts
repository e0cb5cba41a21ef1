import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A late arrival: the first round they play in (its player is `player_id`, 20261130T0610; its
  // end names no match either, `match_id` null since then).
  await db.schema.alterTable('tournament_changes').addColumn('from_round', 'integer').execute();
  // Americano: the first round drawn again for a late arrival (null while none was).
  await db.schema.alterTable('tournaments').addColumn('redrawn_from_round', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournaments').dropColumn('redrawn_from_round').execute();
  await db.schema.alterTable('tournament_changes').dropColumn('from_round').execute();
}
