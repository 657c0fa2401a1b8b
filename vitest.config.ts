import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web's modules import shared code as @common/... (as in vite.config.ts).
  resolve: { alias: { '@common': path.resolve('src/common'), '@web': path.resolve('src/web') } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bin/**/*.test.ts'],
    // The fault tests run on their own (vitest.fault.config.ts: npm run test:crash, test:outage, test:fuzz).
    exclude: ['**/node_modules/**', 'test/fault/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
