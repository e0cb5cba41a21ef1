import { EventEmitter } from 'node:events';
import {
  type AllPosition,
  comparePositions,
  decodeRecorded,
  EventSchemaError,
  type EventStore,
  formatPosition,
  type RecordedEvent,
  START,
} from '@rodada/events';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './db/database';
import type { Projector } from './projector';

/** "These streams changed, up to this position": what the live layer pushes after a commit. */
export interface ProjectionCommit {
  readonly projector: string;
  readonly position: AllPosition;
  readonly events: readonly RecordedEvent[];
}

export interface RunnerLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  readonly logger?: RunnerLogger;
  /** Called after each committed batch, never during a rebuild's replay. */
  readonly onCommitted?: (commit: ProjectionCommit) => void;
}

const LEADER_LOCK_KEY = 7_461_001; // any constant shared by every Rodada process
const silent: RunnerLogger = { info() {}, error() {} };

type Checkpoints = Kysely<any>;

/**
 * Runs named projectors: each catches up from its checkpoint, then follows `$all` live. A batch's
 * rows and the checkpoint commit together, so a crash never applies an event twice or skips one.
 * With several processes on one PostgreSQL, an advisory lock elects the one that projects.
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, AllPosition>();
  private readonly advanced = new EventEmitter();
  private abort = new AbortController();
  private readonly loops: Promise<void>[] = [];
  private leader = false;
  private releaseLeadership: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly logger: RunnerLogger;
  /** Projectors stopped by an event they cannot read, with the reason. */
  readonly stopped = new Map<string, EventSchemaError>();

  constructor(
    private readonly database: Database<any>,
    private readonly store: EventStore,
    readonly projectors: readonly Projector<any, any>[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.logger = options.logger ?? silent;
    this.advanced.setMaxListeners(0);
    const names = new Set(projectors.map((p) => p.name));
    if (names.size !== projectors.length) throw new Error('projector names must be unique');
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** Becomes the projecting process when it can, and keeps trying in the background otherwise. */
  async start(): Promise<void> {
    if (await this.tryBecomeLeader()) {
      await this.startLoops();
      return;
    }
    this.logger.info({}, 'another process runs the projections; this one follows their checkpoints');
    const retry = async () => {
      while (!this.abort.signal.aborted) {
        await sleep(2000, this.abort.signal);
        if (!this.abort.signal.aborted && (await this.tryBecomeLeader())) {
          await this.startLoops();
          return;
        }
      }
    };
    this.loops.push(retry());
  }

  private async startLoops(): Promise<void> {
    const rows = await this.readCheckpoints(this.database.db);
    for (const projector of this.projectors)
      this.positions.set(projector.name, rows.get(projector.name) ?? START);
    this.loops.push(this.followTogether(this.projectors.filter((p) => !this.stopped.has(p.name))));
  }

  private async tryBecomeLeader(): Promise<boolean> {
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

  /**
   * The live path: one reader of `$all` for every projector, and one transaction per batch in
   * which each projector applies the events past its own checkpoint and every checkpoint moves to
   * the batch's end. One read and one commit per change instead of one per projector: on PGlite's
   * single connection the per-projector round trips were most of the time from a score to its push.
   * When that transaction fails, the batch goes projector by projector (`applyBatch`), so one
   * failing projector never holds the others: it stops (an unreadable event) or leaves to follow
   * on its own, retrying from its checkpoint (`follow`).
   */
  private async followTogether(projectors: readonly Projector<any, any>[]): Promise<void> {
    const group = new Set(projectors);
    while (!this.abort.signal.aborted && group.size > 0) {
      let after = START;
      let first = true;
      for (const projector of group) {
        const position = this.positions.get(projector.name) ?? START;
        if (first || comparePositions(position, after) < 0) after = position;
        first = false;
      }
      try {
        for await (const batch of this.store.subscribeToAll({
          after,
          batchSize: this.batchSize,
          signal: this.abort.signal,
        })) {
          const end = batch[batch.length - 1]!.position;
          const members = [...group];
          let applied: Map<string, RecordedEvent[]>;
          try {
            applied = await this.applyTogether(members, batch);
          } catch (error) {
            this.logger.error(
              { err: error },
              'projection batch failed together; applying it projector by projector',
            );
            applied = await this.applySeparately(members, batch, group);
          }
          for (const projector of members) {
            const position = this.positions.get(projector.name) ?? START;
            if (group.has(projector) && comparePositions(position, end) < 0)
              this.positions.set(projector.name, end);
          }
          this.advanced.emit('advanced');
          for (const projector of members) {
            const events = applied.get(projector.name);
            if (group.has(projector) && events && events.length > 0)
              this.options.onCommitted?.({ projector: projector.name, position: end, events });
          }
          if (group.size < members.length) break; // someone left: re-read from the slowest member
        }
      } catch (error) {
        if (this.abort.signal.aborted) return;
        // The read itself failed: never skip; wait and re-read from the stored checkpoints.
        this.logger.error({ err: error }, 'reading $all for the projections failed; retrying');
        await sleep(1000, this.abort.signal);
        const rows = await this.readCheckpoints(this.database.db).catch(() => null);
        if (rows)
          for (const projector of group)
            this.positions.set(projector.name, rows.get(projector.name) ?? START);
      }
    }
  }

  /** One transaction: every projector applies what is past its checkpoint; all checkpoints advance. */
  private async applyTogether(
    projectors: readonly Projector<any, any>[],
    batch: readonly RecordedEvent[],
  ): Promise<Map<string, RecordedEvent[]>> {
    const names = projectors.map((p) => p.name);
    const end = batch[batch.length - 1]!.position;
    return this.database.db.transaction().execute(async (trx) => {
      // Read models are derived and their checkpoints commit with them: a crash may lose the
      // last projected batches (never half of one), which are then projected again from the
      // events, durable on their own. So these commits do not wait for the disk.
      if (this.database.kind === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
      const checkpoints = await this.lockCheckpoints(trx, names);
      const decoded = new Map<(event: RecordedEvent) => unknown, Map<RecordedEvent, unknown>>();
      const applied = new Map<string, RecordedEvent[]>();
      for (const projector of projectors) {
        const checkpoint = checkpoints.get(projector.name) ?? START;
        const fresh = batch.filter((e) => comparePositions(e.position, checkpoint) > 0);
        applied.set(projector.name, fresh);
        if (fresh.length === 0) continue;
        // Events are decoded once per decoder, not once per projector.
        const decode = projector.decode ?? decodeRecorded;
        const cache = decoded.get(decode) ?? new Map<RecordedEvent, unknown>();
        decoded.set(decode, cache);
        const events = fresh.map((e) => {
          if (!cache.has(e)) cache.set(e, decode(e));
          return cache.get(e);
        });
        await projector.apply(trx, events);
      }
      const moving = names.filter((name) => comparePositions(checkpoints.get(name) ?? START, end) < 0);
      if (moving.length > 0)
        await trx
          .updateTable('projection_checkpoints')
          .set({
            commit_position: end.commit.toString(),
            prepare_position: end.prepare.toString(),
            updated_at: sql`now()`,
          })
          .where('name', 'in', moving)
          .execute();
      return applied;
    });
  }

  /**
   * The batch projector by projector, each in its own transaction. A projector that fails leaves
   * `group`: stopped for an unreadable event, otherwise following on its own from its checkpoint.
   */
  private async applySeparately(
    projectors: readonly Projector<any, any>[],
    batch: readonly RecordedEvent[],
    group: Set<Projector<any, any>>,
  ): Promise<Map<string, RecordedEvent[]>> {
    const applied = new Map<string, RecordedEvent[]>();
    for (const projector of projectors) {
      try {
        applied.set(projector.name, await this.applyBatch(projector, batch));
      } catch (error) {
        group.delete(projector);
        if (error instanceof EventSchemaError) {
          this.stopProjector(projector.name, error);
          continue;
        }
        this.logger.error(
          { err: error, projector: projector.name },
          'projection batch failed; this projector retries on its own',
        );
        const from = await this.readCheckpoint(this.database.db, projector.name).catch(
          () => this.positions.get(projector.name) ?? START,
        );
        this.positions.set(projector.name, from);
        this.loops.push(this.follow(projector, from));
      }
    }
    return applied;
  }

  /** Never skip and never guess: an unreadable event stops its projector until it is fixed. */
  private stopProjector(name: string, error: EventSchemaError): void {
    this.stopped.set(name, error);
    this.logger.error(
      { err: error, projector: name, stream: error.streamId, revision: String(error.revision) },
      `projector ${name} stopped: ${error.message}`,
    );
  }

  /** One projector alone: the fallback for a projector whose batch failed in `followTogether`. */

  private async follow(projector: Projector<any, any>, from: AllPosition): Promise<void> {
    let after = from;
    while (!this.abort.signal.aborted) {
      try {
        for await (const batch of this.store.subscribeToAll({
          after,
          batchSize: this.batchSize,
          signal: this.abort.signal,
        })) {
          const applied = await this.applyBatch(projector, batch);
          after = batch[batch.length - 1]!.position;
          this.markAdvanced(projector.name, after);
          if (applied.length > 0)
            this.options.onCommitted?.({ projector: projector.name, position: after, events: applied });
        }
      } catch (error) {
        if (this.abort.signal.aborted) return;
        if (error instanceof EventSchemaError) {
          this.stopProjector(projector.name, error);
          return;
        }
        // Never skip: log, wait, and retry the same batch from the stored checkpoint.
        this.logger.error({ err: error, projector: projector.name }, 'projection batch failed; retrying');
        await sleep(1000, this.abort.signal);
        after = await this.readCheckpoint(this.database.db, projector.name);
      }
    }
  }

  /** Applies the events after the stored checkpoint and advances it, in one transaction. */
  private async applyBatch(
    projector: Projector<any, any>,
    batch: readonly RecordedEvent[],
  ): Promise<RecordedEvent[]> {
    return this.database.db.transaction().execute(async (trx) => {
      const checkpoint = (await this.lockCheckpoints(trx, [projector.name])).get(projector.name) ?? START;
      const fresh = batch.filter((e) => comparePositions(e.position, checkpoint) > 0);
      if (fresh.length === 0) return [];
      await projector.apply(trx, fresh.map(projector.decode ?? decodeRecorded));
      await this.saveCheckpoint(trx, projector.name, fresh[fresh.length - 1]!.position);
      return fresh;
    });
  }

  private markAdvanced(name: string, position: AllPosition): void {
    this.positions.set(name, position);
    this.advanced.emit('advanced');
  }

  private async readCheckpoint(db: Checkpoints, name: string): Promise<AllPosition> {
    return (await this.readCheckpoints(db)).get(name) ?? START;
  }

  private async readCheckpoints(db: Checkpoints): Promise<Map<string, AllPosition>> {
    return positionsOf(
      await db
        .selectFrom('projection_checkpoints')
        .select(['name', 'commit_position', 'prepare_position'])
        .execute(),
    );
  }

  /** Creates the missing checkpoints and locks them all (another process cannot move them meanwhile). */
  private async lockCheckpoints(
    trx: Transaction<any>,
    names: readonly string[],
  ): Promise<Map<string, AllPosition>> {
    await trx
      .insertInto('projection_checkpoints')
      .values(
        names.map((name) => ({
          name,
          commit_position: START.commit.toString(),
          prepare_position: START.prepare.toString(),
        })),
      )
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    return positionsOf(
      await trx
        .selectFrom('projection_checkpoints')
        .select(['name', 'commit_position', 'prepare_position'])
        .where('name', 'in', names)
        .forUpdate()
        .execute(),
    );
  }

  private async saveCheckpoint(trx: Transaction<any>, name: string, position: AllPosition): Promise<void> {
    await trx
      .updateTable('projection_checkpoints')
      .set({
        commit_position: position.commit.toString(),
        prepare_position: position.prepare.toString(),
        updated_at: sql`now()`,
      })
      .where('name', '=', name)
      .execute();
  }

  /** True once every projector has passed `position`, false when `timeoutMs` runs out first. */
  async waitFor(position: AllPosition, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.hasPassed(position))) {
      const left = deadline - Date.now();
      if (left <= 0 || this.abort.signal.aborted) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.advanced.off('advanced', done);
          resolve();
        };
        // A follower process learns of progress only by reading the checkpoints.
        const timer = setTimeout(done, this.leader ? left : Math.min(left, 25));
        this.advanced.on('advanced', done);
      });
    }
    return true;
  }

  private async hasPassed(position: AllPosition): Promise<boolean> {
    if (!this.leader) {
      for (const [name, stored] of await this.readCheckpoints(this.database.db))
        this.positions.set(name, stored);
    }
    return this.projectors.every((p) => comparePositions(this.positions.get(p.name) ?? START, position) >= 0);
  }

  /**
   * Empties a projector's tables and checkpoint and replays `$all` into it, a large batch per
   * transaction. Run it with the live loops stopped (the CLI does); returns what it replayed.
   */
  async rebuild(name: string, batchSize = 5000): Promise<{ events: number; position: AllPosition }> {
    const projector = this.projectors.find((p) => p.name === name);
    if (!projector) throw new Error(`unknown projector ${name}`);
    await this.database.db.transaction().execute(async (trx) => {
      for (const table of projector.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
      await trx.deleteFrom('projection_checkpoints').where('name', '=', name).execute();
    });
    let after = START;
    let events = 0;
    for (;;) {
      const batch = await this.store.readAll({ after, limit: batchSize });
      if (batch.length === 0) break;
      const applied = await this.applyBatch(projector, batch);
      events += applied.length;
      after = batch[batch.length - 1]!.position;
    }
    this.positions.set(name, after);
    this.logger.info({ projector: name, events, position: formatPosition(after) }, 'projection rebuilt');
    return { events, position: after };
  }

  /**
   * Rebuilds every projector in one pass: their tables and checkpoints emptied together, then
   * `$all` read once, a large batch at a time, each batch applied to every projector in one
   * transaction (`applyTogether`), so the history is read and decoded once, not once per projector.
   * An operator's command fails loudly: the first batch that fails stops the rebuild with its error
   * (an unreadable event names its stream and revision), every checkpoint left at the last batch
   * that committed. In the process that projects live, the live loops pause for the replay (so no
   * live batch races it) and resume from the checkpoints, even after a failure: there a projector
   * that cannot read an event stops alone and the others catch up. A process that follows
   * another's projections refuses, since the rebuild belongs to the projecting one.
   */
  async rebuildAll(batchSize = 5000): Promise<Map<string, { events: number; position: AllPosition }>> {
    const live = this.loops.length > 0;
    if (live && !this.leader) throw new Error('another process runs the projections: rebuild them there');
    if (live) {
      this.abort.abort();
      await Promise.allSettled(this.loops);
      this.loops.length = 0;
      this.abort = new AbortController();
    }
    try {
      const names = this.projectors.map((p) => p.name);
      await this.database.db.transaction().execute(async (trx) => {
        for (const projector of this.projectors)
          for (const table of projector.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
        await trx.deleteFrom('projection_checkpoints').where('name', 'in', names).execute();
      });
      const counts = new Map(names.map((name) => [name, 0]));
      // On a PostgreSQL server the next batch is read while this one is applied (another pooled
      // connection); PGlite runs one query at a time on this thread, so there it would only wait.
      const readAhead = this.database.kind !== 'pglite';
      let after = START;
      let next = this.store.readAll({ after, limit: batchSize });
      for (;;) {
        const batch = await next;
        if (batch.length === 0) break;
        after = batch[batch.length - 1]!.position;
        if (readAhead) {
          next = this.store.readAll({ after, limit: batchSize });
          next.catch(() => {}); // awaited on the next turn; a failed batch must not leave it unhandled
        }
        const applied = await this.applyTogether(this.projectors, batch);
        for (const [name, events] of applied) counts.set(name, (counts.get(name) ?? 0) + events.length);
        if (!readAhead) next = this.store.readAll({ after, limit: batchSize });
      }
      const results = new Map<string, { events: number; position: AllPosition }>();
      for (const name of names) {
        this.positions.set(name, after);
        this.stopped.delete(name);
        results.set(name, { events: counts.get(name) ?? 0, position: after });
      }
      this.logger.info({ projectors: names, position: formatPosition(after) }, 'projections rebuilt');
      return results;
    } finally {
      if (live) await this.startLoops();
    }
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled(this.loops);
    this.releaseLeadership?.();
    this.releaseLeadership = null;
    this.leader = false;
  }
}

/** Checkpoint rows as positions, by projector name. */
function positionsOf(
  rows: readonly { name: string; commit_position: string | bigint; prepare_position: string | bigint }[],
): Map<string, AllPosition> {
  return new Map(
    rows.map((row) => [
      row.name,
      { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    ]),
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
