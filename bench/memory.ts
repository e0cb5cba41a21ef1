/**
 * Idle memory of the embedded default: the server started the way `npm start` serves it
 * (`backend/src/main.ts` under tsx, no DATABASE_URL, so PGlite in DATA_DIR; demo data seeded and
 * the first administrator created, as on a first start), in a fresh temporary DATA_DIR, on a free
 * port. Once it says it is running, it idles IDLE seconds; then `memoryProbe.ts` (loaded into it
 * with `--import`) runs two full collections and reports `process.memoryUsage()`, and this
 * process reads the kernel's view (`/proc/{pid}/status`, `smaps_rollup`). Then the server stops
 * and starts again on the same DATA_DIR: what a club's server holds every day after the first.
 *
 *   rss        resident set, beside issue 15's target (≤ 300 MiB)
 *   peak       VmHWM: the most it was resident at once (start-up included)
 *   heap       V8's JavaScript heap, used and total
 *   external   memory outside the JavaScript heap that V8 knows of; it includes PGlite's
 *              WebAssembly memory (the whole embedded PostgreSQL: shared buffers, caches), so
 *              external less arrayBuffers approximates the wasm memory
 *   anon/file  resident anonymous memory and resident file pages (code, mapped files)
 *
 * Run alone: `npx tsx bench/memory.ts`.
 *
 *   BENCH_MEMORY_IDLE_SECONDS  seconds idle before measuring (default 10)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guardRun, type Register, runWhenMain } from './guard';
import { describeMachine } from './machine';
import { markdownTable } from './report';

export const MEMORY_TARGET_MIB = 300;
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '..');
const START_TIMEOUT_MS = 120_000;
const MIB = 1024 * 1024;

export interface MemoryFigures {
  readonly start: 'first start (fresh DATA_DIR)' | 'restart (same DATA_DIR)';
  readonly startSeconds: number;
  readonly rss: number;
  readonly peakRss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly arrayBuffers: number;
  readonly anonRss: number;
  readonly fileRss: number;
}

interface ProbeAnswer {
  readonly type: 'memory';
  readonly rss: number;
  readonly heapTotal: number;
  readonly heapUsed: number;
  readonly external: number;
  readonly arrayBuffers: number;
  readonly gc: boolean;
}

export function idleSecondsFromEnv(): number {
  const raw = process.env.BENCH_MEMORY_IDLE_SECONDS;
  const seconds = raw ? Number(raw) : 10;
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`BENCH_MEMORY_IDLE_SECONDS must be a number of seconds, not ${raw}`);
  return seconds;
}

export function memorySettingsLine(idleSeconds = idleSecondsFromEnv()): string {
  return `memory: backend/src/main.ts as npm start serves it (PGlite in a fresh DATA_DIR, demo data, admin), ${idleSeconds} s idle, two gc() calls, then a restart on the same DATA_DIR`;
}

/** A `kB` field of a /proc file, in bytes. */
function procField(text: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  if (!match) throw new Error(`no ${field} in /proc`);
  return Number(match[1]) * 1024;
}

function waitForOutput(child: ChildProcess, text: string, output: () => string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    const onData = () => {
      if (!output().includes(text)) return;
      done();
      resolvePromise();
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`server exited (code ${code}) before '${text}':\n${output()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`server: no '${text}' within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

function probe(child: ChildProcess): Promise<ProbeAnswer> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error('memory probe: no answer in 30 s')), 30_000);
    child.once('message', (message: ProbeAnswer) => {
      clearTimeout(timer);
      resolvePromise(message);
    });
    child.send({ type: 'memory' });
  });
}

async function measureOnce(
  dataDir: string,
  start: MemoryFigures['start'],
  idleSeconds: number,
  register: Register,
): Promise<MemoryFigures> {
  const started = performance.now();
  const child = fork(join(repoRoot, 'backend/src/main.ts'), [], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'auto',
      LOG_LEVEL: 'info',
    },
    execArgv: ['--expose-gc', '--import', 'tsx', '--import', join(here, 'memoryProbe.ts')],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const unregister = register(stop);
  try {
    await waitForOutput(child, 'Rodada is running', () => output);
    const startSeconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const memory = await probe(child);
    if (!memory.gc) throw new Error('memory probe: gc() is not exposed');
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rollup = readFileSync(`/proc/${child.pid}/smaps_rollup`, 'utf8');
    const rss = procField(rollup, 'Rss');
    const anonRss = procField(rollup, 'Anonymous');
    return {
      start,
      startSeconds,
      rss,
      peakRss: procField(status, 'VmHWM'),
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      anonRss,
      fileRss: rss - anonRss,
    };
  } finally {
    unregister();
    await stop();
  }
}

/** A first start in a fresh DATA_DIR, then a restart on it; the folder is removed afterwards. */
export async function benchMemory(
  register: Register = () => () => {},
  log: (line: string) => void = () => {},
  idleSeconds = idleSecondsFromEnv(),
): Promise<MemoryFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-memory-'));
  try {
    log('memory: first start in a fresh DATA_DIR…');
    const first = await measureOnce(dataDir, 'first start (fresh DATA_DIR)', idleSeconds, register);
    log('memory: restart on the same DATA_DIR…');
    const again = await measureOnce(dataDir, 'restart (same DATA_DIR)', idleSeconds, register);
    return [first, again];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mib = (bytes: number) => (bytes / MIB).toFixed(1);

export function formatMemoryTables(results: readonly MemoryFigures[]): string {
  return markdownTable(
    [
      'start',
      'ready in s',
      'RSS MiB',
      'target',
      'peak MiB',
      'heap used/total MiB',
      'external MiB',
      'arrayBuffers MiB',
      'anon/file RSS MiB',
    ],
    results.map((r) => [
      r.start,
      r.startSeconds.toFixed(1),
      mib(r.rss),
      `≤ ${MEMORY_TARGET_MIB}: ${r.rss <= MEMORY_TARGET_MIB * MIB ? 'met' : 'not met'}`,
      mib(r.peakRss),
      `${mib(r.heapUsed)} / ${mib(r.heapTotal)}`,
      mib(r.external),
      mib(r.arrayBuffers),
      `${mib(r.anonRss)} / ${mib(r.fileRss)}`,
    ]),
    [false, true, true, false, true, true, true, true, true],
  );
}

async function main(): Promise<void> {
  const { register } = guardRun('memory bench', 10);
  console.log('Rodada idle memory bench');
  for (const line of describeMachine()) console.log(`  ${line}`);
  console.log(`  ${memorySettingsLine()}`);
  const results = await benchMemory(register, (line) => console.log(`  ${line}`));
  console.log('');
  console.log(formatMemoryTables(results));
}

runWhenMain(import.meta.url, main);
