import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  type ActivityView,
  type AdminPage,
  type AdminSummary,
  type AdminTicketView,
  type AdminUserView,
} from '../../common/schemas/admin';
import { buildTestApp, buildUser, clientFor, type Client, type TestApp } from '../../../test/helpers/app';

/** GET /api/admin/users, /support-tickets and /activity-log paged (limit, offset, q) and /api/admin/summary. */
const ADMIN_EMAIL = 'admin@parley.test';
let t: TestApp;
let admin: Client;
let person: Client;
let deletedEmail: string;
const people: Awaited<ReturnType<typeof buildUser>>[] = [];

const get = async <T>(client: Client, url: string) => {
  const res = await client({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<T>() };
};

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL });
  admin = (await buildUser(t, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' })).client;
  // One at a time, so each is newer than the one before.
  for (let i = 1; i <= 12; i++)
    people.push(
      await buildUser(t, { firstName: 'Pat', lastName: `Pager${i}`, email: `pager${i}@paging.test` }),
    );
  people.push(await buildUser(t, { firstName: 'Zoë', lastName: 'O_Brien', email: 'zoe_obrien@paging.test' }));
  const gone = await buildUser(t, { firstName: 'Pat', lastName: 'Gone', email: 'gone@paging.test' });
  deletedEmail = gone.email;
  expect((await admin({ method: 'DELETE', url: `/api/admin/users/${gone.user.id}` })).statusCode).toBe(200);
  person = people[0].client;
  // Two bans and an unban: three log entries besides the deletion's.
  for (const [action, target] of [
    ['ban', people[1]],
    ['ban', people[2]],
    ['unban', people[2]],
  ] as const)
    expect(
      (
        await admin({
          method: 'POST',
          url: `/api/admin/users/${target.user.id}/${action}`,
          ...(action === 'ban' ? { payload: { reason: 'Spam' } } : {}),
        })
      ).statusCode,
    ).toBe(200);
  for (const [i, status] of (['open', 'open', 'in_progress', 'resolved', 'closed'] as const).entries()) {
    const filed = await people[3 + i].client({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { title: `Ticket ${i + 1}`, description: 'Paging', priority: 'low' },
    });
    expect(filed.statusCode).toBe(201);
    if (status !== 'open')
      await admin({
        method: 'PUT',
        url: `/api/admin/support-tickets/${filed.json<{ id: number }>().id}`,
        payload: { status },
      });
  }
});
afterAll(() => t.close());

