import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  copyInitialisedPglite,
  openTestDatabase,
  type TestDatabaseTarget,
} from '@rodada/projections/testing';
import { type Config, loadConfig } from '../config';
import type { RouteModule } from '../http/app';
import { type RunningServer, type ServerOutput, startServer } from '../server';

export interface TestServer extends RunningServer {
  readonly config: Config;
}

/**
 * A real Rodada server on a free port: embedded PGlite in a temporary folder, or a fresh
 * database on the real PostgreSQL target. `close` removes what it created.
 */
export async function startTestServer(
  target: TestDatabaseTarget | null = null,
  env: Record<string, string> = {},
  extraRoutes: readonly RouteModule[] = [],
  output: ServerOutput = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-test-'));
  let dropDatabase = async () => {};
  let databaseUrl = '';
  if (target?.name === 'postgres') {
    const db = await openTestDatabase(target);
    databaseUrl = db.connectionString!;
    await db.close();
    dropDatabase = db.drop;
  } else {
    // The embedded database's folder starts as initdb leaves it, copied (no initdb per server).
    await copyInitialisedPglite(join(dataDir, 'pglite'));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    DEMO_DATA: 'false',
    ADMIN_EMAIL: 'admin@rodada.test',
    ADMIN_PASSWORD: 'admin-test-password',
    ...env,
  });
  const server = await startServer(config, extraRoutes, output);
  return {
    ...server,
    config,
    async close() {
      await server.close();
      await dropDatabase().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
