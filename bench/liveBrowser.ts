/**
 * The live path in a real browser: the time from an organiser's score PATCH to the new score in
 * the DOM of a public page (`/public/tournament/{token}`) open in Debian's Chromium, over 50 changes.
 *
 * A fresh server (`liveServer.ts`, forked, PGlite in a temporary folder) serves the built app
 * (`npm run build` first: it needs `frontend/dist`) on a free port, with `PUBLIC_URL` set to that
 * address so the page's socket passes the origin check. Playwright opens the board; scripts added
 * before the app loads record, in the page's clock (`performance.timeOrigin + performance.now()`):
 *   - every `tournament:delta` frame (the board's push) arriving on a WebSocket (a wrapped `WebSocket` constructor);
 *   - every change of a match card's score text (a `MutationObserver` on the document, comparing
 *     each card's `score-team1`–`score-team2` text with the last one it saw).
 * The bench sends 50 PATCHes through the API, 200 ms apart (match `k mod 14`), then matches each
 * PATCH with the first change of that card to that score.
 *
 * Clocks: Chromium's `performance.timeOrigin` is the page's navigation start in epoch ms, like
 * Node's for this process, but the two are anchored separately; the offset is measured with
 * `page.evaluate` round trips (the shortest of 15; `clockOffset` in forked.ts) and subtracted.
 *
 * Run alone: `npx tsx bench/liveBrowser.ts`; `npm run bench` runs it after the live part
 * (`BENCH_BROWSER=0` skips it). CHROMIUM_PATH overrides `/usr/bin/chromium`.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { clockOffset, wallNow } from './forked';
import { guardRun, runWhenMain } from './guard';
import { createTournaments, ServerProcess } from './liveLatency';
import { describeMachine } from './machine';
import { int, markdownTable, ms, percentile } from './report';

export const BROWSER_TARGET_P99_MS = 50;
const CHANGES = 50;
const WARM_UP = 3;
const PATCH_SPACING_MS = 200;
const SETTLE_MS = 10_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, '..', 'frontend', 'dist', 'index.html');

export interface BrowserResult {
  readonly changes: number;
  readonly shown: number;
  readonly latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Medians over the changes, ms. */
  readonly stagesMs: { answer: number; toPush: number; pushToFrame: number; frameToDom: number };
  readonly clock: { offsetMs: number; uncertaintyMs: number };
  readonly chromium: string;
}

interface ScoreChange {
  readonly matchId: string;
  readonly text: string;
  readonly at: number;
}
interface Frame {
  readonly revision: number;
  readonly at: number;
}
interface PageRecord {
  readonly scores: ScoreChange[];
  readonly frames: Frame[];
}

/**
 * Runs in the page before the app (plain JavaScript: the bench compiles without DOM types):
 * records `tournament:delta` frames and score texts in `window.__bench`, page clock.
 */
