/**
 * The back office's users list at 10,000 users: `GET /api/admin/users` is `AccountService.usersPage`,
 * i.e. `adminUsersPage` (projections/src/accounts/userQueries.ts) with pages of `ADMIN_PAGE_SIZE`.
 * The users are seeded the way production has them: one `user-<id>` stream per user with its
 * `UserRegistered` (and a later `UserBlocked` for a few hundred), appended through the real event
 * store, then the real users projector replays `$all` (`ProjectionRunner.rebuild`, batches of 500).
 *
 * Run alone: `npx tsx bench/adminUsers.ts` (PGlite, then PostgreSQL when `DATABASE_URL` is set).
 *
 *   BENCH_ADMIN_USERS    users seeded (default 10000)
 *   BENCH_ADMIN_BLOCKED  of which blocked (default 300)
 *   BENCH_ADMIN_RUNS     timed calls per case, after 20 untimed (default 200)
 *   BENCH_EXPLAIN        `1` prints EXPLAIN ANALYZE of each case's two queries
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  ADMIN_PAGE_SIZE,
  type EventStore,
  type EventToAppend,
  nameKey,
  UserRegisteredData,
  userStream,
} from '@rodada/events';
import {
  type AdminUsersQuery,
  adminUsersPage,
  type Database,
  ProjectionRunner,
  type ReadModels,
  searchPattern,
  usersProjector,
} from '@rodada/projections';
import { sql } from 'kysely';
import { guardRun, runWhenMain } from './guard';
import { describeMachine } from './machine';
import { markdownTable, ms, percentile } from './report';
import { type BenchTarget, openPglite, openPostgres } from './targets';

/** The target this bench holds every case to: p95 per page or search, in ms, on either database. */
export const ADMIN_USERS_TARGET_P95_MS = 50;
const WARM_UP_CALLS = 20;
/**
 * The live runner's batch (`ProjectionRunner`'s default `batchSize`), the way the users reached
 * the read model in production.
 */
const PROJECTION_BATCH = 500;

export interface AdminUsersSettings {
  readonly users: number;
  readonly blocked: number;
  readonly runs: number;
  readonly explain: boolean;
}

export interface AdminUsersSeed {
  readonly target: string;
  readonly users: number;
  readonly blocked: number;
  readonly appends: number;
  readonly appendSeconds: number;
  readonly projectSeconds: number;
}

export interface AdminUsersResult {
  readonly benchCase: string;
  readonly target: string;
  readonly users: number;
  readonly runs: number;
  /** `total` the page reported: listed users matching the search. */
  readonly matches: number;
  readonly rows: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

// --- realistic users -----------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so every run seeds the same names and e-mails. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `[value, weight]` pairs. */
export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

// Brazilian first names, the accented ones among the commonest (José alone ~5 %, as in the census).
const FIRST_NAMES: readonly (readonly [string, number])[] = [
  ['José', 40],
  ['Maria', 40],
  ['João', 25],
  ['Ana', 25],
  ['Antônio', 15],
  ['Francisco', 12],
  ['Carlos', 12],
  ['Paulo', 10],
  ['Pedro', 10],
  ['Lucas', 10],
  ['Luíza', 8],
  ['Júlia', 8],
  ['Conceição', 6],
  ['Sebastião', 5],
  ['Fábio', 6],
  ['Márcio', 6],
  ['Cláudia', 6],
  ['Patrícia', 8],
  ['Fernanda', 8],
  ['Letícia', 6],
  ['Vitória', 5],
  ['Inês', 3],
  ['Ângela', 4],
  ['Sérgio', 5],
  ['Rogério', 4],
  ['Simão', 2],
  ['Estêvão', 2],
  ['Beatriz', 6],
  ['Rafael', 8],
  ['Gabriel', 8],
  ['Thaís', 4],
  ['Débora', 4],
  ['Mônica', 4],
  ['Vinícius', 5],
  ['Caio', 4],
  ['Bruna', 5],
];
const SECOND_NAMES: readonly string[] = [
  'Carlos',
  'Eduardo',
  'Luíza',
  'Clara',
  'Antônio',
  'Vitória',
  'José',
  'Paula',
];
const SURNAMES: readonly (readonly [string, number])[] = [
  ['Silva', 30],
  ['Santos', 20],
  ['Oliveira', 15],
  ['Souza', 12],
  ['Lima', 8],
  ['Pereira', 8],
  ['Ferreira', 7],
  ['Conceição', 6],
  ['Araújo', 6],
  ['Gonçalves', 6],
  ['Rodrigues', 6],
  ['Simões', 3],
  ['Brandão', 3],
  ['Magalhães', 3],
  ['Guimarães', 3],
  ['Assunção', 2],
  ['Romão', 2],
  ['Leão', 2],
  ['Falcão', 2],
  ['Câmara', 2],
  ['Mendonça', 2],
  ['Nóbrega', 2],
  ['Patrício', 2],
  ['Barbosa', 5],
  ['Ribeiro', 5],
  ['Carvalho', 5],
  ['Gomes', 5],
  ['Melo', 4],
  ['Cardoso', 4],
  ['Rocha', 4],
];
const DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 52],
  ['hotmail.com', 14],
  ['outlook.com', 8],
  ['yahoo.com.br', 7],
  ['uol.com.br', 5],
  ['bol.com.br', 4],
  ['icloud.com', 4],
  ['terra.com.br', 3],
  ['globo.com', 2],
  ['arenabeachtennis.com.br', 1],
];