describe('GET /api/admin/users', () => {
  it('with no query still answers every live account as a plain array, newest first', async () => {
    const { status, body } = await get<AdminUserView[]>(admin, '/api/admin/users');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(14); // the administrator and 13 people; the deleted account is left out
    expect(body[0].email).toBe('zoe_obrien@paging.test');
    expect(body.at(-1)!.email).toBe(ADMIN_EMAIL);
    expect(body.map((u) => u.email)).not.toContain(deletedEmail);
    expect(body[0]).toHaveProperty('online', false);
    expect(body[0]).not.toHaveProperty('passwordHash');
  });

  it('pages in the same order, with the total of every live account', async () => {
    const all = (await get<AdminUserView[]>(admin, '/api/admin/users')).body;
    const first = await get<AdminPage<AdminUserView>>(admin, '/api/admin/users?limit=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 14, limit: 5, offset: 0 });
    expect(first.body.items.map((u) => u.id)).toEqual(all.slice(0, 5).map((u) => u.id));
    const last = await get<AdminPage<AdminUserView>>(admin, '/api/admin/users?limit=5&offset=10');
    expect(last.body).toMatchObject({ total: 14, limit: 5, offset: 10 });
    expect(last.body.items.map((u) => u.id)).toEqual(all.slice(10).map((u) => u.id));
    // Past the end: no rows, the total still true.
    const beyond = await get<AdminPage<AdminUserView>>(admin, '/api/admin/users?offset=500');
    expect(beyond.body).toEqual({ items: [], total: 14, limit: ADMIN_PAGE_SIZE, offset: 500 });
  });

  it('searches any part of the name or the e-mail address, any case, % and _ taken literally', async () => {
    const emails = async (q: string) => {
      const { status, body } = await get<AdminPage<AdminUserView>>(
        admin,
        `/api/admin/users?q=${encodeURIComponent(q)}`,
      );
      expect(status).toBe(200);
      expect(body.total).toBe(body.items.length);
      return body.items.map((u) => u.email);
    };
    expect(await emails('PAGER1')).toEqual([
      'pager12@paging.test',
      'pager11@paging.test',
      'pager10@paging.test',
      'pager1@paging.test',
    ]);
    expect(await emails('pat pager7')).toEqual(['pager7@paging.test']);
    expect(await emails('  ada ad ')).toEqual([ADMIN_EMAIL]);
    expect(await emails('zoë o_b')).toEqual(['zoe_obrien@paging.test']);
    // Unescaped, '_' and '%' would match everyone.
    expect(await emails('_')).toEqual(['zoe_obrien@paging.test']);
    expect(await emails('%')).toEqual([]);
    expect(await emails('gone')).toEqual([]); // deleted accounts are never found
    expect(await emails('nobody-by-this-name')).toEqual([]);
    // Blank matches everyone, as a page.
    const blank = await get<AdminPage<AdminUserView>>(admin, '/api/admin/users?q=');
    expect(blank.body).toMatchObject({ total: 14, limit: ADMIN_PAGE_SIZE, offset: 0 });
    const paged = await get<AdminPage<AdminUserView>>(admin, '/api/admin/users?q=pager&limit=2&offset=2');
    expect(paged.body.total).toBe(12);
    expect(paged.body.items.map((u) => u.email)).toEqual(['pager10@paging.test', 'pager9@paging.test']);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 200'],
    ['limit=201', 'limit must be a whole number from 1 to 200'],
    ['limit=ten', 'limit must be a whole number from 1 to 200'],
    ['limit=1e1', 'limit must be a whole number from 1 to 200'],
    ['limit=2.5', 'limit must be a whole number from 1 to 200'],
    ['limit=', 'limit must be a whole number from 1 to 200'],
    ['limit=5&limit=6', 'limit must be a whole number from 1 to 200'],
    ['offset=-1', 'offset must be a whole number from 0 to 10000000'],
    ['offset=99999999999', 'offset must be a whole number from 0 to 10000000'],
    ['offset=0x10', 'offset must be a whole number from 0 to 10000000'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=a%00b', 'Text cannot contain the null character (U+0000)'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await admin({ method: 'GET', url: `/api/admin/users?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /api/admin/support-tickets and /api/admin/activity-log', () => {
  it('answer the whole list with no query, and one page with the total when asked', async () => {
    const all = await get<AdminTicketView[]>(admin, '/api/admin/support-tickets');
    expect(all.body.map((t) => t.title)).toEqual([
      'Ticket 5',
      'Ticket 4',
      'Ticket 3',
      'Ticket 2',
      'Ticket 1',
    ]);
    const page = await get<AdminPage<AdminTicketView>>(admin, '/api/admin/support-tickets?limit=2&offset=1');
    expect(page.body).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect(page.body.items.map((t) => t.title)).toEqual(['Ticket 4', 'Ticket 3']);
    expect(page.body.items[0].user?.email).toBe(people[6].email);

    const log = await get<ActivityView[]>(admin, '/api/admin/activity-log');
    expect(Array.isArray(log.body)).toBe(true);
    const logPage = await get<AdminPage<ActivityView>>(admin, '/api/admin/activity-log?limit=3');
    expect(logPage.body.total).toBe(log.body.length);
    expect(logPage.body.items).toEqual(log.body.slice(0, 3));
  });

  it('refuse a bad limit or offset with a 400; a search is for users only and is ignored', async () => {
    for (const url of ['/api/admin/support-tickets', '/api/admin/activity-log']) {
      const bad = await admin({ method: 'GET', url: `${url}?limit=1000` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('limit must be a whole number from 1 to 200');
      expect((await admin({ method: 'GET', url: `${url}?offset=x` })).statusCode).toBe(400);
    }
  });
});

describe('GET /api/admin/summary', () => {
  it('counts every live account and ticket, whatever page the tabs show', async () => {
    const { status, body } = await get<AdminSummary>(admin, '/api/admin/summary');
    expect(status).toBe(200);
    expect(body).toEqual({
      users: { total: 14, active: 13, banned: 1, online: 0 },
      tickets: { total: 5, open: 2, inProgress: 1, resolved: 1 },
    });
  });
});

describe('only the administrator', () => {
  it.each([
    '/api/admin/users?limit=5',
    '/api/admin/users?q=pager',
    '/api/admin/support-tickets?limit=5',
    '/api/admin/activity-log?offset=0',
    '/api/admin/summary',
  ])('%s is 403 for anyone else and 401 signed out, before the query is read', async (url) => {
    expect((await person({ method: 'GET', url })).statusCode).toBe(403);
    expect((await clientFor(t.app)({ method: 'GET', url })).statusCode).toBe(401);
    // A bad query is refused for who is asking first, not for the query.
    const bad = url.replace(/\?.*/, '?limit=0');
    expect((await person({ method: 'GET', url: bad })).statusCode).toBe(403);
  });
});

describe('the API document', () => {
  it('lists the paging parameters and both answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const users = doc.paths['/api/admin/users'].get;
    expect(users.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'offset', 'q']);
    expect(Object.keys(users.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(JSON.stringify(users.responses['200'])).toContain('total');
    expect(doc.paths['/api/admin/summary'].get.responses['200']).toBeDefined();
  });
});
