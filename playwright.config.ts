import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { E2E_PORT } from './e2e/support/ports';

/**
 * The build the e2e server serves, one per port like the server bundle: a run's vite build empties its
 * folder, which must never be the one another run's server is serving.
 */
const webDir = path.resolve(process.env.WEB_DIR ?? `dist/e2e-web-${E2E_PORT}`);
process.env.WEB_DIR = webDir;
/** The server bundle it runs (what `npm start` runs), one per port for the same reason. */
const serverDir = path.resolve(`dist/e2e-server-${E2E_PORT}`);
process.env.E2E_SERVER_DIR = serverDir;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two at once: each worker's Chromium needs about a core (four drove the load average to 26 on two cores
  // and timing-sensitive stories failed); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list as it goes, and a JSON report of every test's duration for scripts/e2e-durations.mjs.
  reporter: [['list'], ['json', { outputFile: `test-results/${E2E_PORT}/report.json` }]],
  // One folder per port, so runs side by side never clear each other's traces.
  outputDir: `test-results/${E2E_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace of every failing story, with the page's DOM at each step but no screencast: recording the
    // screencast (a JPEG of every frame, in every browser of every story, kept only when one fails) was
    // about half of a run's CPU. chat-screens and settings (10 stories) took 119-144 s of CPU with it and
    // 67-69 s without any trace (runs alternated, 2026-11-28, load average 15-20); 77 s like this.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // No service worker unless a spec turns it on (offline-notifications.spec.ts): each new browser would
    // otherwise fetch and cache the whole app, work only the offline stories need.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `vite build --logLevel error --outDir ${webDir} && node scripts/compress-web.mjs ${webDir} && node scripts/build-server.mjs ${serverDir} && tsx e2e/support/server.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // The web and server builds come first: at load average 20-25 on the shared machine they took over
    // the 120 s this was (twice on 2026-11-27), failing the run before any story started.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM first, so e2e/support/server.ts stops the app and drops its scratch database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