const FAKE_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2htYXJrc2FsdA$3b0mC2m3n1d6mYQhX0pQ3qkq0n8Y9b6wQe6c9u9R1k8';
const plain = (s: string) => nameKey(s).replace(/[^a-z0-9]/g, '');

/**
 * A Brazilian name: one in five with a second given name, one in four with two surnames, the
 * commonest names as often as the census has them.
 */
export function realisticName(random: () => number): {
  name: string;
  first: string;
  surname: string;
  otherSurname: string | null;
} {
  const first = weighted(random, FIRST_NAMES);
  const second = random() < 0.2 ? SECOND_NAMES[Math.floor(random() * SECOND_NAMES.length)]! : null;
  const surname = weighted(random, SURNAMES);
  const otherSurname = random() < 0.25 ? weighted(random, SURNAMES) : null;
  return {
    name: [first, second, otherSurname, surname].filter(Boolean).join(' '),
    first,
    surname,
    otherSurname,
  };
}

export interface SeededUser {
  readonly data: UserRegisteredData;
  readonly blocked: boolean;
}

/**
 * `total` users registered over the last two years (in order, minutes apart), with Brazilian
 * names (one in five with a second given name, one in four with two surnames) and e-mails made of
 * them the way people make theirs (`jose.silva`, `jsilva87`, `maria_conceicao`…), unique as
 * registration keeps them; `blocked` of them, spread evenly, are blocked later.
 */
export function realisticUsers(total: number, blocked: number, seed = 2026): SeededUser[] {
  const random = seeded(seed);
  const usedEmails = new Set<string>();
  const blockEvery = blocked > 0 ? total / blocked : Number.POSITIVE_INFINITY;
  const now = Date.now();
  const span = 2 * 365 * 24 * 3600_000;
  const users: SeededUser[] = [];
  for (let n = 0; n < total; n++) {
    const { name, first, surname, otherSurname } = realisticName(random);
    const last = plain(surname);
    const f = plain(first);
    const year = String(70 + Math.floor(random() * 36)).slice(-2);
    const local = weighted<() => string>(random, [
      [() => `${f}.${last}`, 4],
      [() => `${f}${last}${year}`, 3],
      [() => `${f[0]}${last}`, 2],
      [() => `${f}_${last}`, 1],
      [() => (otherSurname ? `${f}.${plain(otherSurname)}.${last}` : `${f}.${last}.${year}`), 1],
    ])();
    const domain = weighted(random, DOMAINS);
    let email = `${local}@${domain}`;
    for (let k = 2; usedEmails.has(email); k++) email = `${local}${k}@${domain}`;
    usedEmails.add(email);
    const data: UserRegisteredData = {
      userId: randomUUID(),
      email,
      name,
      passwordHash: FAKE_PASSWORD_HASH,
      referralCode: `A${n.toString(36).toUpperCase().padStart(7, '0')}`,
      referredBy: null,
      isAdmin: false,
      userType: random() < 0.05 ? 'Quadra' : 'Usuário',
      registeredAt: new Date(
        now - span + Math.floor((span * n) / total) + Math.floor(random() * 60_000),
      ).toISOString(),
    };
    const isBlocked = Math.floor((n + 1) / blockEvery) > Math.floor(n / blockEvery);
    users.push({ data, blocked: isBlocked });
  }
  return users;
}

