import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database';
import type { DatabaseHandle } from '../db/client';
import { databaseThrottleStore } from './database-store';
import { PASSWORD_GUESSES, type Claim, type ThrottlePolicy } from './policy';
import { redisThrottleStore } from './redis-store';
import { withFallback, type ThrottleStore } from './store';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const small: ThrottlePolicy = {
  scope: 'test',
  free: 2,
  firstDelayMs: 1000,
  maxDelayMs: 4000,
  hardLimit: 6,
  windowMs: 60_000,
};

let database: DatabaseHandle;
let redis: Redis;
beforeAll(async () => {
  database = await openTestDatabase();
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  redis.disconnect();
  await database.close();
});

/** Attempts at fixed times (ms after `start`), the answer to each. */
async function run(store: ThrottleStore, key: string, times: number[], start = 1_800_000_000_000) {
  const answers: Claim[] = [];
  for (const at of times) answers.push(await store.claim(key, small, start + at));
  return answers;
}

// Free, free, then waits of 1, 2, 4, 4 s, the limit of 6, and the window sliding past the oldest.
const schedule = [0, 10, 500, 1010, 2000, 3010, 3020, 7010, 11_010, 12_000, 60_001, 60_011, 61_000];
const expected: Claim[] = [
  { outcome: 'allowed', count: 1 },
  { outcome: 'allowed', count: 2 },
  { outcome: 'delayed', retryAfterMs: 510 },
  { outcome: 'allowed', count: 3 },
  { outcome: 'delayed', retryAfterMs: 1010 },
  { outcome: 'allowed', count: 4 },
  { outcome: 'delayed', retryAfterMs: 3990 },
  { outcome: 'allowed', count: 5 },
  { outcome: 'allowed', count: 6 },
  { outcome: 'locked', retryAfterMs: 48_000 },
  // The first attempt (at 0) has left the window: one place again, then the wait after 5 failures.
  { outcome: 'allowed', count: 6 },
  { outcome: 'delayed', retryAfterMs: 3990 },
  { outcome: 'delayed', retryAfterMs: 3001 },
];

describe('throttle stores', () => {
  it('the database and Redis give the same answers to the same attempts', async () => {
    const key = `same-${crypto.randomUUID()}`;
    expect(await run(databaseThrottleStore(database.db), key, schedule)).toEqual(expected);
    expect(await run(redisThrottleStore(redis), key, schedule)).toEqual(expected);
  });

  it('attempts arriving together are each counted, in both stores', async () => {
    for (const store of [databaseThrottleStore(database.db), redisThrottleStore(redis)]) {
      const key = `together-${crypto.randomUUID()}`;
      const now = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => store.claim(key, PASSWORD_GUESSES, now)),
      );
      expect(answers.filter((a) => a.outcome === 'allowed')).toHaveLength(PASSWORD_GUESSES.free);
    }
  });

  it('clear forgets the key', async () => {
    for (const store of [databaseThrottleStore(database.db), redisThrottleStore(redis)]) {
      const key = `clear-${crypto.randomUUID()}`;
      await run(store, key, [0, 1, 2]);
      await store.clear(key);
      expect(await run(store, key, [3])).toEqual([{ outcome: 'allowed', count: 1 }]);
    }
  });

  it('while Redis fails, the database counts instead of letting every attempt through', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const warnings: object[] = [];
    const store = withFallback(redisThrottleStore(down), databaseThrottleStore(database.db), {
      warn: (details) => warnings.push(details),
    });
    const key = `fallback-${crypto.randomUUID()}`;
    expect(await run(store, key, schedule.slice(0, 3))).toEqual(expected.slice(0, 3));
    expect(warnings[0]).toMatchObject({ event: 'throttle.store_failed' });
    down.disconnect();
  });
});
