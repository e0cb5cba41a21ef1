import { type Kysely, type Migration, Migrator } from 'kysely';
import { readModelMigrations } from './migrations';
import { restoreSetAsideIndexes } from './rebuildIndexes';

export { readModelMigrations };

export async function migrateToLatest(
  db: Kysely<any>,
  migrations: Record<string, Migration> = readModelMigrations,
  migrationTableName = 'kysely_migration',
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName,
    migrationLockTableName: `${migrationTableName}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  // A full rebuild cut short (killed mid-way) left indexes dropped: the read models get them back
  // at the next start, before anything queries them.
  if (migrations === readModelMigrations) await restoreSetAsideIndexes(db);
}