// --- seeding through the event store and the users projector ----------------------------------

/**
 * One append per user, as registration does (its `user-<id>` stream, `no_stream`), `parallel`
 * appenders at once; then one `UserBlocked` on each blocked user's stream at revision 0; then the
 * users projector replays `$all` in the live runner's batches of 500 (`ProjectionRunner.rebuild`).
 */
export async function seedAdminUsers(
  target: BenchTarget,
  users: readonly SeededUser[],
  parallel: number,
): Promise<AdminUsersSeed> {
  UserRegisteredData.parse(users[0]!.data);
  const adminId = randomUUID();
  const appendAll = async (
    store: EventStore,
    items: readonly (() => [string, EventToAppend[], 'no_stream' | bigint])[],
  ) => {
    let next = 0;
    const appender = async () => {
      while (next < items.length) {
        const [stream, events, expected] = items[next++]!();
        await store.append(stream, events, expected);
      }
    };
    await Promise.all(Array.from({ length: parallel }, appender));
  };
  const started = performance.now();
  await appendAll(
    target.store,
    users.map((u) => () => [
      userStream(u.data.userId),
      [{ id: randomUUID(), type: 'UserRegistered', data: u.data }],
      'no_stream',
    ]),
  );
  const blocked = users.filter((u) => u.blocked);
  await appendAll(
    target.store,
    blocked.map((u) => () => [
      userStream(u.data.userId),
      [{ id: randomUUID(), type: 'UserBlocked', data: { by: adminId, at: new Date().toISOString() } }],
      0n,
    ]),
  );
  const appendSeconds = (performance.now() - started) / 1000;

  const projectStarted = performance.now();
  const runner = new ProjectionRunner(target.database, target.store, [usersProjector]);
  await runner.rebuild(usersProjector.name, PROJECTION_BATCH);
  const projectSeconds = (performance.now() - projectStarted) / 1000;

  const { rows } = await sql<{ listed: string; blocked: string }>`
    select count(*) filter (where erased_at is null)::text as listed,
           count(*) filter (where is_blocked)::text as blocked
    from users`.execute(target.database.db);
  const listed = Number(rows[0]?.listed ?? 0);
  const blockedRows = Number(rows[0]?.blocked ?? 0);
  if (listed !== users.length || blockedRows !== blocked.length)
    throw new Error(
      `${target.name}: users has ${listed} listed / ${blockedRows} blocked, expected ${users.length} / ${blocked.length}`,
    );
  return {
    target: target.name,
    users: users.length,
    blocked: blocked.length,
    appends: users.length + blocked.length,
    appendSeconds,
    projectSeconds,
  };
}

// --- the cases -----------------------------------------------------------------------------------

interface AdminUsersCase {
  readonly label: string;
  readonly query: AdminUsersQuery;
  /** Throws when the page is not what the case expects (a bench of a wrong answer is no bench). */
  readonly check: (page: Awaited<ReturnType<typeof adminUsersPage>>) => void;
}

