import {
  type AllPosition,
  comparePositions,
  EventSchemaError,
  type EventStore,
  type RecordedEvent,
  START,
} from '@rodada/events';
import type { Database } from '../db/database';
import type { Projector } from '../projector';
import { BatchMemory } from './batchMemory';
import { applyBatch, applyTogether } from './batchTransaction';
import { readCheckpoint, readCheckpoints } from './checkpoints';
import { sleep } from './sleep';

/** "These streams changed, up to this position": what the live layer pushes after a commit. */
export interface ProjectionCommit {
  readonly projector: string;
  readonly position: AllPosition;
  readonly events: readonly RecordedEvent[];
  /**
   * What the projector's `apply` resolved to for this batch, if anything (the tournaments projector:
   * the tournaments it folded, as committed), so a consumer needs no read after the commit.
   */
  readonly folded?: unknown;
}

export interface RunnerLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What the live loop shares with the runner that owns it. */
export interface LiveLoopContext {
  readonly database: Database<any>;
  readonly store: EventStore;
  readonly batchSize: number;
  readonly logger: RunnerLogger;
  readonly onCommitted?: (commit: ProjectionCommit) => void;
  /** How far each projector has applied `$all`: the runner's `waitFor` reads it. */
  readonly positions: Map<string, AllPosition>;
  /** Projectors stopped by an event they cannot read, with the reason. */
  readonly stopped: Map<string, EventSchemaError>;
  /** Called whenever a position moves, to wake `waitFor`. */
  advanced(): void;
  /** A projector stopped at an event a newer build wrote (`EventSchemaError.newer`). */
  readonly stoppedByNewer?: (projector: string, error: EventSchemaError) => void;
}

/**
 * The live path: projectors catch up from their checkpoints, then follow `$all` as it grows. Every
 * loop it starts runs until `pause` or `stop`.
 */
export class LiveLoop {
  private abort = new AbortController();
  private readonly loops: Promise<void>[] = [];
  /** Each projector's rows kept between this loop's batches (see `BatchMemory`). */
  private readonly memories = new Map<string, BatchMemory>();
  private readonly memoryOf = (projector: string): BatchMemory => {
    const memory = this.memories.get(projector) ?? new BatchMemory();
    this.memories.set(projector, memory);
    return memory;
  };

  constructor(private readonly context: LiveLoopContext) {}

  /** Aborted by `pause` and `stop`: what a loop (or a wait for leadership) watches. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  /** True once a loop has started (kept after `stop`, as before the runner was split). */
  get started(): boolean {
    return this.loops.length > 0;
  }

  /** Runs `loop` with the others: `pause` and `stop` wait for it. */
  track(loop: Promise<void>): void {
    this.loops.push(loop);
  }

  /** Reads every checkpoint and follows `$all` with every projector not stopped. */
  async start(projectors: readonly Projector<any, any>[]): Promise<void> {
    const { database, positions, stopped } = this.context;
    const rows = await readCheckpoints(database.db);
    // Another process may have projected since this one last did (a lead lost and won again).
    for (const memory of this.memories.values()) memory.forget();
    for (const projector of projectors) positions.set(projector.name, rows.get(projector.name) ?? START);
    this.track(this.followTogether(projectors.filter((p) => !stopped.has(p.name))));
  }

  /** Ends every loop and forgets them; `start` may run again afterwards. */
  async pause(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled(this.loops);
    this.loops.length = 0;
    this.abort = new AbortController();
  }

