import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A walked-over match: the side that won it ('team1' | 'team2'), null for a played or unplayed match.
  await db.schema.alterTable('matches').addColumn('walkover', 'text').execute();
  // A tournament's mid-event changes (walkovers, …), for its history; an undo marks its change.
  await db.schema
    .createTable('tournament_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('match_id', 'uuid', (c) => c.notNull())
    .addColumn('winner', 'text')
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('undone_at', 'timestamptz')
    .addColumn('undone_by_kind', 'text')
    .execute();
  await db.schema
    .createIndex('tournament_changes_by_tournament')
    .on('tournament_changes')
    .columns(['tournament_id', 'revision'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tournament_changes').execute();
  await db.schema.alterTable('matches').dropColumn('walkover').execute();
}
