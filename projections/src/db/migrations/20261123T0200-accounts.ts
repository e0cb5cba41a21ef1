import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('currency_code', 'text', (c) => c.notNull().defaultTo('BRL'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('completed'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transactions_by_user')
    .on('transactions')
    .columns(['user_id', 'created_at'])
    .execute();

  // Sessions are not projected: the backend owns them, and a rebuild leaves them alone.
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('persistent', 'boolean', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_by_user').on('sessions').column('user_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('ever_had_credits', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('ever_had_credits').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('transactions').execute();
}
