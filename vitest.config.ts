import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The EventStoreDB contract needs a live server, which this project's CI cannot reach; it is a
// command of its own (`npm run test:eventstoredb`, EVENTSTORE_URL set) rather than a skipped test.
const eventStoreDbContract = 'backend/src/eventStore/eventStoreDb.test.ts';

/**
 * One project per workspace, so one workspace's tests run alone (`vitest run --project
 * projections`) with the shared timeouts and pool below. `events/vitest.config.ts` stays for
 * mutation testing, which runs the pure domain's specs alone.
 */
function workspace(name: string, exclude: readonly string[] = []): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name, include: [`${name}/**/*.test.{ts,tsx}`], exclude: ['**/node_modules/**', ...exclude] },
  };
}

export default defineConfig({
  test: {
    projects: [
      workspace('events'),
      workspace('projections'),
      workspace('backend', process.env.EVENTSTORE_URL ? [] : [eventStoreDbContract]),
      workspace('frontend'),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
