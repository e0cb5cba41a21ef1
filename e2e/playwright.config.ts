import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { SMTP_URL } from './support/mailbox';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// A fresh embedded data folder per run, so every run starts from an empty app.
const dataDir = fileURLToPath(new URL(`./.data/run-${Date.now()}`, import.meta.url));
// E2E_PORT / E2E_SMTP_PORT let two runs share a machine without clashing.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Per port, so two runs on one machine do not wipe each other's artifacts.
  outputDir: `./test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // A real SMTP server in this process; the app below sends its mails through it (SMTP_URL).
  globalSetup: './globalSetup.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    screenshot: 'only-on-failure',
    // Recording a trace (DOM snapshots and a screencast of every step) makes each journey 2-3
    // times slower on a 2-core machine (Super 8: 20 s without, 44-51 s with), and nothing reads it
    // in CI. E2E_TRACE=1 keeps the trace of a failing journey for `npx playwright show-trace`.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  webServer: {
    command: 'npm run serve',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The backend trusts only its public origin for sockets and state-changing requests.
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      // Always the embedded default, even when the shell (CI) names a PostgreSQL server.
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      ADMIN_EMAIL: 'admin@rodada.test',
      ADMIN_PASSWORD: 'admin-e2e-password',
      SMTP_URL,
    },
  },
});
