/**
 * Live latency: the time from an organiser's score PATCH to each watching Socket.IO client's
 * `tournament:update` carrying that score, with 100, 1,000 and 5,000 clients on one tournament
 * and with 50 tournaments of 100 watchers each; plus the server's memory per connection.
 *
 * Each scenario gets a fresh server in a child process (`liveServer.ts`, forked with
 * `node --expose-gc --import tsx`): a real Rodada server on embedded PGlite in a temporary folder.
 * The clients (socket.io-client, `transports: ['websocket']`) live in this process, so the
 * server's memory is measured alone; the clients' own cost is reported beside it.
 *
 * Run alone: `node --expose-gc --import tsx bench/liveLatency.ts` (or `npx tsx bench/liveLatency.ts`);
 * `npm run bench` runs it after the storage cases.
 *
 *   BENCH_LIVE_PATCHES  score PATCHes per single-tournament scenario (default 20; the 50-tournament
 *                       scenario sends max(this, 50) so that every tournament gets at least one)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type ApiClient, apiClient } from '@rodada/backend/testing';
import { io as connect, type Socket } from 'socket.io-client';
import type { PublishTrace, ServerMemory, ServerMessage, ServerRequest, ServerTrace } from './liveServer';
import { describeMachine } from './machine';
import { int, markdownTable, ms, percentile } from './report';

export interface LiveScenario {
  readonly name: string;
  readonly tournaments: number;
  readonly watchersPerTournament: number;
  readonly patches: number;
}

export interface LiveResult {
  readonly scenario: string;
  readonly clients: number;
  readonly tournaments: number;
  readonly patches: number;
  /** Client × PATCH pairs: every client should see every PATCH of its tournament. */
  readonly expected: number;
  /** Pairs where the client got an update at or past the PATCH's revision. */
  readonly arrived: number;
  /** Pairs where the client got the update with exactly that revision (none coalesced away). */
  readonly exact: number;
  readonly latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** PATCH round trip as the organiser sees it (the answer waits for the projection). */
  readonly patchAnswerP50Ms: number;
  /** Medians over the PATCHes of each stage, from the server's trace (see liveServer.ts). */
  readonly stagesMs: {
    readonly toCommit: number;
    readonly toPush: number;
    readonly emit: number;
    readonly toFirstClient: number;
    readonly toLastClient: number;
  };
  /** Mean time between two PATCH sends (at least the spacing; more when an answer is slow). */
  readonly patchIntervalMs: number;
  readonly connectSeconds: number;
  readonly payloadBytes: number;
  readonly server: {
    rssPerConn: number;
    heapPerConn: number;
    rssBefore: number;
    rssAfter: number;
    peakRssWhileConnecting: number;
    gc: boolean;
  };
  readonly bench: { rssPerConn: number; heapPerConn: number; gc: boolean };
}

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
/** Clients opened at once; the next batch waits until this one is connected and watching. */
const CONNECT_BATCH = 200;
/** Between two PATCH sends: well above the 50 ms coalescing window, so no push is merged. */
const PATCH_SPACING_MS = 200;
/** After the last PATCH, how long clients may take to catch up before the rest count as missing. */
const SETTLE_MS = 15_000;
const SERVER_START_MS = 60_000;
const wallOffset = performance.timeOrigin;

