import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { envelopeFromJson, eventJson, type Envelope, type EventBus } from './bus';

/** Where the Redis clients report: main.ts passes its logger; tests may pass nothing. */
export interface RedisLog {
  error(details: object, message?: string): void;
  warn(details: object, message?: string): void;
}
const silent: RedisLog = { error() {}, warn() {} };

/**
 * For the clients requests wait on (publishing, presence, rate-limit counts). While Redis is down a
 * command fails at once instead of queueing until it comes back: a request's change is already
 * committed, or (rate limits) it goes through unlimited, so waiting helps no one. The client keeps
 * reconnecting by itself meanwhile; commandTimeout covers a Redis that stopped answering.
 */
const FAIL_FAST: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 2000,
};

/**
 * Redis pub/sub ignores the database number: every client of a server hears every channel. Two
 * deployments sharing one Redis (production and a staging copy, each given its own database in
 * REDIS_URL as the README says) would otherwise deliver each other's messages, text included, to
 * their sockets. So the channel carries the database number (database 0 keeps the original name).
 */
export function eventChannel(db: number): string {
  return db === 0 ? 'parley:events' : `parley:events:db${db}`;
}

/**
 * Connects at start-up. A failure rejects with what went wrong (ECONNREFUSED, WRONGPASS: the first
 * error the client reported, not its "Connection is closed.") and stops the clients retrying, so
 * start-up can say which setting is wrong. Once connected, errors (Redis going away) are logged.
 */
async function connectAll(clients: Redis[], log: RedisLog): Promise<void> {
  let first: unknown;
  const remember = (err: unknown) => {
    first ??= err;
  };
  for (const client of clients) client.on('error', remember);
  const results = await Promise.allSettled(clients.map((client) => client.connect()));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    for (const client of clients) client.disconnect();
    throw first ?? failed.reason;
  }
  for (const client of clients) {
    client.off('error', remember);
    // Once per outage: the client retries every few hundred milliseconds and reports each failure.
    let reported = false;
    client.on('error', (err: unknown) => {
      if (!reported) log.error({ err, event: 'redis.error' });
      reported = true;
    });
    client.on('ready', () => (reported = false));
  }
}

/**
 * How often the bus asks Redis whether it answers, and how long it waits: a Redis that hangs is
 * taken for gone within twice this (sessions are then re-checked without the cache).
 */
export const PROBE_MS = 2000;

/** How often publications that failed are retried as a `resync` to the users they were for. */
const RESYNC_RETRY_MS = 1000;

/**
 * The bus across app instances. Each instance hands its own events to its own handlers at once (so
 * its sockets never wait on Redis) and publishes them, stamped with its id, for the others; what
 * comes back stamped with its own id is dropped. Delivery never depends on Redis being up:
 *  - a publication that fails is remembered by the users it was for, and as soon as Redis answers
 *    again they are sent a `resync` (their clients fetch again over HTTP, the source of truth);
 *  - a subscriber that lost Redis is unhealthy until it has subscribed again (done here, not by
 *    ioredis, which says "ready" before it resubscribes), then onRecovered tells this instance to
 *    resync every socket it holds, since anything published in the gap never reached it.
 */
