import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A void match (a withdrawal's): played by nobody, counted for nobody.
  await db.schema
    .alterTable('matches')
    .addColumn('void', 'boolean', (c) => c.notNull().defaultTo(false))
    // A walkover a withdrawal made: its absent side does not count it.
    .addColumn('walkover_by_withdrawal', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // A player who left (the slot they left from), a substitute (whom they replace) and whether the
  // organiser ranks that substitute (true for every entrant).
  await db.schema
    .alterTable('tournament_players')
    .addColumn('left_at_slot', 'integer')
    .addColumn('substitute_for', 'uuid')
    .addColumn('ranked', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('tournament_rankings')
    .addColumn('ranked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('left_at_slot', 'integer')
    .addColumn('substitute_for', 'uuid')
    .execute();
  // A withdrawal or substitution has no one match: the player, the substitute's name, the mode.
  await db.schema
    .alterTable('tournament_changes')
    .alterColumn('match_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('tournament_changes')
    .addColumn('player_id', 'uuid')
    .addColumn('name', 'text')
    .addColumn('previous_name', 'text')
    .addColumn('mode', 'text')
    .addColumn('from_slot', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tournament_changes')
    .dropColumn('player_id')
    .dropColumn('name')
    .dropColumn('previous_name')
    .dropColumn('mode')
    .dropColumn('from_slot')
    .execute();
  await db.deleteFrom('tournament_changes').where('match_id', 'is', null).execute();
  await db.schema
    .alterTable('tournament_changes')
    .alterColumn('match_id', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('tournament_rankings')
    .dropColumn('ranked')
    .dropColumn('left_at_slot')
    .dropColumn('substitute_for')
    .execute();
  await db.schema
    .alterTable('tournament_players')
    .dropColumn('left_at_slot')
    .dropColumn('substitute_for')
    .dropColumn('ranked')
    .execute();
  await db.schema.alterTable('matches').dropColumn('void').dropColumn('walkover_by_withdrawal').execute();
}
