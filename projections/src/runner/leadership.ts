import pg from 'pg';
import type { Database } from '../db/database';
import type { RunnerLogger } from './liveLoop';
import { sleep } from './sleep';

export const LEADER_LOCK_KEY = 7_461_001; // any constant shared by every Rodada process

/** How often the leader checks that its lock connection is alive, and how long a check may take. */
const HEARTBEAT_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 3000;

export interface LeadershipOptions {
  /** Called once each time a held lock is lost (its connection died): stop projecting at once. */
  readonly onLost?: () => void;
  readonly heartbeatMs?: number;
}

/**
 * Which process projects: with several processes on one PostgreSQL, the one holding an advisory
 * lock; an embedded PGlite belongs to its one process, which always leads.
 *
 * The lock lives with a connection of its own. When that connection dies (the server restarted,
 * an operator's `pg_terminate_backend`, a network cut) PostgreSQL frees the lock and another
 * process may take it: the leader learns it at once from the connection's error or end, or within
 * a heartbeat (a `select 1` every second that must answer within 3 s) when the network goes quiet
 * instead, and stops leading. Each lead is a new `term`, so what a process cached while leading
 * before is never taken for current.
 */
export class Leadership {
  private leader = false;
  private currentTerm = 0;
  private client: pg.Client | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database<any>,
    private readonly logger: RunnerLogger,
    private readonly options: LeadershipOptions = {},
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  /** A number that changes every time this process becomes the leader; null while it does not lead. */
  get term(): number | null {
    return this.leader ? this.currentTerm : null;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.leader) return true;
    if (this.database.kind === 'pglite' || !this.database.connectionString) {
      this.becomeLeader(); // one process owns an embedded database
      return true;
    }
    const client = new pg.Client({
      connectionString: this.database.connectionString,
      keepAlive: true,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    client.on('error', () => this.lost(client, 'error'));
    client.on('end', () => this.lost(client, 'end'));
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        LEADER_LOCK_KEY,
      ]);
      if (!rows[0]?.ok) {
        await client.end().catch(() => {});
        return false;
      }
    } catch (error) {
      this.logger.error({ err: error }, 'could not ask for the projection leader lock');
      await client.end().catch(() => {});
      return false;
    }
    this.client = client;
    this.becomeLeader();
    const every = this.options.heartbeatMs ?? HEARTBEAT_MS;
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch(() => this.lost(client, 'heartbeat'));
    }, every);
    this.heartbeat.unref();
    return true;
  }

  /**
   * Tries again every 2 s until this process leads (true) or `signal` aborts (false); the first
   * try waits `firstDelayMs` (a process that has just lost its lock gives the others a head start).
   */
  async acquireEventually(signal: AbortSignal, firstDelayMs = 2000): Promise<boolean> {
    let delay = firstDelayMs;
    while (!signal.aborted) {
      await sleep(delay, signal);
      delay = 2000;
      if (!signal.aborted && (await this.tryAcquire())) return true;
    }
    return false;
  }

  /** Gives the lock back and closes its connection. */
  release(): void {
    const client = this.client;
    this.stepDown();
    if (client)
      void client
        .query('select pg_advisory_unlock($1)', [LEADER_LOCK_KEY])
        .catch(() => {})
        .finally(() => client.end().catch(() => {}));
  }

  private becomeLeader(): void {
    this.currentTerm += 1;
    this.leader = true;
  }

  private stepDown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.client = null;
    this.leader = false;
  }

  /** The lock's connection failed: this process no longer leads, whatever it was doing. */
  private lost(client: pg.Client, how: string): void {
    if (client !== this.client) return; // a released or older connection
    this.stepDown();
    client.end().catch(() => {});
    this.logger.error({ how }, 'lost the projection leader lock: no longer projecting');
    this.options.onLost?.();
  }
}