const RECORD_IN_PAGE = `
(() => {
  const record = { scores: [], frames: [] };
  window.__bench = record;
  const now = () => performance.timeOrigin + performance.now();
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        const at = now();
        if (typeof event.data !== 'string' || !event.data.includes('tournament:delta')) return;
        const revision = /"revision":(\\d+)/.exec(event.data);
        if (revision) record.frames.push({ revision: Number(revision[1]), at });
      });
    }
  };
  const last = new Map();
  const observer = new MutationObserver(() => {
    const at = now();
    for (const card of document.querySelectorAll('[data-testid="match-card"]')) {
      const id = card.dataset.matchId || '';
      const a = card.querySelector('[data-testid="score-team1"]')?.textContent ?? '';
      const b = card.querySelector('[data-testid="score-team2"]')?.textContent ?? '';
      const text = a + '-' + b;
      if (last.get(id) !== text) {
        last.set(id, text);
        record.scores.push({ matchId: id, text, at });
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();
`;
const PAGE_NOW = 'performance.timeOrigin + performance.now()';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function benchLiveBrowser(
  register: (dispose: () => Promise<void>) => () => void = () => () => {},
  log: (line: string) => void = (line) => console.log(`  ${line}`),
): Promise<BrowserResult> {
  if (!existsSync(dist)) throw new Error('live browser: frontend/dist is missing; run `npm run build` first');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = new ServerProcess({ PORT: String(port), PUBLIC_URL: origin });
  let browser: Browser | null = null;
  const dispose = async () => {
    await browser?.close().catch(() => {});
    await server.close();
  };
  const unregister = register(dispose);
  try {
    await server.ready();
    const { owner, list } = await createTournaments(server.url, 1);
    const tournament = list[0]!;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    await page.addInitScript({ content: RECORD_IN_PAGE });
    await page.goto(`${origin}/public/tournament/${tournament.publicToken}`);
    await page.getByTestId('public-board').waitFor();
    const read = () => page.evaluate<PageRecord>('window.__bench');

    const patch = async (k: number, team1Base: number) => {
      const matchId = tournament.matchIds[k % tournament.matchIds.length]!;
      const pass = Math.floor(k / tournament.matchIds.length);
      const body = { team1Score: team1Base - (pass % 2), team2Score: k % 6 };
      const sentAt = wallNow();
      const answer = await owner.patch(`/api/matches/${matchId}`, body);
      const answerMs = wallNow() - sentAt;
      if (answer.status !== 200) throw new Error(`PATCH: ${answer.status} ${JSON.stringify(answer.body)}`);
      const wait = sentAt + PATCH_SPACING_MS - wallNow();
      if (wait > 0) await sleep(wait);
      return {
        matchId,
        text: `${body.team1Score}-${body.team2Score}`,
        revision: answer.body.revision as number,
        sentAt,
        answerMs,
      };
    };
    const shownAll = async (expected: readonly { matchId: string; text: string; sentAt: number }[]) => {
      const deadline = performance.now() + SETTLE_MS;
      while (performance.now() < deadline) {
        const { scores } = await read();
        if (expected.every((e) => scores.some((s) => s.matchId === e.matchId && s.text === e.text))) return;
        await sleep(50);
      }
    };

    // Warm-up: the socket is watching and the render path is loaded once the scores show.
    const warm = [];
    for (let k = 0; k < WARM_UP; k++) warm.push(await patch(k, 3));
    await shownAll(warm);
    const clock = await clockOffset(() => page.evaluate<number>(PAGE_NOW));
    await server.trace();

    log(`live browser: ${CHANGES} PATCHes ${PATCH_SPACING_MS} ms apart, board open in ${CHROMIUM}…`);
    const sent = [];
    for (let k = 0; k < CHANGES; k++) sent.push(await patch(k, 7));
    await shownAll(sent);
    const record = await read();
    const trace = await server.trace();
    const pageClock = (at: number) => at - clock.offsetMs;
    const serverClock = (at: number) => at - server.clockOffsetMs;

    const latencies: number[] = [];
    const stages = { toPush: [] as number[], pushToFrame: [] as number[], frameToDom: [] as number[] };
    for (const p of sent) {
      const shown = record.scores.find(
        (s) => s.matchId === p.matchId && s.text === p.text && pageClock(s.at) >= p.sentAt,
      );
      if (!shown) continue;
      latencies.push(pageClock(shown.at) - p.sentAt);
      const push = trace.publishes.find((u) => u.revision >= p.revision && serverClock(u.at) >= p.sentAt);
      const frame = record.frames.find((f) => f.revision >= p.revision && pageClock(f.at) >= p.sentAt);
      if (push) stages.toPush.push(serverClock(push.at) - p.sentAt);
      if (push && frame) stages.pushToFrame.push(pageClock(frame.at) - serverClock(push.at));
      if (frame) stages.frameToDom.push(shown.at - frame.at);
    }
    latencies.sort((a, b) => a - b);
    return {
      changes: sent.length,
      shown: latencies.length,
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
      },
      stagesMs: {
        answer: median(sent.map((p) => p.answerMs)),
        toPush: median(stages.toPush),
        pushToFrame: median(stages.pushToFrame),
        frameToDom: median(stages.frameToDom),
      },
      clock: { offsetMs: clock.offsetMs, uncertaintyMs: clock.roundTripMs / 2 },
      chromium: browser.version(),
    };
  } finally {
    unregister();
    await dispose();
  }
}

export function browserSettingsLine(): string {
  return (
    `live browser: ${CHROMIUM} headless (--no-sandbox --disable-gpu --disable-background-networking), ` +
    `built app from frontend/dist, ${CHANGES} PATCHes ${PATCH_SPACING_MS} ms apart after ${WARM_UP} warm-up`
  );
}

export function formatBrowserTables(r: BrowserResult): string {
  const latency = markdownTable(
    ['case', 'changes', 'shown', 'p50 ms', 'p95 ms', 'p99 ms', 'target p99', 'max ms'],
    [
      [
        '1 public page in Chromium',
        int(r.changes),
        `${int(r.shown)} / ${int(r.changes)}`,
        ms(r.latencyMs.p50),
        ms(r.latencyMs.p95),
        ms(r.latencyMs.p99),
        `≤ ${BROWSER_TARGET_P99_MS}`,
        ms(r.latencyMs.max),
      ],
    ],
    [false, true, true, true, true, true, true, true],
  );
  const stages = markdownTable(
    ['PATCH answer', 'send → server push', 'push → frame in page', 'frame → score in DOM'],
    [[ms(r.stagesMs.answer), ms(r.stagesMs.toPush), ms(r.stagesMs.pushToFrame), ms(r.stagesMs.frameToDom)]],
    [true, true, true, true],
  );
  return [
    `In a real browser (Chromium ${r.chromium}), PATCH sent → new score in the public page's DOM:`,
    '',
    latency,
    '',
    `Stages, medians over the changes, ms (page clock offset ${ms(r.clock.offsetMs)} ms corrected, ± ${ms(r.clock.uncertaintyMs)} ms):`,
    '',
    stages,
  ].join('\n');
}

async function main(): Promise<void> {
  const { register } = guardRun('live browser bench', 3);
  console.log('Rodada live latency in a real browser');
  for (const line of describeMachine()) console.log(`  ${line}`);
  console.log(`  ${browserSettingsLine()}`);
  console.log('');
  const result = await benchLiveBrowser(register);
  console.log('');
  console.log(formatBrowserTables(result));
}

runWhenMain(import.meta.url, main);
