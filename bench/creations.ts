/**
 * Tournament creations under load: ORGANISERS organisers, each with credits, each creating Super 8
 * tournaments through the real route (`POST /api/tournaments` with an `Idempotency-Key`, the
 * request the web form sends) one after the other as fast as the answers come, for SECONDS seconds,
 * after a short warm-up. A real Rodada server runs in this process (`startTestServer`): embedded
 * PGlite in a temporary folder, and real PostgreSQL (a throw-away database) when `DATABASE_URL` is
 * set. The clients share the process and its two cores with the server, so the figures are a floor.
 *
 * It prints creations per second and the answer's p50/p99 beside issue 15's targets, and where a
 * creation's time goes: every event-store read and append the server made (by stream kind: the
 * idempotency key's outcome, the credit account, the tournament) and the read-your-writes wait for
 * the projections (`runner.waitFor`), timed by wrapping those methods of the server's instances.
 *
 * Afterwards it checks what an organiser would: a repeated request (same key) answers the same
 * tournament and charges nothing; each organiser's balance (`GET /api/user`, and folded from the
 * credit stream itself) dropped by exactly the cost of the tournaments created; and every created
 * tournament is in their list (`GET /api/tournaments`). A failed check fails the run.
 *
 * Run alone: `npx tsx bench/creations.ts` (with `DATABASE_URL=postgres://…` for PostgreSQL too).
 *
 *   BENCH_CREATION_SECONDS     measured seconds per database (default 10)
 *   BENCH_CREATION_ORGANISERS  organisers creating at once (default 8)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { apiClient, startTestServer, TEST_ADMIN, type TestServer } from '@rodada/backend/testing';
import {
  CREDITS_STREAM_PREFIX,
  type CreateTournamentRequest,
  creditAccountDecider,
  creditAccountStream,
  decodeRecorded,
  tournamentCost,
} from '@rodada/events';
import { postgresTarget, type TestDatabaseTarget } from '@rodada/projections/testing';
import { guardRun, type Register, runWhenMain } from './guard';
import { describeMachine } from './machine';
import { int, markdownTable, ms, percentile, verdict } from './report';

export const CREATION_TARGETS = { perSecond: 300, p99Ms: 100 } as const;
const WARMUP_SECONDS = 1;
const REQUEST: CreateTournamentRequest = {
  name: 'Super 8 da bancada',
  courts: 2,
  players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'],
  tournamentType: 'super8',
};
const COST = tournamentCost('super8', REQUEST.players.length);
/** Credits per grant (the most one movement may grant). */
const GRANT = 999;

export interface CreationSettings {
  readonly organisers: number;
  readonly seconds: number;
}

export interface StageFigure {
  readonly stage: string;
  /** Calls per measured creation. */
  readonly perCreation: number;
  readonly meanMs: number;
  readonly p99Ms: number;
}

export interface CreationResult {
  readonly target: 'pglite' | 'postgres';
  readonly settings: CreationSettings;
  readonly creations: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly stages: readonly StageFigure[];
  /** Creations over the whole run (warm-up included), all checked. */
  readonly checked: number;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not ${raw}`);
  return value;
}

export function creationSettingsFromEnv(): CreationSettings {
  return {
    organisers: positiveInteger('BENCH_CREATION_ORGANISERS', 8),
    seconds: positiveInteger('BENCH_CREATION_SECONDS', 10),
  };
}

export function creationSettingsLine(settings: CreationSettings): string {
  return `creations: ${settings.organisers} organisers, each POST /api/tournaments (Super 8, Idempotency-Key) back to back for ${settings.seconds} s after ${WARMUP_SECONDS} s of warm-up, clients in the server's process`;
}

/** Times every call of `object[method]` into `record(label, ms)`; the label may depend on the first argument. */
export function timeMethod<T extends object, K extends keyof T>(
  object: T,
  method: K,
  label: (first: unknown) => string,
  record: (label: string, ms: number) => void,
): void {
  const original = (object[method] as (...args: unknown[]) => Promise<unknown>).bind(object);
  (object as Record<K, unknown>)[method] = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await original(...args);
    } finally {
      record(label(args[0]), performance.now() - started);
    }
  };
}

const streamKind = (streamId: unknown) => {
  const id = String(streamId);
  if (id.startsWith(CREDITS_STREAM_PREFIX)) return 'credit account';
  return id.slice(0, id.indexOf('-')) || id;
};

