import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope, EventBus } from './bus';
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
