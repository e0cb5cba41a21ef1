/**
 * A Saturday peak (issue 26, target 2): TOURNAMENTS live tournaments × WATCHERS public watchers
 * each (10,000 Socket.IO clients by default, spread over CLIENT_PROCESSES forked `liveClients.ts`
 * processes), SCORES_PER_SECOND score PATCHes a second spread over the tournaments for SECONDS
 * seconds, and meanwhile CREATIONS_PER_SECOND new tournaments a second from another organiser.
 * The server runs alone in its own process (`liveServer.ts` through `ServerProcess`), as in
 * `liveLatency.ts`; this process only sends the requests and matches times (clocks corrected by
 * the measured offsets, see forked.ts).
 *
 * The load is open-loop: a PATCH leaves every 1/SCORES_PER_SECOND s whether or not the previous
 * answer came, and so does a creation, the way a Saturday's organisers do not wait for each other.
 *
 * It prints the p99 of PATCH sent → `tournament:delta` received beside the target, the errors
 * (failed requests and connections), the missed and out-of-order updates (every watcher must get
 * every score of its tournament, revisions only going up), the server's peak RSS, and the server's
 * CPU seconds (user + system, from /proc) over the measured window per score delivered: what a
 * Saturday costs. On PostgreSQL it adds the database server's own CPU over the same window.
 *
 * Run alone: `npx tsx bench/saturday.ts` (with `DATABASE_URL=postgres://…` for PostgreSQL too).
 *
 *   BENCH_SATURDAY           `0` skips it when `run.ts` runs it
 *   BENCH_SATURDAY_SECONDS   measured seconds (default 60)
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type ApiClient, apiClient, TEST_ADMIN } from '@rodada/backend/testing';
import { EIGHT_PLAYERS } from './benchSeed';
import { clockOffset, Forked, wallNow } from './forked';
import { guardRun, type Register, runWhenMain } from './guard';
import type { ClientsMessage, ClientsRequest, WatcherSpec, WatcherUpdates } from './liveClients';
import { createTournaments, ServerProcess, type Tournament } from './liveLatency';
import { describeMachine } from './machine';
import { int, markdownTable, ms, percentile, verdict } from './report';

export const SATURDAY_TARGETS = { p99Ms: 50, rssBytes: 1024 ** 3 } as const;
const TOURNAMENTS = 500;
const WATCHERS = 20;
const SCORES_PER_SECOND = 5;
const CREATIONS_PER_SECOND = 2;
const CLIENT_PROCESSES = 4;
const CONNECT_BATCH = 100;
const SETTLE_MS = 20_000;

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SaturdaySettings {
  readonly seconds: number;
}

export function saturdaySettingsFromEnv(): SaturdaySettings {
  const raw = process.env.BENCH_SATURDAY_SECONDS;
  const seconds = raw ? Number(raw) : 60;
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`BENCH_SATURDAY_SECONDS must be a positive number, not ${raw}`);
  return { seconds };
}

export function saturdaySettingsLine(settings: SaturdaySettings): string {
  return `saturday: ${TOURNAMENTS} tournaments × ${WATCHERS} watchers (${int(TOURNAMENTS * WATCHERS)} sockets in ${CLIENT_PROCESSES} client processes), ${SCORES_PER_SECOND} scores/s + ${CREATIONS_PER_SECOND} creations/s for ${settings.seconds} s, server in its own process`;
}

export interface SaturdayResult {
  readonly database: 'pglite' | 'postgres';
  readonly seconds: number;
  readonly sockets: number;
  readonly scores: number;
  readonly creations: number;
  /** Watcher × score pairs that should have arrived, and did. */
  readonly expected: number;
  readonly arrived: number;
  readonly outOfOrder: number;
  readonly errors: number;
  readonly errorSamples: readonly string[];
  readonly latencyMs: { p50: number; p95: number; p99: number; max: number };
  readonly patchAnswerMs: { p50: number; p99: number };
  readonly creationAnswerMs: { p50: number; p99: number };
  readonly serverCpuSeconds: number;
  /** PostgreSQL's own processes over the same window (null on PGlite, which runs in the server). */
  readonly databaseCpuSeconds: number | null;
  readonly peakRss: number;
  readonly rssConnected: number;
  readonly connectSeconds: number;
}

/**
 * User + system CPU seconds of the processes `accept` picks (by pid and command line); with
 * `children`, also that of their children already reaped (PostgreSQL's backends come and go: an
 * ended one's time moves to the postmaster's, so the sum never goes down).
 */
