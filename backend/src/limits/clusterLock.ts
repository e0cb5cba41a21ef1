import type { Database, ReadModels } from '@rodada/projections';
import { sql } from 'kysely';

/** Runs one task at a time, in call order; a failed task does not hold up the next. */
class OneAtATime {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.last.then(task, task);
    this.last = result.catch(() => {});
    return result;
  }
}

/**
 * One task at a time across every process on one database: in this process in call order, and
 * against the others through a PostgreSQL advisory lock held on a connection of its own for the
 * task's length (released by PostgreSQL if that connection or process dies). An embedded PGlite
 * belongs to one process, where the in-process order is all there is.
 */
export class ClusterLock {
  private readonly here = new OneAtATime();

  constructor(
    private readonly database: Database<ReadModels>,
    /** Any constant shared by every Rodada process for this lock (`LOCKS`). */
    private readonly key: number,
  ) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    return this.here.run(async () => {
      if (this.database.kind === 'pglite') return task();
      return this.database.db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(${this.key})`.execute(conn);
        try {
          return await task();
        } finally {
          await sql`select pg_advisory_unlock(${this.key})`.execute(conn);
        }
      });
    });
  }
}

/** Advisory lock keys, one per cluster-wide lock (the projections' leader lock is 7_461_001). */
export const LOCKS = {
  /** Erasures one after the other, so two cannot both pass the last-administrator check. */
  erasure: 7_461_002,
} as const;
