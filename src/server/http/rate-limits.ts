import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A route's limit per signed-in person (per address for a request without a session, which the
 * route then refuses anyway). Counted per route, in Redis when REDIS_URL is set (app.ts). What a
 * person does by hand stays far below these; a script that floods the others' screens with events
 * (renames, reactions, members coming and going) or mails strangers does not.
 */
export function perUser(max: number, timeWindow = '1 minute') {
  return {
    max,
    timeWindow,
    keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
  };
}

/**
 * Exports read a whole conversation or account, and PDFs are drawn one at a time for everyone
 * (records/pdf-thread.ts): a script looping on them would put everyone else's export behind its own.
 * Thirty a minute is far more than anyone downloads by hand, trying date ranges included.
 */
export const EXPORTS_PER_MINUTE = 30;
export const exportLimit = perUser(EXPORTS_PER_MINUTE);

/** A limit's count after one more call: what a route's limit says in its x-ratelimit-* headers. */
export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
  exceeded: boolean;
}

/**
 * A limit counted by hand, for a count shared by an HTTP route and a socket frame (the send limit),
 * kept in the same store as the routes' limits (Redis when set). `take` counts one call of this key.
 */
export function sharedLimit(app: FastifyInstance, options: { max: number; timeWindow: string }) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (call: FastifyRequest) => (call as unknown as KeyedCall).key,
  });
  return async (key: string): Promise<LimitState> => {
    // The limiter reads only the key (through keyGenerator) and a route's group, which this has none of.
    const call: KeyedCall = { key, routeOptions: { config: {} } };
    const state = await limiter(call as unknown as FastifyRequest);
    if (state.isAllowed)
      return { limit: options.max, remaining: options.max, resetSeconds: 0, exceeded: false };
    return {
      limit: state.max,
      remaining: state.remaining,
      resetSeconds: state.ttlInSeconds,
      exceeded: state.isExceeded,
    };
  };
}

interface KeyedCall {
  key: string;
  routeOptions: { config: Record<string, never> };
}

/** The headers @fastify/rate-limit sends for a route's limit: retry-after only once it is exceeded. */
export function limitHeaders(state: LimitState): Record<string, number> {
  const headers = {
    'x-ratelimit-limit': state.limit,
    'x-ratelimit-remaining': state.exceeded ? 0 : state.remaining,
    'x-ratelimit-reset': state.resetSeconds,
  };
  return state.exceeded ? { ...headers, 'retry-after': state.resetSeconds } : headers;
}
