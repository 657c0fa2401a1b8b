import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryBus, type Envelope, type EventBus } from './bus';
import { memoryPresence, redisPresence, type Presence } from './presence';
import { redisBus } from './redis-bus';

/**
 * Presence answers two questions: who is online at all (the admin portal) and which of a few users
 * are (every send, to know whom to push). Both must agree, in one process and across instances.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
const opened: Presence[] = [];
const buses: EventBus[] = [];
afterAll(async () => {
  await Promise.all(opened.map((p) => p.close()));
  await Promise.all(buses.map((b) => b.close()));
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

/**
 * An announcement is checked against the truth as it is published, in one step: a close on one
 * instance and an open on another can each start announcing, in any order, and what the audience
 * hears last is what is true.
 */
describe('announcing presence', () => {
  const heardFor = (bus: EventBus, watcher: string) => {
    const heard: Envelope['event'][] = [];
    bus.subscribe((e) => e.userIds.includes(watcher) && heard.push(e.event));
    return heard;
  };

  it('in one process, says only what is true', async () => {
    const bus = memoryBus();
    const p = memoryPresence();
    const [u, watcher] = ids('mem-announce');
    const heard = heardFor(bus, watcher);
    await p.announce(u, true, [watcher], bus); // not connected: not said
    await p.connect(u);
    await p.announce(u, false, [watcher], bus); // connected: not said
    await p.announce(u, true, [watcher], bus);
    expect(heard).toEqual([{ type: 'presence', userId: u, online: true }]);
  });

  it('across instances, says only what is true of every instance', async () => {
    const bus = await redisBus(redisUrl);
    buses.push(bus);
    const one = redisPresence(new Redis(redisUrl));
    const two = redisPresence(new Redis(redisUrl));
    opened.push(one, two);
    const [u, watcher] = ids('redis-announce');
    const heard = heardFor(bus, watcher);
    expect(await two.connect(u)).toBe(true);
    expect(await one.connect(u)).toBe(false); // online already, on two
    expect(await two.disconnect(u)).toBe(false); // still online, on one
    await two.announce(u, false, [watcher], bus); // a stale "gone": not said
    expect(await one.disconnect(u)).toBe(true);
    await two.announce(u, true, [watcher], bus); // a stale "here": not said
    await one.announce(u, false, [watcher], bus);
    await expect.poll(() => heard).toEqual([{ type: 'presence', userId: u, online: false }]);
  });
});
