import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

/**
 * Kysely on PGlite through Kysely's own PostgreSQL dialect. PGlite is one connection, so the
 * "pool" lends it to one borrower at a time: a transaction never interleaves with other queries.
 */
export function pgliteDialect(pglite: PGlite): PostgresDialect {
  let queue: Promise<void> = Promise.resolve();
  const client = {
    async query(text: string, parameters: unknown[]) {
      const result = await pglite.query<Record<string, unknown>>(text, parameters);
      return { command: 'UPDATE', rowCount: result.affectedRows ?? 0, rows: result.rows };
    },
    release: () => {},
  };
  const pool = {
    connect(): Promise<typeof client> {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const acquired = queue.then(() => ({ ...client, release }));
      queue = queue.then(() => turn);
      return acquired;
    },
    end: () => pglite.close(),
  };
  // biome-ignore lint/suspicious/noExplicitAny: Kysely types the pool as node-postgres's Pool.
  return new PostgresDialect({ pool: pool as any });
}
