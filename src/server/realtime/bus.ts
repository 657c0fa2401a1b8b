import type { ServerEvent } from '../../common/events';

/** An event addressed to users; every app instance's hub delivers it to those users' sockets. */
export interface Envelope {
  userIds: string[];
  event: ServerEvent;
}

const written = new WeakMap<Envelope, string>();

/**
 * The event's JSON text, written once per envelope however many sockets, and instances, it reaches:
 * every socket is sent the same bytes, and the Redis bus carries this text as it is.
 */
export function eventJson(envelope: Envelope): string {
  let json = written.get(envelope);
  if (json === undefined) {
    json = JSON.stringify(envelope.event);
    written.set(envelope, json);
  }
  return json;
}

/**
 * An envelope whose event's JSON text the caller has already written (exactly what JSON.stringify of
 * the event gives), so it is not written again.
 */
export function envelopeWithJson(envelope: Envelope, json: string): Envelope {
  written.set(envelope, json);
  return envelope;
}

/** An envelope that arrived as text: its event is not written again on the way to the sockets. */
export function envelopeFromJson(userIds: string[], json: string): Envelope {
  const envelope: Envelope = { userIds, event: JSON.parse(json) as ServerEvent };
  written.set(envelope, json);
  return envelope;
}

export interface EventBus {
  /**
   * Never rejects, and never waits long: it is called once a change is committed, and the request
   * that made the change has succeeded whatever happens to the live event. This instance's own
   * handlers hear it at once, whatever the bus's health; what other instances miss while it is down
   * is made good by a resynchronisation (onRecovered, and a `resync` to the users it was for).
   */
  publish(envelope: Envelope): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): () => void;
  /**
   * False from the moment the bus may be missing other instances' events (Redis gone, or not yet
   * subscribed again) until it hears them again: what is cached from events cannot be trusted then.
   */
  isHealthy(): boolean;
  /**
   * Called when the bus hears other instances again after a gap, once it is subscribed again: events
   * published meanwhile may never have arrived, so every local client must fetch again.
   */
  onRecovered(handler: () => void): () => void;
  /** Resolves when the bus can carry events now (readiness: Redis answers); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The default bus: one process, no other service. */
export function memoryBus(): EventBus {
  const handlers = new Set<(envelope: Envelope) => void>();
  return {
    async publish(envelope) {
      for (const handler of handlers) handler(envelope);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    isHealthy: () => true,
    onRecovered: () => () => {}, // one process: nothing can be missed
    async ping() {},
    async close() {
      handlers.clear();
    },
  };
}
