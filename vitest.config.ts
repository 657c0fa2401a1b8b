import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Files that replace modules or globals (vi.mock, vi.stubGlobal): they keep a fresh module graph each. */
const ISOLATED = ['src/web/features/chat/apply-event.test.ts', 'src/web/lib/offline-queue.test.ts'];

export default defineConfig({
  // The web's modules import shared code as @common/... (as in vite.config.ts).
  resolve: { alias: { '@common': path.resolve('src/common'), '@web': path.resolve('src/web') } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bin/**/*.test.ts'],
          // The fault tests run on their own (vitest.fault.config.ts: npm run test:crash, test:outage, test:fuzz).
          exclude: ['**/node_modules/**', 'test/fault/**', ...ISOLATED],
          // A worker imports the app, the assistant's model and compromise once for all its files instead of
          // once per file (that import was over half of the suite's time). Every test builds its own app on
          // its own database, so nothing else is shared; a file that swaps a module belongs in ISOLATED.
          isolate: false,
          // The server bundle `npm start` runs, built once for the tests that start it in a process of its
          // own (test/helpers/server-bundle.ts): about 1 s of CPU a start instead of 3.5 s through tsx.
          globalSetup: ['test/setup/server-bundle.ts'],
          // Fails a file that leaves a browser global behind for the next file in its worker.
          setupFiles: ['test/setup/no-leaked-globals.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
