import type { Redis } from 'ioredis';
import { memoryBus, type EventBus } from './bus';
import { memoryPresence, redisPresence, type Presence, type RedisPresenceOptions } from './presence';
import { redisBus, redisClient, type RedisLog } from './redis-bus';

export interface Realtime {
  bus: EventBus;
  presence: Presence;
  /** With REDIS_URL: where every instance keeps its rate-limit counts, so a limit holds for the whole cluster. */
  rateLimitRedis?: Redis;
  close(): Promise<void>;
}

/**
 * One process: an in-memory bus and presence. With REDIS_URL: Redis pub/sub and a shared presence,
 * so several instances behind one load balancer behave as one.
 */
export async function createRealtime(
  redisUrl: string | undefined,
  log?: RedisLog,
  options: { presence?: Pick<RedisPresenceOptions, 'heartbeatMs' | 'ttlMs'> } = {},
): Promise<Realtime> {
  if (!redisUrl) {
    const bus = memoryBus();
    const presence = memoryPresence();
    return { bus, presence, close: async () => Promise.all([presence.close(), bus.close()]).then(() => {}) };
  }
  const bus = await redisBus(redisUrl, log);
  const client = await redisClient(redisUrl, log);
  const presence = redisPresence(client, { ...options.presence, log });
  return {
    bus,
    presence,
    rateLimitRedis: client,
    async close() {
      await presence.close();
      await Promise.allSettled([bus.close(), client.quit()]);
    },
  };
}