/** Wraps the server's store and runner: every read, append and settle wait, by stream kind. */
function traceStages(server: TestServer) {
  let samples = new Map<string, number[]>();
  const record = (label: string, took: number) => {
    const list = samples.get(label) ?? [];
    list.push(took);
    samples.set(label, list);
  };
  const store = server.system.store;
  timeMethod(store, 'readStream', (id) => `read ${streamKind(id)}`, record);
  timeMethod(store, 'append', (id) => `append ${streamKind(id)}`, record);
  timeMethod(server.system.runner, 'waitFor', () => 'settle (projections pass the position)', record);
  return {
    reset() {
      samples = new Map();
    },
    figures(creations: number): StageFigure[] {
      return [...samples]
        .map(([stage, list]) => {
          const sorted = [...list].sort((a, b) => a - b);
          return {
            stage,
            perCreation: list.length / creations,
            meanMs: list.reduce((a, b) => a + b, 0) / list.length,
            p99Ms: percentile(sorted, 99),
          };
        })
        .sort((a, b) => b.perCreation * b.meanMs - a.perCreation * a.meanMs);
    },
  };
}

interface Organiser {
  readonly userId: string;
  readonly client: ReturnType<typeof apiClient>;
  readonly creditsBefore: number;
  readonly created: string[];
  lastKey: string | null;
  lastId: string | null;
}

async function expectStatus(
  what: string,
  answer: { status: number; body: unknown },
  status: number,
): Promise<void> {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
}

async function registerOrganisers(server: TestServer, count: number, credits: number): Promise<Organiser[]> {
  const admin = apiClient(server);
  await expectStatus('admin login', await admin.post('/api/login', TEST_ADMIN), 200);
  const organisers: Organiser[] = [];
  for (let i = 0; i < count; i++) {
    const client = apiClient(server);
    const user = await client.post('/api/register', {
      name: `Organizadora ${i + 1}`,
      email: `bench-${randomUUID().slice(0, 8)}@clube.com.br`,
      password: 'senha123',
      terms: true,
    });
    await expectStatus('register', user, 201);
    for (let granted = 0; granted < credits; granted += GRANT) {
      const grant = await admin.post(`/api/admin/users/${user.body.id}/credits`, {
        credits: GRANT,
        reason: 'bonus',
      });
      if (grant.status >= 300) throw new Error(`grant: ${grant.status} ${JSON.stringify(grant.body)}`);
    }
    const me = await client.get('/api/user');
    organisers.push({
      userId: user.body.id,
      client,
      creditsBefore: me.body.credits,
      created: [],
      lastKey: null,
      lastId: null,
    });
  }
  return organisers;
}

/** What an organiser and the store say afterwards; throws on any difference. */
async function checkAccounts(server: TestServer, organisers: readonly Organiser[]): Promise<void> {
  for (const [i, o] of organisers.entries()) {
    const name = `organiser ${i + 1}`;
    // The same request again with the same key: the same tournament, no new charge.
    const again = await o.client.post('/api/tournaments', REQUEST, { 'idempotency-key': o.lastKey! });
    await expectStatus(`${name}: repeated request`, again, 201);
    if (again.body.id !== o.lastId)
      throw new Error(`${name}: a repeated key answered ${again.body.id}, first ${o.lastId}`);

    const expected = o.creditsBefore - COST * o.created.length;
    const balance = (await o.client.get('/api/user')).body.credits as number;
    const folded = (await server.system.store.readStream(creditAccountStream(o.userId)))
      .map((e) => decodeRecorded(e) as Parameters<typeof creditAccountDecider.evolve>[1])
      .reduce(creditAccountDecider.evolve, creditAccountDecider.initialState()).balance;
    if (balance !== expected || folded !== expected)
      throw new Error(
        `${name}: ${o.created.length} tournaments of ${COST} from ${o.creditsBefore} credits should leave ${expected}; /api/user says ${balance}, the credit stream ${folded}`,
      );
    const listed = new Set(
      ((await o.client.get('/api/tournaments')).body as { id: string }[]).map((t) => t.id),
    );
    const missing = o.created.filter((id) => !listed.has(id));
    if (missing.length > 0 || listed.size !== new Set(o.created).size)
      throw new Error(
        `${name}: created ${o.created.length}, listed ${listed.size}, missing from the list: ${missing.length}`,
      );
  }
}

