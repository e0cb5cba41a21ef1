import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A tournament's scoring mode (every tournament stored so far was scored in games), and in
  // timed mode the started clocks of its slots: `[{ slot, startedAt, minutes }]`.
  await db.schema
    .alterTable('tournaments')
    .addColumn('scoring', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"mode":"games"}'::jsonb`))
    .addColumn('slot_timers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournaments').dropColumn('slot_timers').dropColumn('scoring').execute();
}
