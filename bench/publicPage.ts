/**
 * Public pages' weight and paint: the JavaScript a spectator downloads to open the public board
 * (/public/tournament/{token}), the club TV (…/tv) and a player's page (…/player/{id}), and the
 * largest contentful paint of each on a slow device. Each page has the same budget (issue 26).
 *
 * A real Rodada server (`startTestServer`, embedded PGlite in a temporary folder) serves the built
 * frontend (`frontend/dist`: run `npm run build` first) with its own compression (@fastify/compress:
 * brotli at a light level, else gzip). One Super 8 tournament gets a few scores; Debian Chromium
 * (Playwright, `/usr/bin/chromium`) opens each public page RUNS times, each in a fresh context
 * (empty cache, no service worker), with the CPU throttled 4× through CDP: the board and the player
 * page at 412×915 (a phone), the TV at 1280×720.
 *
 *   scripts   every response of type Script: the bytes on the wire (CDP `Network.loadingFinished`
 *             `encodedDataLength`, headers included) in the encoding the server chose, the file's
 *             raw size, and its size gzipped here with zlib (level 9, as the target says "gzip")
 *   LCP       the last `largest-contentful-paint` entry (buffered PerformanceObserver) once the
 *             page shows its content (the board's ranking, the TV's board, the player's board), in
 *             milliseconds since navigation start
 *
 * Run alone: `npx tsx bench/publicPage.ts`; `npm run bench` runs it after the live part
 * (BENCH_PUBLIC=0 skips it).
 *
 *   BENCH_PUBLIC_RUNS  page loads (default 5; the figures are their medians)
 *   BENCH_PUBLIC_TRACE=1  also prints, for each page's first load, when every request started and
 *                         ended (ms since navigation), to see what the paint waits on
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { apiClient, startTestServer, TEST_ADMIN } from '@rodada/backend/testing';
import { EIGHT_PLAYERS } from './benchSeed';
import { runWhenMain } from './guard';
import { describeMachine } from './machine';
import { markdownTable, percentile } from './report';

export const PUBLIC_TARGETS = { scriptGzipKb: 120, lcpMs: 1500 } as const;
const CPU_THROTTLING = 4;
const DIST = fileURLToPath(new URL('../frontend/dist/', import.meta.url));
const SCORED_MATCHES = 6;
/** Each public page measured: its path after /public/tournament/{token}, what shows it is up. */
const PAGES = [
  { name: 'public board', suffix: () => '', ready: 'ranking-table', width: 412, height: 915 },
  { name: 'TV', suffix: () => '/tv', ready: 'tv-board', width: 1280, height: 720 },
  {
    name: 'player page',
    suffix: (seed: Seed) => `/player/${seed.playerId}`,
    ready: 'player-board',
    width: 412,
    height: 915,
  },
] as const;
const PAGE_TIMEOUT_MS = 60_000;

/**
 * Run in the page (a string: bench/ is compiled without the DOM types): the last
 * largest-contentful-paint entry so far, its time and the element it painted.
 */
const LCP_PROBE = `new Promise((resolve) => {
  let last = { ms: -1, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const text = el?.textContent?.trim().slice(0, 40) ?? '';
      last = { ms: entry.startTime, element: el ? el.tagName.toLowerCase() + ' "' + text + '"' : '(gone)' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(last), 300);
})`;

export interface ScriptLoad {
  readonly path: string;
  readonly encoding: string;
  /** Bytes on the wire, response headers included. */
  readonly transferred: number;
  /** Bytes on the wire of the body alone (the transfer less the response headers). */
  readonly body: number;
  readonly raw: number;
  readonly gzip: number;
}

export interface PublicPageRun {
  readonly scripts: readonly ScriptLoad[];
  readonly lcpMs: number;
  readonly lcpElement: string;
}

export interface PageResult {
  readonly name: string;
  readonly runs: readonly PublicPageRun[];
  readonly transferredKb: number;
  readonly bodyKb: number;
  readonly rawKb: number;
  readonly gzipKb: number;
  readonly lcpMs: { p50: number; min: number; max: number };
}

/** One result per public page: the board, the TV, a player's page. */
export interface PublicPageResult {
  readonly pages: readonly PageResult[];
}

interface Seed {
  readonly publicToken: string;
  readonly playerId: string;
}

const log = (line: string) => console.log(`  ${line}`);
const kb = (bytes: number) => bytes / 1024;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export function publicPageSettingsLine(runs = runsFromEnv()): string {
  return `public pages: ${runs} loads each of /public/tournament/{token}, …/tv and …/player/{id}, fresh context each, CPU ${CPU_THROTTLING}× slower (CDP), Chromium /usr/bin/chromium`;
}

