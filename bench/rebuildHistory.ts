/**
 * Issue 15, target 5: rebuilding every projection from a realistic history (`history.ts`) takes
 * ≤ 90 s on PGlite on disk and ≤ 30 s on real PostgreSQL. Runnable alone:
 *
 *   npx tsx bench/rebuildHistory.ts
 *     BENCH_HISTORY_EVENTS  events to generate (default 1000000)
 *     DATABASE_URL          a PostgreSQL server: measured too, in a throw-away database
 *     BENCH_HISTORY_KEEP    a name: keep the generated history and reuse it on the next run (only
 *                           the rebuild is then run): PGlite in `<tmp>/rodada-history-<name>`,
 *                           PostgreSQL in the database `<DATABASE_URL's database>_history_<name>`.
 *                           Delete the folder / drop the database by hand when done.
 *     BENCH_HISTORY_GENERATE_ONLY=1  with KEEP: generate (if missing) and stop, no rebuild
 *     BENCH_REBUILD_BATCH   events a rebuild batch (default: the runner's, `FULL_REBUILD_BATCH`)
 *     BENCH_HISTORY_FLOOR=1 also time reading `$all` and decoding alone, with no projector (the
 *                           floor a rebuild cannot go under on one thread)
 *
 * The history is written through the app's `PrivateEventStore` (personal fields sealed) and
 * replayed through it, as `npm run projections:rebuild` does: every projector emptied, then `$all`
 * read once and each batch applied to every projector in one transaction (`rebuildAll`). The time
 * is traced by stage: reading `$all` (with opening the sealed fields), decoding (schemas and
 * upcasters, once per event), each projector's `apply`, and the rest (checkpoints, commits). The
 * outcome is checked against what was generated (row counts) and printed as a digest per
 * read-model table, so two runs (before and after a projector change) can be compared row for row.
 */
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PersonalDataVault, PostgresEventStore, PrivateEventStore } from '@rodada/backend';
import { decodeRecorded, type EventStore, type RecordedEvent } from '@rodada/events';
import {
  allProjectors,
  type Database,
  migrateToLatest,
  openDatabase,
  ProjectionRunner,
  type Projector,
  type ReadModels,
} from '@rodada/projections';
import { sql } from 'kysely';
import { guardRun, runWhenMain } from './guard';
import { type HistoryMix, writeHistory } from './history';
import { describeMachine } from './machine';
import { int, markdownTable } from './report';
import { type BenchTarget, onTarget, openPglite, openPostgres } from './targets';

export const HISTORY_TARGET_SECONDS: Readonly<Record<BenchTarget['name'], number>> = {
  pglite: 90,
  postgres: 30,
};

export interface HistoryRebuildResult {
  readonly target: BenchTarget['name'];
  readonly events: number;
  readonly generateSeconds: number;
  readonly mix: HistoryMix;
  /** Where the rebuild's time went: reading, decoding, each projector's apply, the rest. */
  readonly stages: readonly { readonly name: string; readonly seconds: number }[];
  readonly totalSeconds: number;
  /** md5 of each read-model table's rows in key order: equal digests, equal read models. */
  readonly digests: ReadonlyMap<string, string>;
}

/**
 * Tables a rebuild fills, with the columns that order their rows and columns left out because
 * they come from the store, not from the history: a tournament's `position` (transaction ids) and
 * `updated_at` (its last append's clock) differ from one generation to the next.
 */
const DIGESTED: readonly [string, string, string[]?][] = [
  ['users', 'id'],
  ['transactions', 'id'],
  ['tournaments', 'id', ['position', 'updated_at']],
  ['tournament_players', 'id'],
  ['matches', 'id'],
  ['tournament_rankings', 'tournament_id, display_order'],
  ['tie_queue', 'tournament_id, group_id'],
  ['tie_resolutions', 'event_id, group_id'],
  ['pending_tournament_charges', 'tournament_id'],
];

async function digest(
  database: Database<ReadModels>,
  table: string,
  orderBy: string,
  leftOut: readonly string[] = [],
): Promise<string> {
  const row =
    leftOut.length > 0
      ? sql`(to_jsonb(t) - ${sql.raw(`'{${leftOut.join(',')}}'::text[]`)})::text`
      : sql`t::text`;
  const { rows } = await sql<{ digest: string | null; n: string }>`
    select md5(string_agg(${row}, E'\n' order by ${sql.raw(orderBy)})) as digest, count(*)::text as n
    from ${sql.table(table)} t`.execute(database.db);
  return `${rows[0]?.n ?? 0} rows, ${rows[0]?.digest ?? '-'}`;
}