function cpuSeconds(
  accept: (pid: number, cmdline: string, comm: string) => boolean,
  children = false,
): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (!accept(Number(entry), cmdline, comm)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      if (children) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / 100; // USER_HZ
}

/** The forked server: the child of this process running liveServer.ts. */
const serverCpu = () =>
  cpuSeconds((pid, cmdline) => {
    if (!cmdline.includes('liveServer.ts')) return false;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
  });
const postgresCpu = () => cpuSeconds((_pid, _cmdline, comm) => comm.startsWith('postgres'), true);

class Watchers {
  readonly processes = Array.from(
    { length: CLIENT_PROCESSES },
    () => new Forked<ClientsMessage, ClientsRequest>(join(here, 'liveClients.ts'), repoRoot),
  );
  private offsets: number[] = [];

  async syncClocks(): Promise<void> {
    this.offsets = [];
    for (const p of this.processes)
      this.offsets.push(
        (await clockOffset(async () => (await p.ask({ type: 'clock' }, 'clock')).at)).offsetMs,
      );
  }

  /** Watcher `i` watches tournament `i mod n` and lives in process `i mod processes`. */
  async watch(url: string, tournaments: readonly Tournament[]): Promise<void> {
    const shares: WatcherSpec[][] = this.processes.map(() => []);
    for (let i = 0; i < tournaments.length * WATCHERS; i++) {
      const t = i % tournaments.length;
      shares[i % shares.length]!.push({ tournament: t, publicToken: tournaments[t]!.publicToken });
    }
    await Promise.all(
      this.processes.map((p, i) =>
        p.ask({ type: 'watch', url, watchers: shares[i]!, batch: CONNECT_BATCH }, 'watching', 600_000),
      ),
    );
  }

  async collect(last: ReadonlyMap<number, number>): Promise<WatcherUpdates[]> {
    const answers = await Promise.all(
      this.processes.map((p) =>
        p.ask({ type: 'collect', last: [...last], settleMs: SETTLE_MS }, 'updates', SETTLE_MS + 120_000),
      ),
    );
    return answers.flatMap((a, i) => {
      const offset = this.offsets[i] ?? 0;
      return a.watchers.map((w) => ({ ...w, times: w.times.map((t) => t - offset) }));
    });
  }

  close(): Promise<unknown> {
    return Promise.allSettled(this.processes.map((p) => p.close()));
  }
}

interface SentScore {
  readonly tournament: number;
  readonly sentAt: number;
  revision: number;
  answerMs: number;
}

