import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../db/database';
import { initialisedPgliteDump } from './pgliteTemplate';

/**
 * The databases a storage test runs against: always an in-memory PGlite, and a real PostgreSQL
 * when `DATABASE_URL` (or `TEST_DATABASE_URL`) names a server. Each real-PostgreSQL test gets a
 * throw-away database of its own, dropped afterwards.
 */
export interface TestDatabaseTarget {
  readonly name: 'pglite' | 'postgres';
  /** Creates a fresh, empty database and returns the options that open it. */
  create(): Promise<{ options: DatabaseOptions; drop(): Promise<void> }>;
}

export function serverUrl(): string | null {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
}

/** In memory, from a copy of an initialised database (`pgliteTemplate.ts`). */
export const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  create: async () => ({
    options: { url: null, dataDir: null, loadDataDir: await initialisedPgliteDump() },
    drop: async () => {},
  }),
};

export function postgresTarget(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async create() {
      const dbName = `rodada_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${dbName}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      return {
        options: { url: url.toString() },
        async drop() {
          const c = new pg.Client({ connectionString: adminUrl });
          await c.connect();
          try {
            await c.query(`drop database if exists ${dbName} with (force)`);
          } finally {
            await c.end();
          }
        },
      };
    },
  };
}

/** PGlite always; real PostgreSQL when configured. */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const url = serverUrl();
  if (!url) {
    console.warn(
      'DATABASE_URL is not set: storage tests run on PGlite only (CI runs them on PostgreSQL too).',
    );
    return [pgliteTarget];
  }
  return [pgliteTarget, postgresTarget(url)];
}

/** Opens a fresh database on the target; `close` also drops it. */
export async function openTestDatabase<DB>(
  target: TestDatabaseTarget,
): Promise<Database<DB> & { drop(): Promise<void> }> {
  const created = await target.create();
  const database = await openDatabase<DB>(created.options);
  return {
    ...database,
    close: database.close,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}
