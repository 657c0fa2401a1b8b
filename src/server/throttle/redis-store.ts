import type { Redis } from 'ioredis';
import { hashToken } from '../crypto';
import type { Claim } from './policy';
import type { ThrottleStore } from './store';

/**
 * policy.ts's `decide`, run inside Redis so the read, the decision and the write are one step
 * across every instance. A sorted set per key: members are attempts, scores their times (ms).
 * A test runs the same attempts through this and the database store and compares the answers.
 */
const CLAIM = `
local key = KEYS[1]
local now, window, free, firstDelay, maxDelay, hardLimit = tonumber(ARGV[1]), tonumber(ARGV[2]),
  tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= hardLimit then
  local oldest = redis.call('ZRANGE', key, count - hardLimit, count - hardLimit, 'WITHSCORES')
  return {'locked', tonumber(oldest[2]) + window - now}
end
if count >= free then
  local wait = math.min(firstDelay * 2 ^ math.min(count - free, 30), maxDelay)
  local last = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
  if wait > 0 and last[2] ~= nil and now < tonumber(last[2]) + wait then
    return {'delayed', tonumber(last[2]) + wait - now}
  end
end
redis.call('ZADD', key, now, ARGV[7])
redis.call('PEXPIRE', key, window)
return {'allowed', count + 1}
`;

export function redisThrottleStore(redis: Redis): ThrottleStore {
  const name = (key: string) => `parley:throttle:${hashToken(key)}`;
  return {
    async claim(key, policy, now) {
      const [outcome, value] = (await redis.eval(
        CLAIM,
        1,
        name(key),
        now,
        policy.windowMs,
        policy.free,
        policy.firstDelayMs,
        policy.maxDelayMs,
        policy.hardLimit,
        `${now}:${crypto.randomUUID()}`,
      )) as [Claim['outcome'], number];
      return outcome === 'allowed' ? { outcome, count: value } : { outcome, retryAfterMs: value };
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}
