/**
 * Lighthouse (mobile: its default emulated phone, slow 4G and 4x CPU slowdown) on the landing page of
 * a production build, in Debian's Chromium. `npm run lighthouse` builds first; `-- --no-build` reuses
 * dist/. Prints the four category scores and the page's timings; the full report goes to
 * lighthouse-report.json (or the path given with --out). It needs no network: the server runs here on
 * a free port with a throwaway embedded database.
 *
 *   npm run lighthouse [-- --no-build] [-- --path /features] [-- --out report.json]
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { unusedPort } from '../test/helpers/ports';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const pagePath = option('--path') ?? '/';
const outFile = path.resolve(option('--out') ?? 'lighthouse-report.json');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const port = await unusedPort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lighthouse-'));
const env: Record<string, string | undefined> = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/api/health`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const result = await lighthouse(`${origin}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  fs.writeFileSync(outFile, typeof result.report === 'string' ? result.report : result.report.join('\n'));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  console.log(
    `Lighthouse ${lhr.lighthouseVersion}, mobile, ${pagePath}, ${new Date().toISOString().slice(0, 10)}, Chromium ${lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}`,
  );
  console.log(
    `Performance ${score('performance')}, Accessibility ${score('accessibility')}, Best Practices ${score('best-practices')}, SEO ${score('seo')}`,
  );
  console.log(
    `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`,
  );
  // What cost points outside Performance, so a score below 100 says why.
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`  ${category.title}: ${audit.title}`);
      }
    }
  }
  console.log(`Report: ${outFile}`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
