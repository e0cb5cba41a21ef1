import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tournaments')
    .addColumn('group_assignment_method', 'text')
    .addColumn('super_final_generated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_tiebreak_issues', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('group_rankings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('tie_issues', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('podiums', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable('tournament_players').addColumn('final_position', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournament_players').dropColumn('final_position').execute();
  for (const column of [
    'podiums',
    'tie_issues',
    'group_rankings',
    'groups',
    'has_tiebreak_issues',
    'super_final_generated',
    'group_assignment_method',
  ]) {
    await db.schema.alterTable('tournaments').dropColumn(column).execute();
  }
}
