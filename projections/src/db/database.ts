import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pgliteDialect';
import type { ReadModels } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database<DB = ReadModels> {
  readonly kind: DatabaseKind;
  readonly db: Kysely<DB>;
  /** Real PostgreSQL only: opens a dedicated client (LISTEN, advisory locks, Socket.IO adapter). */
  readonly connectionString: string | null;
  /** Real PostgreSQL only: the pool behind `db`. */
  readonly pool: pg.Pool | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  readonly url?: string | null;
  /** Folder for PGlite's files; `null` keeps PGlite in memory (tests). */
  readonly dataDir?: string | null;
  readonly poolSize?: number;
  /**
   * PGlite in memory only: start from this dump of a database folder (`dumpDataDir`) instead of
   * initialising one (tests, which open hundreds: `testing/pgliteTemplate.ts`).
   */
  readonly loadDataDir?: Blob | null;
}

/**
 * PGlite's page cache. PostgreSQL's default (128MB) grows PGlite's WebAssembly memory from its
 * 128 MiB minimum to ~190 MiB, resident for the life of the process; a club's database is a few
 * megabytes, and PGlite reads its files through the operating system's cache anyway.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Creates a new PGlite database folder (initdb) in a short-lived process of its own: initdb's
 * memory (~400 MiB, its own WebAssembly instance and file bundle) is freed by the garbage
 * collector afterwards, but the allocator keeps most of it resident for the life of the process.
 */
async function initialiseApart(dataDir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create({ dataDir: process.argv[1] }).then((db) => db.close()).catch((error) => { console.error(error); process.exit(1); });`;
  await promisify(execFile)(process.execPath, ['-e', script, dataDir]);
}

export async function openDatabase<DB = ReadModels>(options: DatabaseOptions): Promise<Database<DB>> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A pool error on an idle client must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      db,
      connectionString: options.url,
      pool,
      close: () => db.destroy(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialiseApart(dataDir);
  }
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: dataDir ? undefined : (options.loadDataDir ?? undefined),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    // int8 as a string, as node-postgres returns it, so both drivers hand over the same values.
    parsers: { 20: (value: string) => value },
  });
  const db = new Kysely<DB>({ dialect: pgliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    connectionString: null,
    pool: null,
    close: () => db.destroy(),
  };
}
