import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // An organiser's circuit (a season) and how it scores; its standings are computed when read.
  await db.schema
    .createTable('circuits')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organiser_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public_token', 'text', (c) => c.notNull().unique())
    /** Points for the 1st, 2nd, … place of a tournament. */
    .addColumn('points_table', sql`integer[]`, (c) => c.notNull())
    .addColumn('participation_points', 'integer', (c) => c.notNull())
    .addColumn('tie_rule', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('circuits_by_organiser').on('circuits').column('organiser_id').execute();
  // Which circuit a tournament counts in: one at most (the primary key settles two circuits
  // claiming one tournament at once: the first to be projected keeps it).
  await db.schema
    .createTable('circuit_tournaments')
    .addColumn('tournament_id', 'uuid', (c) => c.primaryKey())
    .addColumn('circuit_id', 'uuid', (c) => c.notNull())
    .addColumn('organiser_id', 'uuid', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('circuit_tournaments_by_circuit')
    .on('circuit_tournaments')
    .column('circuit_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('circuit_tournaments').execute();
  await db.schema.dropTable('circuits').execute();
}
