import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // An organiser's players: one row per person, named as the organiser last called them.
  await db.schema
    .createTable('roster_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organiser_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** The name without case, accents or repeated spaces: what a search compares. */
    .addColumn('name_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('roster_entries_by_organiser')
    .on('roster_entries')
    .columns(['organiser_id', 'name_key'])
    .execute();
  // Every name (as its key) that finds an entry: its names, earlier names and merged entries' names.
  await db.schema
    .createTable('roster_names')
    .addColumn('organiser_id', 'uuid', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('roster_names_pkey', ['organiser_id', 'name_key'])
    .execute();
  await db.schema.createIndex('roster_names_by_entry').on('roster_names').column('entry_id').execute();
  // Which entry each player of a tournament is.
  await db.schema
    .createTable('roster_players')
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('player_id', 'uuid', (c) => c.notNull())
    .addColumn('organiser_id', 'uuid', (c) => c.notNull())
    .addColumn('entry_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('roster_players_pkey', ['tournament_id', 'player_id'])
    .execute();
  await db.schema.createIndex('roster_players_by_entry').on('roster_players').column('entry_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('roster_players').execute();
  await db.schema.dropTable('roster_names').execute();
  await db.schema.dropTable('roster_entries').execute();
}
