import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The terms of service and privacy policy versions a person accepted when registering (LGPD);
  // null for accounts made for someone and for registrations stored before consent was recorded.
  await db.schema
    .alterTable('users')
    .addColumn('consent_terms', 'text')
    .addColumn('consent_privacy', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('consent_privacy').dropColumn('consent_terms').execute();
}
