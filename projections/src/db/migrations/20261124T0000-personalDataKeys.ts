import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// Not a read model: no projector owns this table, so a rebuild never empties it. One AES-256-GCM
// key per person; deleting the row makes their personal data in the events unreadable.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('personal_data_keys')
    .addColumn('subject_id', 'uuid', (c) => c.primaryKey())
    .addColumn('key', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_data_keys').execute();
}
