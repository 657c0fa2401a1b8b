import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Envelope, EventBus } from './bus';
import { eventChannel, toWire, type RedisLog } from './redis-bus';

/**
 * Who has at least one open socket, across every app instance: one truth, so a person with a phone
 * on one instance and a laptop on another is online once, and goes offline once, when their last
 * socket anywhere closes. Each instance counts its own sockets per user; with Redis it also keeps its
 * users in a set of its own and beats, so a crashed instance's users drop out within the TTL.
 */
export interface Presence {
  /** A socket of this user opened on this instance; true when they were online nowhere before. */
  connect(userId: string): Promise<boolean>;
  /** A socket of this user closed on this instance; true when it was their last one anywhere. */
  disconnect(userId: string): Promise<boolean>;
  /**
   * Tells `audience` that the user is online or went away, if that is still so at the moment it is
   * published: the check and the publication are one step, so announcements racing across instances
   * (a tab closing on one as another opens on the next) always end on what is true.
   */
  announce(userId: string, online: boolean, audience: string[], bus: EventBus): Promise<void>;
  /**
   * Calls `listener` for a user whose status changed with no socket opening or closing: their
   * instance stopped beating (crashed) and they are online nowhere else, or it beats again.
   */
  onLapse(listener: (userId: string, online: boolean) => void): () => void;
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

function presenceEnvelope(userId: string, online: boolean, audience: string[]): Envelope {
  return { userIds: audience, event: { type: 'presence', userId, online } };
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
    async announce(userId, online, audience, bus) {
      // The memory bus hands the event to the hub in this same tick: nothing can change in between.
      if (local.has(userId) === online) await bus.publish(presenceEnvelope(userId, online, audience));
    },
    onLapse() {
      return () => {}; // one process: no instance can lapse while this one runs
    },
    async close() {},
  };
}

export const PRESENCE_TTL_MS = 15_000;
const HEARTBEAT_MS = 5_000;
const INSTANCES_KEY = 'parley:presence:instances';
const INSTANCE_PREFIX = 'parley:presence:instance:';
/**
 * An instance's set outlives its last beat by this many TTLs, so whichever instance notices the
 * lapse can still read whom it held and announce them offline. Liveness itself is the beat's time.
 */
const SET_KEPT_TTLS = 4;

export interface RedisPresenceOptions {
  /** How often this instance beats (and sweeps lapsed ones). Every instance must use the same timing. */
  heartbeatMs?: number;
  /** An instance not heard from for this long is gone, and its users with it. */
  ttlMs?: number;
  log?: Pick<RedisLog, 'warn'>;
}

/**
 * Whether the user is in the set of any instance that beat since the cutoff, the one named in
 * ARGV[4] aside. Shared by the scripts below, each of which runs as one step in Redis, so no other
 * instance's change can fall between its reading and its writing. (The instance sets are named by
 * prefix rather than passed as KEYS: a standalone Redis, as REDIS_URL names, allows it.)
 */
const ONLINE_ON = `
local function onlineOn(prefix, cutoff, user, except)
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], cutoff, '+inf')) do
    if id ~= except and redis.call('SISMEMBER', prefix .. id, user) == 1 then return true end
  end
  return false
end
`;
/** KEYS: instances, own set. ARGV: prefix, cutoff, user, own id, now, set TTL s. 1 when online nowhere before. */
const CONNECT = `${ONLINE_ON}
local before = onlineOn(ARGV[1], ARGV[2], ARGV[3], '')
redis.call('SADD', KEYS[2], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[6])
redis.call('ZADD', KEYS[1], ARGV[5], ARGV[4])
if before then return 0 end
return 1`;
/** KEYS: instances, own set. ARGV: prefix, cutoff, user. 1 when now online nowhere. */
const DISCONNECT = `${ONLINE_ON}
redis.call('SREM', KEYS[2], ARGV[3])
if onlineOn(ARGV[1], ARGV[2], ARGV[3], '') then return 0 end
return 1`;
/** KEYS: instances. ARGV: prefix, cutoff, user, '1' online | '0' offline, channel, envelope. */
const ANNOUNCE = `${ONLINE_ON}
local online = onlineOn(ARGV[1], ARGV[2], ARGV[3], '')
if online == (ARGV[4] == '1') then
  redis.call('PUBLISH', ARGV[5], ARGV[6])
  return 1
end
return 0`;

