import { EventEmitter } from 'node:events';
import {
  type AllPosition,
  comparePositions,
  type EventSchemaError,
  type EventStore,
  formatPosition,
  START,
} from '@rodada/events';
import type { Database } from '../db/database';
import type { Projector } from '../projector';
import { readCheckpoints } from './checkpoints';
import { Leadership } from './leadership';
import { LiveLoop, type ProjectionCommit, type RunnerLogger } from './liveLoop';
import { FULL_REBUILD_BATCH, type Rebuilt, replayAll, replayOne } from './rebuild';

export type { ProjectionCommit, RunnerLogger } from './liveLoop';

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  readonly logger?: RunnerLogger;
  /** Called after each committed batch, never during a rebuild's replay. */
  readonly onCommitted?: (commit: ProjectionCommit) => void;
}

const silent: RunnerLogger = { info() {}, error() {} };

/**
 * Runs named projectors: each catches up from its checkpoint, then follows `$all` live
 * (`liveLoop.ts`). A batch's rows and the checkpoint commit together (`batchTransaction.ts`), so a
 * crash never applies an event twice or skips one. With several processes on one PostgreSQL, an
 * advisory lock elects the one that projects (`leadership.ts`); the others follow its checkpoints.
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, AllPosition>();
  private readonly advanced = new EventEmitter();
  private readonly leadership: Leadership;
  private readonly live: LiveLoop;
  private readonly logger: RunnerLogger;
  /** Projectors stopped by an event they cannot read, with the reason. */
  readonly stopped = new Map<string, EventSchemaError>();
  /** How many times this process lost the leader lock while projecting. */
  lost = 0;
  /** How many times this process handed the projections to a newer process (a rolling deploy). */
  handOvers = 0;
  private stopping = false;
  /** Events (projector, stream, revision) this process already handed the projections over for. */
  private readonly handedOver = new Set<string>();
  /** Projectors stopped by a newer event before a hand-over: retried when this process leads again. */
  private readonly retryWhenLeading = new Set<string>();

  constructor(
    private readonly database: Database<any>,
    private readonly store: EventStore,
    readonly projectors: readonly Projector<any, any>[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.logger = options.logger ?? silent;
    this.advanced.setMaxListeners(0);
    const names = new Set(projectors.map((p) => p.name));
    if (names.size !== projectors.length) throw new Error('projector names must be unique');
    this.leadership = new Leadership(database, this.logger, { onLost: () => this.leadershipLost() });
    this.live = new LiveLoop({
      database,
      store,
      batchSize: options.batchSize ?? 500,
      logger: this.logger,
      onCommitted: options.onCommitted,
      positions: this.positions,
      stopped: this.stopped,
      advanced: () => this.advanced.emit('advanced'),
      stoppedByNewer: (name, error) => this.handOver(name, error),
    });
  }

  get isLeader(): boolean {
    return this.leadership.isLeader;
  }

  /** Changes each time this process becomes the projecting one; null while it is not. */
  get leaderTerm(): number | null {
    return this.leadership.term;
  }

  /** Becomes the projecting process when it can, and keeps trying in the background otherwise. */
  async start(): Promise<void> {
    if (await this.leadership.tryAcquire()) {
      await this.live.start(this.projectors);
      return;
    }
    this.logger.info({}, 'another process runs the projections; this one follows their checkpoints');
    this.followUntilLeading(2000);
  }

  /** In the background: follows the leader's checkpoints until this process can lead, then projects. */
  private followUntilLeading(firstDelayMs: number): void {
    this.live.track(
      (async () => {
        if (await this.leadership.acquireEventually(this.live.signal, firstDelayMs)) {
          for (const name of this.retryWhenLeading) this.stopped.delete(name);
          this.retryWhenLeading.clear();
          await this.live.start(this.projectors);
        }
      })(),
    );
  }

  /** Stops the live loops, then follows and stands for leader again after `firstDelayMs`. */
  private stepAside(firstDelayMs: number): void {
    void this.live.pause().then(() => {
      if (!this.stopping) this.followUntilLeading(firstDelayMs);
    });
  }

  /**
   * A projector met an event written by a newer build (a rolling deploy is under way): on a
   * shared PostgreSQL this process gives the projections up so a newer process, which can read it,
   * takes them over from the checkpoints (nothing is skipped); it goes on serving what it has. It
   * stands for leader again after 30 s: if no newer process has taken over by then, it leads with
   * that projector stopped (reported by the log and `rodada_projection_stopped`) and the others
   * going on, and does not hand over again for the same event.
   */
  private handOver(name: string, error: EventSchemaError): void {
    const key = `${name}@${error.streamId}#${error.revision}`;
    if (this.database.kind !== 'postgres' || this.stopping || this.handedOver.has(key)) return;
    this.handedOver.add(key);
    // Reported as stopped until this process leads again; then it is retried with the others,
    // since a newer leader may have projected past that event meanwhile.
    this.retryWhenLeading.add(name);
    if (!this.leadership.isLeader) return; // another projector handed over already
    this.logger.error(
      { projector: name, stream: error.streamId, type: error.storedType },
      'an event from a newer version of Rodada: handing the projections over to a process that reads it',
    );
    this.handOvers += 1;
    this.leadership.release();
    this.stepAside(30_000);
  }

  /**
   * The leader lock's connection died, so another process may be projecting already: stop the
   * live loops (a batch already committing finishes, and is pushed, before another process can
   * commit past it: the checkpoints it holds are locked until then), then follow like any other
   * process and stand for leader again, after giving the others a head start.
   */
  private leadershipLost(): void {
    if (this.stopping) return;
    this.lost += 1;
    this.stepAside(5000);
  }

  /** True once every projector has passed `position`, false when `timeoutMs` runs out first. */
  async waitFor(position: AllPosition, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.hasPassed(position))) {
      const left = deadline - Date.now();
      if (left <= 0 || this.live.signal.aborted) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.advanced.off('advanced', done);
          resolve();
        };
        // A follower process learns of progress only by reading the checkpoints.
        const timer = setTimeout(done, this.isLeader ? left : Math.min(left, 25));
        this.advanced.on('advanced', done);
      });
    }
    return true;
  }

  /**
   * Where each projector stands: this process's positions when it projects, the stored
   * checkpoints otherwise (projectors that never committed are at the start).
   */
  async progress(): Promise<Map<string, AllPosition>> {
    const known = this.isLeader ? this.positions : await readCheckpoints(this.database.db);
    return new Map(this.projectors.map((p) => [p.name, known.get(p.name) ?? START]));
  }

  private async hasPassed(position: AllPosition): Promise<boolean> {
    if (!this.isLeader) {
      for (const [name, stored] of await readCheckpoints(this.database.db)) this.positions.set(name, stored);
    }
    return this.projectors.every((p) => comparePositions(this.positions.get(p.name) ?? START, position) >= 0);
  }

  /**
   * Empties a projector's tables and checkpoint and replays `$all` into it, a large batch per
   * transaction. Run it with the live loops stopped (the CLI does); returns what it replayed.
   */
  async rebuild(name: string, batchSize = 5000): Promise<Rebuilt> {
    const projector = this.projectors.find((p) => p.name === name);
    if (!projector) throw new Error(`unknown projector ${name}`);
    const rebuilt = await replayOne(this.database, this.store, projector, batchSize);
    this.positions.set(name, rebuilt.position);
    this.logger.info(
      { projector: name, events: rebuilt.events, position: formatPosition(rebuilt.position) },
      'projection rebuilt',
    );
    return rebuilt;
  }

  /**
   * Rebuilds every projector in one pass (`replayAll`): the history is read and decoded once, not
   * once per projector. An operator's command fails loudly: the first batch that fails stops the
   * rebuild with its error (an unreadable event names its stream and revision), every checkpoint
   * left at the last batch that committed. In the process that projects live, the live loops pause
   * for the replay (so no live batch races it) and resume from the checkpoints, even after a
   * failure: there a projector that cannot read an event stops alone and the others catch up. A
   * process that follows another's projections refuses, since the rebuild belongs to the projecting one.
   */
  async rebuildAll(batchSize = FULL_REBUILD_BATCH): Promise<Map<string, Rebuilt>> {
    const live = this.live.started;
    if (live && !this.isLeader) throw new Error('another process runs the projections: rebuild them there');
    if (live) await this.live.pause();
    try {
      const results = await replayAll(this.database, this.store, this.projectors, batchSize);
      let position = START;
      for (const [name, result] of results) {
        position = result.position;
        this.positions.set(name, result.position);
        this.stopped.delete(name);
      }
      this.logger.info(
        { projectors: [...results.keys()], position: formatPosition(position) },
        'projections rebuilt',
      );
      return results;
    } finally {
      if (live) await this.live.start(this.projectors);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.live.stop();
    this.leadership.release();
  }
}
