import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope, EventBus } from './bus';
import { PrivateRedis } from '../../../test/helpers/redis-server';
import { redisBus } from './redis-bus';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const inDatabase = (db: number) => {
  const url = new URL(redisUrl);
  url.pathname = `/${db}`;
  return url.toString();
};
const buses: EventBus[] = [];
afterAll(() => Promise.all(buses.map((b) => b.close())));

async function listening(url: string): Promise<{ bus: EventBus; heard: Envelope[] }> {
  const bus = await redisBus(url);
  buses.push(bus);
  const heard: Envelope[] = [];
  bus.subscribe((e) => heard.push(e));
  return { bus, heard };
}

describe('the Redis bus', () => {
  it('carries events between instances of one deployment, and never to a deployment on another database', async () => {
    const [one, two, staging] = await Promise.all([
      listening(inDatabase(7)),
      listening(inDatabase(7)),
      listening(inDatabase(8)),
    ]);
    const secret = { userIds: [randomUUID()], event: { type: 'typing', text: `secret ${randomUUID()}` } };
    await one.bus.publish(secret as unknown as Envelope);
    await expect.poll(() => two.heard.length).toBe(1);
    expect(two.heard[0]).toEqual(secret);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staging.heard).toEqual([]);
    await expect(one.bus.ping()).resolves.toBeUndefined();
  });
});

describe('the Redis bus when Redis goes away', () => {
  it('delivers to its own instance throughout, and afterwards has every instance resynchronise', async () => {
    const redis = await PrivateRedis.start();
    try {
      const [one, two] = await Promise.all([listening(redis.url), listening(redis.url)]);
      const recovered = [0, 0];
      one.bus.onRecovered(() => (recovered[0] += 1));
      two.bus.onRecovered(() => (recovered[1] += 1));
      const event = (text: string) =>
        ({ userIds: ['u1', 'u2'], event: { type: 'typing', text } }) as unknown as Envelope;
      await one.bus.publish(event('before'));
      await expect.poll(() => two.heard.length).toBe(1);
      expect(one.heard).toHaveLength(1); // its own, once: not again when Redis echoes it

      await redis.stop();
      await expect.poll(() => [one.bus.isHealthy(), two.bus.isHealthy()]).toEqual([false, false]);
      const during = {
        userIds: ['u1', 'u2'],
        event: { type: 'conversation_deleted', conversationId: randomUUID() },
      } satisfies Envelope;
      await one.bus.publish(during);
      expect(one.heard.at(-1)).toEqual(during); // at once, though Redis is gone
      expect(two.heard).toHaveLength(1);

      await redis.resume();
      await expect.poll(() => recovered, { timeout: 10_000 }).toEqual([1, 1]);
      expect([one.bus.isHealthy(), two.bus.isHealthy()]).toEqual([true, true]);
      // (Both resubscribed before saying so: what the other sends now arrives.)
      await one.bus.publish(event('after'));
      await expect.poll(() => two.heard.at(-1)).toEqual(event('after'));
    } finally {
      await redis.stop();
    }
  });
});
