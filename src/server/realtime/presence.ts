import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisLog } from './redis-bus';

/**
 * Who has at least one open socket, across every app instance. Each instance counts its own
 * sockets per user; with Redis it also keeps its users in a set of its own that expires unless the
 * instance keeps beating, so a crashed instance's users drop out within PRESENCE_TTL_MS.
 */
export interface Presence {
  /** A socket of this user opened on this instance; true when it is their first one here. */
  connect(userId: string): Promise<boolean>;
  /** A socket of this user closed on this instance; true when it was their last one here. */
  disconnect(userId: string): Promise<boolean>;
  /** Everyone online: for the admin portal. */
  onlineUserIds(): Promise<Set<string>>;
  /** Which of these users are online: what a send, a contact list or a disconnect needs to know. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

class LocalCounts {
  private counts = new Map<string, number>();
  /** True when this is the user's first socket here. */
  add(userId: string): boolean {
    const n = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, n);
    return n === 1;
  }
  /** True when that was the user's last socket here. */
  remove(userId: string): boolean {
    const n = (this.counts.get(userId) ?? 0) - 1;
    if (n > 0) {
      this.counts.set(userId, n);
      return false;
    }
    this.counts.delete(userId);
    return true;
  }
  users(): string[] {
    return [...this.counts.keys()];
  }
  has(userId: string): boolean {
    return this.counts.has(userId);
  }
}

export function memoryPresence(): Presence {
  const local = new LocalCounts();
  return {
    async connect(userId) {
      return local.add(userId);
    },
    async disconnect(userId) {
      return local.remove(userId);
    },
    async onlineUserIds() {
      return new Set(local.users());
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => local.has(id)));
    },
    async close() {},
  };
}

export const PRESENCE_TTL_MS = 15_000;
const HEARTBEAT_MS = 5_000;
const INSTANCES_KEY = 'parley:presence:instances';

export function redisPresence(
  redis: Redis,
  options: { heartbeatMs?: number; log?: Pick<RedisLog, 'warn'> } = {},
): Presence {
  const instanceId = randomUUID();
  const key = `parley:presence:instance:${instanceId}`;
  const local = new LocalCounts();
  const ttlSeconds = Math.ceil(PRESENCE_TTL_MS / 1000);

  const beat = async () => {
    const users = local.users();
    const multi = redis.multi().zadd(INSTANCES_KEY, Date.now(), instanceId);
    if (users.length > 0) multi.sadd(key, ...users).expire(key, ttlSeconds);
    await multi.exec();
  };
  const timer = setInterval(() => {
    beat().catch(() => {}); // Redis down: the next beat retries; presence is advisory.
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();
  void beat().catch(() => {});

  /**
   * Presence is advisory: with Redis unreachable, a read answers what this instance knows (its own
   * sockets) rather than failing the admin's user list, a contact list or a send's push decision.
   */
  const orLocal = async (read: () => Promise<Set<string>>, fallback: () => Set<string>) => {
    try {
      return await read();
    } catch (err) {
      options.log?.warn({ err, event: 'presence.unavailable' });
      return fallback();
    }
  };

  const liveInstanceKeys = async () =>
    (await redis.zrangebyscore(INSTANCES_KEY, Date.now() - PRESENCE_TTL_MS, '+inf')).map(
      (id) => `parley:presence:instance:${id}`,
    );

  return {
    async connect(userId) {
      if (!local.add(userId)) return false;
      await redis
        .multi()
        .sadd(key, userId)
        .expire(key, ttlSeconds)
        .zadd(INSTANCES_KEY, Date.now(), instanceId)
        .exec();
      return true;
    },
    async disconnect(userId) {
      if (!local.remove(userId)) return false;
      await redis.srem(key, userId);
      return true;
    },
    async onlineUserIds() {
      return orLocal(
        async () => {
          const live = await liveInstanceKeys();
          if (live.length === 0) return new Set();
          return new Set(await redis.sunion(...live));
        },
        () => new Set(local.users()),
      );
    },
    async onlineAmong(userIds) {
      const here = () => new Set(userIds.filter((id) => local.has(id)));
      const online = here();
      const rest = userIds.filter((id) => !online.has(id));
      if (rest.length === 0) return online;
      return orLocal(async () => {
        const live = (await liveInstanceKeys()).filter((k) => k !== key);
        if (live.length === 0) return online;
        const pipeline = redis.pipeline();
        for (const k of live) pipeline.smismember(k, ...rest);
        for (const [err, flags] of (await pipeline.exec()) ?? []) {
          if (err) throw err;
          (flags as number[]).forEach((flag, i) => flag && online.add(rest[i]));
        }
        return online;
      }, here);
    },
    async close() {
      clearInterval(timer);
      // Redis unreachable: the entries expire by themselves, as a crashed instance's do.
      await redis
        .multi()
        .del(key)
        .zrem(INSTANCES_KEY, instanceId)
        .exec()
        .catch((err: unknown) => options.log?.warn({ err, event: 'presence.unavailable' }));
    },
  };
}
