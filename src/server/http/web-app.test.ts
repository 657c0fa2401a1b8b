import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../common/constants';
import { INDEXABLE_PAGES } from '../../common/public-pages';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';

/** A built web app in miniature, compressed by the build's own script. */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-web-'));
const script = `console.log(${JSON.stringify('the landing page '.repeat(200))});\n`;
const page = (head: string) =>
  `<!doctype html><html><head><title>Parley</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>${head}</head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>\n`;
const html = page('<link rel="modulepreload" href="/assets/landing-Ef56Gh78.js">');
const appHtml = page('');

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(webDir, 'index.html'), html);
  fs.writeFileSync(path.join(webDir, 'app.html'), appHtml);
  fs.writeFileSync(path.join(webDir, 'sw.js'), `// the service worker\n${'self;\n'.repeat(300)}`);
  execFileSync(process.execPath, ['scripts/compress-web.mjs', webDir]);
  t = await buildTestApp({ WEB_DIR: webDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends a hashed script brotli-compressed when accepted, cached for good', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html to a visitor at /, app.html (no landing preloads) otherwise, compressed and revalidated every time', async () => {
    const alice = await buildUser(t);
    const pages = [
      ['/', {}, html],
      ['/?x=1', {}, html],
      ['/', { cookie: alice.cookie }, appHtml],
      ['/features', {}, appHtml],
      ['/dashboard?x=1', { cookie: alice.cookie }, appHtml],
    ] as const;
    for (const [url, headers, expected] of pages) {
      const res = await get(url, { ...headers, 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(expected);
    }
    const worker = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('br');
  });
});

describe('GET /robots.txt and /sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Sitemap: http://parley.test/sitemap.xml',
      ]),
    );
  });

  it('the sitemap lists the public pages at APP_URL, and nothing else', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(INDEXABLE_PAGES.map((page) => `http://parley.test${page}`));
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
});

describe('the signed-in hint', () => {
  const hintIn = (res: Awaited<ReturnType<typeof get>>) =>
    res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);

  it('is set by signing in, readable by the page, and dropped by signing out', async () => {
    const alice = await buildUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: alice.email, password: alice.password },
      remoteAddress: '10.77.0.1',
    });
    const hint = hintIn(login);
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const logout = await alice.client({ method: 'POST', url: '/api/logout' });
    expect(hintIn(logout)?.value).toBe('');
  });

  it('follows the session on a page load: given to a live session without it, taken from a dead one', async () => {
    const bob = await buildUser(t);
    expect(hintIn(await get('/dashboard', { cookie: bob.cookie }))?.value).toBe('1');
    expect(
      hintIn(await get('/dashboard', { cookie: `${bob.cookie}; ${SIGNED_IN_HINT_COOKIE}=1` })),
    ).toBeUndefined();
    expect(hintIn(await get('/', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` }))?.value).toBe('');
    expect(hintIn(await get('/'))).toBeUndefined();
  });
});
