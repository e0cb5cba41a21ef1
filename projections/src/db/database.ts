import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
  }
  // int8 as a string, as node-postgres returns it, so both drivers hand over the same values.
  const pglite = await PGlite.create({ dataDir, parsers: { 20: (value: string) => value } });
  const db = new Kysely<DB>({ dialect: pgliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    connectionString: null,
    pool: null,
    close: () => db.destroy(),
  };
}
