import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryPresence, redisPresence, type Presence } from './presence';

/**
 * Presence answers two questions: who is online at all (the admin portal) and which of a few users
 * are (every send, to know whom to push). Both must agree, in one process and across instances.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
const opened: Presence[] = [];
afterAll(async () => {
  await Promise.all(opened.map((p) => p.close()));
  for (const c of clients) c.disconnect();
});

const ids = (prefix: string) => ['a', 'b', 'c', 'd'].map((x) => `${prefix}-${x}-${Date.now()}`);

describe('memory presence', () => {
  it('counts sockets per user and answers for any subset', async () => {
    const p = memoryPresence();
    const [a, b, c] = ids('mem');
    expect(await p.connect(a)).toBe(true);
    expect(await p.connect(a)).toBe(false);
    await p.connect(b);
    expect(await p.onlineAmong([a, b, c])).toEqual(new Set([a, b]));
    expect(await p.disconnect(a)).toBe(false);
    expect(await p.disconnect(a)).toBe(true);
    expect(await p.onlineAmong([a, b, c])).toEqual(new Set([b]));
    expect(await p.onlineUserIds()).toEqual(new Set([b]));
  });
});

describe('redis presence across two instances', () => {
  it('sees users of both instances, for a subset as for everyone', async () => {
    const one = redisPresence(new Redis(redisUrl));
    const two = redisPresence(new Redis(redisUrl));
    opened.push(one, two);
    const [a, b, c, d] = ids('redis');
    await one.connect(a);
    await two.connect(b);
    await two.connect(c);
    for (const p of [one, two]) {
      expect(await p.onlineAmong([a, b, c, d])).toEqual(new Set([a, b, c]));
      expect(await p.onlineAmong([d])).toEqual(new Set());
      const everyone = await p.onlineUserIds();
      expect([a, b, c].every((id) => everyone.has(id))).toBe(true);
      expect(everyone.has(d)).toBe(false);
    }
    await two.disconnect(b);
    expect(await one.onlineAmong([a, b, c])).toEqual(new Set([a, c]));
  });
});
