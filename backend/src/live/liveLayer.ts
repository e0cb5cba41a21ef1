import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  type AllPosition,
  type ClientToServerEvents,
  formatPosition,
  type ServerToClientEvents,
} from '@rodada/events';
import type { Database } from '@rodada/projections';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';

export interface StreamChange {
  readonly streamId: string;
  readonly position: AllPosition;
}

export interface LiveLayerOptions {
  readonly allowedOrigins: readonly string[];
  readonly logger: FastifyBaseLogger;
  /** Shortest time between two pushes to one room. */
  readonly coalesceMs?: number;
  /** Messages a socket may send per second before the surplus is dropped. */
  readonly messagesPerSecond?: number;
  /** Sockets one client address may hold open at once; more are refused. */
  readonly socketsPerAddress?: number;
  /** The client address of a socket's handshake (the HTTP side's rule for forwarded headers). */
  readonly addressOf?: (request: IncomingMessage) => string;
  /**
   * The sockets other processes hold per address, and where this one reports its own: with it the
   * cap is one for every process (`SocketCensus`); without it (one process) it is this process's.
   */
  readonly census?: {
    elsewhere(address: string): number;
    counted(address: string, open: number): void;
  };
}

type StreamListener = (change: StreamChange) => void;
/** What the live layer uses of an Engine.IO connection (the transport under a Socket.IO socket). */
interface EngineConnection {
  readonly request: IncomingMessage;
  close(): void;
  once(event: 'close', listener: () => void): void;
}
type PushEvent = keyof ServerToClientEvents;
type PushBody<E extends PushEvent> = Parameters<ServerToClientEvents[E]>[0];
/** Between this app's own processes, through the adapter: a push for the other processes' sockets. */
interface InterServerEvents {
  'live:publish': (room: string, event: PushEvent, body: unknown) => void;
}
/** One synchronous room emit, as `LiveLayer.recentEmits` keeps it. */
export interface EmitSample {
  readonly room: string;
  /** Wall clock when the emit started: `performance.timeOrigin + performance.now()`, in ms. */
  readonly at: number;
  /** Time spent inside `io.to(room).emit` (encode once, hand the packet to every local socket). */
  readonly emitMs: number;
  /** This process's sockets in the room at that moment. */
  readonly sockets: number;
}

/** Emits kept for `recentEmits`: enough for a bench run between two reads, small enough to forget. */
const EMIT_SAMPLES = 1024;

interface PendingPush {
  dirty: boolean;
  produce: () => Promise<unknown>;
}

/**
 * Socket.IO on the app's own HTTP server: rooms and pushes, knowing no feature. A slice joins
 * sockets to its rooms after its own server-side check and pushes through `publish` or
 * `publishCoalesced`, and reports each stream it saw change through `streamChanged`, for whoever
 * observes (the live bench, a test).
 */
export class LiveLayer {
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>;
  /** Set once an adapter joins this process to others: a push is then handed on to them too. */
  private clustered = false;
  private readonly listeners = new Set<StreamListener>();
  private readonly pending = new Map<string, PendingPush>();
  /** Open connections per client address. */
  private readonly openByAddress = new Map<string, number>();
  private readonly coalesceMs: number;
  readonly logger: FastifyBaseLogger;
  /** Ring buffer of the last `EMIT_SAMPLES` emits; `emitCount` is where the next one goes. */
  private readonly emits: EmitSample[] = [];
  private emitCount = 0;

