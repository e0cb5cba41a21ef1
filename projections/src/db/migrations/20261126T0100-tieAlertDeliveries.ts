import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Where each tie alert's e-mail stands: attempts claimed, mailed, or given up.
  await db.schema
    .createTable('tie_alert_deliveries')
    .addColumn('tournament_id', 'uuid', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('first_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('abandoned_at', 'timestamptz')
    .addPrimaryKeyConstraint('tie_alert_deliveries_pk', ['tournament_id', 'group_id', 'since'])
    .execute();
  // The reactor looks only at the alerts still waiting for their mail.
  await db.schema
    .createIndex('tie_alert_deliveries_pending')
    .on('tie_alert_deliveries')
    .column('last_attempt_at')
    .where(sql.ref('mailed_at'), 'is', null)
    .where(sql.ref('abandoned_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tie_alert_deliveries').execute();
}