function casesFor(users: readonly SeededUser[]): AdminUsersCase[] {
  const total = users.length;
  const deepPage = Math.min(300, Math.ceil(total / ADMIN_PAGE_SIZE));
  // An administrator looking someone up by part of their address: a middle user's local part.
  const emailFragment = users[Math.floor(total / 2)]!.data.email.split('@')[0]!;
  const expectRows = (rows: number) => (page: { users: readonly unknown[] }) => {
    if (page.users.length !== rows) throw new Error(`expected ${rows} rows, got ${page.users.length}`);
  };
  const allMatch = (needle: string) => (page: Awaited<ReturnType<typeof adminUsersPage>>) => {
    if (page.total === 0) throw new Error(`'${needle}' matched nobody`);
    for (const u of page.users)
      if (!`${nameKey(u.name)}\n${nameKey(u.email)}`.includes(needle))
        throw new Error(`'${needle}' listed ${u.name} <${u.email}>`);
  };
  return [
    {
      label: 'first page',
      query: { page: 1, pageSize: ADMIN_PAGE_SIZE },
      check: expectRows(ADMIN_PAGE_SIZE),
    },
    {
      label: `page ${deepPage}`,
      query: { page: deepPage, pageSize: ADMIN_PAGE_SIZE },
      check: expectRows(Math.min(ADMIN_PAGE_SIZE, total - (deepPage - 1) * ADMIN_PAGE_SIZE)),
    },
    {
      label: "search 'jose' (José…)",
      query: { search: 'jose', page: 1, pageSize: ADMIN_PAGE_SIZE },
      check: allMatch('jose'),
    },
    {
      label: `search e-mail '${emailFragment}'`,
      query: { search: emailFragment, page: 1, pageSize: ADMIN_PAGE_SIZE },
      check: allMatch(emailFragment),
    },
    {
      label: "search, no match ('xyzzy')",
      query: { search: 'xyzzy', page: 1, pageSize: ADMIN_PAGE_SIZE },
      check: (page) => {
        if (page.total !== 0 || page.users.length !== 0) throw new Error(`'xyzzy' matched ${page.total}`);
      },
    },
  ];
}

