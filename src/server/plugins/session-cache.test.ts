import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type Client, type TestApp } from '../../../test/helpers/app';
import { PrivateRedis } from '../../../test/helpers/redis-server';
import { sessions, users } from '../db/schema';
import { redisBus } from '../realtime/redis-bus';
import { SESSION_CACHE_TTL_MS } from './session-cache';

/**
 * The session cache saves a query per request; these tests pin down what it may never do: serve a
 * session the database no longer has for longer than its TTL, or serve a stale user after a change
 * the server made itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (client: Client) => client({ method: 'GET', url: '/api/auth/user' });
const advance = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

describe('session cache', () => {
  it('answers from memory within its TTL, then asks the database again', async () => {
    const alice = await buildUser(t);
    expect((await me(alice.client)).statusCode).toBe(200);
    // Behind the server's back (no event): the cached session still answers...
    await t.db.delete(sessions).where(eq(sessions.userId, alice.user.id));
    expect((await me(alice.client)).statusCode).toBe(200);
    // ...but never longer than the TTL.
    advance(SESSION_CACHE_TTL_MS + 1);
    expect((await me(alice.client)).statusCode).toBe(401);
  });

  it('forgets a signed-out session at once', async () => {
    const alice = await buildUser(t);
    expect((await me(alice.client)).statusCode).toBe(200);
    expect((await alice.client({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await me(alice.client)).statusCode).toBe(401);
  });

  it('forgets a banned user at once', async () => {
    const admin = await buildUser(t, { email: t.deps.config.ADMIN_EMAIL });
    const bob = await buildUser(t);
    expect((await me(bob.client)).statusCode).toBe(200);
    const ban = await admin.client({
      method: 'POST',
      url: `/api/admin/users/${bob.user.id}/ban`,
      payload: { reason: 'Spam' },
    });
    expect(ban.statusCode).toBe(200);
    expect((await me(bob.client)).statusCode).toBe(401);
  });

  it('shows the user’s own change at once (dark mode)', async () => {
    const alice = await buildUser(t);
    expect((await me(alice.client)).json().darkMode).toBe('light');
    await alice.client({ method: 'POST', url: '/api/user/preferences', payload: { darkMode: 'dark' } });
    expect((await me(alice.client)).json().darkMode).toBe('dark');
  });

  it('never serves a session past its own expiry', async () => {
    const alice = await buildUser(t);
    expect((await me(alice.client)).statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, alice.user.id));
    t.clock.set(new Date(session.expiresAt.getTime() + 1));
    expect((await me(alice.client)).statusCode).toBe(401);
  });

  it('stamps lastActiveAt at most once a minute, also from the cached copy', async () => {
    const alice = await buildUser(t);
    await me(alice.client);
    const first = (await t.db.select().from(users).where(eq(users.id, alice.user.id)))[0].lastActiveAt;
    expect(first).not.toBeNull();
    advance(30_000);
    await me(alice.client);
    const same = (await t.db.select().from(users).where(eq(users.id, alice.user.id)))[0].lastActiveAt;
    expect(same?.getTime()).toBe(first?.getTime());
    advance(31_000);
    await me(alice.client);
    const later = (await t.db.select().from(users).where(eq(users.id, alice.user.id)))[0].lastActiveAt;
    expect(later!.getTime()).toBeGreaterThan(first!.getTime());
  });
});

describe('session cache while the event bus is down', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await buildTestApp({}, { bus: await redisBus(redis.url) });
  });
  afterAll(async () => {
    await app.close();
    await app.deps.bus.close();
    await redis.stop();
  });

  it('is not read: a session ended elsewhere (its event lost) is refused at once, and after the bus is back', async () => {
    const alice = await buildUser(app);
    const asAlice = () => alice.client({ method: 'GET', url: '/api/auth/user' });
    expect((await asAlice()).statusCode).toBe(200); // cached now
    await redis.stop();
    await expect.poll(() => app.deps.bus.isHealthy()).toBe(false);
    // Ended behind this instance's back, as by another instance whose event cannot arrive.
    await app.db.update(users).set({ isBanned: true }).where(eq(users.id, alice.user.id));
    expect((await asAlice()).statusCode).toBe(401);
    await app.db.update(users).set({ isBanned: false }).where(eq(users.id, alice.user.id));
    expect((await asAlice()).statusCode).toBe(200); // cached again, but the bus is still down
    await app.db.update(users).set({ isBanned: true }).where(eq(users.id, alice.user.id));
    await redis.resume();
    await expect.poll(() => app.deps.bus.isHealthy(), { timeout: 10_000 }).toBe(true);
    // What was cached during the outage went when the bus came back.
    expect((await asAlice()).statusCode).toBe(401);
  });
});
