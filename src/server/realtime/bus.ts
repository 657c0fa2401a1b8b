import type { ServerEvent } from '../../common/events';

/** An event addressed to users; every app instance's hub delivers it to those users' sockets. */
export interface Envelope {
  userIds: string[];
  event: ServerEvent;
}

export interface EventBus {
  /**
   * Never rejects, and never waits long: it is called once a change is committed, and the request
   * that made the change has succeeded whatever happens to the live event. A bus that cannot deliver
   * logs it; clients catch up over HTTP (the source of truth) when they reconnect.
   */
  publish(envelope: Envelope): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): () => void;
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
    async ping() {},
    async close() {
      handlers.clear();
    },
  };
}
