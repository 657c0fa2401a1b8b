import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSummary, AdminUserView } from '../../common/schemas/admin';
import { buildTestApp, buildUser, clientFor, type Client, type TestApp } from '../../../test/helpers/app';
import { PrivateRedis } from '../../../test/helpers/redis-server';
import { openSocket, type TestSocket } from '../../../test/helpers/ws';
import { buildApp } from '../app';
import { redisPresence, type Presence } from '../realtime/presence';
import { createRealtime, type Realtime } from '../realtime/setup';

/**
 * The 'Online Now' card (GET /api/admin/summary's users.online) on the real presence path: an
 * instance on a Redis of the test's own, people online through real sockets, and a second
 * instance's set in the same Redis holding ids that are no live account of this database (another
 * deployment's person sharing the Redis, an account deleted here, an entry that is no id at all).
 * The card counts the people the Users tab lists as online, not the size of the presence store.
 */
const ADMIN_EMAIL = 'admin@online.test';
let redis: PrivateRedis;
let t: TestApp;
let realtime: Realtime;
let app: FastifyInstance;
let base: string;
let admin: Client;
let elsewhereRedis: Redis;
let elsewhere: Presence;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  redis = await PrivateRedis.start();
  t = await buildTestApp({ ADMIN_EMAIL });
  realtime = await createRealtime(redis.url);
  app = await buildApp(
    { ...t.deps, bus: realtime.bus, presence: realtime.presence, rateLimitRedis: realtime.rateLimitRedis },
    { logger: false },
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  elsewhereRedis = new Redis(redis.url);
  elsewhere = redisPresence(elsewhereRedis);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await elsewhere?.close();
  elsewhereRedis?.disconnect();
  await app?.close();
  await realtime?.close();
  await t?.close();
  await redis?.stop();
});

async function connected(cookie: string) {
  const socket = await openSocket(base, cookie);
  sockets.push(socket);
  await socket.waitFor('authenticated');
  return socket;
}

async function summaryOnline() {
  const res = await admin({ method: 'GET', url: '/api/admin/summary' });
  expect(res.statusCode).toBe(200);
  return res.json<AdminSummary>().users.online;
}

/** How many Online badges the Users tab shows over all its pages. */
async function badges() {
  const res = await admin({ method: 'GET', url: '/api/admin/users' });
  return res.json<AdminUserView[]>().filter((u) => u.online).length;
}

describe('GET /api/admin/summary: Online Now with Redis presence', () => {
  it('counts live accounts with an open socket, once each, and nothing else the presence store holds', async () => {
    const adminUser = await buildUser(t, { email: ADMIN_EMAIL });
    admin = clientFor(app, adminUser.cookie);
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    await buildUser(t); // never connects
    const gone = await buildUser(t);
    expect((await admin({ method: 'DELETE', url: `/api/admin/users/${gone.user.id}` })).statusCode).toBe(200);
    expect(await summaryOnline()).toBe(0);

    await connected(alice.cookie);
    const bobPhone = await connected(bob.cookie);
    const bobLaptop = await connected(bob.cookie);
    // Another instance's set in the same Redis: a person of another deployment, the deleted account
    // (its socket there not yet closed), and an entry that is no user id.
    await elsewhere.connect(randomUUID());
    await elsewhere.connect(gone.user.id);
    await elsewhere.connect('not-a-user-id');
    expect((await realtime.presence.onlineUserIds()).size).toBe(5); // what the card showed before

    expect(await summaryOnline()).toBe(2);
    expect(await badges()).toBe(2);

    bobPhone.close();
    await bobPhone.closed;
    expect(await summaryOnline()).toBe(2); // still on his laptop
    bobLaptop.close();
    await bobLaptop.closed;
    await expect.poll(summaryOnline).toBe(1);
    expect(await badges()).toBe(1);
  });
});
