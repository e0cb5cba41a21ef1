import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tournament_type', 'text', (c) => c.notNull())
    .addColumn('courts', 'integer', (c) => c.notNull())
    .addColumn('player_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('public_token', 'text', (c) => c.notNull().unique())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('seed', 'bigint', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tournaments_by_owner')
    .on('tournaments')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('tournament_players')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text')
    .execute();
  await db.schema
    .createIndex('tournament_players_by_tournament')
    .on('tournament_players')
    .column('tournament_id')
    .execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('court', 'integer', (c) => c.notNull())
    .addColumn('play_order', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'text')
    .addColumn('match_type', 'text', (c) => c.notNull())
    .addColumn('player1_id', 'uuid', (c) => c.notNull())
    .addColumn('player2_id', 'uuid')
    .addColumn('player3_id', 'uuid', (c) => c.notNull())
    .addColumn('player4_id', 'uuid')
    .addColumn('team1_score', 'integer')
    .addColumn('team2_score', 'integer')
    .addColumn('completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_draw', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('matches_by_tournament').on('matches').column('tournament_id').execute();

  await db.schema
    .createTable('tournament_rankings')
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('player_id', 'uuid', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('player_name', 'text', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addColumn('losses', 'integer', (c) => c.notNull())
    .addColumn('draws', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('game_balance', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_rankings_pk', ['tournament_id', 'player_id'])
    .execute();

  // A charge waiting for its tournament: the creation reactor finishes or refunds it.
  await db.schema
    .createTable('pending_tournament_charges')
    .addColumn('tournament_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('charged_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'pending_tournament_charges',
    'tournament_rankings',
    'matches',
    'tournament_players',
    'tournaments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