  /** Ends every loop for good. */
  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled(this.loops);
  }

  /**
   * One reader of `$all` for every projector, and one transaction per batch in which each
   * projector applies the events past its own checkpoint and every checkpoint moves to the batch's
   * end. One read and one commit per change instead of one per projector: on PGlite's single
   * connection the per-projector round trips were most of the time from a score to its push.
   * When that transaction fails, the batch goes projector by projector (`applySeparately`), so one
   * failing projector never holds the others: it stops (an unreadable event) or leaves to follow
   * on its own, retrying from its checkpoint (`follow`).
   */
  private async followTogether(projectors: readonly Projector<any, any>[]): Promise<void> {
    const { database, store, batchSize, logger, onCommitted, positions } = this.context;
    const signal = this.abort.signal;
    const group = new Set(projectors);
    while (!signal.aborted && group.size > 0) {
      let after = START;
      let first = true;
      for (const projector of group) {
        const position = positions.get(projector.name) ?? START;
        if (first || comparePositions(position, after) < 0) after = position;
        first = false;
      }
      try {
        for await (const batch of store.subscribeToAll({ after, batchSize, signal })) {
          const end = batch[batch.length - 1]!.position;
          const members = [...group];
          let applied: Map<string, RecordedEvent[]>;
          let folded = new Map<string, unknown>();
          try {
            applied = await applyTogether(database, members, batch, { folded, memories: this.memoryOf });
          } catch (error) {
            logger.error(
              { err: error },
              'projection batch failed together; applying it projector by projector',
            );
            folded = new Map();
            applied = await this.applySeparately(members, batch, group, folded);
          }
          for (const projector of members) {
            const position = positions.get(projector.name) ?? START;
            if (group.has(projector) && comparePositions(position, end) < 0)
              positions.set(projector.name, end);
          }
          this.context.advanced();
          for (const projector of members) {
            const events = applied.get(projector.name);
            if (group.has(projector) && events && events.length > 0)
              onCommitted?.({
                projector: projector.name,
                position: end,
                events,
                folded: folded.get(projector.name),
              });
          }
          if (group.size < members.length) break; // someone left: re-read from the slowest member
        }
      } catch (error) {
        if (signal.aborted) return;
        // The read itself failed: never skip; wait and re-read from the stored checkpoints.
        logger.error({ err: error }, 'reading $all for the projections failed; retrying');
        await sleep(1000, signal);
        const rows = await readCheckpoints(database.db).catch(() => null);
        if (rows)
          for (const projector of group) positions.set(projector.name, rows.get(projector.name) ?? START);
      }
    }
  }

  /**
   * The batch projector by projector, each in its own transaction. A projector that fails leaves
   * `group`: stopped for an unreadable event, otherwise following on its own from its checkpoint.
   */
  private async applySeparately(
    projectors: readonly Projector<any, any>[],
    batch: readonly RecordedEvent[],
    group: Set<Projector<any, any>>,
    folded: Map<string, unknown>,
  ): Promise<Map<string, RecordedEvent[]>> {
    const { database, logger, positions } = this.context;
    const applied = new Map<string, RecordedEvent[]>();
    for (const projector of projectors) {
      try {
        applied.set(
          projector.name,
          await applyBatch(database, projector, batch, { folded, memories: this.memoryOf }),
        );
      } catch (error) {
        group.delete(projector);
        if (error instanceof EventSchemaError) {
          this.stopProjector(projector.name, error);
          continue;
        }
        logger.error(
          { err: error, projector: projector.name },
          'projection batch failed; this projector retries on its own',
        );
        const from = await readCheckpoint(database.db, projector.name).catch(
          () => positions.get(projector.name) ?? START,
        );
        positions.set(projector.name, from);
        this.track(this.follow(projector, from));
      }
    }
    return applied;
  }

  /** One projector alone: the fallback for a projector whose batch failed in `followTogether`. */
  private async follow(projector: Projector<any, any>, from: AllPosition): Promise<void> {
    const { database, store, batchSize, logger, onCommitted, positions } = this.context;
    const signal = this.abort.signal;
    let after = from;
    while (!signal.aborted) {
      try {
        for await (const batch of store.subscribeToAll({ after, batchSize, signal })) {
          const folded = new Map<string, unknown>();
          const applied = await applyBatch(database, projector, batch, { folded, memories: this.memoryOf });
          after = batch[batch.length - 1]!.position;
          positions.set(projector.name, after);
          this.context.advanced();
          if (applied.length > 0)
            onCommitted?.({
              projector: projector.name,
              position: after,
              events: applied,
              folded: folded.get(projector.name),
            });
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof EventSchemaError) {
          this.stopProjector(projector.name, error);
          return;
        }
        // Never skip: log, wait, and retry the same batch from the stored checkpoint.
        logger.error({ err: error, projector: projector.name }, 'projection batch failed; retrying');
        await sleep(1000, signal);
        after = await readCheckpoint(database.db, projector.name);
      }
    }
  }

  /** Never skip and never guess: an unreadable event stops its projector until it is fixed. */
  private stopProjector(name: string, error: EventSchemaError): void {
    this.context.stopped.set(name, error);
    this.context.logger.error(
      {
        err: error,
        projector: name,
        stream: error.streamId,
        revision: String(error.revision),
        newer: error.newer,
      },
      `projector ${name} stopped: ${error.message}`,
    );
    if (error.newer) this.context.stoppedByNewer?.(name, error);
  }
}
