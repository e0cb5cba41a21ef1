import { type Kysely, sql } from 'kysely';

/**
 * Secondary indexes a full rebuild drops before replaying and builds again once it is done: no
 * projector reads through them while applying events (they serve the screens' queries), and
 * building an index once over the whole table costs far less than keeping it up to date row by
 * row through a million events. The indexes the projectors do read by (`matches_by_tournament`,
 * `tournament_players_by_tournament`, every primary key and unique constraint) stay. An index
 * added later is kept unless it is listed here.
 */
export const REBUILD_DROPPED_INDEXES: readonly string[] = [
  'matches_by_completed_at',
  'tournaments_by_owner',
  'tie_queue_by_since',
  'tie_resolutions_by_tournament',
  'users_listed_newest_first',
  'transactions_by_user',
];

/**
 * Drops the listed indexes of `tables` in one transaction, noting each one's definition first
 * (`rebuild_set_aside_indexes`), so that `restoreSetAsideIndexes` builds them again even after
 * a rebuild cut short.
 */
export async function setAsideIndexes(db: Kysely<any>, tables: readonly string[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema()
        and tablename = any(${[...tables]}::text[])
        and indexname = any(${[...REBUILD_DROPPED_INDEXES]}::text[])
      order by indexname`.execute(trx);
    for (const { name, definition } of rows) {
      await sql`insert into rebuild_set_aside_indexes (name, definition) values (${name}, ${definition})
        on conflict (name) do nothing`.execute(trx);
      await sql`drop index ${sql.id(name)}`.execute(trx);
    }
    return rows.map((r) => r.name);
  });
}

/** Builds again every index a rebuild set aside (none, usually), and forgets them. */
export async function restoreSetAsideIndexes(db: Kysely<any>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ name: string; definition: string }>`
      select name, definition from rebuild_set_aside_indexes order by name for update`.execute(trx);
    for (const { definition } of rows)
      await sql
        .raw(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '))
        .execute(trx);
    if (rows.length > 0) await sql`delete from rebuild_set_aside_indexes`.execute(trx);
    return rows.map((r) => r.name);
  });
}
