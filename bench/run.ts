/**
 * `npm run bench`: event-store appends, `$all` catch-up reads and projection rebuilds, on the
 * embedded default (PGlite in a temporary folder on disk) and on real PostgreSQL when
 * `DATABASE_URL` is set (in a throw-away database, dropped at the end); then the live latency
 * from a score PATCH to Socket.IO watchers (`liveLatency.ts`); in between, the back office's users
 * list at 10,000 users on both databases (`adminUsers.ts`).
 *
 *   BENCH_EVENTS        events generated for the read and rebuild cases (default 100000)
 *   BENCH_SECONDS       duration of each append case (default 3)
 *   BENCH_ADMIN         `0` skips the admin users part (default: run it; its own settings in adminUsers.ts)
 *   BENCH_LIVE          `0` skips the live-latency part (default: run it)
 *   BENCH_LIVE_PATCHES  score PATCHes per live scenario (default 20)
 *   BENCH_BROWSER       `0` skips PATCH → score in a real browser's DOM (`liveBrowser.ts`; needs `npm run build`)
 *   BENCH_PUBLIC        `0` skips the public board's weight and paint (`publicPage.ts`; needs `npm run build`)
 *   BENCH_HISTORY       `0` skips rebuilding every projection from a realistic history (`rebuildHistory.ts`)
 *   BENCH_HISTORY_EVENTS  events in that history (default 1000000)
 *   BENCH_CREATIONS     `0` skips 8 organisers creating tournaments at once (`creations.ts`; its own settings there)
 *   BENCH_CIRCUIT       `0` skips a club's season: roster autocomplete and circuit standings pushed, at 2,000
 *                       players and 300 tournaments (`circuit.ts`; its own settings there)
 *   BENCH_MEMORY        `0` skips the embedded default's idle memory (`memory.ts`; its own settings there)
 *   BENCH_SATURDAY      `0` skips a Saturday peak: 500 tournaments × 20 watchers, 5 scores/s and 2 creations/s
 *                       (`saturday.ts`; BENCH_SATURDAY_SECONDS overrides its 60 s)
 */
import { performance } from 'node:perf_hooks';
import { postgresTarget } from '@rodada/projections/testing';
import {
  adminUsersSettingsFromEnv,
  adminUsersSettingsLine,
  formatAdminUsersTables,
  runAdminUsers,
} from './adminUsers';
import {
  benchCircuit,
  type CircuitResult,
  circuitSettingsFromEnv,
  circuitSettingsLine,
  formatCircuitTables,
} from './circuit';
import {
  benchCreations,
  type CreationResult,
  creationSettingsFromEnv,
  creationSettingsLine,
  formatCreationTables,
} from './creations';
import { type AppendCase, benchAppends, benchReadAll, generateUsers } from './eventStore';
import { guardRun } from './guard';
import { benchLiveBrowser, browserSettingsLine, formatBrowserTables } from './liveBrowser';
import { benchLiveLatency, formatLiveTables, type LiveResult, liveSettingsLine } from './liveLatency';
import { describeMachine } from './machine';
import { benchMemory, formatMemoryTables, memorySettingsLine } from './memory';
import { benchPublicPage, formatPublicPageTables, publicPageSettingsLine } from './publicPage';
import { benchRebuilds } from './rebuild';
import { benchHistoryRebuild, formatHistoryRebuild, type HistoryRebuildResult } from './rebuildHistory';
import { formatTable, type Result } from './report';
import {
  benchSaturday,
  checkSaturday,
  formatSaturdayTables,
  type SaturdayResult,
  saturdaySettingsFromEnv,
  saturdaySettingsLine,
} from './saturday';
import { type BenchTarget, onTarget, openPglite, openPostgres } from './targets';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

