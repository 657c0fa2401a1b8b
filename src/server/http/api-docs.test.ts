import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp, buildUser, clientFor, type Client, type TestApp } from '../../../test/helpers/app';
import { FAKE_SECRET_KEY, startFakeStripe, type FakeStripe } from '../billing/stripe-fake-server.test-helper';
import { errorResponse } from './responses';

/** The WebSocket upgrade: its answers are frames, described in docs/ARCHITECTURE.md. */
const NOT_HTTP = new Set(['GET /ws']);
/** Signed by the payment provider, not sent by a browser: the cross-site check does not apply. */
const NOT_FROM_BROWSERS = new Set(['POST /api/billing/webhook']);
/** Methods whose body Fastify reads, so a body too large (413) or of a type no parser reads (415) is refused. */
const READS_A_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ADMIN_EMAIL = 'admin@parley.test';
/** Over the 256 KB every JSON body may be (app.ts). */
const TOO_LARGE = 300 * 1024;

interface SeenRoute {
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  rateLimited: boolean;
  /** The app that has it: the sandbox app has every route but the Stripe webhook, which only the Stripe app has. */
  app: TestApp;
}
const routes: SeenRoute[] = [];

/** Builds an app whose routes join `routes`, keeping only those no earlier app had. */
async function appWithRoutes(env: Record<string, string>, extra: Parameters<typeof buildTestApp>[1] = {}) {
  const seen: Omit<SeenRoute, 'app'>[] = [];
  const app = await buildTestApp(
    { WEB_DIR: 'test/no-web-build', ...env },
    {
      ...extra,
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url !== '*')
            seen.push({
              key: `${method} ${route.url}`,
              method,
              url: route.url,
              schema: route.schema,
              rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
            });
      },
    },
  );
  const known = new Set(routes.map((r) => r.key));
  routes.push(...seen.filter((r) => !known.has(r.key)).map((r) => ({ ...r, app })));
  return app;
}

let t: TestApp;
let stripeApp: TestApp;
let fakeStripe: FakeStripe;
beforeAll(async () => {
  // No built web app: its files (one route each when dist/web exists) are not part of the API.
  t = await appWithRoutes({ BILLING_PROVIDER: 'sandbox', ADMIN_EMAIL });
  // The Stripe webhook exists only with Stripe configured: a second app, against the local fake Stripe.
  fakeStripe = await startFakeStripe();
  stripeApp = await appWithRoutes(
    {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_contract',
    },
    { stripe: fakeStripe.stripe },
  );
});
afterAll(async () => {
  await t?.close();
  await stripeApp?.close();
  await fakeStripe?.close();
});

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
  if (READS_A_BODY.has(route.method)) statuses.push(413, 415);
  return statuses;
}

/** The route's URL with every parameter filled in by a well-formed id that names nothing. */
const probeUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'id' && url.startsWith('/api/messages/') ? '999999' : randomUUID(),
  );

/** Asks every route something it must refuse or answer, and returns the refusals it did not declare. */
async function undeclaredAnswers(clients: Map<TestApp, Client>): Promise<string[]> {
  const undeclared: string[] = [];
  for (const route of answerable()) {
    const client = clients.get(route.app)!;
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
    const visitors = new Map([t, stripeApp].map((app) => [app, clientFor(app.app)]));
    const people = new Map(
      await Promise.all([t, stripeApp].map(async (app) => [app, (await buildUser(app)).client] as const)),
    );
    expect(await undeclaredAnswers(visitors), 'signed out').toEqual([]);
    expect(await undeclaredAnswers(people), 'signed in').toEqual([]);
  });

  it('a body too large is 413 and a body of a type no route reads is 415, on every route that reads one', async () => {
    // The administrator, so the administration routes reach their body too (others are refused first, 403).
    const person = await buildUser(t, { email: ADMIN_EMAIL });
    const bodyRoutes = answerable().filter(
      (r) => r.app === t && READS_A_BODY.has(r.method) && r.url !== '/api/logout',
    );
    expect(bodyRoutes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of bodyRoutes) {
      const base = {
        method: route.method as 'POST',
        url: probeUrl(route.url),
        headers: { origin: 'http://parley.test' },
      };
      const large = await person.client({
        ...base,
        payload: JSON.stringify({ text: 'x'.repeat(TOO_LARGE) }),
        headers: { ...base.headers, 'content-type': 'application/json' },
      });
      if (large.statusCode !== 413) wrong.push(`${route.key} answered ${large.statusCode} to 300 KB`);
      const odd = await person.client({
        ...base,
        payload: 'hello',
        headers: { ...base.headers, 'content-type': 'application/x-parley-unknown' },
      });
      if (odd.statusCode !== 415) wrong.push(`${route.key} answered ${odd.statusCode} to an unknown type`);
    }
    expect(wrong).toEqual([]);
  });

  it('/api/openapi.json is the OpenAPI document of the routes, with their request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const send = doc.paths['/api/messages'].post;
    expect(send.requestBody.content['application/json'].schema.required).toContain('clientId');
    expect(Object.keys(doc.paths['/api/admin/users/{id}/ban'].post.responses)).toEqual(
      expect.arrayContaining(['200', '413', '415']),
    );
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