async function count(database: Database<ReadModels>, query: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`${sql.raw(`select count(*)::text as n from ${query}`)}`.execute(
    database.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** What the generator wrote must be what the read models show. */
async function check(database: Database<ReadModels>, mix: HistoryMix): Promise<string[]> {
  const tournaments = [...mix.tournaments.values()].reduce((a, b) => a + b, 0);
  const problems: string[] = [];
  const expect = async (label: string, query: string, expected: number) => {
    const n = await count(database, query);
    if (n !== expected) problems.push(`${label}: ${n}, expected ${expected}`);
  };
  await expect('users', 'users', mix.users);
  await expect('tournaments', 'tournaments', tournaments);
  await expect(
    'ended tournaments',
    'tournaments where ended_at is not null',
    mix.events.get('TournamentEnded') ?? 0,
  );
  await expect(
    'credit movements',
    'transactions',
    ['CreditsPurchased', 'CreditsGranted', 'CreditsSpent', 'CreditsRefunded'].reduce(
      (sum, type) => sum + (mix.events.get(type) ?? 0),
      0,
    ),
  );
  await expect('ranked players', 'tournament_rankings', await count(database, 'tournament_players'));
  return problems;
}

/** Seconds spent in each stage of a rebuild, added up by the wrappers below. */
class StageClock {
  readonly seconds = new Map<string, number>();
  async time<T>(stage: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(stage, started);
    }
  }
  add(stage: string, started: number): void {
    this.seconds.set(stage, (this.seconds.get(stage) ?? 0) + (performance.now() - started) / 1000);
  }
}

const READING = 'reading $all (and opening sealed fields)';
const DECODING = 'decoding (schemas, upcasters)';

/** The store, its `readAll` timed. */
function timedReads(store: EventStore, clock: StageClock): EventStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'readAll')
        return (options: Parameters<EventStore['readAll']>[0]) =>
          clock.time(READING, () => target.readAll(options));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The projectors, each `apply` timed, and decoding timed once per decoder (the runner shares it). */
function timedProjectors(projectors: readonly Projector[], clock: StageClock): Projector[] {
  const decoders = new Map<unknown, (event: RecordedEvent) => unknown>();
  return projectors.map((projector) => {
    const decode = projector.decode ?? decodeRecorded;
    if (!decoders.has(decode))
      decoders.set(decode, (event) => {
        const started = performance.now();
        try {
          return decode(event);
        } finally {
          clock.add(DECODING, started);
        }
      });
    return {
      ...projector,
      decode: decoders.get(decode) as Projector['decode'],
      apply: (trx, events) => clock.time(`apply: ${projector.name}`, () => projector.apply(trx, events)),
    };
  });
}

interface GeneratedHistory {
  readonly events: number;
  readonly seconds: number;
  readonly mix: HistoryMix;
}

/**
 * The history `target` already holds (a kept database, `BENCH_HISTORY_KEEP`), or one written now.
 * What was written is noted in the database itself, so a kept one is checked as a fresh one is.
 */
async function generatedHistory(
  target: BenchTarget,
  store: EventStore,
  events: number,
  log: (line: string) => void,
): Promise<GeneratedHistory> {
  const db = target.database.db;
  await sql`create table if not exists bench_history (events integer primary key, seconds double precision not null, mix jsonb not null)`.execute(
    db,
  );
  const { rows } = await sql<{ events: number; seconds: number; mix: SavedMix }>`
    select events, seconds, mix from bench_history`.execute(db);
  const kept = rows[0];
  if (kept) {
    if (Math.abs(kept.events - events) > 1000)
      throw new Error(`${target.name}: the kept history has ${kept.events} events, not ${events}`);
    log(`${target.name}: reusing the kept history of ${int(kept.events)} events`);
    return {
      events: kept.events,
      seconds: kept.seconds,
      mix: {
        events: new Map(kept.mix.events),
        tournaments: new Map(kept.mix.tournaments),
        users: kept.mix.users,
        appends: kept.mix.appends,
      },
    };
  }
  log(`${target.name}: generating ${int(events)} events…`);
  const generated = await writeHistory(store, events, 15, (n) => log(`${target.name}:   ${int(n)} written`));
  const saved: SavedMix = {
    events: [...generated.mix.events],
    tournaments: [...generated.mix.tournaments],
    users: generated.mix.users,
    appends: generated.mix.appends,
  };
  await sql`insert into bench_history (events, seconds, mix)
    values (${generated.events}, ${generated.seconds}, ${JSON.stringify(saved)}::jsonb)`.execute(db);
  return generated;
}

