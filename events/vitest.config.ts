import { defineConfig } from 'vitest/config';

/**
 * The pure domain's specs alone: what mutation testing (`npm run test:mutation`) runs against each
 * mutant. `npm test` still runs them through the root config, with every other workspace.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    pool: 'forks',
  },
});