const EVENTS = Math.floor(positiveNumber('BENCH_EVENTS', 100_000));
const SECONDS = positiveNumber('BENCH_SECONDS', 3);
const ADMIN = process.env.BENCH_ADMIN !== '0';
const LIVE = process.env.BENCH_LIVE !== '0';
const BROWSER = process.env.BENCH_BROWSER !== '0';
const PUBLIC = process.env.BENCH_PUBLIC !== '0';
const HISTORY = process.env.BENCH_HISTORY !== '0';
const HISTORY_EVENTS = Math.floor(positiveNumber('BENCH_HISTORY_EVENTS', 1_000_000));
const CREATIONS = process.env.BENCH_CREATIONS !== '0';
const CIRCUIT = process.env.BENCH_CIRCUIT !== '0';
const MEMORY = process.env.BENCH_MEMORY !== '0';
const SATURDAY = process.env.BENCH_SATURDAY !== '0';
const LIVE_PATCHES = Math.floor(positiveNumber('BENCH_LIVE_PATCHES', 20));
const READ_BATCH = 1000;
const REBUILD_BATCH = 5000;
const GENERATE_BATCH = 100;
const APPEND_CASES: readonly AppendCase[] = [
  { batch: 1, writers: 1 },
  { batch: 1, writers: 8 },
  { batch: 10, writers: 1 },
  { batch: 10, writers: 8 },
];
/**
 * A hard stop, far above the expected run time, so a stuck run cannot hang a CI job: writing the
 * million-event history alone takes minutes per database.
 */
const WATCHDOG_MS = 90 * 60_000;

const { register, stop: cleanUpAndExit } = guardRun('bench', WATCHDOG_MS / 60_000);
const log = (line: string) => console.log(`  ${line}`);

async function benchTarget(target: BenchTarget): Promise<Result[]> {
  const name = target.name;
  const results: Result[] = [];
  const parallel = name === 'postgres' ? 4 : 1; // PGlite is one connection: parallel appends just queue
  log(`${name}: generating ${EVENTS.toLocaleString('en-US')} UserRegistered events…`);
  const generated = await generateUsers(target.store, EVENTS, { batch: GENERATE_BATCH, parallel });
  results.push({
    benchCase: `generate: ${GENERATE_BATCH}-event appends, ${parallel} in parallel`,
    target: name,
    count: EVENTS,
    unit: 'events',
    seconds: generated.seconds,
  });

  log(`${name}: reading $all…`);
  const read = await benchReadAll(target.store, name, READ_BATCH);
  if (read.count !== EVENTS)
    throw new Error(`${name}: read ${read.count} events from $all, expected ${EVENTS}`);
  results.push(read);

  log(`${name}: rebuilding projections…`);
  results.push(...(await benchRebuilds(target.database, target.store, name, EVENTS, REBUILD_BATCH)));

  for (const appendCase of APPEND_CASES) {
    log(`${name}: appending (${appendCase.batch} per append, ${appendCase.writers} writers, ${SECONDS} s)…`);
    await benchAppends(target.store, name, appendCase, 0.3); // warm-up: connections, plans, JIT
    results.push(...(await benchAppends(target.store, name, appendCase, SECONDS)));
  }
  return results;
}

