/**
 * The server side of the live-latency bench, in a process of its own so its memory per connection
 * is measured without the clients': a real Rodada server (`startTestServer`, embedded PGlite in a
 * temporary folder, `LOG_LEVEL=silent`) on a free port.
 *
 * Forked by `liveLatency.ts` with `node --expose-gc --import tsx`, it answers IPC messages:
 *   { type: 'memory' }  → { type: 'memory', rss, heapUsed, peakRss, sockets } after two `gc()` calls
 *   { type: 'trace' }   → { type: 'trace', changes, publishes } (see below), then clears them
 *   { type: 'close' }   → closes the server (its temporary folder goes too) and exits
 * SIGINT, SIGTERM or the parent going away close it the same way, also while it is starting.
 * Started by hand (`node --expose-gc --import tsx bench/liveServer.ts`) it prints its URL and
 * runs until Ctrl-C.
 *
 * Nothing in `backend/` changes: to split the latency into stages, this script wraps two methods
 * of the server's `LiveLayer` instance and records wall-clock times (`performance.timeOrigin +
 * performance.now()`, comparable across processes on one machine):
 *   changes    when the projection runner reported a committed change of a `tournament-…` stream
 *   publishes  when a push to a `public:…` room started, its `revision`, and how long the
 *              synchronous `io.to(room).emit` took (encoding once, writing to every socket)
 */
import { performance } from 'node:perf_hooks';
import { startTestServer } from '@rodada/backend/testing';

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
  readonly emitMs: number;
}

export interface ServerTrace {
  readonly type: 'trace';
  readonly changes: StreamChangeTrace[];
  readonly publishes: PublishTrace[];
}

export type ServerRequest = { type: 'memory' } | { type: 'trace' } | { type: 'close' };
export type ServerMessage = { type: 'ready'; url: string } | ServerMemory | ServerTrace;

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
  const server = await startTestServer(null, { LOG_LEVEL: 'silent', LIVE_SOCKETS_PER_IP: '1000000' });
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

  const streamChanged = live.streamChanged.bind(live);
  live.streamChanged = (change) => {
    if (change.streamId.startsWith('tournament-')) changes.push({ streamId: change.streamId, at: wallNow() });
    streamChanged(change);
  };
  const publish = live.publish.bind(live);
  live.publish = (room, event, payload) => {
    if (!room.startsWith('public:')) return publish(room, event, payload);
    const at = wallNow();
    publish(room, event, payload);
    const revision = (payload as { revision?: number } | null)?.revision ?? -1;
    publishes.push({ room, revision, at, emitMs: wallNow() - at });
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
      send({ type: 'trace', changes, publishes });
      changes = [];
      publishes = [];
    } else if (request.type === 'close') {
      stop();
    }
  });
  send({ type: 'ready', url: server.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
