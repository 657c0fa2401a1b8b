import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';

/** Routes whose answer is not JSON a schema could state: the WebSocket upgrade, files and text for crawlers. */
const NOT_JSON = new Set([
  'GET /ws',
  'GET /api/attachments/:id',
  'GET /api/attachments/:id/preview',
  'GET /api/calendar/:token',
  'GET /robots.txt',
  'GET /sitemap.xml',
]);

/**
 * Routes registered before every route had to state its answer. The list may only shrink: a route
 * added to it fails below, and so does one listed here that now declares its responses.
 */
const NO_RESPONSE_SCHEMA_YET = new Set<string>([
  'DELETE /api/attachments/:id',
  'POST /api/conversations/:conversationId/attachments',
  'DELETE /api/messages/:id/reactions',
  'GET /api/avatars/:userId',
  'GET /api/conversations',
  'GET /api/conversations/:id/export',
  'GET /api/conversations/:id/membership',
  'GET /api/logout',
  'GET /api/messages/:conversationId',
  'GET /api/messages/search',
  'GET /api/online-users',
  'GET /api/subscription/payments',
  'GET /api/subscription/status',
  'GET /api/user/export',
  'GET /api/users/search',
  'GET /billing/sandbox/checkout/:id',
  'GET /billing/sandbox/local-dates.js',
  'GET /billing/sandbox/portal',
  'PATCH /api/conversations/:id',
  'POST /api/ai/conflict-coach',
  'POST /api/ai/conversation-summary',
  'POST /api/ai/suggested-replies',
  'POST /api/conversations',
  'POST /api/conversations/:id/participants',
  'POST /api/invitations/accept',
  'POST /api/invite',
  'POST /api/messages',
  'POST /api/messages/:id/reactions',
  'POST /api/messages/rewrite',
  'POST /api/subscription/cancel',
  'POST /api/subscription/create',
  'POST /api/subscription/portal',
  'POST /api/subscription/resume',
  'POST /api/support/appeal',
  'POST /billing/sandbox/checkout/:id',
  'PUT /api/settings/name',
]);

let t: TestApp;
const routes: { key: string; schema: RouteOptions['schema'] }[] = [];
beforeAll(async () => {
  // No built web app: its files (one route each when dist/web exists) are not part of the API.
  t = await buildTestApp(
    { BILLING_PROVIDER: 'sandbox', WEB_DIR: 'test/no-web-build' },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url !== '*')
            routes.push({ key: `${method} ${route.url}`, schema: route.schema });
      },
    },
  );
});
afterAll(() => t?.close());

const hasResponseSchema = (schema: RouteOptions['schema']) =>
  Object.keys((schema?.response as Record<string, unknown> | undefined) ?? {}).some((status) =>
    /^2/.test(status),
  );

describe('the API contract', () => {
  it('every route states its success response (a new one without a schema fails here)', () => {
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .filter((r) => !NOT_JSON.has(r.key) && !hasResponseSchema(r.schema))
      .map((r) => r.key)
      .sort();
    expect(
      missing.filter((key) => !NO_RESPONSE_SCHEMA_YET.has(key)),
      'add a response schema',
    ).toEqual([]);
    expect(
      [...NO_RESPONSE_SCHEMA_YET].filter((key) => !missing.includes(key)),
      'now declared: drop from the list',
    ).toEqual([]);
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
  });

  it('/api/docs is a readable page of the same document, with no script (the CSP allows none)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body).toContain('<code>/api/messages</code>');
    expect(res.body).toContain('clientId');
    expect(res.body).not.toMatch(/<script/i);
  });
});