async function withTarget(open: () => Promise<BenchTarget>, versions: string[]): Promise<Result[]> {
  return onTarget(open, register, (target) => {
    versions.push(`server ${target.name}: ${target.serverVersion}`, `  settings: ${target.serverSettings}`);
    return benchTarget(target);
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log('Rodada benchmarks');
  for (const line of describeMachine()) console.log(`  ${line}`);
  console.log(
    `  settings: BENCH_EVENTS=${EVENTS}, BENCH_SECONDS=${SECONDS} per append case, $all batches of ${READ_BATCH}, rebuild batches of ${REBUILD_BATCH}`,
  );
  const adminSettings = ADMIN ? adminUsersSettingsFromEnv() : null;
  console.log(
    `  ${adminSettings ? adminUsersSettingsLine(adminSettings) : 'admin users: skipped (BENCH_ADMIN=0)'}`,
  );
  console.log(`  ${LIVE ? liveSettingsLine() : 'live: skipped (BENCH_LIVE=0)'}`);
  console.log(`  ${BROWSER ? browserSettingsLine() : 'live browser: skipped (BENCH_BROWSER=0)'}`);
  console.log(`  ${PUBLIC ? publicPageSettingsLine() : 'public board: skipped (BENCH_PUBLIC=0)'}`);
  console.log(
    `  ${HISTORY ? `history rebuild: ${HISTORY_EVENTS.toLocaleString('en-US')} events, every projection in one pass` : 'history rebuild: skipped (BENCH_HISTORY=0)'}`,
  );
  const creationSettings = CREATIONS ? creationSettingsFromEnv() : null;
  console.log(
    `  ${creationSettings ? creationSettingsLine(creationSettings) : 'creations: skipped (BENCH_CREATIONS=0)'}`,
  );
  const circuitSettings = CIRCUIT ? circuitSettingsFromEnv() : null;
  console.log(
    `  ${circuitSettings ? circuitSettingsLine(circuitSettings) : 'circuit: skipped (BENCH_CIRCUIT=0)'}`,
  );
  console.log(`  ${MEMORY ? memorySettingsLine() : 'memory: skipped (BENCH_MEMORY=0)'}`);
  const saturdaySettings = SATURDAY ? saturdaySettingsFromEnv() : null;
  console.log(
    `  ${saturdaySettings ? saturdaySettingsLine(saturdaySettings) : 'saturday: skipped (BENCH_SATURDAY=0)'}`,
  );
  console.log('');

  const versions: string[] = [];
  const results: Result[] = [];
  results.push(...(await withTarget(openPglite, versions)));

  const url = process.env.DATABASE_URL;
  let skipped: string | null = null;
  if (url) {
    results.push(...(await withTarget(() => openPostgres(url), versions)));
  } else {
    skipped =
      'PostgreSQL: skipped, DATABASE_URL is not set (set it to a server URL to measure real PostgreSQL too).';
  }

  console.log('');
  for (const v of versions) console.log(v);
  if (skipped) console.log(skipped);
  console.log('');
  console.log(formatTable(results));
  console.log('');
  if (adminSettings) {
    const admin = await runAdminUsers(adminSettings, url, register, log);
    console.log('');
    console.log(formatAdminUsersTables(admin.seeds, admin.results));
    console.log('');
  }
  if (HISTORY) {
    const history: HistoryRebuildResult[] = [];
    for (const open of [openPglite, ...(url ? [() => openPostgres(url)] : [])])
      history.push(
        await onTarget(open, register, (target) => benchHistoryRebuild(target, HISTORY_EVENTS, log)),
      );
    console.log('');
    console.log(formatHistoryRebuild(history));
    console.log('');
  }
  if (creationSettings) {
    const creations: CreationResult[] = [];
    for (const target of [null, ...(url ? [postgresTarget(url)] : [])])
      creations.push(await benchCreations(target, creationSettings, register, log));
    console.log('');
    console.log(formatCreationTables(creations));
    console.log('');
  }
  if (circuitSettings) {
    const circuits: CircuitResult[] = [];
    for (const target of [null, ...(url ? [postgresTarget(url)] : [])])
      circuits.push(await benchCircuit(target, circuitSettings, register, log));
    console.log('');
    console.log(formatCircuitTables(circuits));
    console.log('');
  }
  if (MEMORY) {
    const memory = await benchMemory(register, log);
    console.log('');
    console.log(formatMemoryTables(memory));
    console.log('');
  }
  if (LIVE) {
    const live: LiveResult[] = await benchLiveLatency({
      patches: LIVE_PATCHES,
      register,
      postgresUrl: url ?? null,
    });
    console.log('');
    console.log(formatLiveTables(live));
    console.log('');
  }
  if (saturdaySettings) {
    const saturday: SaturdayResult[] = [];
    for (const database of ['pglite', ...(url ? (['postgres'] as const) : [])] as const)
      saturday.push(await benchSaturday(database, url ?? null, saturdaySettings, register, log));
    console.log('');
    console.log(formatSaturdayTables(saturday));
    console.log('');
    for (const r of saturday) checkSaturday(r);
  }
  if (BROWSER) {
    const browser = await benchLiveBrowser(register, log);
    console.log('');
    console.log(formatBrowserTables(browser));
    console.log('');
  }
  if (PUBLIC) {
    console.log(formatPublicPageTables(await benchPublicPage()));
    console.log('');
  }
  console.log(`total run time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    await cleanUpAndExit(1);
  },
);