interface SavedMix {
  readonly events: [string, number][];
  readonly tournaments: [string, number][];
  readonly users: number;
  readonly appends: number;
}

/**
 * A target that survives the run (`BENCH_HISTORY_KEEP=<name>`): PGlite in a named folder, or the
 * PostgreSQL database named after the server's (`<database>_history_<name>`), created if missing.
 */
async function openKept(kind: BenchTarget['name'], name: string, adminUrl?: string): Promise<BenchTarget> {
  let database: Database<ReadModels>;
  if (kind === 'pglite') {
    database = await openDatabase<ReadModels>({
      url: null,
      dataDir: join(os.tmpdir(), `rodada-history-${name}`),
    });
  } else {
    const url = new URL(adminUrl!);
    const dbName = `${url.pathname.slice(1)}_history_${name}`;
    const admin = await openDatabase<ReadModels>({ url: adminUrl! });
    try {
      const { rows } = await sql`select 1 from pg_database where datname = ${dbName}`.execute(admin.db);
      if (rows.length === 0) await sql`create database ${sql.id(dbName)}`.execute(admin.db);
    } finally {
      await admin.close();
    }
    url.pathname = `/${dbName}`;
    database = await openDatabase<ReadModels>({ url: url.toString(), poolSize: 10 });
  }
  await migrateToLatest(database.db);
  const store = await PostgresEventStore.open(database);
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(database.db);
  return {
    name: kind,
    database,
    store,
    serverVersion: rows[0]?.version ?? 'unknown',
    serverSettings: 'kept history',
    async dispose() {
      await store.close();
      await database.close();
    },
  };
}

/** Reading `$all` through `store` and decoding every event, nothing applied: a rebuild's floor. */
async function readingFloor(
  store: EventStore,
  batchSize: number,
): Promise<{ events: number; reading: number; decoding: number }> {
  let after: RecordedEvent['position'] | undefined;
  let events = 0;
  let reading = 0;
  let decoding = 0;
  for (;;) {
    let started = performance.now();
    const batch = await store.readAll({ after, limit: batchSize });
    reading += (performance.now() - started) / 1000;
    if (batch.length === 0) break;
    started = performance.now();
    for (const event of batch) decodeRecorded(event);
    decoding += (performance.now() - started) / 1000;
    events += batch.length;
    after = batch[batch.length - 1]!.position;
  }
  return { events, reading, decoding };
}

/** Generates the history on `target`, then rebuilds every projector in one pass, traced by stage. */
export async function benchHistoryRebuild(
  target: BenchTarget,
  events: number,
  log: (line: string) => void = () => {},
): Promise<HistoryRebuildResult> {
  const store = new PrivateEventStore(target.store, new PersonalDataVault(target.database.db));
  const generated = await generatedHistory(target, store, events, log);
  const clock = new StageClock();
  const runner = new ProjectionRunner(
    target.database,
    timedReads(store, clock),
    timedProjectors(allProjectors, clock),
  );
  log(`${target.name}: rebuilding every projection…`);
  const started = performance.now();
  const batch = process.env.BENCH_REBUILD_BATCH;
  const rebuilt = await runner.rebuildAll(batch ? Number(batch) : undefined);
  const totalSeconds = (performance.now() - started) / 1000;
  for (const [name, { events: replayed }] of rebuilt)
    if (replayed !== generated.events)
      throw new Error(`${name} replayed ${replayed} events, ${generated.events} were written`);
  const traced = [...clock.seconds.values()].reduce((a, b) => a + b, 0);
  const stages = [
    ...[READING, DECODING].map((name) => ({ name, seconds: clock.seconds.get(name) ?? 0 })),
    ...allProjectors.map((p) => ({
      name: `apply: ${p.name}`,
      seconds: clock.seconds.get(`apply: ${p.name}`) ?? 0,
    })),
    // On a PostgreSQL server the next batch is read while one is applied: then the stages overlap
    // and this remainder can fall below zero.
    { name: 'checkpoints, commits, the rest (total − the above)', seconds: totalSeconds - traced },
  ];
  if (process.env.BENCH_HISTORY_FLOOR === '1') {
    const floor = await readingFloor(store, 5000);
    stages.push(
      { name: `floor, alone: reading $all (${int(floor.events)} events)`, seconds: floor.reading },
      { name: 'floor, alone: decoding', seconds: floor.decoding },
    );
  }
  const problems = await check(target.database, generated.mix);
  if (problems.length > 0) throw new Error(`${target.name}: wrong read models: ${problems.join('; ')}`);
  const digests = new Map<string, string>();
  for (const [table, orderBy, leftOut] of DIGESTED)
    digests.set(table, await digest(target.database, table, orderBy, leftOut));
  return {
    target: target.name,
    events: generated.events,
    generateSeconds: generated.seconds,
    mix: generated.mix,
    stages,
    totalSeconds,
    digests,
  };
}

