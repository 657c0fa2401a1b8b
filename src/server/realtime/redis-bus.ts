import { Redis } from 'ioredis';
import type { Envelope, EventBus } from './bus';

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
 * The bus across app instances: every instance publishes to one Redis channel and delivers what it
 * receives to its own sockets (its own publications included, so there is one delivery path).
 */
export async function redisBus(url: string, onError: (err: unknown) => void = () => {}): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true });
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  const channel = eventChannel(pub.options.db ?? 0);
  const handlers = new Set<(envelope: Envelope) => void>();
  sub.on('message', (_channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      onError(err);
      return;
    }
    for (const handler of handlers) handler(envelope);
  });
  await sub.subscribe(channel);
  return {
    async publish(envelope) {
      await pub.publish(channel, JSON.stringify(envelope));
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
export async function redisClient(url: string, onError: (err: unknown) => void = () => {}): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  client.on('error', onError);
  await client.connect();
  return client;
}
