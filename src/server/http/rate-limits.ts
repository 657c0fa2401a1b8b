import type { FastifyRequest } from 'fastify';

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