export async function redisBus(url: string, log: RedisLog = silent): Promise<EventBus> {
  const pub = new Redis(url, FAIL_FAST);
  const sub = new Redis(url, { lazyConnect: true, autoResubscribe: false, commandTimeout: PROBE_MS });
  await connectAll([pub, sub], log);
  const channel = eventChannel(pub.options.db ?? 0);
  const origin = randomUUID();
  const handlers = new Set<(envelope: Envelope) => void>();
  const recoveredHandlers = new Set<() => void>();
  const hand = (envelope: Envelope) => {
    for (const handler of handlers) handler(envelope);
  };

  sub.on('message', (_channel: string, raw: string) => {
    let envelope: Envelope | null;
    try {
      envelope = fromWire(raw, origin);
    } catch (err) {
      log.error({ err, event: 'redis.error' });
      return;
    }
    // null: this instance's own, handed to its handlers when it was published.
    if (envelope) hand(envelope);
  });
  await sub.subscribe(channel);

  // Healthy: subscribed, both connections up, and both answered the last probe (a Redis that hangs
  // without closing the connection is noticed by the probe's timeout). Back to healthy after any gap
  // is a recovery: every local client resynchronises, since what was published meanwhile is lost.
  let subscribed = true;
  let answering = true;
  let healthy = true;
  let closed = false;
  const isHealthy = () => subscribed && answering && pub.status === 'ready' && sub.status === 'ready';
  function settle(): void {
    const now = isHealthy();
    if (now === healthy || closed) return;
    healthy = now;
    if (!now) {
      log.warn({ event: 'bus.lost' }, 'Lost the event bus (Redis); delivering locally only.');
      return;
    }
    log.warn({ event: 'bus.recovered' }, 'The event bus (Redis) is back; every client here resynchronises.');
    for (const handler of recoveredHandlers) handler();
    flushMissed();
  }
  sub.on('close', () => {
    subscribed = false;
    settle();
  });
  pub.on('close', settle);
  pub.on('ready', settle);
  sub.on('ready', () => {
    sub
      .subscribe(channel)
      .then(() => {
        subscribed = true;
        settle();
      })
      .catch((err: unknown) => log.error({ err, event: 'redis.error' }));
  });
  let probing = false;
  const probe = setInterval(() => {
    if (probing || pub.status !== 'ready' || sub.status !== 'ready') return;
    probing = true;
    Promise.all([pub.ping(), sub.ping()])
      .then(
        () => (answering = true),
        () => (answering = false),
      )
      .finally(() => {
        probing = false;
        settle();
      });
  }, PROBE_MS);
  probe.unref();

  /** Users some publication never reached (beyond this instance): each is sent one `resync` once Redis answers. */
  const missed = new Set<string>();
  let retry: ReturnType<typeof setInterval> | undefined;
  function flushMissed(): void {
    if (missed.size === 0 || pub.status !== 'ready') return;
    const userIds = [...missed];
    missed.clear();
    pub
      .publish(channel, toWire(origin, { userIds, event: { type: 'resync' } }))
      .then(() => {
        if (missed.size === 0) {
          clearInterval(retry);
          retry = undefined;
        }
      })
      .catch(() => {
        for (const id of userIds) missed.add(id);
      });
  }

  return {
    async publish(envelope) {
      hand(envelope);
      try {
        await pub.publish(channel, toWire(origin, envelope));
      } catch (err) {
        log.warn(
          { err, event: 'bus.publish_failed', eventType: envelope.event.type },
          'A live event reached only this instance (Redis is not answering); its users elsewhere resynchronise when it is back.',
        );
        // Typing is gone in a second anyway; anything else changed state its users must fetch.
        if (envelope.event.type !== 'user_typing') {
          for (const id of envelope.userIds) missed.add(id);
          retry ??= setInterval(flushMissed, RESYNC_RETRY_MS);
          retry.unref();
        }
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    isHealthy,
    onRecovered(handler) {
      recoveredHandlers.add(handler);
      return () => recoveredHandlers.delete(handler);
    },
    async ping() {
      await Promise.all([pub.ping(), sub.ping()]);
    },
    async close() {
      closed = true;
      clearInterval(retry);
      clearInterval(probe);
      handlers.clear();
      recoveredHandlers.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/**
 * On the channel an envelope is three lines: the publishing instance's id, the user ids (JSON), and
 * the event's JSON as the publisher's own sockets were sent it (JSON text never holds a raw newline).
 * A receiver skips its own echo without parsing it, and sends the event on as the text it came as.
 * An empty origin (presence's announcements, published from Redis itself) is heard by every instance.
 */
export function toWire(origin: string, envelope: Envelope): string {
  return `${origin}\n${JSON.stringify(envelope.userIds)}\n${eventJson(envelope)}`;
}

/** The envelope on the wire, or null for this instance's own. */
function fromWire(raw: string, ownOrigin: string): Envelope | null {
  const first = raw.indexOf('\n');
  const second = raw.indexOf('\n', first + 1);
  if (first < 0 || second < 0) throw new Error('Malformed event on the bus');
  if (raw.slice(0, first) === ownOrigin) return null;
  return envelopeFromJson(JSON.parse(raw.slice(first + 1, second)) as string[], raw.slice(second + 1));
}

/** A plain client for presence, sharing the URL. */
export async function redisClient(url: string, log: RedisLog = silent): Promise<Redis> {
  const client = new Redis(url, FAIL_FAST);
  await connectAll([client], log);
  return client;
}
