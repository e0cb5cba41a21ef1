import {
  type AllPosition,
  type AppendResult,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
  WrongExpectedRevisionError,
} from '@rodada/events';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PassObserver } from '../commands/periodically';

/** Events a scrape reads past the slowest projector's checkpoint: the lag in events stops counting there. */
export const LAG_EVENTS_CAP = 10_000;

/** Where the metrics read what a scrape reports; set by the server once each part exists. */
export interface MetricsSources {
  /** The live layer's sockets, rooms and emits so far (null before it exists). */
  readonly live: () => { sockets: number; rooms: number; emits: number } | null;
  /** Each projector's position, and whether this process projects. */
  readonly projection: () => Promise<{
    leader: boolean;
    /** Times this process lost the leader lock while projecting. */
    lost: number;
    /** Times this process handed the projections to a newer process (an event it cannot read). */
    handOvers: number;
    positions: ReadonlyMap<string, AllPosition>;
    stopped: ReadonlySet<string>;
  }>;
  /** The adapter to read `$all` from (unopened: the lag needs positions and times only). */
  readonly store: EventStore;
  /** Mails queued or being sent by this process. */
  readonly mailQueue: () => number;
}

/** A projector's lag: the events after its position (at most `LAG_EVENTS_CAP`) and the oldest one's age. */
export interface ProjectionLag {
  readonly events: number;
  readonly seconds: number;
}

/** Every projector's lag from one read of `$all` past the slowest of them. */
export async function projectionLags(
  store: Pick<EventStore, 'readAll'>,
  positions: ReadonlyMap<string, AllPosition>,
  now: Date,
): Promise<Map<string, ProjectionLag>> {
  const lags = new Map<string, ProjectionLag>();
  if (positions.size === 0) return lags;
  const slowest = [...positions.values()].reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  const ahead = await store.readAll({ after: slowest, limit: LAG_EVENTS_CAP });
  for (const [name, position] of positions) {
    const behind = ahead.filter((event) => comparePositions(event.position, position) > 0);
    const oldest = behind[0];
    lags.set(name, {
      events: behind.length,
      seconds: oldest ? Math.max(0, (now.getTime() - oldest.createdAt.getTime()) / 1000) : 0,
    });
  }
  return lags;
}

