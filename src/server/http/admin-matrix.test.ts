import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, clientFor, type Client, type TestApp } from '../../../test/helpers/app';
import { activityLog } from '../db/schema';

/**
 * The authorization matrix: every ticket and admin endpoint, asked by each kind of caller. Each answer
 * must be the expected one, none a 5xx, and a refused call must change nothing.
 */
const ADMIN_EMAIL = 'admin@parley.test';
type Actor = 'visitor' | 'user' | 'otherUser' | 'bannedUser' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'otherUser', 'bannedUser', 'admin'];

let t: TestApp;
let admin: Client;
const clients = {} as Record<Actor, Client>;
let address = 0;
const nextAddress = () => `198.18.${Math.floor(++address / 250)}.${address % 250}`;

async function victim(): Promise<string> {
  return (await buildUser(t)).user.id;
}
async function ticketId(): Promise<number> {
  const owner = await buildUser(t);
  const res = await owner.client({
    method: 'POST',
    url: '/api/support-tickets',
    payload: { title: 'Cannot log in', description: 'Since this morning' },
    remoteAddress: nextAddress(),
  });
  return res.json<{ id: number }>().id;
}

interface Endpoint {
  name: string;
  /** Builds the request, creating whatever it acts on so each call has a fresh, existing target. */
  request(): Promise<InjectOptions>;
  expected: Record<Actor, number>;
}
const adminOnly = (ok: number) => ({ visitor: 401, user: 403, otherUser: 403, bannedUser: 401, admin: ok });
const signedIn = (ok: number) => ({ visitor: 401, user: ok, otherUser: ok, bannedUser: 401, admin: ok });

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/support-tickets',
    request: async () => ({ method: 'GET', url: '/api/support-tickets' }),
    expected: signedIn(200),
  },
  {
    name: 'POST /api/support-tickets',
    request: async () => ({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { title: 'Help', description: 'Please', priority: 'high' },
    }),
    expected: signedIn(201),
  },
  {
    name: 'GET /api/admin/users',
    request: async () => ({ method: 'GET', url: '/api/admin/users' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/support-tickets',
    request: async () => ({ method: 'GET', url: '/api/admin/support-tickets' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/activity-log',
    request: async () => ({ method: 'GET', url: '/api/admin/activity-log' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/users?q=&limit=&offset= (one page)',
    request: async () => ({ method: 'GET', url: '/api/admin/users?q=test&limit=10&offset=0' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/support-tickets?limit= (one page)',
    request: async () => ({ method: 'GET', url: '/api/admin/support-tickets?limit=10' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/activity-log?offset= (one page)',
    request: async () => ({ method: 'GET', url: '/api/admin/activity-log?offset=0' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/summary',
    request: async () => ({ method: 'GET', url: '/api/admin/summary' }),
    expected: adminOnly(200),
  },
  {
    name: 'POST /api/admin/users/:id/ban',
    request: async () => ({
      method: 'POST',
      url: `/api/admin/users/${await victim()}/ban`,
      payload: { reason: 'Spam' },
    }),
    expected: adminOnly(200),
  },
  {
    name: 'POST /api/admin/users/:id/unban',
    request: async () => {
      const id = await victim();
      await admin({ method: 'POST', url: `/api/admin/users/${id}/ban`, payload: { reason: 'Spam' } });
      return { method: 'POST', url: `/api/admin/users/${id}/unban` };
    },
    expected: adminOnly(200),
  },
  {
    name: 'POST /api/admin/users/:id/reset-password',
    request: async () => ({
      method: 'POST',
      url: `/api/admin/users/${await victim()}/reset-password`,
      payload: { newPassword: 'x' },
    }),
    expected: adminOnly(200),
  },
  {
    name: 'DELETE /api/admin/users/:id',
    request: async () => ({ method: 'DELETE', url: `/api/admin/users/${await victim()}` }),
    expected: adminOnly(200),
  },
  {
    name: 'PUT /api/admin/support-tickets/:id',
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/support-tickets/${await ticketId()}`,
      payload: { status: 'in_progress' },
    }),
    expected: adminOnly(200),
  },
  {
    name: 'DELETE /api/admin/support-tickets/:id',
    request: async () => ({ method: 'DELETE', url: `/api/admin/support-tickets/${await ticketId()}` }),
    expected: adminOnly(200),
  },
  // The legal-hold routes live beside ours under /api/admin and obey the same rule.
  {
    name: 'GET /api/admin/legal-holds',
    request: async () => ({ method: 'GET', url: '/api/admin/legal-holds' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/legal-holds/lookup',
    request: async () => {
      const { email } = await buildUser(t);
      return { method: 'GET', url: `/api/admin/legal-holds/lookup?email=${encodeURIComponent(email)}` };
    },
    expected: adminOnly(200),
  },
  {
    name: 'POST /api/admin/legal-holds',
    request: async () => ({
      method: 'POST',
      url: '/api/admin/legal-holds',
      payload: { targetType: 'user', targetId: await victim(), reason: 'Litigation' },
    }),
    expected: adminOnly(201),
  },
  {
    name: 'DELETE /api/admin/legal-holds/:id',
    request: async () => {
      const placed = await admin({
        method: 'POST',
        url: '/api/admin/legal-holds',
        payload: { targetType: 'user', targetId: await victim(), reason: 'Litigation' },
      });
      return { method: 'DELETE', url: `/api/admin/legal-holds/${placed.json<{ id: string }>().id}` };
    },
    expected: adminOnly(200),
  },
];

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL });
  const adminUser = await buildUser(t, { email: ADMIN_EMAIL });
  admin = adminUser.client;
  const user = await buildUser(t);
  const otherUser = await buildUser(t);
  const banned = await buildUser(t);
  const ban = await admin({
    method: 'POST',
    url: `/api/admin/users/${banned.user.id}/ban`,
    payload: { reason: 'Abuse' },
  });
  expect(ban.statusCode).toBe(200);
  Object.assign(clients, {
    visitor: clientFor(t.app),
    user: user.client,
    otherUser: otherUser.client,
    bannedUser: banned.client,
    admin,
  });
});
afterAll(() => t.close());

const logCount = async () => (await t.db.select({ id: activityLog.id }).from(activityLog)).length;

describe('authorization matrix', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: ${ACTORS.map((a) => `${a} ${endpoint.expected[a]}`).join(', ')}`, async () => {
      for (const actor of ACTORS) {
        const options = await endpoint.request();
        const before = await logCount();
        const res = await clients[actor]({ ...options, remoteAddress: nextAddress() });
        expect(res.statusCode, `${actor}: ${res.body}`).toBe(endpoint.expected[actor]);
        expect(res.json()).toBeTypeOf('object');
        const isAdminAction = endpoint.name.includes('/api/admin/') && options.method !== 'GET';
        // Exactly the administrator's successful actions write the log; refused calls change nothing.
        expect(await logCount(), actor).toBe(before + (isAdminAction && actor === 'admin' ? 1 : 0));
        if (res.statusCode === 401 || res.statusCode === 403) {
          expect(res.json().message).toMatch(/Unauthorized|permission/);
        }
      }
    });
  }
});

describe('bad input to every admin endpoint is a 4xx, never a 5xx', () => {
  const missingUser = '00000000-0000-4000-8000-000000000000';
  const cases: Array<[InjectOptions, number]> = [
    [{ method: 'POST', url: '/api/admin/users/not-a-uuid/ban', payload: { reason: 'x' } }, 400],
    [{ method: 'POST', url: `/api/admin/users/${missingUser}/ban`, payload: { reason: 'x' } }, 404],
    [{ method: 'POST', url: `/api/admin/users/${missingUser}/unban` }, 404],
    [
      {
        method: 'POST',
        url: `/api/admin/users/${missingUser}/reset-password`,
        payload: { newPassword: 'x' },
      },
      404,
    ],
    [{ method: 'DELETE', url: `/api/admin/users/${missingUser}` }, 404],
    [{ method: 'DELETE', url: '/api/admin/users/1' }, 400],
    [{ method: 'PUT', url: '/api/admin/support-tickets/abc', payload: { status: 'open' } }, 400],
    [{ method: 'PUT', url: '/api/admin/support-tickets/-1', payload: { status: 'open' } }, 400],
    [{ method: 'PUT', url: '/api/admin/support-tickets/99999999999999', payload: { status: 'open' } }, 400],
    [{ method: 'PUT', url: '/api/admin/support-tickets/999999', payload: { status: 'open' } }, 404],
    [{ method: 'DELETE', url: '/api/admin/support-tickets/999999' }, 404],
    [{ method: 'DELETE', url: '/api/admin/support-tickets/1.5' }, 400],
  ];
  it.each(cases)('%o answers %i', async (options, status) => {
    const res = await admin({ ...options, remoteAddress: nextAddress() });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBeTruthy();
  });

  it('rejects missing and malformed bodies on every write', async () => {
    const id = await victim();
    const ticket = await ticketId();
    const writes: InjectOptions[] = [
      { method: 'POST', url: `/api/admin/users/${id}/ban` },
      { method: 'POST', url: `/api/admin/users/${id}/ban`, payload: { reason: '   ' } },
      { method: 'POST', url: `/api/admin/users/${id}/ban`, payload: { reason: 42 } },
      { method: 'POST', url: `/api/admin/users/${id}/reset-password`, payload: {} },
      { method: 'POST', url: `/api/admin/users/${id}/reset-password`, payload: { newPassword: '  ' } },
      { method: 'PUT', url: `/api/admin/support-tickets/${ticket}`, payload: { status: 'done' } },
      {
        method: 'PUT',
        url: `/api/admin/support-tickets/${ticket}`,
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      },
    ];
    const before = await logCount();
    for (const options of writes) {
      const res = await admin({ ...options, remoteAddress: nextAddress() });
      expect(res.statusCode, `${options.url} ${res.body}`).toBe(400);
    }
    expect(await logCount()).toBe(before);
  });
});
