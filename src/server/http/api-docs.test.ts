import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp, buildUser, clientFor, type Client, type TestApp } from '../../../test/helpers/app';
import { errorResponse } from './responses';

/** The WebSocket upgrade: its answers are frames, described in docs/ARCHITECTURE.md. */
const NOT_HTTP = new Set(['GET /ws']);
/** Signed by the payment provider, not sent by a browser: the cross-site check does not apply. */
const NOT_FROM_BROWSERS = new Set(['POST /api/billing/webhook']);

let t: TestApp;
interface SeenRoute {
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  rateLimited: boolean;
}
const routes: SeenRoute[] = [];
beforeAll(async () => {
  // No built web app: its files (one route each when dist/web exists) are not part of the API.
  t = await buildTestApp(
    { BILLING_PROVIDER: 'sandbox', WEB_DIR: 'test/no-web-build' },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url !== '*')
            routes.push({
              key: `${method} ${route.url}`,
              method,
              url: route.url,
              schema: route.schema,
              rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
            });
      },
    },
  );
});
afterAll(() => t?.close());

const responsesOf = (route: SeenRoute) =>
  (route.schema?.response as Record<string, unknown> | undefined) ?? {};
const declared = (route: SeenRoute) => Object.keys(responsesOf(route)).map(Number);
const answerable = () => routes.filter((r) => !NOT_HTTP.has(r.key));

/** The 4xx statuses a route can answer whatever it does, from how it is declared. */
function statusesItMustDeclare(route: SeenRoute): number[] {
  const statuses: number[] = [];
  const schema = route.schema ?? {};
  if (schema.params || schema.querystring || schema.body) statuses.push(400);
  if (route.rateLimited) statuses.push(429);
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(route.method) || route.url === '/api/logout';
  if (changesState && !NOT_FROM_BROWSERS.has(route.key)) statuses.push(403); // plugins/security.ts
  return statuses;
}

/** The route's URL with every parameter filled in by a well-formed id that names nothing. */
const probeUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'id' && url.startsWith('/api/messages/') ? '999999' : randomUUID(),
  );

/** Asks every route something it must refuse or answer, and returns the refusals it did not declare. */
async function undeclaredAnswers(client: Client): Promise<string[]> {
  const undeclared: string[] = [];
  for (const route of answerable()) {
    if (route.url === '/api/logout') continue; // would end the probing session
    const res = await client({
      method: route.method as 'GET',
      url: probeUrl(route.url),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      headers: { origin: 'http://parley.test' },
    });
    if (res.statusCode >= 400 && !declared(route).includes(res.statusCode))
      undeclared.push(`${route.key} answered ${res.statusCode}: ${res.body.slice(0, 120)}`);
  }
  return undeclared;
}

describe('the API contract', () => {
  it('every route states its answer when it succeeds', () => {
    expect(routes.length).toBeGreaterThan(60);
    const missing = answerable()
      .filter((r) => !declared(r).some((status) => status >= 200 && status < 400))
      .map((r) => r.key);
    expect(missing, 'add a response schema').toEqual([]);
  });

  it('every route declares the refusals its input, its rate limit and the cross-site check can cause', () => {
    const missing = answerable().flatMap((r) =>
      statusesItMustDeclare(r)
        .filter((status) => !declared(r).includes(status))
        .map((status) => `${r.key} ${status}`),
    );
    expect(missing, 'add ...errors(status) to the route').toEqual([]);
  });

  it('every 4xx a route declares is the one error body (pages answer theirs as pages)', () => {
    const other = answerable()
      .filter((r) => !r.url.startsWith('/billing/sandbox/'))
      .flatMap((r) =>
        Object.entries(responsesOf(r))
          .filter(([status, schema]) => /^4/.test(status) && schema !== errorResponse)
          .map(([status]) => `${r.key} ${status}`),
      );
    expect(other).toEqual([]);
  });

  it('what a route answers a visitor, and a signed-in person with ids that name nothing, is declared', async () => {
    const visitor = clientFor(t.app);
    const person = await buildUser(t);
    expect(await undeclaredAnswers(visitor), 'signed out').toEqual([]);
    expect(await undeclaredAnswers(person.client), 'signed in').toEqual([]);
  });

  it('/api/openapi.json is the OpenAPI document of the routes, with their request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const send = doc.paths['/api/messages'].post;
    expect(send.requestBody.content['application/json'].schema.required).toContain('clientId');
    expect(Object.keys(doc.paths['/api/admin/users/{id}/ban'].post.responses)).toContain('200');
    expect(doc.paths['/api/docs']).toBeUndefined(); // the reference itself is not part of the API
    // Every refusal names the one error body, and says what its status means.
    expect(doc.components.schemas.Error.required).toEqual(['message', 'code']);
    const refused = send.responses['401'];
    expect(refused.description).toBe('Not signed in');
    expect(refused.content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
  });

  it('/api/docs is a readable page of the same document, with no script (the CSP allows none)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body).toContain('<code>/api/messages</code>');
    expect(res.body).toContain('clientId');
    expect(res.body).toContain('<a href="#schema-Error">Error</a>');
    expect(res.body).toContain('id="schema-Error"');
    expect(res.body).not.toMatch(/<script/i);
  });
});