/**
 * The operator's metrics, in Prometheus' text format (`GET /metrics`, docs/operations.md): HTTP
 * requests, live sockets, projections, event-store appends, reactors and mails, plus Node's own
 * process metrics. Instruments are fed as things happen; the gauges that describe a state are
 * read from their sources when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private sources: MetricsSources | null = null;
  private emitsSeen = 0;

  private readonly requests = new Histogram({
    name: 'rodada_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: count and time to answer',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly appends = new Histogram({
    name: 'rodada_event_store_append_duration_seconds',
    help: 'Appends to the event store: count and time, by outcome (ok, conflict, error)',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });
  private readonly sockets = new Gauge({
    name: 'rodada_live_sockets',
    help: 'Live-update sockets open on this process',
    registers: [this.registry],
  });
  private readonly rooms = new Gauge({
    name: 'rodada_live_rooms',
    help: 'Live-update rooms with a socket on this process',
    registers: [this.registry],
  });
  private readonly pushes = new Counter({
    name: 'rodada_live_pushes_total',
    help: 'Pushes emitted to a room by this process',
    registers: [this.registry],
  });
  private readonly leader = new Gauge({
    name: 'rodada_projection_leader',
    help: '1 when this process runs the projections, 0 when it follows another',
    registers: [this.registry],
  });
  private readonly leadershipLost = new Gauge({
    name: 'rodada_projection_leadership_losses',
    help: 'Times this process lost the projection leader lock (its connection died) and stopped projecting',
    registers: [this.registry],
  });
  private readonly handOvers = new Gauge({
    name: 'rodada_projection_handovers',
    help: 'Times this process met an event from a newer Rodada and handed the projections over (rolling deploys)',
    registers: [this.registry],
  });
  private readonly lagEvents = new Gauge({
    name: 'rodada_projection_lag_events',
    help: `Events stored after the projector's position (counted up to ${LAG_EVENTS_CAP})`,
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });
  private readonly lagSeconds = new Gauge({
    name: 'rodada_projection_lag_seconds',
    help: 'Age of the oldest event the projector has not applied (0 when it is caught up)',
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });
  private readonly stopped = new Gauge({
    name: 'rodada_projection_stopped',
    help: '1 when the projector stopped at an event it cannot read (its log says which)',
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });
  private readonly reactorPasses = new Histogram({
    name: 'rodada_reactor_pass_duration_seconds',
    help: 'Background reactor passes by reactor and outcome: count and time',
    labelNames: ['reactor', 'outcome'] as const,
    buckets: [0.005, 0.025, 0.1, 0.5, 2.5, 10],
    registers: [this.registry],
  });
  private readonly reactorWork = new Gauge({
    name: 'rodada_reactor_last_pass_items',
    help: "Work the reactor's last successful pass found waiting and did (charges refunded, credits given, mails sent)",
    labelNames: ['reactor'] as const,
    registers: [this.registry],
  });
  private readonly mails = new Gauge({
    name: 'rodada_mail_queue_size',
    help: 'Mails queued or being sent by this process',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Connects the scrape-time gauges to their sources. */
  attach(sources: MetricsSources): void {
    this.sources = sources;
    this.emitsSeen = sources.live()?.emits ?? 0;
  }

  /** One answered HTTP request; `route` is the pattern (`/api/tournaments/:id`), never the path. */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  readonly reactorPass: PassObserver = (reactor, outcome, seconds) => {
    this.reactorPasses.observe({ reactor, outcome: outcome.ok ? 'ok' : 'error' }, seconds);
    if (outcome.ok && typeof outcome.result === 'number') this.reactorWork.set({ reactor }, outcome.result);
  };

  /** The event-store adapter with each append timed. */
  timed(store: EventStore): EventStore {
    return new TimedEventStore(store, (outcome, seconds) => this.appends.observe({ outcome }, seconds));
  }

  /** The text a scraper reads, with the state gauges read now. */
  async scrape(now = new Date()): Promise<string> {
    const sources = this.sources;
    if (sources) {
      const live = sources.live();
      if (live) {
        this.sockets.set(live.sockets);
        this.rooms.set(live.rooms);
        this.pushes.inc(Math.max(0, live.emits - this.emitsSeen));
        this.emitsSeen = live.emits;
      }
      const projection = await sources.projection();
      this.leader.set(projection.leader ? 1 : 0);
      this.leadershipLost.set(projection.lost);
      this.handOvers.set(projection.handOvers);
      for (const [projector, lag] of await projectionLags(sources.store, projection.positions, now)) {
        this.lagEvents.set({ projector }, lag.events);
        this.lagSeconds.set({ projector }, lag.seconds);
        this.stopped.set({ projector }, projection.stopped.has(projector) ? 1 : 0);
      }
      this.mails.set(sources.mailQueue());
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** An event-store adapter whose appends are timed; everything else passes through untouched. */
class TimedEventStore implements EventStore {
  readonly kind: EventStore['kind'];

  constructor(
    private readonly inner: EventStore,
    private readonly observe: (outcome: 'ok' | 'conflict' | 'error', seconds: number) => void,
  ) {
    this.kind = inner.kind;
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await this.inner.append(streamId, events, expected);
      this.observe('ok', seconds());
      return result;
    } catch (error) {
      this.observe(error instanceof WrongExpectedRevisionError ? 'conflict' : 'error', seconds());
      throw error;
    }
  }

  readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }

  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent[]> {
    return this.inner.subscribeToAll(options);
  }

  deleteStream(streamId: string): Promise<void> {
    return this.inner.deleteStream(streamId);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
