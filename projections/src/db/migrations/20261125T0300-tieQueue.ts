import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A Super 16 / 32 group waiting for an administrator's tie resolution, since the score that made the tie.
  await db.schema
    .createTable('tie_queue')
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('player_ids', 'jsonb', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('tie_queue_pk', ['tournament_id', 'group_id'])
    .execute();
  await db.schema.createIndex('tie_queue_by_since').on('tie_queue').column('since').execute();

  // Ties the administrators were mailed about: one row per tie (group and the time it appeared).
  await db.schema
    .createTable('tie_alerts')
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('alerted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('tie_alerts_pk', ['tournament_id', 'group_id', 'since'])
    .execute();

  // The audit note of each resolution: one row per resolving event and group.
  await db.schema
    .createTable('tie_resolutions')
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('resolved_by', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('positions', 'jsonb', (c) => c.notNull())
    .addColumn('reasoning', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tie_resolutions_pk', ['event_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('tie_resolutions_by_tournament')
    .on('tie_resolutions')
    .columns(['tournament_id', 'resolved_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tie_resolutions').execute();
  await db.schema.dropTable('tie_alerts').execute();
  await db.schema.dropTable('tie_queue').execute();
}
