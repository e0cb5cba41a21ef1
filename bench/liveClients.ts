/**
 * A share of the live bench's watchers, in a process of its own (forked by `liveLatency.ts`), so
 * that decoding thousands of copies of a push is spread over several processes instead of making
 * the tail of one. It answers IPC messages:
 *   { type: 'watch', url, watchers, batch }  connects one socket.io-client per watcher (`batch` at
 *                                            a time), each `watch`ing its public token
 *                                            → { type: 'watching', count }
 *   { type: 'clock' }                        → { type: 'clock', at } (its wall clock, see forked.ts)
 *   { type: 'memory' }                       → { type: 'memory', rss, heapUsed, gc } after two gc()
 *   { type: 'collect', last, settleMs }      waits until every watcher has seen its tournament's
 *                                            last revision (or settleMs passed)
 *                                            → { type: 'updates', watchers: [{ tournament, revisions, times }] }
 *   { type: 'release' }                      closes every socket → { type: 'released' }
 * Receive times are wall clock, `performance.timeOrigin + performance.now()`; the parent corrects
 * them by this process's measured clock offset. SIGTERM or the parent going away close everything.
 */
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';

export interface WatcherSpec {
  readonly tournament: number;
  readonly publicToken: string;
}

export interface WatcherUpdates {
  readonly tournament: number;
  readonly revisions: number[];
  /** Wall clock of each receipt, in this process's clock. */
  readonly times: number[];
}

export type ClientsRequest =
  | { type: 'watch'; url: string; watchers: WatcherSpec[]; batch: number }
  | { type: 'clock' }
  | { type: 'memory' }
  | { type: 'collect'; last: [tournament: number, revision: number][]; settleMs: number }
  | { type: 'release' };

export type ClientsMessage =
  | { type: 'watching'; count: number }
  | { type: 'clock'; at: number }
  | { type: 'memory'; rss: number; heapUsed: number; gc: boolean }
  | { type: 'updates'; watchers: WatcherUpdates[] }
  | { type: 'released' }
  | { type: 'error'; message: string };

interface Watcher extends WatcherUpdates {
  readonly socket: Socket;
}

const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const collectGarbage = (globalThis as { gc?: () => void }).gc;
let watchers: Watcher[] = [];

function watch(url: string, spec: WatcherSpec): Promise<Watcher> {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
  });
  const watcher: Watcher = { socket, tournament: spec.tournament, revisions: [], times: [] };
  // Pushed as the public pages are (`push: 'delta'`): a delta whose base is not the revision this
  // watcher last had would make a page read again, so it counts as not received.
  socket.on('tournament:delta', (delta: { revision: number; baseRevision: number | null }) => {
    const last = watcher.revisions.at(-1);
    if (delta.baseRevision !== null && last !== undefined && delta.baseRevision !== last) return;
    watcher.times.push(wallNow());
    watcher.revisions.push(delta.revision);
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emit(
          'watch',
          { publicToken: spec.publicToken, push: 'delta' },
          (error: Error | null, answer: { ok: boolean; message?: string }) => {
            if (error || !answer.ok) {
              socket.close();
              reject(error ?? new Error(`watch refused: ${answer.message}`));
            } else resolve(watcher);
          },
        );
    });
  });
}

async function watchAll(url: string, specs: readonly WatcherSpec[], batch: number): Promise<number> {
  for (let start = 0; start < specs.length; start += batch) {
    const settled = await Promise.allSettled(specs.slice(start, start + batch).map((s) => watch(url, s)));
    for (const s of settled) if (s.status === 'fulfilled') watchers.push(s.value);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw new Error(`connecting client ${start}…: ${String(failed.reason)}`);
  }
  return specs.length;
}

async function settle(last: ReadonlyMap<number, number>, settleMs: number): Promise<void> {
  const deadline = performance.now() + settleMs;
  const caughtUp = () =>
    watchers.every((w) => {
      const target = last.get(w.tournament);
      return target === undefined || (w.revisions.at(-1) ?? -1) >= target;
    });
  while (!caughtUp() && performance.now() < deadline) await sleep(20);
}

function release(): void {
  for (const w of watchers) w.socket.close();
  watchers = [];
}

function send(message: ClientsMessage): void {
  process.send?.(message, undefined, undefined, (error: Error | null) => {
    if (error) stop();
  });
}

function stop(): void {
  release();
  process.exit(0);
}

async function answer(request: ClientsRequest): Promise<ClientsMessage> {
  switch (request.type) {
    case 'watch':
      return { type: 'watching', count: await watchAll(request.url, request.watchers, request.batch) };
    case 'clock':
      return { type: 'clock', at: wallNow() };
    case 'memory': {
      collectGarbage?.();
      collectGarbage?.();
      await sleep(50);
      const { rss, heapUsed } = process.memoryUsage();
      return { type: 'memory', rss, heapUsed, gc: collectGarbage !== undefined };
    }
    case 'collect':
      await settle(new Map(request.last), request.settleMs);
      return {
        type: 'updates',
        watchers: watchers.map((w) => ({ tournament: w.tournament, revisions: w.revisions, times: w.times })),
      };
    case 'release':
      release();
      return { type: 'released' };
    default: {
      const unknown: never = request;
      throw new Error(`unknown request ${JSON.stringify(unknown)}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
process.once('disconnect', stop);
process.on('message', (request: ClientsRequest) => {
  answer(request).then(send, (error: unknown) => send({ type: 'error', message: String(error) }));
});
