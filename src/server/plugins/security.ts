import helmet from 'helmet';
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

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // helmet itself, built once: @fastify/helmet builds (and re-parses the CSP of) a helmet middleware
  // on every request, which showed up in the send path's profile.
  const securityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );

  // Cookies are SameSite=Lax, and on top of that no state-changing request is accepted from another site.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(request.routeOptions.url ?? '')) return;
    if (request.url.startsWith('/api/billing/webhook')) return; // signed by the provider, not a browser
    if (isForeignOrigin(request, config)) throw new ForbiddenError('Cross-site request refused');
  });
}
