import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ForbiddenError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * GETs that change state all the same: the sign-out fallback. A top-level navigation from
 * another site carries the SameSite=Lax cookie, so without this a link anywhere signed people out.
 */
const STATE_CHANGING_GETS = new Set(['/api/logout']);

/** True when a browser request comes from another site than this app. */
export function isForeignOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'cross-site';
  if (origin === 'null') return true;
  const allowed = new Set([new URL(config.appUrl).origin]);
  const host = request.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return !allowed.has(origin);
}

/**
 * helmet itself, built once: @fastify/helmet builds (and re-parses the CSP of) a helmet middleware
 * on every request, which showed up in the send path's profile.
 */
export function securityHeadersMiddleware(config: Pick<Config, 'isHttps'>) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.isHttps ? [] : null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = headersOf(securityHeadersMiddleware(config));
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const name of headers.removed) res.removeHeader(name);
    for (const [name, value] of headers.set) res.setHeader(name, value);
    done();
  });

  // Cookies are SameSite=Lax, and on top of that no state-changing request is accepted from another site.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(request.routeOptions.url ?? '')) return;
    if (request.url.startsWith('/api/billing/webhook')) return; // signed by the provider, not a browser
    if (isForeignOrigin(request, config)) throw new ForbiddenError('Cross-site request refused');
  });
}

/**
 * The headers a helmet middleware sets (and removes) on a response. With this configuration they are
 * the same for every response (no nonce, nothing read from the request), so they are worked out once
 * at start and each response only gets them set: running helmet's chain of a dozen middlewares per
 * request showed in the send path's profile (bench/RESULTS.md run 19).
 */
export function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): { set: Array<[string, string | number | readonly string[]]>; removed: string[] } {
  const set = new Map<string, string | number | readonly string[]>();
  const removed: string[] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, value);
      return res;
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
    getHeader: (name: string) => set.get(name),
    hasHeader: (name: string) => set.has(name),
  };
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  return { set: [...set], removed };
}
