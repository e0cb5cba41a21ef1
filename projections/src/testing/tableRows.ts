import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * Every row of each table, as sorted JSON: two snapshots are equal exactly when the tables hold the
 * same rows, whatever order they were written in. Rebuild specs compare the rows built live with
 * the rows a replay of the event store builds.
 */
export async function tableRows<Table extends string>(
  database: Pick<Database, 'db'>,
  tables: readonly Table[],
): Promise<Record<Table, string[]>> {
  const snapshot = {} as Record<Table, string[]>;
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