  constructor(httpServer: HttpServer, options: LiveLayerOptions) {
    this.coalesceMs = options.coalesceMs ?? 50;
    this.logger = options.logger;
    const allowed = new Set(options.allowedOrigins);
    const cap = options.socketsPerAddress ?? 100;
    const addressOf = options.addressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
    const census = options.census;
    const openFrom = (address: string) =>
      (this.openByAddress.get(address) ?? 0) + (census?.elsewhere(address) ?? 0);
    this.io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>(httpServer, {
      maxHttpBufferSize: 64 * 1024,
      serveClient: false,
      // CORS does not cover WebSockets: refuse foreign pages here. Clients without an Origin
      // header (native apps, tests, benchmarks) are not browsers acting for a visitor.
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        if (origin && !allowed.has(origin)) return callback('origin not allowed', false);
        if (openFrom(addressOf(req)) >= cap) return callback('too many connections from this address', false);
        callback(null, true);
      },
    });
    // Counted when a connection is established, so a burst of handshakes cannot slip past the cap.
    this.io.engine.on('connection', (connection: EngineConnection) => {
      const address = addressOf(connection.request);
      const open = (this.openByAddress.get(address) ?? 0) + 1;
      this.openByAddress.set(address, open);
      census?.counted(address, open);
      connection.once('close', () => {
        const left = (this.openByAddress.get(address) ?? 1) - 1;
        if (left > 0) this.openByAddress.set(address, left);
        else this.openByAddress.delete(address);
        census?.counted(address, left);
      });
      if (openFrom(address) > cap) connection.close();
    });
    const limit = options.messagesPerSecond ?? 20;
    this.io.on('connection', (socket) => this.limitRate(socket, limit));
    // Another process's push, for the sockets of this one.
    this.io.on('live:publish', (room, event, body) => this.emitLocally(room, event, body as never));
  }

  private limitRate(socket: Socket<ClientToServerEvents, ServerToClientEvents>, perSecond: number): void {
    let windowStart = Date.now();
    let count = 0;
    socket.use((_packet, next) => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        count = 0;
      }
      count++;
      if (count > perSecond) return next(new Error('rate limited'));
      next();
    });
  }

  /** Fans out between processes through PostgreSQL's NOTIFY (see `@socket.io/postgres-adapter`). */
  async usePostgresAdapter(database: Database<any>): Promise<void> {
    if (!database.pool) return;
    const { createAdapter } = await import('@socket.io/postgres-adapter');
    await database.pool.query(`
      create table if not exists socket_io_attachments (
        id bigserial unique,
        created_at timestamptz default now(),
        payload bytea
      )`);
    this.io.adapter(
      createAdapter(database.pool, {
        errorHandler: (e) => this.logger.warn({ err: e }, 'socket.io adapter'),
      }),
    );
    this.clustered = true;
  }

  /** Fans out between processes through Redis pub/sub. */
  async useRedisAdapter(url: string): Promise<() => Promise<void>> {
    const [{ createAdapter }, { createClient }] = await Promise.all([
      import('@socket.io/redis-adapter'),
      import('redis'),
    ]);
    const pub = createClient({ url });
    const sub = pub.duplicate();
    pub.on('error', (e) => this.logger.warn({ err: e }, 'redis publisher'));
    sub.on('error', (e) => this.logger.warn({ err: e }, 'redis subscriber'));
    await Promise.all([pub.connect(), sub.connect()]);
    this.io.adapter(createAdapter(pub, sub));
    this.clustered = true;
    return async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
  }

  /** Observers hear which streams a slice saw change (after commit, never during a rebuild). */
  onStreamChanged(listener: StreamListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  streamChanged(change: StreamChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error(
          { err: error, stream: change.streamId, position: formatPosition(change.position) },
          'live listener failed',
        );
      }
    }
  }

  /**
   * Pushes to a room: this process's sockets at once, then the other processes' through the
   * adapter. (An adapter's own broadcast would first wait for its round trip to PostgreSQL or
   * Redis before writing to the sockets here.)
   */
  publish<E extends PushEvent>(room: string, event: E, body: PushBody<E>): void {
    this.emitLocally(room, event, body);
    if (this.clustered) this.io.serverSideEmit('live:publish', room, event, body);
  }

  private emitLocally<E extends PushEvent>(room: string, event: E, body: PushBody<E>): void {
    const start = performance.now();
    this.io.local.to(room).emit(event, ...([body] as Parameters<ServerToClientEvents[E]>));
    const emitMs = performance.now() - start;
    // Always on: two clock reads, a map lookup and an array slot per push, against a fan-out
    // that costs ~20 µs per socket.
    const sockets = this.io.sockets.adapter.rooms.get(room)?.size ?? 0;
    this.emits[this.emitCount % EMIT_SAMPLES] = { room, at: performance.timeOrigin + start, emitMs, sockets };
    this.emitCount++;
  }

  /**
   * What this process holds now: open sockets, rooms joined (a socket's own room left out), and
   * room emits since it started (the operator's metrics read it).
   */
  counts(): { sockets: number; rooms: number; emits: number } {
    const { sockets, adapter } = this.io.sockets;
    let rooms = 0;
    for (const room of adapter.rooms.keys()) if (!sockets.has(room)) rooms++;
    return { sockets: sockets.size, rooms, emits: this.emitCount };
  }

  /**
   * The last emits (at most 1,024), oldest first: how long the synchronous fan-out of each push
   * took, and to how many sockets. Only in-process code reads it (the live bench's server
   * script); no route exposes it.
   */
  recentEmits(): EmitSample[] {
    const start = Math.max(0, this.emitCount - EMIT_SAMPLES);
    const samples: EmitSample[] = [];
    for (let i = start; i < this.emitCount; i++) samples.push(this.emits[i % EMIT_SAMPLES]!);
    return samples;
  }

  /**
   * Whether a push to the room may reach anyone: a socket of this process is in it, or other
   * processes share the pushes (their rooms are not known here). A slice skips building a body
   * nobody would be sent.
   */
  mayHaveWatchers(room: string): boolean {
    return this.clustered || (this.io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  /**
   * Pushes `produce()`'s result to a room at most once per `coalesceMs`. A burst gives one push
   * at once and one after the window, and the last push always carries the latest state.
   */
  publishCoalesced<E extends PushEvent>(
    room: string,
    event: E,
    produce: () => Promise<PushBody<E> | null>,
  ): void {
    const existing = this.pending.get(room);
    if (existing) {
      existing.dirty = true;
      existing.produce = produce;
      return;
    }
    const push: PendingPush = { dirty: false, produce };
    this.pending.set(room, push);
    const fire = async () => {
      push.dirty = false;
      try {
        const body = (await push.produce()) as PushBody<E> | null;
        if (body) this.publish(room, event, body);
      } catch (error) {
        this.logger.error({ err: error, room }, 'live push failed');
      }
      setTimeout(() => {
        if (push.dirty) void fire();
        else this.pending.delete(room);
      }, this.coalesceMs);
    };
    void fire();
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.io.close(() => resolve());
    });
  }
}
