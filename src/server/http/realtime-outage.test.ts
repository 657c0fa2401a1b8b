import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { PrivateRedis } from '../../../test/helpers/redis-server';
import { listeningTestApp } from '../../../test/helpers/ws';
import { users } from '../db/schema';
import { CLOSE_SESSION_ENDED } from '../realtime/hub';
import { redisBus } from '../realtime/redis-bus';

/**
 * One instance on a Redis bus of the test's own, which it kills and starts again: sockets here get
 * their events throughout, are told to resynchronise once the bus is back, and a session ended behind
 * the instance's back (as by another instance whose event cannot arrive) closes its sockets quickly.
 */
const OUTAGE_CHECK_MS = 200;
const LIFE_SIGN_MS = 300;
let redis: PrivateRedis;
const server = listeningTestApp(async () => {
  redis = await PrivateRedis.start();
  return buildTestApp(
    {},
    {
      bus: await redisBus(redis.url),
      realtime: { outageSessionCheckMs: OUTAGE_CHECK_MS, lifeSignMs: LIFE_SIGN_MS },
    },
  );
});
let t: TestApp;
beforeAll(() => {
  ({ t } = server);
});
afterAll(async () => {
  await t.deps.bus.close();
  await redis.stop();
});

describe('/ws while the event bus is down', () => {
  it('delivers to sockets on this instance, resyncs them when the bus is back, and ends banned sessions within the check', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const as = await server.connected(alice.cookie);
    const bs = await server.connected(bob.cookie);
    await bs.waitFor('heartbeat', undefined, 5 * LIFE_SIGN_MS);

    await redis.stop();
    await expect.poll(() => t.deps.bus.isHealthy()).toBe(false);
    const sent = await sendText(alice.client, c.id, 'while Redis is down');
    const heard = await bs.waitFor('new_message', (e) => e.message.id === sent.id);
    expect(heard.message.previousId).toBeNull();
    await as.waitFor('new_message', (e) => e.message.id === sent.id);

    // Banned behind this instance's back: no event can arrive, the outage check finds it.
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, bob.user.id));
    const bannedAt = Date.now();
    expect((await bs.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect(Date.now() - bannedAt).toBeLessThan(OUTAGE_CHECK_MS * 5);

    await redis.resume();
    await as.waitFor('resync', undefined, 10_000);
    expect(t.deps.bus.isHealthy()).toBe(true);
  });
});
