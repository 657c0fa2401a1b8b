import { Redis, type RedisOptions } from 'ioredis';
import type { Envelope, EventBus } from './bus';

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
    client.on('error', (err: unknown) => log.error({ err, event: 'redis.error' }));
  }
}

/**
 * The bus across app instances: every instance publishes to one Redis channel and delivers what it
 * receives to its own sockets (its own publications included, so there is one delivery path).
 */
export async function redisBus(url: string, log: RedisLog = silent): Promise<EventBus> {
  const pub = new Redis(url, FAIL_FAST);
  // The subscriber only listens; it resubscribes by itself when it reconnects.
  const sub = new Redis(url, { lazyConnect: true });
  await connectAll([pub, sub], log);
  const channel = eventChannel(pub.options.db ?? 0);
  const handlers = new Set<(envelope: Envelope) => void>();
  sub.on('message', (_channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      log.error({ err, event: 'redis.error' });
      return;
    }
    for (const handler of handlers) handler(envelope);
  });
  await sub.subscribe(channel);
  return {
    async publish(envelope) {
      try {
        await pub.publish(channel, JSON.stringify(envelope));
      } catch (err) {
        log.warn(
          { err, event: 'bus.publish_failed', eventType: envelope.event.type },
          'A live event was not delivered (Redis is not answering); clients catch up over HTTP when they reconnect.',
        );
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async ping() {
      await Promise.all([pub.ping(), sub.ping()]);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/** A plain client for presence, sharing the URL. */
export async function redisClient(url: string, log: RedisLog = silent): Promise<Redis> {
  const client = new Redis(url, FAIL_FAST);
  await connectAll([client], log);
  return client;
}
