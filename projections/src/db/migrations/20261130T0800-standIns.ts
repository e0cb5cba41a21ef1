import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A stand-in who played until the real entrant arrived late: listed as "reserva", not "saiu".
  await db.schema
    .alterTable('tournament_players')
    .addColumn('stand_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('tournament_rankings')
    .addColumn('stand_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // A substitution that is a late arrival: the history reads "chegou" rather than "substitui".
  await db.schema
    .alterTable('tournament_changes')
    .addColumn('late_arrival', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournament_changes').dropColumn('late_arrival').execute();
  await db.schema.alterTable('tournament_rankings').dropColumn('stand_in').execute();
  await db.schema.alterTable('tournament_players').dropColumn('stand_in').execute();
}
