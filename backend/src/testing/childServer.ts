import { loadConfig } from '../config';
import { type RunningServer, startServer } from '../server';

/**
 * A full server in a child process of a multi-process test, on the PostgreSQL database and data
 * folder the parent passes as its first two arguments.
 */
export function startChildServer(): Promise<RunningServer> {
  return startServer(
    loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: process.argv[3]!,
      DATABASE_URL: process.argv[2]!,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@rodada.test',
      ADMIN_PASSWORD: 'admin-test-password',
    }),
  );
}
