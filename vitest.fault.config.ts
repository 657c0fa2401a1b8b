import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The fault tests (npm run test:crash, test:outage, test:fuzz): real server processes killed,
 * Redis stopped, hostile input on every route. Minutes long, so not part of `npm run test:unit`;
 * `.ci/run` runs a short version of each.
 */
export default defineConfig({
  resolve: { alias: { '@common': path.resolve('src/common'), '@web': path.resolve('src/web') } },
  test: {
    include: ['test/fault/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30 * 60_000,
    hookTimeout: 10 * 60_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
