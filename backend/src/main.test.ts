import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISER } from './accounts/demoData';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm run serve` runs: the compiled server, plain JavaScript (`npm run build:server`). */
const compiled = join(root, 'backend', 'dist', 'main.js');

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'scripts', 'buildServer.mjs')], { cwd: root, stdio: 'pipe' });
}, 60_000);

/** `npm run serve` as an operator runs it: its own process, its terminal output collected. */
async function serve(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-main-'));
  const proc = spawn(process.execPath, ['--enable-source-maps', compiled], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@rodada.test',
      ADMIN_PASSWORD: 'admin-test-password',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  proc.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    const check = () => {
      const listening = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening && output.includes('Rodada is running')) {
        clearTimeout(timer);
        proc.stdout!.off('data', check);
        resolve(listening[1]!);
      }
    };
    proc.stdout!.on('data', check);
    proc.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return {
    proc,
    url,
    output: () => output,
    /** Waits until the output has been quiet for a moment (log lines are written after the answer). */
    settled: async () => {
      let length = -1;
      while (length !== output.length) {
        length = output.length;
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        proc.kill('SIGTERM');
      }),
  };
}
type Served = Awaited<ReturnType<typeof serve>>;

/** Four API requests and four translation files, as a visitor's browser asks for them. */
async function browse(url: string): Promise<void> {
  for (const path of ['/api/health', '/api/user', '/api/health', '/api/nothing-here'])
    await (await fetch(`${url}${path}`)).arrayBuffer();
  for (const ns of ['common', 'errors', 'tournaments', 'dashboard'])
    await (await fetch(`${url}/locales/pt-BR/${ns}.json`)).arrayBuffer();
}

describe('what the server writes to its terminal', () => {
  let served: Served | null = null;
  afterEach(async () => {
    await served?.stop();
    served = null;
  });

  it('in development: one readable line per API request, none for translation files', async () => {
    served = await serve({ NODE_ENV: 'development', DEMO_DATA: 'false' });
    await served.settled();
    const before = served.output().length;
    await browse(served.url);
    await served.settled();
    const lines = served.output().slice(before).split('\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/GET \/api\/health 200/);
    expect(lines.join('\n')).not.toContain('/locales/');
  }, 90_000);

  it('in production: no demo password, no reset link, one JSON line per API request', async () => {
    served = await serve({ NODE_ENV: 'production', DEMO_DATA: 'true' });
    await served.settled();
    const before = served.output().length;
    await browse(served.url);
    const reset = await fetch(`${served.url}/api/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ORGANISER.email }),
    });
    expect(reset.status).toBe(200);
    await served.settled();
    const output = served.output();
    expect(output).toContain(DEMO_ORGANISER.email);
    expect(output).not.toContain(DEMO_ORGANISER.password);
    expect(output).toContain('mail written to the outbox');
    expect(output).not.toMatch(/reset-password|token=/);
    const requests = output
      .slice(before)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((record) => record.route);
    expect(requests.map((r) => `${r.method} ${r.route} ${r.status}`)).toEqual([
      'GET /api/health 200',
      'GET /api/user 401',
      'GET /api/health 200',
      'GET /api/nothing-here 404',
      'POST /api/password-reset/request 200',
    ]);
  }, 90_000);
});