const log = (line: string) => console.log(`  ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const collect = (globalThis as { gc?: () => void }).gc;

export function liveScenarios(patches: number): LiveScenario[] {
  return [
    { name: '1 tournament × 100 watchers', tournaments: 1, watchersPerTournament: 100, patches },
    { name: '1 tournament × 1,000 watchers', tournaments: 1, watchersPerTournament: 1000, patches },
    { name: '1 tournament × 5,000 watchers', tournaments: 1, watchersPerTournament: 5000, patches },
    {
      name: '50 tournaments × 100 watchers',
      tournaments: 50,
      watchersPerTournament: 100,
      patches: Math.max(patches, 50),
    },
  ];
}

/** A forked `liveServer.ts`, spoken to over IPC. */
class ServerProcess {
  private readonly child: ChildProcess;
  url = '';

  constructor() {
    this.child = fork(join(here, 'liveServer.ts'), [], {
      cwd: repoRoot,
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'], // stdout: the admin-created banner
    });
  }

  /** Waits for the server's URL. */
  async ready(): Promise<string> {
    this.url = (await ServerProcess.next(this.child, 'ready', SERVER_START_MS)).url;
    return this.url;
  }

  private static next<T extends ServerMessage['type']>(
    child: ChildProcess,
    type: T,
    timeoutMs: number,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (message: ServerMessage) => {
        if (message.type !== type) return;
        done();
        resolve(message as Extract<ServerMessage, { type: T }>);
      };
      const onExit = (code: number | null) => {
        done();
        reject(new Error(`live server exited (code ${code}) while waiting for '${type}'`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`live server: no '${type}' within ${timeoutMs} ms`));
      }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  private ask<T extends ServerMessage['type']>(request: ServerRequest, type: T) {
    const answer = ServerProcess.next(this.child, type, 30_000);
    this.child.send(request);
    return answer;
  }

  memory(): Promise<ServerMemory> {
    return this.ask({ type: 'memory' }, 'memory');
  }

  trace(): Promise<ServerTrace> {
    return this.ask({ type: 'trace' }, 'trace');
  }

  /**
   * Asks the server to close (it removes its temporary folder), also while it is still starting
   * (SIGTERM: it closes as soon as it is up); kills it if it has not exited within 20 s.
   */
  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((r) => this.child.once('exit', () => r()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}

interface Tournament {
  readonly id: string;
  readonly publicToken: string;
  readonly matchIds: readonly string[];
}

/** An organiser with credits (registered, then granted by the bootstrap admin) and its tournaments. */
async function createTournaments(
  url: string,
  count: number,
): Promise<{ owner: ApiClient; list: Tournament[] }> {
  const server = { url };
  const admin = apiClient(server);
  const login = await admin.post('/api/login', {
    email: 'admin@rodada.test',
    password: 'admin-test-password',
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  const owner = apiClient(server);
  const user = await owner.post('/api/register', {
    name: 'Bench',
    email: `bench-${randomUUID().slice(0, 8)}@x.com`,
    password: 'senha123',
  });
  if (user.status >= 300) throw new Error(`register: ${user.status} ${JSON.stringify(user.body)}`);
  const grant = await admin.post(`/api/admin/users/${user.body.id}/credits`, {
    credits: count,
    reason: 'bonus',
  });
  if (grant.status >= 300) throw new Error(`grant: ${grant.status} ${JSON.stringify(grant.body)}`);
  const list: Tournament[] = [];
  for (let i = 0; i < count; i++) {
    const created = await owner.post('/api/tournaments', {
      name: `Bench ${i + 1}`,
      courts: 2,
      players: EIGHT,
      tournamentType: 'super8',
    });
    if (created.status >= 300) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    const detail = (await owner.get(`/api/tournaments/${created.body.id}`)).body;
    list.push({
      id: detail.id,
      publicToken: detail.publicToken,
      matchIds: detail.matches.map((m: { id: string }) => m.id),
    });
  }
  return { owner, list };
}

/** One watching client: every `tournament:update` it got, as (revision, time) pairs. */
interface Watcher {
  readonly socket: Socket;
  readonly tournament: number;
  readonly revisions: number[];
  readonly times: number[];
}

function watch(url: string, tournament: number, publicToken: string): Promise<Watcher> {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
  });
  const watcher: Watcher = { socket, tournament, revisions: [], times: [] };
  socket.on('tournament:update', (body: { revision: number }) => {
    watcher.times.push(performance.now());
    watcher.revisions.push(body.revision);
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emit('watch', { publicToken }, (error: Error | null, answer: { ok: boolean; message?: string }) => {
          if (error || !answer.ok) {
            socket.close();
            reject(error ?? new Error(`watch refused: ${answer.message}`));
          } else resolve(watcher);
        });
    });
  });
}

async function watchAll(
  url: string,
  tournaments: readonly Tournament[],
  clients: number,
): Promise<Watcher[]> {
  const watchers: Watcher[] = [];
  try {
    for (let start = 0; start < clients; start += CONNECT_BATCH) {
      const batch: Promise<Watcher>[] = [];
      for (let i = start; i < Math.min(clients, start + CONNECT_BATCH); i++) {
        const t = i % tournaments.length;
        batch.push(watch(url, t, tournaments[t]!.publicToken));
      }
      const settled = await Promise.allSettled(batch);
      for (const s of settled) if (s.status === 'fulfilled') watchers.push(s.value);
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw new Error(`connecting client ${start}…: ${String(failed.reason)}`);
    }
    return watchers;
  } catch (error) {
    closeAll(watchers);
    throw error;
  }
}

function closeAll(watchers: readonly Watcher[]): void {
  for (const w of watchers) w.socket.close();
}

interface SentPatch {
  readonly tournament: number;
  readonly revision: number;
  /** performance.now() when the PATCH left. */
  readonly sentAt: number;
  readonly answerMs: number;
}

/**
 * Patch `k` goes to tournament `k % n`; a tournament's `j`-th PATCH scores match `j % 14` with a
 * result that differs from the one it had (an unchanged score appends nothing): team 1 gets
 * `team1Score`, then `team1Score - 1` on the next pass over the matches, and so on.
 */
async function sendPatches(
  owner: ApiClient,
  tournaments: readonly Tournament[],
  count: number,
  team1Score = 7,
) {
  const sent: SentPatch[] = [];
  for (let k = 0; k < count; k++) {
    const t = k % tournaments.length;
    const j = Math.floor(k / tournaments.length);
    const matches = tournaments[t]!.matchIds;
    const pass = Math.floor(j / matches.length);
    const body = { team1Score: team1Score - (pass % 2), team2Score: j % 6 };
    const sentAt = performance.now();
    const answer = await owner.patch(`/api/matches/${matches[j % matches.length]}`, body);
    const answerMs = performance.now() - sentAt;
    if (answer.status !== 200) throw new Error(`PATCH: ${answer.status} ${JSON.stringify(answer.body)}`);
    const previous = sent.findLast((p) => p.tournament === t);
    if (previous && answer.body.revision <= previous.revision)
      throw new Error(`PATCH did not advance the revision (${answer.body.revision})`);
    sent.push({ tournament: t, revision: answer.body.revision, sentAt, answerMs });
    const wait = sentAt + PATCH_SPACING_MS - performance.now();
    if (wait > 0) await sleep(wait);
  }
  return sent;
}

/** Waits until every client has seen its tournament's last revision (or the time is up). */
async function settle(watchers: readonly Watcher[], sent: readonly SentPatch[]): Promise<void> {
  const last = new Map<number, number>();
  for (const p of sent) last.set(p.tournament, Math.max(last.get(p.tournament) ?? -1, p.revision));
  const deadline = performance.now() + SETTLE_MS;
  const caughtUp = () =>
    watchers.every((w) => {
      const target = last.get(w.tournament);
      return target === undefined || (w.revisions.at(-1) ?? -1) >= target;
    });
  while (!caughtUp() && performance.now() < deadline) await sleep(20);
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function clientMemory() {
  collect?.();
  collect?.();
  await sleep(50);
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

async function runScenario(scenario: LiveScenario, register: (dispose: () => Promise<void>) => () => void) {
  const clients = scenario.tournaments * scenario.watchersPerTournament;
  const server = new ServerProcess();
  let watchers: Watcher[] = [];
  const dispose = async () => {
    closeAll(watchers);
    await server.close();
  };
  const unregister = register(dispose);
  try {
    await server.ready();
    const { owner, list } = await createTournaments(server.url, scenario.tournaments);
    const payloadBytes = Buffer.byteLength(
      JSON.stringify((await owner.get(`/api/public/tournaments/${list[0]!.publicToken}`)).body),
    );

    // Warm-up: load the WebSocket and push code paths and the queries' plans before measuring.
    const warm = await watchAll(server.url, list, 20);
    const warmSent = await sendPatches(owner, list.slice(0, 1), 3, 3);
    await settle(warm, warmSent);
    closeAll(warm);
    await sleep(300);
    await server.trace();

    const serverBefore = await server.memory();
    const clientsBefore = await clientMemory();
    const connectStart = performance.now();
    watchers = await watchAll(server.url, list, clients);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await sleep(500);
    const serverAfter = await server.memory();
    const clientsAfter = await clientMemory();
    if (serverAfter.sockets < clients)
      throw new Error(`server holds ${serverAfter.sockets} connections, expected ${clients}`);

    const sent = await sendPatches(owner, list, scenario.patches);
    await settle(watchers, sent);
    const trace = await server.trace();

    // Per client × PATCH: the first update at or past the PATCH's revision.
    const latencies: number[] = [];
    let exact = 0;
    const byTournament = new Map<number, SentPatch[]>();
    for (const p of sent) byTournament.set(p.tournament, [...(byTournament.get(p.tournament) ?? []), p]);
    const firstArrival = new Map<SentPatch, number>();
    const lastArrival = new Map<SentPatch, number>();
    let expected = 0;
    for (const w of watchers) {
      for (const p of byTournament.get(w.tournament) ?? []) {
        expected++;
        const i = w.revisions.findIndex((r) => r >= p.revision);
        if (i < 0) continue;
        if (w.revisions[i] === p.revision) exact++;
        const at = w.times[i]!;
        latencies.push(at - p.sentAt);
        firstArrival.set(p, Math.min(firstArrival.get(p) ?? Number.POSITIVE_INFINITY, at));
        lastArrival.set(p, Math.max(lastArrival.get(p) ?? 0, at));
      }
    }
    latencies.sort((a, b) => a - b);

    // Stages per PATCH, from the server's trace (wall clock, comparable across the two processes).
    const stages = { toCommit: [] as number[], toPush: [] as number[], emit: [] as number[] };
    const toFirst: number[] = [];
    const toLast: number[] = [];
    for (const p of sent) {
      const sentWall = wallOffset + p.sentAt;
      const t = list[p.tournament]!;
      const change = trace.changes.find((c) => c.streamId === `tournament-${t.id}` && c.at >= sentWall);
      const push: PublishTrace | undefined = trace.publishes.find(
        (u) => u.room === `public:${t.publicToken}` && u.revision >= p.revision && u.at >= sentWall,
      );
      if (!change || !push) continue;
      stages.toCommit.push(change.at - sentWall);
      stages.toPush.push(push.at - change.at);
      stages.emit.push(push.emitMs);
      const first = firstArrival.get(p);
      const last = lastArrival.get(p);
      if (first !== undefined) toFirst.push(wallOffset + first - push.at);
      if (last !== undefined) toLast.push(wallOffset + last - push.at);
    }

    const result: LiveResult = {
      scenario: scenario.name,
      clients,
      tournaments: scenario.tournaments,
      patches: sent.length,
      expected,
      arrived: latencies.length,
      exact,
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
      },
      patchAnswerP50Ms: median(sent.map((p) => p.answerMs)),
      patchIntervalMs: sent.length > 1 ? (sent.at(-1)!.sentAt - sent[0]!.sentAt) / (sent.length - 1) : 0,
      stagesMs: {
        toCommit: median(stages.toCommit),
        toPush: median(stages.toPush),
        emit: median(stages.emit),
        toFirstClient: median(toFirst),
        toLastClient: median(toLast),
      },
      connectSeconds,
      payloadBytes,
      server: {
        rssPerConn: (serverAfter.rss - serverBefore.rss) / clients,
        heapPerConn: (serverAfter.heapUsed - serverBefore.heapUsed) / clients,
        rssBefore: serverBefore.rss,
        rssAfter: serverAfter.rss,
        peakRssWhileConnecting: serverAfter.peakRss,
        gc: serverAfter.gc,
      },
      bench: {
        rssPerConn: (clientsAfter.rss - clientsBefore.rss) / clients,
        heapPerConn: (clientsAfter.heapUsed - clientsBefore.heapUsed) / clients,
        gc: collect !== undefined,
      },
    };
    return result;
  } finally {
    unregister();
    await dispose();
  }
}

/**
 * Runs every scenario, one fresh server each. `register` lets a driver close what is open if it
 * has to stop early (signal, watchdog); it returns the function that unregisters.
 */
export async function benchLiveLatency(
  options: { patches?: number; register?: (dispose: () => Promise<void>) => () => void } = {},
): Promise<LiveResult[]> {
  const register = options.register ?? (() => () => {});
  const results: LiveResult[] = [];
  for (const scenario of liveScenarios(options.patches ?? 20)) {
    log(`live: ${scenario.name}, ${scenario.patches} PATCHes ${PATCH_SPACING_MS} ms apart…`);
    const started = performance.now();
    const result = await runScenario(scenario, register);
    log(
      `live: ${scenario.name}: ${int(result.arrived)}/${int(result.expected)} updates, p50 ${ms(result.latencyMs.p50)} ms, ` +
        `max ${ms(result.latencyMs.max)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    results.push(result);
  }
  return results;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function liveSettingsLine(): string {
  return (
    `live: fresh server per scenario in a child process (PGlite, LOG_LEVEL=silent); clients in this process, ` +
    `websocket transport, ${CONNECT_BATCH} connecting at a time; PATCHes ${PATCH_SPACING_MS} ms apart; ` +
    `ulimit -n (soft) as the bench sees it: ${fileDescriptorLimit()}`
  );
}

/** The three live tables: latency, stages, memory. */
export function formatLiveTables(results: readonly LiveResult[]): string {
  const latency = markdownTable(
    ['scenario', 'PATCHes', 'updates arrived', 'exact revision', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    results.map((r) => [
      r.scenario,
      int(r.patches),
      `${int(r.arrived)} / ${int(r.expected)}`,
      int(r.exact),
      ms(r.latencyMs.p50),
      ms(r.latencyMs.p95),
      ms(r.latencyMs.p99),
      ms(r.latencyMs.max),
    ]),
    [false, true, true, true, true, true, true, true],
  );
  const stages = markdownTable(
    [
      'scenario',
      'PATCH every',
      'PATCH answer',
      'send → commit',
      'commit → push',
      'emit (sync)',
      'push → 1st client',
      'push → last client',
    ],
    results.map((r) => [
      r.scenario,
      ms(r.patchIntervalMs),
      ms(r.patchAnswerP50Ms),
      ms(r.stagesMs.toCommit),
      ms(r.stagesMs.toPush),
      ms(r.stagesMs.emit),
      ms(r.stagesMs.toFirstClient),
      ms(r.stagesMs.toLastClient),
    ]),
    [false, true, true, true, true, true, true, true],
  );
  const memory = markdownTable(
    [
      'scenario',
      'clients',
      'connect s',
      'server RSS/conn KiB',
      'server heap/conn KiB',
      'server RSS MiB before / after / peak',
      'clients RSS/conn KiB',
      'clients heap/conn KiB',
    ],
    results.map((r) => [
      r.scenario,
      int(r.clients),
      r.connectSeconds.toFixed(1),
      kib(r.server.rssPerConn),
      kib(r.server.heapPerConn),
      [r.server.rssBefore, r.server.rssAfter, r.server.peakRssWhileConnecting]
        .map((b) => (b / 1024 ** 2).toFixed(0))
        .join(' / '),
      kib(r.bench.rssPerConn),
      `${kib(r.bench.heapPerConn)}${r.bench.gc ? '' : ' (no gc)'}`,
    ]),
    [false, true, true, true, true, true, true, true],
  );
  const payload = results[0]?.payloadBytes;
  return [
    'Latency, PATCH sent → tournament:update with that revision received, over every client × PATCH:',
    '',
    latency,
    '',
    'Stages, medians over the PATCHes, ms (server trace; "push → client" includes every client decoding in this one process):',
    '',
    stages,
    '',
    `Memory per connection (after gc, server in its own process; ${payload === undefined ? '?' : int(payload)}-byte public body):`,
    '',
    memory,
  ].join('\n');
}

function fileDescriptorLimit(): string {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const line = limits.split('\n').find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line?.replace('Max open files', '').trim().split(/\s+/) ?? [];
    return soft ? `${soft} (hard ${hard})` : 'unknown';
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const disposers = new Set<() => Promise<void>>();
  const stop = async (code: number) => {
    await Promise.allSettled([...disposers].map((d) => d()));
    process.exit(code);
  };
  const watchdog = setTimeout(() => {
    console.error('live bench: still running after 5 minutes; giving up');
    void stop(1);
  }, 5 * 60_000);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(130));

  const started = performance.now();
  console.log('Rodada live latency');
  for (const line of describeMachine()) log(line);
  log(liveSettingsLine());
  if (!collect) log('bench process without --expose-gc: the clients-side heap figures are noisy');
  console.log('');
  const patches = Number(process.env.BENCH_LIVE_PATCHES ?? '') || 20;
  const results = await benchLiveLatency({
    patches,
    register: (d) => {
      disposers.add(d);
      return () => disposers.delete(d);
    },
  });
  console.log('');
  console.log(formatLiveTables(results));
  console.log('');
  console.log(`total run time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1); // every scenario closes its server and clients in a finally
    },
  );
}
