import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Whether the buyer's credit account has the payment's credits: a paid, uncredited payment is
  // the fulfilment reactor's work.
  await db.schema
    .alterTable('card_payments')
    .addColumn('credited', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card_payments').dropColumn('credited').execute();
}