/** One database: a fresh server, the organisers, the load, the checks. */
export async function benchCreations(
  target: TestDatabaseTarget | null,
  settings: CreationSettings,
  register: Register = () => () => {},
  log: (line: string) => void = () => {},
): Promise<CreationResult> {
  const name = target?.name ?? 'pglite';
  const server = await startTestServer(target, { LOG_LEVEL: 'silent' }, [], { print: () => {} });
  const unregister = register(() => server.close());
  try {
    const organisers = await registerOrganisers(server, settings.organisers, 2 * GRANT);
    const trace = traceStages(server);
    let measuring = false;
    let stopped = false;
    const latencies: number[] = [];

    const run = async (o: Organiser) => {
      while (!stopped) {
        const key = randomUUID();
        const started = performance.now();
        const answer = await o.client.post('/api/tournaments', REQUEST, { 'idempotency-key': key });
        const took = performance.now() - started;
        await expectStatus('create', answer, 201);
        o.created.push(answer.body.id);
        o.lastKey = key;
        o.lastId = answer.body.id;
        if (measuring && !stopped) latencies.push(took);
      }
    };

    log(
      `${name}: ${settings.organisers} organisers creating (${WARMUP_SECONDS} s warm-up, ${settings.seconds} s measured)…`,
    );
    const runners = organisers.map(run);
    const failed = Promise.all(runners).then(() => {});
    const sleep = (s: number) => Promise.race([new Promise((r) => setTimeout(r, s * 1000)), failed]);
    await sleep(WARMUP_SECONDS);
    trace.reset();
    measuring = true;
    const started = performance.now();
    await sleep(settings.seconds);
    const seconds = (performance.now() - started) / 1000;
    stopped = true;
    await failed;
    const stages = trace.figures(latencies.length);

    log(`${name}: checking balances, repeated keys and the tournament lists…`);
    await checkAccounts(server, organisers);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      target: name,
      settings,
      creations: latencies.length,
      seconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? 0,
      stages,
      checked: organisers.reduce((n, o) => n + o.created.length, 0),
    };
  } finally {
    unregister();
    await server.close();
  }
}

export function formatCreationTables(results: readonly CreationResult[]): string {
  const main = markdownTable(
    [
      'database',
      'organisers',
      'creations',
      'seconds',
      'creations/s',
      'target',
      'p50 ms',
      'p99 ms',
      'target',
      'max ms',
      'checked',
    ],
    results.map((r) => {
      const perSecond = r.creations / r.seconds;
      return [
        r.target,
        String(r.settings.organisers),
        int(r.creations),
        r.seconds.toFixed(2),
        int(perSecond),
        `≥ ${CREATION_TARGETS.perSecond}: ${verdict(perSecond >= CREATION_TARGETS.perSecond)}`,
        ms(r.p50Ms),
        ms(r.p99Ms),
        `≤ ${CREATION_TARGETS.p99Ms}: ${verdict(r.p99Ms <= CREATION_TARGETS.p99Ms)}`,
        ms(r.maxMs),
        `${int(r.checked)} ok`,
      ];
    }),
    [false, true, true, true, true, false, true, true, false, true, false],
  );
  const stages = markdownTable(
    ['database', 'stage (server side)', 'per creation', 'mean ms', 'p99 ms', 'ms per creation'],
    results.flatMap((r) =>
      r.stages.map((s) => [
        r.target,
        s.stage,
        s.perCreation.toFixed(2),
        ms(s.meanMs),
        ms(s.p99Ms),
        ms(s.perCreation * s.meanMs),
      ]),
    ),
    [false, false, true, true, true, true],
  );
  return `${main}\n\nWhere a creation's time goes (calls overlap between organisers; "checked": every creation's charge, balance and list entry verified):\n\n${stages}`;
}

async function main(): Promise<void> {
  const { register } = guardRun('creations bench', 10);
  const settings = creationSettingsFromEnv();
  console.log('Rodada creations bench');
  for (const line of describeMachine()) console.log(`  ${line}`);
  console.log(`  ${creationSettingsLine(settings)}`);
  const log = (line: string) => console.log(`  ${line}`);
  const results: CreationResult[] = [];
  const url = process.env.DATABASE_URL;
  for (const target of [null, ...(url ? [postgresTarget(url)] : [])])
    results.push(await benchCreations(target, settings, register, log));
  if (!url) console.log('  PostgreSQL: skipped, DATABASE_URL is not set.');
  console.log('');
  console.log(formatCreationTables(results));
}

runWhenMain(import.meta.url, main);
