import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// The back office's users tab: erased users (kept as anonymous rows for the accounting) and a
// search column the users projector fills with the name and e-mail folded to lower case without
// accents (PGlite may lack the unaccent extension, so the folding is done in the projector).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('erased_at', 'timestamptz')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Rows projected before this column: the same folding for the accents Portuguese and Spanish
  // use. The projector writes every later row (and a rebuild every row) itself.
  // Capitals too: lower() leaves them alone under the C locale.
  await sql`
    update users set search_text = translate(
      lower(trim(regexp_replace(name, '[[:space:]]+', ' ', 'g')) || chr(10) || email),
      'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ',
      'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny')`.execute(db);
  // The listing: listed users, newest first, one page after the other.
  await db.schema
    .createIndex('users_listed_newest_first')
    .on('users')
    .columns(['created_at desc', 'id desc'])
    .where(sql.ref('erased_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_listed_newest_first').execute();
  await db.schema.alterTable('users').dropColumn('search_text').dropColumn('erased_at').execute();
}
