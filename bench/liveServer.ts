/**
 * The server side of the live-latency bench, in a process of its own so its memory per connection
 * is measured without the clients': a real Rodada server (`startTestServer`, embedded PGlite in a
 * temporary folder, `LOG_LEVEL=silent`) on a free port.
 *
 * Forked by `liveLatency.ts` with `node --expose-gc --import tsx`, it answers IPC messages:
 *   { type: 'memory' }  → { type: 'memory', rss, heapUsed, peakRss, sockets } after two `gc()` calls
 *   { type: 'trace' }   → { type: 'trace', changes, publishes, emits } (see below), then clears them
 *   { type: 'clock' }   → { type: 'clock', at } (its wall clock, to measure the offset: forked.ts)
 *   { type: 'close' }   → closes the server (its temporary folder goes too) and exits
 * SIGINT, SIGTERM or the parent going away close it the same way, also while it is starting.
 * Started by hand (`node --expose-gc --import tsx bench/liveServer.ts`) it prints its URL and
 * runs until Ctrl-C.
 *
 * To split the latency into stages, this script wraps two methods of the server's `LiveLayer`
 * instance and records wall-clock times (`performance.timeOrigin + performance.now()`, comparable
 * across processes on one machine):
 *   changes    when the projection runner reported a committed change of a `tournament-…` stream
 *   publishes  when a push to a `public-delta:…` room (the watchers') started, and its `revision`
 * and passes on the layer's own always-on emit samples (`LiveLayer.recentEmits`):
 *   emits      per push, how long the synchronous `io.to(room).emit` took (encoding once, handing
 *              the packet to every socket) and to how many sockets
 *
 *   BENCH_SERVER_ENV  JSON object of extra settings for `startTestServer` (the browser bench sets
 *                     PORT and PUBLIC_URL so that the page's origin is the allowed one; the
 *                     two-process scenario sets DATABASE_URL to join another server's database)
 *   BENCH_SERVER_POSTGRES  a PostgreSQL server URL: run on a fresh throw-away database there
 *                     (dropped on close) instead of PGlite
 */
import { performance } from 'node:perf_hooks';
import { startTestServer, type TestServer } from '@rodada/backend/testing';
import { postgresTarget } from '@rodada/projections/testing';

/** `LiveLayer`'s emit sample (room, start, synchronous emit ms, sockets in the room). */
export type EmitSample = ReturnType<TestServer['live']['recentEmits']>[number];

export interface ServerMemory {
  readonly type: 'memory';
  readonly rss: number;
  readonly heapUsed: number;
  /** Highest RSS sampled (every 50 ms, no gc) since the previous memory request. */
  readonly peakRss: number;
  /** Engine.IO connections the server holds. */
  readonly sockets: number;
  readonly gc: boolean;
}

export interface StreamChangeTrace {
  readonly streamId: string;
  readonly at: number;
}

export interface PublishTrace {
  readonly room: string;
  readonly revision: number;
  readonly at: number;
}

export interface ServerTrace {
  readonly type: 'trace';
  readonly changes: StreamChangeTrace[];
  readonly publishes: PublishTrace[];
  /** The live layer's emit samples since the previous trace, every room. */
  readonly emits: EmitSample[];
}

export type ServerRequest = { type: 'memory' } | { type: 'trace' } | { type: 'clock' } | { type: 'close' };
export type ServerMessage =
  | { type: 'ready'; url: string; databaseUrl: string | null; projecting: boolean }
  | { type: 'clock'; at: number }
  | ServerMemory
  | ServerTrace;

const wallNow = () => performance.timeOrigin + performance.now();
const collect = (globalThis as { gc?: () => void }).gc;

/** Set once a stop is asked for (signal, parent gone, `close`); the server closes once it exists. */
let stopRequested = false;
let stop: () => void = () => {
  stopRequested = true;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop());
// The parent went away (finished or crashed): never linger with a port and a temporary folder.
process.once('disconnect', () => stop());

/** IPC send that never throws: a closed channel means the parent is gone, so stop. */
function send(message: ServerMessage): void {
  process.send?.(message, undefined, undefined, (error: Error | null) => {
    if (error) stop();
  });
}

async function main(): Promise<void> {
  // Every simulated spectator connects from loopback: lift the per-address socket cap.
  const extra = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') as Record<string, string>;
  const postgres = process.env.BENCH_SERVER_POSTGRES;
  const server = await startTestServer(postgres ? postgresTarget(postgres) : null, {
    LOG_LEVEL: 'silent',
    LIVE_SOCKETS_PER_IP: '1000000',
    ...extra,
  });
  let closing = false;
  stop = () => {
    if (closing) return;
    closing = true;
    void server
      .close()
      .catch(() => {})
      .then(() => process.exit(0));
  };
  const forked = process.send !== undefined;
  if (stopRequested || (forked && !process.connected)) return stop();

  const live = server.live;
  let changes: StreamChangeTrace[] = [];
  let publishes: PublishTrace[] = [];
  let tracedUntil = 0;

  const streamChanged = live.streamChanged.bind(live);
  live.streamChanged = (change) => {
    if (change.streamId.startsWith('tournament-')) changes.push({ streamId: change.streamId, at: wallNow() });
    streamChanged(change);
  };
  const publish = live.publish.bind(live);
  live.publish = (room, event, payload) => {
    if (!room.startsWith('public-delta:')) return publish(room, event, payload);
    const revision = (payload as { revision?: number } | null)?.revision ?? -1;
    publishes.push({ room, revision, at: wallNow() });
    publish(room, event, payload);
  };

  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  sampler.unref();

  if (!forked) {
    console.log(server.url);
    return;
  }
  process.on('message', (request: ServerRequest) => {
    if (request.type === 'memory') {
      collect?.();
      collect?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({
        type: 'memory',
        rss,
        heapUsed,
        peakRss: Math.max(peakRss, rss),
        sockets: live.io.engine.clientsCount,
        gc: collect !== undefined,
      });
      peakRss = rss;
    } else if (request.type === 'trace') {
      const emits = live.recentEmits().filter((e) => e.at > tracedUntil);
      tracedUntil = emits.at(-1)?.at ?? tracedUntil;
      send({ type: 'trace', changes, publishes, emits });
      changes = [];
      publishes = [];
    } else if (request.type === 'clock') {
      send({ type: 'clock', at: wallNow() });
    } else if (request.type === 'close') {
      stop();
    }
  });
  send({
    type: 'ready',
    url: server.url,
    databaseUrl: server.config.databaseUrl,
    projecting: server.system.runner.isLeader,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
