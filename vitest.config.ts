import { defineConfig } from 'vitest/config';

// The EventStoreDB contract needs a live server, which this project's CI cannot reach; it is a
// command of its own (`npm run test:eventstoredb`, EVENTSTORE_URL set) rather than a skipped test.
const eventStoreDbContract = 'backend/src/eventStore/eventStoreDb.test.ts';

export default defineConfig({
  test: {
    include: ['{events,projections,backend,frontend}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...(process.env.EVENTSTORE_URL ? [] : [eventStoreDbContract])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
