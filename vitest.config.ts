import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{events,projections,backend,frontend}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