/** The mix, the stages and the total beside the target, and the digests, as Markdown. */
export function formatHistoryRebuild(results: readonly HistoryRebuildResult[]): string {
  const out: string[] = [];
  for (const r of results) {
    const target = HISTORY_TARGET_SECONDS[r.target];
    const verdict = r.totalSeconds <= target ? 'met' : 'NOT met';
    out.push(
      `### ${r.target}: ${int(r.events)} events (written in ${r.generateSeconds.toFixed(1)} s, ${int(r.mix.appends)} appends, ${int(r.mix.users)} users)`,
      '',
      markdownTable(
        ['event', 'count'],
        [...r.mix.events].sort((a, b) => b[1] - a[1]).map(([type, n]) => [type, int(n)]),
        [false, true],
      ),
      '',
      markdownTable(
        ['tournaments', 'count'],
        [...r.mix.tournaments].map(([format, n]) => [format, int(n)]),
        [false, true],
      ),
      '',
      markdownTable(
        ['stage', 'seconds', 'share'],
        [
          ...r.stages.map((stage) => [
            stage.name,
            stage.seconds.toFixed(2),
            `${((100 * stage.seconds) / r.totalSeconds).toFixed(0)} %`,
          ]),
          [
            `total, ${int(r.events / r.totalSeconds)} events/s (target ≤ ${target} s: ${verdict})`,
            r.totalSeconds.toFixed(2),
            '100 %',
          ],
        ],
        [false, true, true],
      ),
      '',
      markdownTable(
        ['table', 'digest'],
        [...r.digests].map(([t, d]) => [t, d]),
        [false, false],
      ),
      '',
    );
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const events = Number(process.env.BENCH_HISTORY_EVENTS ?? 1_000_000);
  if (!Number.isInteger(events) || events <= 0)
    throw new Error(
      `BENCH_HISTORY_EVENTS must be a positive integer, not ${process.env.BENCH_HISTORY_EVENTS}`,
    );
  const { register, stop } = guardRun('rebuildHistory', 90);
  const log = (line: string) => console.log(`  ${line}`);
  console.log('Rodada: rebuilding every projection from a realistic history');
  for (const line of describeMachine()) console.log(`  ${line}`);
  const results: HistoryRebuildResult[] = [];
  const keep = process.env.BENCH_HISTORY_KEEP;
  if (keep && !/^[a-z0-9_]+$/.test(keep))
    throw new Error(`BENCH_HISTORY_KEEP must be lower-case letters, digits and _, not ${keep}`);
  const url = process.env.DATABASE_URL;
  const opens: (() => Promise<BenchTarget>)[] = [keep ? () => openKept('pglite', keep) : openPglite];
  if (url) opens.push(keep ? () => openKept('postgres', keep, url) : () => openPostgres(url));
  else console.log('  PostgreSQL: skipped, DATABASE_URL is not set');
  const generateOnly = keep !== undefined && process.env.BENCH_HISTORY_GENERATE_ONLY === '1';
  try {
    for (const open of opens) {
      await onTarget(open, register, async (target) => {
        log(`server ${target.name}: ${target.serverVersion}; ${target.serverSettings}`);
        if (generateOnly) {
          const store = new PrivateEventStore(target.store, new PersonalDataVault(target.database.db));
          await generatedHistory(target, store, events, log);
        } else results.push(await benchHistoryRebuild(target, events, log));
      });
    }
  } catch (error) {
    console.error(error);
    await stop(1);
  }
  console.log('');
  console.log(formatHistoryRebuild(results));
}

runWhenMain(import.meta.url, main);
