import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, clientFor, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { openSocket, settle, type TestSocket } from '../../../test/helpers/ws';
import type { ServerEvent } from '../../common/events';
import { buildApp } from '../app';
import { redisPresence } from '../realtime/presence';
import { createRealtime, type Realtime } from '../realtime/setup';

/**
 * Two app instances behind one imaginary load balancer: one PostgreSQL database, one Redis. A
 * message posted through one instance reaches a socket on the other, and presence spans both.
 * Defaults to the local services this project's machines run; TEST_DATABASE_URL / TEST_REDIS_URL
 * point elsewhere.
 */
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
const instances: Array<{ app: FastifyInstance; realtime: Realtime; url: string }> = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 2; i++) {
    const realtime = await createRealtime(redisUrl);
    const app = await buildApp(
      { ...t.deps, bus: realtime.bus, presence: realtime.presence, rateLimitRedis: realtime.rateLimitRedis },
      { logger: false, realtime: { offlineGraceMs: 200 } },
    );
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, realtime, url });
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const i of instances) {
    await i.app.close();
    await i.realtime.close();
  }
  await t.close();
});

describe('two instances sharing PostgreSQL and Redis', () => {
  it('share one rate limit: ten failed sign-ins spread over both, and the next is refused on either', async () => {
    const [one, two] = instances;
    // An address of this run's own: the counts stay in Redis for the minute.
    const remoteAddress = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `nobody-${randomUUID()}@example.com`, password: 'wrong password' },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? two.app : one.app)).statusCode).toBe(401);
    expect((await attempt(one.app)).statusCode).toBe(429);
    expect((await attempt(two.app)).statusCode).toBe(429);
  });

  it('deliver a message posted on one to a user connected to the other within a second', async () => {
    const [one, two] = instances;
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(clientFor(one.app, alice.cookie), [bob.email]);
    const bobSocket = await openSocket(two.url, bob.cookie);
    sockets.push(bobSocket);
    await bobSocket.waitFor('authenticated');
    const started = Date.now();
    const sent = await sendText(clientFor(one.app, alice.cookie), c.id, 'across instances');
    const got = await bobSocket.waitFor('new_message', (e) => e.message.id === sent.id, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(got.message.finalContent).toBe('across instances');
  });

  it('show users of both instances as online, from either instance', async () => {
    const [one, two] = instances;
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(clientFor(one.app, alice.cookie), [bob.email]);
    await sendText(clientFor(two.app, bob.cookie), c.id, 'hi'); // answering shares Bob's status
    const a = await openSocket(one.url, alice.cookie);
    const b = await openSocket(two.url, bob.cookie);
    sockets.push(a, b);
    await Promise.all([a.waitFor('authenticated'), b.waitFor('authenticated')]);
    for (const app of [one.app, two.app]) {
      const online = await clientFor(app, alice.cookie)({ method: 'GET', url: '/api/online-users' });
      expect(online.json().sort()).toEqual([alice.user.id, bob.user.id].sort());
    }
    b.close();
    await b.closed;
    await new Promise((r) => setTimeout(r, 100));
    const after = await clientFor(one.app, alice.cookie)({ method: 'GET', url: '/api/online-users' });
    expect(after.json()).toEqual([alice.user.id]);
  });

  it('honour a sign-out on one instance on the other at once, whatever each has cached', async () => {
    const [one, two] = instances;
    const alice = await buildUser(t);
    const onTwo = clientFor(two.app, alice.cookie);
    // Instance two now remembers alice's session.
    expect((await onTwo({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
    const out = await clientFor(one.app, alice.cookie)({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    // session_revoked crosses Redis in well under the session cache's TTL.
    await new Promise((r) => setTimeout(r, 100));
    expect((await onTwo({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('show a dark-mode switch made on one instance on the other at once, and tell the user’s other tabs', async () => {
    const [one, two] = instances;
    const alice = await buildUser(t);
    const onTwo = clientFor(two.app, alice.cookie);
    expect((await onTwo({ method: 'GET', url: '/api/auth/user' })).json().darkMode).toBe('light');
    const otherTab = await openSocket(two.url, alice.cookie);
    sockets.push(otherTab);
    await otherTab.waitFor('authenticated');
    const onOne = clientFor(one.app, alice.cookie);
    const set = await onOne({
      method: 'POST',
      url: '/api/user/preferences',
      payload: { darkMode: 'dark' },
    });
    expect(set.statusCode).toBe(200);
    await otherTab.waitFor('user_profile_updated', (e) => e.userId === alice.user.id, 1000);
    expect((await onTwo({ method: 'GET', url: '/api/auth/user' })).json().darkMode).toBe('dark');
  });
});

describe('presence across instances: one truth, in Redis', () => {
  /** Alice, and Bob who has written to her (so she may see his status), and Alice's socket on `where`. */
  async function pair(whereUrl: string, app: FastifyInstance) {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(clientFor(app, alice.cookie), [bob.email]);
    await sendText(clientFor(app, bob.cookie), c.id, 'hi');
    const watcher = await openSocket(whereUrl, alice.cookie);
    sockets.push(watcher);
    await watcher.waitFor('authenticated');
    const seen = () =>
      watcher.events
        .filter((e): e is Extract<ServerEvent, { type: 'presence' }> => e.type === 'presence')
        .filter((e) => e.userId === bob.user.id)
        .map((e) => e.online);
    return { alice, bob, watcher, seen };
  }

  it('a user on two instances is announced online once, and offline only when their last socket anywhere closes', async () => {
    const [one, two] = instances;
    const { bob, seen } = await pair(one.url, one.app);
    const phone = await openSocket(one.url, bob.cookie);
    sockets.push(phone);
    await phone.waitFor('authenticated');
    await expect.poll(seen).toEqual([true]);
    const laptop = await openSocket(two.url, bob.cookie);
    sockets.push(laptop);
    await laptop.waitFor('authenticated');
    await settle();
    expect(seen()).toEqual([true]); // already online: nothing to say
    laptop.close();
    await laptop.closed;
    await settle();
    expect(seen()).toEqual([true]); // still on his phone
    phone.close();
    await phone.closed;
    await expect.poll(seen).toEqual([true, false]);
    await settle();
    expect(seen()).toEqual([true, false]);
  });

  it('a user whose instance crashed is announced offline once its heartbeat has lapsed', async () => {
    // A Redis database of this test's own: its short heartbeat must not sweep other tests' instances.
    const url = new URL(redisUrl);
    url.pathname = '/12';
    const timing = { heartbeatMs: 100, ttlMs: 800 };
    const realtime = await createRealtime(url.toString(), undefined, { presence: timing });
    const app = await buildApp(
      { ...t.deps, bus: realtime.bus, presence: realtime.presence, rateLimitRedis: realtime.rateLimitRedis },
      { logger: false, realtime: { offlineGraceMs: 200 } },
    );
    const survivor = { app, realtime, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    instances.push(survivor);
    const { bob, alice, seen } = await pair(survivor.url, survivor.app);
    // The instance that will crash: Bob's socket is there; then it stops beating, without a goodbye.
    const crashingRedis = new Redis(url.toString());
    const crashing = redisPresence(crashingRedis, timing);
    await crashing.connect(bob.user.id);
    const online = await clientFor(survivor.app, alice.cookie)({ method: 'GET', url: '/api/online-users' });
    expect(online.json()).toContain(bob.user.id);
    crashingRedis.disconnect();
    await expect.poll(seen, { timeout: 3000 }).toEqual([false]);
    const after = await clientFor(survivor.app, alice.cookie)({ method: 'GET', url: '/api/online-users' });
    expect(after.json()).not.toContain(bob.user.id);
    await crashing.close(); // its timer
  });
});
