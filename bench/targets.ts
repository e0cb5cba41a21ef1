import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { PostgresEventStore } from '@rodada/backend';
import { type Database, migrateToLatest, openDatabase, type ReadModels } from '@rodada/projections';
import { createCountingTable, postgresTarget } from '@rodada/projections/testing';
import { sql } from 'kysely';
import type { Register } from './guard';

/** An opened, empty database with the event store and every read-model table, as the app has them. */
export interface BenchTarget {
  readonly name: 'pglite' | 'postgres';
  readonly database: Database<ReadModels>;
  readonly store: PostgresEventStore;
  readonly serverVersion: string;
  /** Durability settings that bound commit rates (fsync, synchronous_commit, …). */
  readonly serverSettings: string;
  /** Closes everything and throws the database (folder or throw-away database) away. */
  dispose(): Promise<void>;
}

async function prepare(
  name: BenchTarget['name'],
  database: Database<ReadModels>,
  discard: () => Promise<void>,
): Promise<BenchTarget> {
  try {
    await migrateToLatest(database.db);
    await createCountingTable(database.db);
    const store = await PostgresEventStore.open(database);
    const { rows } = await sql<{ version: string }>`select version() as version`.execute(database.db);
    const settings = await sql<{ name: string; setting: string; unit: string | null }>`
      select name, setting, unit from pg_settings
      where name in ('fsync', 'synchronous_commit', 'shared_buffers', 'wal_sync_method')
      order by name`.execute(database.db);
    const described = settings.rows.map((r) => `${r.name}=${r.setting}${r.unit ? ` (${r.unit})` : ''}`);
    return {
      name,
      database,
      store,
      serverVersion: rows[0]?.version ?? 'unknown',
      serverSettings: described.join(', '),
      async dispose() {
        await store.close();
        await database.close();
        await discard();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    await discard();
    throw error;
  }
}

/** The embedded default the way the app runs it: PGlite with its files in a (temporary) folder on disk. */
export async function openPglite(): Promise<BenchTarget> {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'rodada-bench-'));
  const discard = () => rm(dataDir, { recursive: true, force: true });
  let database: Database<ReadModels>;
  try {
    database = await openDatabase<ReadModels>({ url: null, dataDir });
  } catch (error) {
    await discard();
    throw error;
  }
  return prepare('pglite', database, discard);
}

/** A throw-away database on the server `adminUrl` names, dropped by `dispose`. */
export async function openPostgres(adminUrl: string): Promise<BenchTarget> {
  const created = await postgresTarget(adminUrl).create();
  let database: Database<ReadModels>;
  try {
    database = await openDatabase<ReadModels>({ ...created.options, poolSize: 10 });
  } catch (error) {
    await created.drop();
    throw error;
  }
  return prepare('postgres', database, () => created.drop());
}

/**
 * Opens a target, runs `use` on it and disposes of it afterwards (also when `use` throws, and
 * through `register` if the process is stopped meanwhile).
 */
export async function onTarget<T>(
  open: () => Promise<BenchTarget>,
  register: Register,
  use: (target: BenchTarget) => Promise<T>,
): Promise<T> {
  const target = await open();
  const dispose = () => target.dispose();
  const unregister = register(dispose);
  try {
    return await use(target);
  } finally {
    unregister();
    await dispose();
  }
}
