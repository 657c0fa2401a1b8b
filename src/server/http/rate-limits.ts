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