/** EXPLAIN ANALYZE of the two statements `adminUsersPage` runs for `query`, built the same way. */
async function explain(database: Database<ReadModels>, query: AdminUsersQuery): Promise<string[]> {
  const pattern = searchPattern(query.search);
  let listed = database.db.selectFrom('users').where('erased_at', 'is', null);
  if (pattern) listed = listed.where('search_text', 'like', pattern);
  const page = listed
    .select(['id', 'name', 'email', 'credits', 'is_blocked', 'is_admin', 'user_type', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const count = listed.select((eb) => eb.fn.countAll<string | number>().as('total'));
  const lines: string[] = [];
  for (const [what, q] of [
    ['page', page],
    ['count', count],
  ] as const) {
    const plan = await q.explain<{ 'QUERY PLAN': string }>(undefined, sql`analyze, buffers`);
    lines.push(`-- ${what}`, ...plan.map((r) => r['QUERY PLAN']));
  }
  return lines;
}

/** Seeds `settings.users` users into the (empty) target, then times each case `settings.runs` times. */
export async function benchAdminUsers(
  target: BenchTarget,
  settings: AdminUsersSettings,
  log: (line: string) => void = () => {},
): Promise<{ seed: AdminUsersSeed; results: AdminUsersResult[] }> {
  const parallel = target.name === 'postgres' ? 4 : 1; // PGlite is one connection: parallel appends just queue
  log(
    `${target.name}: seeding ${settings.users.toLocaleString('en-US')} users (${settings.blocked} blocked)…`,
  );
  const users = realisticUsers(settings.users, settings.blocked);
  const seed = await seedAdminUsers(target, users, parallel);
  const results: AdminUsersResult[] = [];
  for (const c of casesFor(users)) {
    log(`${target.name}: ${c.label}, ${settings.runs} runs…`);
    const first = await adminUsersPage(target.database.db, c.query);
    c.check(first);
    for (let i = 1; i < WARM_UP_CALLS; i++) await adminUsersPage(target.database.db, c.query);
    const latencies: number[] = [];
    for (let i = 0; i < settings.runs; i++) {
      const t0 = performance.now();
      await adminUsersPage(target.database.db, c.query);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    results.push({
      benchCase: c.label,
      target: target.name,
      users: settings.users,
      runs: settings.runs,
      matches: first.total,
      rows: first.users.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: latencies[latencies.length - 1] ?? 0,
    });
    if (settings.explain) for (const line of await explain(target.database, c.query)) log(`    ${line}`);
  }
  return { seed, results };
}

export function formatAdminUsersTables(
  seeds: readonly AdminUsersSeed[],
  results: readonly AdminUsersResult[],
): string {
  const seedTable = markdownTable(
    ['seed', 'target', 'users', 'blocked', 'appends', 'append s', 'project s'],
    seeds.map((s) => [
      'users through the event store and the users projector',
      s.target,
      s.users.toLocaleString('en-US'),
      s.blocked.toLocaleString('en-US'),
      s.appends.toLocaleString('en-US'),
      s.appendSeconds.toFixed(2),
      s.projectSeconds.toFixed(2),
    ]),
    [false, false, true, true, true, true, true],
  );
  const caseTable = markdownTable(
    [
      'case',
      'target',
      'users',
      'matches',
      'rows',
      'runs',
      'p50 ms',
      'p95 ms',
      'max ms',
      'target p95 ms',
      'met',
    ],
    results.map((r) => [
      r.benchCase,
      r.target,
      r.users.toLocaleString('en-US'),
      r.matches.toLocaleString('en-US'),
      String(r.rows),
      String(r.runs),
      ms(r.p50Ms),
      ms(r.p95Ms),
      ms(r.maxMs),
      `≤ ${ADMIN_USERS_TARGET_P95_MS}`,
      r.p95Ms <= ADMIN_USERS_TARGET_P95_MS ? 'yes' : 'NO',
    ]),
    [false, false, true, true, true, true, true, true, true, true, false],
  );
  return `${seedTable}\n\n${caseTable}`;
}

export function adminUsersSettingsFromEnv(): AdminUsersSettings {
  const int = (name: string, fallback: number, min: number) => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      throw new Error(`${name} must be an integer ≥ ${min}, not ${raw}`);
    return value;
  };
  const users = int('BENCH_ADMIN_USERS', 10_000, 1);
  const blocked = int('BENCH_ADMIN_BLOCKED', Math.min(300, users), 0);
  if (blocked > users) throw new Error('BENCH_ADMIN_BLOCKED cannot exceed BENCH_ADMIN_USERS');
  return {
    users,
    blocked,
    runs: int('BENCH_ADMIN_RUNS', 200, 1),
    explain: process.env.BENCH_EXPLAIN === '1',
  };
}

export function adminUsersSettingsLine(s: AdminUsersSettings): string {
  return `admin users: ${s.users} users (${s.blocked} blocked), ${s.runs} timed calls per case after ${WARM_UP_CALLS} untimed, pages of ${ADMIN_PAGE_SIZE}`;
}

/**
 * Every target in turn (PGlite, then PostgreSQL when `url` is set), each a fresh database;
 * `register` lets the caller dispose a target on a signal or watchdog.
 */
export async function runAdminUsers(
  settings: AdminUsersSettings,
  url: string | undefined,
  register: (dispose: () => Promise<void>) => () => void,
  log: (line: string) => void,
): Promise<{ seeds: AdminUsersSeed[]; results: AdminUsersResult[] }> {
  const seeds: AdminUsersSeed[] = [];
  const results: AdminUsersResult[] = [];
  const opens: (() => Promise<BenchTarget>)[] = [openPglite];
  if (url) opens.push(() => openPostgres(url));
  for (const open of opens) {
    const target = await open();
    const dispose = () => target.dispose();
    const unregister = register(dispose);
    try {
      const measured = await benchAdminUsers(target, settings, log);
      seeds.push(measured.seed);
      results.push(...measured.results);
    } finally {
      unregister();
      await dispose();
    }
  }
  return { seeds, results };
}

async function main(): Promise<void> {
  const { register } = guardRun('admin users bench', 10);

  const started = performance.now();
  const settings = adminUsersSettingsFromEnv();
  const url = process.env.DATABASE_URL;
  console.log('Rodada admin users list');
  for (const line of describeMachine()) console.log(`  ${line}`);
  console.log(`  ${adminUsersSettingsLine(settings)}`);
  if (!url) console.log('  PostgreSQL: skipped, DATABASE_URL is not set');
  console.log('');
  const { seeds, results } = await runAdminUsers(settings, url, register, (line) => console.log(`  ${line}`));
  console.log('');
  console.log(formatAdminUsersTables(seeds, results));
  console.log('');
  console.log(`total run time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

runWhenMain(import.meta.url, main);
