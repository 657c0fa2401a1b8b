import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { headersOf, registerSecurity, securityHeadersMiddleware } from './security';

/** The headers helmet itself leaves on a real response of a plain Node server. */
async function helmetOnRealResponse(isHttps: boolean): Promise<http.IncomingHttpHeaders> {
  const middleware = securityHeadersMiddleware({ isHttps });
  const server = http.createServer((req, res) => {
    res.setHeader('X-Powered-By', 'something');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    await res.text();
    return Object.fromEntries(res.headers);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const securityHeaderNames = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding'].includes(
          name,
        ),
    ),
  );

describe('security headers worked out once', () => {
  const apps: Array<{ close(): Promise<unknown> }> = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it.each([false, true])('every response gets exactly what helmet would set (https %s)', async (isHttps) => {
    const expected = securityHeaderNames(await helmetOnRealResponse(isHttps));
    expect(expected['content-security-policy']).toMatch(/default-src 'self'/);
    expect('x-powered-by' in expected).toBe(false);

    const app = Fastify();
    apps.push(app);
    await registerSecurity(app, { isHttps, appUrl: 'http://localhost' } as Config);
    app.get('/x', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/x' });
    const got = securityHeaderNames(res.headers);
    expect(got).toEqual(expected);
    expect(Boolean(got['strict-transport-security'])).toBe(isHttps);
  });

  it('refuses a middleware that does not finish at once', () => {
    expect(() => headersOf(() => {})).toThrow(/did not finish/);
  });
});