function runsFromEnv(): number {
  const raw = process.env.BENCH_PUBLIC_RUNS;
  const runs = raw ? Number(raw) : 5;
  if (!Number.isInteger(runs) || runs <= 0)
    throw new Error(`BENCH_PUBLIC_RUNS must be a positive integer, not ${raw}`);
  return runs;
}

/** An organiser with one credit, a Super 8 on two courts, and the first matches scored. */
export async function seedTournament(url: string): Promise<Seed> {
  const admin = apiClient({ url });
  const login = await admin.post('/api/login', TEST_ADMIN);
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  const owner = apiClient({ url });
  const user = await owner.post('/api/register', {
    name: 'Bench',
    email: `bench-${randomUUID().slice(0, 8)}@x.com`,
    password: 'senha123',
    terms: true,
  });
  if (user.status >= 300) throw new Error(`register: ${user.status} ${JSON.stringify(user.body)}`);
  const grant = await admin.post(`/api/admin/users/${user.body.id}/credits`, { credits: 1, reason: 'bonus' });
  if (grant.status >= 300) throw new Error(`grant: ${grant.status} ${JSON.stringify(grant.body)}`);
  const created = await owner.post('/api/tournaments', {
    name: 'Bench board',
    courts: 2,
    players: EIGHT_PLAYERS,
    tournamentType: 'super8',
  });
  if (created.status >= 300) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const detail = (await owner.get(`/api/tournaments/${created.body.id}`)).body;
  for (const [i, match] of (detail.matches as { id: string }[]).slice(0, SCORED_MATCHES).entries()) {
    const scored = await owner.patch(`/api/matches/${match.id}`, { team1Score: 6, team2Score: i % 5 });
    if (scored.status !== 200) throw new Error(`PATCH: ${scored.status} ${JSON.stringify(scored.body)}`);
  }
  return {
    publicToken: detail.publicToken as string,
    playerId: (detail.players as { id: string }[])[0]!.id,
  };
}

/** Raw and gzip sizes of a built file, from frontend/dist (0 when the path is not a file there). */
function builtSizes(path: string): { raw: number; gzip: number } {
  const file = join(DIST, decodeURIComponent(path));
  if (!existsSync(file)) return { raw: 0, gzip: 0 };
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

async function loadOnce(
  browser: Browser,
  pageUrl: string,
  shown: (typeof PAGES)[number],
  trace = false,
): Promise<PublicPageRun> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: shown.width, height: shown.height },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, { url: string; encoding: string; headerBytes: number }>();
    const finished = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      scripts.set(event.requestId, {
        url: event.response.url,
        encoding: headers['content-encoding'] ?? 'none',
        headerBytes: event.response.encodedDataLength, // what had arrived with the headers
      });
    });
    cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.encodedDataLength));
    const waterfall = new Map<string, { path: string; start: number; end?: number }>();
    if (trace) {
      cdp.on('Network.requestWillBeSent', (event) => {
        const { pathname } = new URL(event.request.url);
        waterfall.set(event.requestId, {
          path: `${event.request.method} ${pathname}`,
          start: event.timestamp,
        });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const request = waterfall.get(event.requestId);
        if (request) request.end = event.timestamp;
      });
    }
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });

    await page.goto(pageUrl, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.getByTestId(shown.ready).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
    const lcp = (await page.evaluate(LCP_PROBE)) as { ms: number; element: string };
    if (lcp.ms < 0) throw new Error(`${shown.name}: no largest-contentful-paint entry`);
    if (trace) {
      const requests = [...waterfall.values()];
      const origin = Math.min(...requests.map((r) => r.start));
      const ms = (t: number | undefined) => (t === undefined ? '…' : ((t - origin) * 1000).toFixed(0));
      for (const r of requests) log(`  ${ms(r.start).padStart(5)} → ${ms(r.end).padStart(5)} ms  ${r.path}`);
      log(`  LCP ${lcp.ms.toFixed(0)} ms (${lcp.element})`);
    }

    const loads: ScriptLoad[] = [];
    for (const [requestId, script] of scripts) {
      const transferred = finished.get(requestId);
      if (transferred === undefined) continue; // still loading when the board was up: not needed to paint
      const path = new URL(script.url).pathname;
      const body = transferred - script.headerBytes;
      loads.push({ path, encoding: script.encoding, transferred, body, ...builtSizes(path) });
    }
    loads.sort((a, b) => b.gzip - a.gzip);
    return { scripts: loads, lcpMs: lcp.ms, lcpElement: lcp.element };
  } finally {
    await context.close();
  }
}