export function redisPresence(redis: Redis, options: RedisPresenceOptions = {}): Presence {
  const instanceId = randomUUID();
  const key = `${INSTANCE_PREFIX}${instanceId}`;
  const local = new LocalCounts();
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  const setTtlSeconds = Math.ceil((SET_KEPT_TTLS * ttlMs) / 1000);
  const channel = eventChannel(redis.options.db ?? 0);
  const cutoff = () => Date.now() - ttlMs;
  const lapseListeners = new Set<(userId: string, online: boolean) => void>();
  const tell = (userId: string, online: boolean) => lapseListeners.forEach((l) => l(userId, online));
  let beaten = false;

  /**
   * Rewrites this instance's set from its own counts (so a removal Redis missed while it was down
   * heals), marks it alive, and sweeps instances that stopped beating.
   */
  const beat = async () => {
    const users = local.users();
    const multi = redis.multi().zadd(INSTANCES_KEY, Date.now(), instanceId).del(key);
    if (users.length > 0) multi.sadd(key, ...users).expire(key, setTtlSeconds);
    const results = await multi.exec();
    const rejoined = beaten && Number(results?.[0]?.[1]) === 1;
    beaten = true;
    // Another instance took this one for gone (it could not beat for a TTL: Redis away, a stalled
    // event loop) and announced its users offline; they are back.
    if (rejoined) for (const userId of users) tell(userId, true);
    await sweep();
  };

  /** Each lapsed instance is claimed by one instance (ZREM answers 1 once); its users left with it. */
  const sweep = async () => {
    const lapsed = await redis.zrangebyscore(INSTANCES_KEY, '-inf', `(${cutoff()}`);
    for (const id of lapsed) {
      if (id === instanceId || (await redis.zrem(INSTANCES_KEY, id)) !== 1) continue;
      const setKey = `${INSTANCE_PREFIX}${id}`;
      const [[, members]] = ((await redis.multi().smembers(setKey).del(setKey).exec()) ?? []) as [
        [unknown, string[]],
      ];
      if (!members?.length) continue;
      const stillOnline = await presence.onlineAmong(members);
      for (const userId of members) if (!stillOnline.has(userId)) tell(userId, false);
    }
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
    (await redis.zrangebyscore(INSTANCES_KEY, cutoff(), '+inf')).map((id) => `${INSTANCE_PREFIX}${id}`);

  const presence: Presence = {
    async connect(userId) {
      if (!local.add(userId)) return false;
      const first = await redis.eval(
        CONNECT,
        2,
        INSTANCES_KEY,
        key,
        INSTANCE_PREFIX,
        cutoff(),
        userId,
        instanceId,
        Date.now(),
        setTtlSeconds,
      );
      return first === 1;
    },
    async disconnect(userId) {
      if (!local.remove(userId)) return false;
      const last = await redis.eval(DISCONNECT, 2, INSTANCES_KEY, key, INSTANCE_PREFIX, cutoff(), userId);
      return last === 1;
    },
    async announce(userId, online, audience) {
      await redis.eval(
        ANNOUNCE,
        1,
        INSTANCES_KEY,
        INSTANCE_PREFIX,
        cutoff(),
        userId,
        online ? '1' : '0',
        channel,
        toWire('', presenceEnvelope(userId, online, audience)),
      );
    },
    onLapse(listener) {
      lapseListeners.add(listener);
      return () => lapseListeners.delete(listener);
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
      lapseListeners.clear();
      // Redis unreachable: the entries expire by themselves, as a crashed instance's do.
      await redis
        .multi()
        .del(key)
        .zrem(INSTANCES_KEY, instanceId)
        .exec()
        .catch((err: unknown) => options.log?.warn({ err, event: 'presence.unavailable' }));
    },
  };
  return presence;
}
