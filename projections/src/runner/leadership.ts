import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { RunnerLogger } from './liveLoop';
import { sleep } from './sleep';

const LEADER_LOCK_KEY = 7_461_001; // any constant shared by every Rodada process

/**
 * Which process projects: with several processes on one PostgreSQL, the one holding an advisory
 * lock; an embedded PGlite belongs to its one process, which always leads.
 */
export class Leadership {
  private leader = false;
  private releaseLeadership: (() => void) | null = null;

  constructor(
    private readonly database: Database<any>,
    private readonly logger: RunnerLogger,
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.database.kind === 'pglite') {
      this.leader = true; // one process owns an embedded database
      return true;
    }
    const acquired = new Promise<boolean>((resolveAcquired) => {
      // Hold one pooled connection for as long as this process leads: the lock lives with it.
      const held = this.database.db.connection().execute(async (conn) => {
        const { rows } = await sql<{
          ok: boolean;
        }>`select pg_try_advisory_lock(${LEADER_LOCK_KEY}) as ok`.execute(conn);
        if (!rows[0]?.ok) {
          resolveAcquired(false);
          return;
        }
        resolveAcquired(true);
        await new Promise<void>((release) => {
          this.releaseLeadership = release;
        });
        await sql`select pg_advisory_unlock(${LEADER_LOCK_KEY})`.execute(conn);
      });
      held.catch((error: unknown) => {
        this.logger.error({ err: error }, 'lost the projection leader connection');
        resolveAcquired(false);
      });
    });
    this.leader = await acquired;
    return this.leader;
  }

  /** Tries again every 2 s until this process leads (true) or `signal` aborts (false). */
  async acquireEventually(signal: AbortSignal): Promise<boolean> {
    while (!signal.aborted) {
      await sleep(2000, signal);
      if (!signal.aborted && (await this.tryAcquire())) return true;
    }
    return false;
  }

  /** Gives the lock back (its held connection returns to the pool). */
  release(): void {
    this.releaseLeadership?.();
    this.releaseLeadership = null;
    this.leader = false;
  }
}