export async function benchPublicPage(runs = runsFromEnv()): Promise<PublicPageResult> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('public board: frontend/dist/index.html is missing; run `npm run build` first');
  const server = await startTestServer(null, { LOG_LEVEL: 'silent' });
  let browser: Browser | null = null;
  try {
    const seed = await seedTournament(server.url);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const pages: PageResult[] = [];
    for (const shown of PAGES) {
      const pageUrl = `${server.url}/public/tournament/${seed.publicToken}${shown.suffix(seed)}`;
      log(`${shown.name}: warming up the server (one unthrottled fetch of the page)…`);
      await fetch(pageUrl);
      const measured: PublicPageRun[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await loadOnce(
          browser,
          pageUrl,
          shown,
          i === 0 && process.env.BENCH_PUBLIC_TRACE === '1',
        );
        const sum = (f: (s: ScriptLoad) => number) => run.scripts.reduce((t, s) => t + f(s), 0);
        log(
          `${shown.name}: load ${i + 1}/${runs}: ${run.scripts.length} scripts, ${kb(sum((s) => s.gzip)).toFixed(1)} KB gzip, ${kb(sum((s) => s.transferred)).toFixed(1)} KB transferred, LCP ${run.lcpMs.toFixed(0)} ms (${run.lcpElement})`,
        );
        measured.push(run);
      }
      const totals = (f: (s: ScriptLoad) => number) =>
        median(measured.map((r) => kb(r.scripts.reduce((t, s) => t + f(s), 0))));
      const lcps = measured.map((r) => r.lcpMs);
      pages.push({
        name: shown.name,
        runs: measured,
        transferredKb: totals((s) => s.transferred),
        bodyKb: totals((s) => s.body),
        rawKb: totals((s) => s.raw),
        gzipKb: totals((s) => s.gzip),
        lcpMs: { p50: median(lcps), min: Math.min(...lcps), max: Math.max(...lcps) },
      });
    }
    return { pages };
  } finally {
    await browser?.close();
    await server.close();
  }
}

/** The public board's scripts (first load), then each page's medians beside the targets. */
export function formatPublicPageTables(result: PublicPageResult): string {
  const board = result.pages[0]!;
  const first = board.runs[0]!;
  const scripts = markdownTable(
    ['script (public board, first load)', 'encoding', 'transferred KB', 'body KB', 'raw KB', 'gzip KB'],
    first.scripts.map((s) => [
      s.path,
      s.encoding,
      kb(s.transferred).toFixed(1),
      kb(s.body).toFixed(1),
      kb(s.raw).toFixed(1),
      kb(s.gzip).toFixed(1),
    ]),
    [false, false, true, true, true, true],
  );
  const ok = (value: number, target: number) => (value <= target ? 'yes' : 'NO');
  const encodings = [...new Set(first.scripts.map((s) => s.encoding))].join(', ');
  const rows = result.pages.flatMap((page) => [
    [
      `${page.name}: scripts, gzip (zlib level 9) KB`,
      page.gzipKb.toFixed(1),
      `≤ ${PUBLIC_TARGETS.scriptGzipKb}`,
      ok(page.gzipKb, PUBLIC_TARGETS.scriptGzipKb),
    ],
    [
      `${page.name}: scripts, transferred (${encodings}, headers included) KB`,
      page.transferredKb.toFixed(1),
      '',
      '',
    ],
    [`${page.name}: scripts, raw KB`, page.rawKb.toFixed(1), '', ''],
    [
      `${page.name}: LCP, CPU ${CPU_THROTTLING}× slower, ms (min–max ${page.lcpMs.min.toFixed(0)}–${page.lcpMs.max.toFixed(0)})`,
      page.lcpMs.p50.toFixed(0),
      `≤ ${PUBLIC_TARGETS.lcpMs}`,
      ok(page.lcpMs.p50, PUBLIC_TARGETS.lcpMs),
    ],
  ]);
  const summary = markdownTable(['public pages', 'median', 'target', 'met'], rows, [
    false,
    true,
    true,
    false,
  ]);
  const elements = result.pages.map((p) => `${p.name} ${p.runs[0]!.lcpElement}`).join('; ');
  return `${scripts}\n\nLCP element (first load): ${elements}\n\n${summary}`;
}

runWhenMain(import.meta.url, async () => {
  console.log('Rodada public pages');
  for (const line of describeMachine()) log(line);
  log(publicPageSettingsLine());
  console.log('');
  const result = await benchPublicPage();
  console.log('');
  console.log(formatPublicPageTables(result));
});
