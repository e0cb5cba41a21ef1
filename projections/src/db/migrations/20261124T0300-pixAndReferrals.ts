import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('txid', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema
    .createIndex('pix_payments_by_status')
    .on('pix_payments')
    .columns(['status', 'requested_at'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('referred_user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('referrer_id', 'uuid', (c) => c.notNull())
    .addColumn('first_purchase_credits', 'integer')
    .addColumn('first_purchase_at', 'timestamptz')
    .addColumn('reward_credits', 'integer')
    .addColumn('rewarded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('referrals_by_referrer').on('referrals').column('referrer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('referrals').execute();
  await db.schema.dropTable('pix_payments').execute();
}