/** A second organiser with enough credits for the creations of the run. */
async function creator(url: string, credits: number): Promise<ApiClient> {
  const admin = apiClient({ url });
  const login = await admin.post('/api/login', TEST_ADMIN);
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const client = apiClient({ url });
  const user = await client.post('/api/register', {
    name: 'Organizadora de sábado',
    email: `sabado-${randomUUID().slice(0, 8)}@clube.com.br`,
    password: 'senha123',
    terms: true,
  });
  if (user.status >= 300) throw new Error(`register: ${user.status} ${JSON.stringify(user.body)}`);
  for (let granted = 0; granted < credits; granted += 999) {
    const grant = await admin.post(`/api/admin/users/${user.body.id}/credits`, {
      credits: Math.min(999, credits - granted),
      reason: 'bonus',
    });
    if (grant.status >= 300) throw new Error(`grant: ${grant.status} ${JSON.stringify(grant.body)}`);
  }
  return client;
}

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** One database: a fresh server process, the tournaments, the watchers, the load, the checks. */
export async function benchSaturday(
  database: 'pglite' | 'postgres',
  postgresUrl: string | null,
  settings: SaturdaySettings,
  register: Register = () => () => {},
  log: (line: string) => void = () => {},
): Promise<SaturdayResult> {
  const server = new ServerProcess({}, database === 'postgres' ? postgresUrl : null);
  const watchers = new Watchers();
  const dispose = async () => {
    await watchers.close();
    await server.close();
  };
  const unregister = register(dispose);
  try {
    const url = await server.ready();
    await watchers.syncClocks();
    log(`${database}: creating ${TOURNAMENTS} tournaments…`);
    const { owner, list } = await createTournaments(url, TOURNAMENTS);
    const organiser = await creator(url, Math.ceil(settings.seconds * CREATIONS_PER_SECOND) + 10);
    log(`${database}: connecting ${int(TOURNAMENTS * WATCHERS)} watchers…`);
    const connectStart = performance.now();
    await watchers.watch(url, list);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await sleep(1000);
    const connected = await server.memory();
    if (connected.sockets < TOURNAMENTS * WATCHERS)
      throw new Error(`server holds ${connected.sockets} connections, expected ${TOURNAMENTS * WATCHERS}`);

    log(`${database}: ${settings.seconds} s of Saturday…`);
    const errors: string[] = [];
    const scores: SentScore[] = [];
    const creationTimes: number[] = [];
    const inFlight: Promise<void>[] = [];
    // Tournaments in a shuffled order, so consecutive scores hit different tournaments and rooms.
    const order = list.map((_, i) => i).sort(() => Math.random() - 0.5);
    const scoreOf = (k: number): void => {
      const t = order[k % order.length]!;
      const pass = Math.floor(k / order.length);
      const matches = list[t]!.matchIds;
      const sent: SentScore = { tournament: t, sentAt: wallNow(), revision: -1, answerMs: 0 };
      scores.push(sent);
      inFlight.push(
        owner
          .patch(`/api/matches/${matches[pass % matches.length]}`, { team1Score: 6, team2Score: pass % 5 })
          .then(
            (answer) => {
              sent.answerMs = wallNow() - sent.sentAt;
              if (answer.status !== 200) errors.push(`PATCH ${answer.status} ${JSON.stringify(answer.body)}`);
              else sent.revision = answer.body.revision as number;
            },
            (error: unknown) => void errors.push(`PATCH ${String(error)}`),
          ),
      );
    };
    const create = (): void => {
      const started = performance.now();
      inFlight.push(
        organiser
          .post(
            '/api/tournaments',
            { name: 'Super 8 de sábado', courts: 2, players: EIGHT_PLAYERS, tournamentType: 'super8' },
            { 'idempotency-key': randomUUID() },
          )
          .then(
            (answer) => {
              creationTimes.push(performance.now() - started);
              if (answer.status !== 201)
                errors.push(`create ${answer.status} ${JSON.stringify(answer.body)}`);
            },
            (error: unknown) => void errors.push(`create ${String(error)}`),
          ),
      );
    };

    const cpuBefore = serverCpu();
    const dbBefore = database === 'postgres' ? postgresCpu() : 0;
    await server.memory(); // resets the peak RSS sampler
    const start = performance.now();
    const scoreEvery = 1000 / SCORES_PER_SECOND;
    const createEvery = 1000 / CREATIONS_PER_SECOND;
    let nextScore = 0;
    let nextCreation = 0;
    while (performance.now() - start < settings.seconds * 1000) {
      const now = performance.now() - start;
      while (nextScore * scoreEvery <= now) scoreOf(nextScore++);
      while (nextCreation * createEvery <= now) {
        create();
        nextCreation++;
      }
      await sleep(Math.max(1, Math.min(nextScore * scoreEvery, nextCreation * createEvery) - now));
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - start) / 1000;

    const last = new Map<number, number>();
    for (const s of scores)
      if (s.revision >= 0) last.set(s.tournament, Math.max(last.get(s.tournament) ?? -1, s.revision));
    const updates = await watchers.collect(last);
    const serverCpuSeconds = serverCpu() - cpuBefore;
    const databaseCpuSeconds = database === 'postgres' ? postgresCpu() - dbBefore : null;
    const after = await server.memory();

    // Per watcher × score of its tournament: the first update at or past the score's revision.
    const byTournament = new Map<number, SentScore[]>();
    for (const s of scores)
      if (s.revision >= 0) byTournament.set(s.tournament, [...(byTournament.get(s.tournament) ?? []), s]);
    const latencies: number[] = [];
    let expected = 0;
    let outOfOrder = 0;
    for (const w of updates) {
      if (!w.revisions.every((r, i) => i === 0 || r > w.revisions[i - 1]!)) outOfOrder++;
      for (const s of byTournament.get(w.tournament) ?? []) {
        expected++;
        const i = w.revisions.findIndex((r) => r >= s.revision);
        if (i >= 0) latencies.push(w.times[i]! - s.sentAt);
      }
    }
    const sorted = sortedCopy(latencies);
    const answers = sortedCopy(scores.map((s) => s.answerMs));
    const created = sortedCopy(creationTimes);
    return {
      database,
      seconds,
      sockets: connected.sockets,
      scores: scores.length,
      creations: creationTimes.length,
      expected,
      arrived: latencies.length,
      outOfOrder,
      errors: errors.length,
      errorSamples: errors.slice(0, 3),
      latencyMs: {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      },
      patchAnswerMs: { p50: percentile(answers, 50), p99: percentile(answers, 99) },
      creationAnswerMs: { p50: percentile(created, 50), p99: percentile(created, 99) },
      serverCpuSeconds,
      databaseCpuSeconds,
      peakRss: after.peakRss,
      rssConnected: connected.rss,
      connectSeconds,
    };
  } finally {
    unregister();
    await dispose();
  }
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

export function formatSaturdayTables(results: readonly SaturdayResult[]): string {
  const main = markdownTable(
    [
      'database',
      'sockets',
      'scores',
      'creations',
      'p50 ms',
      'p99 ms',
      'target',
      'max ms',
      'missed',
      'out of order',
      'errors',
      'peak RSS',
      'target',
    ],
    results.map((r) => [
      r.database,
      int(r.sockets),
      int(r.scores),
      int(r.creations),
      ms(r.latencyMs.p50),
      ms(r.latencyMs.p99),
      `≤ ${SATURDAY_TARGETS.p99Ms}: ${verdict(r.latencyMs.p99 <= SATURDAY_TARGETS.p99Ms)}`,
      ms(r.latencyMs.max),
      `${int(r.expected - r.arrived)} of ${int(r.expected)}`,
      int(r.outOfOrder),
      int(r.errors),
      mib(r.peakRss),
      `≤ 1 GiB: ${verdict(r.peakRss <= SATURDAY_TARGETS.rssBytes)}`,
    ]),
    [false, true, true, true, true, true, false, true, true, true, true, true, false],
  );
  const cost = markdownTable(
    [
      'database',
      'seconds',
      'server CPU s',
      'CPU ms per score delivered',
      'CPU µs per update sent',
      'PostgreSQL CPU s',
      'PATCH answer p50/p99 ms',
      'creation answer p50/p99 ms',
      'connect s',
      'RSS connected',
    ],
    results.map((r) => [
      r.database,
      r.seconds.toFixed(1),
      r.serverCpuSeconds.toFixed(1),
      ms((r.serverCpuSeconds * 1000) / Math.max(1, r.scores)),
      int((r.serverCpuSeconds * 1e6) / Math.max(1, r.arrived)),
      r.databaseCpuSeconds === null ? '—' : r.databaseCpuSeconds.toFixed(1),
      `${ms(r.patchAnswerMs.p50)} / ${ms(r.patchAnswerMs.p99)}`,
      `${ms(r.creationAnswerMs.p50)} / ${ms(r.creationAnswerMs.p99)}`,
      r.connectSeconds.toFixed(1),
      mib(r.rssConnected),
    ]),
    [false, true, true, true, true, true, true, true, true, true],
  );
  const samples = results
    .filter((r) => r.errorSamples.length > 0)
    .map((r) => `\n${r.database} errors (first ${r.errorSamples.length}): ${r.errorSamples.join('; ')}`)
    .join('');
  return `${main}\n\nWhat it cost the server over the measured window (server CPU includes the creations; "per score delivered": server CPU over the scores sent, each to its ${WATCHERS} watchers):\n\n${cost}${samples}`;
}

/** Throws when a correctness figure failed: the latency and memory targets are printed, not thrown. */
export function checkSaturday(result: SaturdayResult): void {
  const missed = result.expected - result.arrived;
  if (result.errors > 0 || missed > 0 || result.outOfOrder > 0)
    throw new Error(
      `saturday on ${result.database}: ${result.errors} errors, ${missed} missed, ${result.outOfOrder} out of order`,
    );
}

async function main(): Promise<void> {
  const { register } = guardRun('saturday bench', 20);
  const settings = saturdaySettingsFromEnv();
  console.log('Rodada Saturday-peak bench');
  for (const line of describeMachine()) console.log(`  ${line}`);
  console.log(`  ${saturdaySettingsLine(settings)}`);
  const log = (line: string) => console.log(`  ${line}`);
  const url = process.env.DATABASE_URL ?? null;
  const results: SaturdayResult[] = [];
  for (const database of ['pglite', ...(url ? (['postgres'] as const) : [])] as const)
    results.push(await benchSaturday(database, url, settings, register, log));
  if (!url) console.log('  PostgreSQL: skipped, DATABASE_URL is not set.');
  console.log('');
  console.log(formatSaturdayTables(results));
  for (const r of results) checkSaturday(r);
}

runWhenMain(import.meta.url, main);
