import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../common/constants';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { touchLastActive, type UserRow } from '../domain/accounts';
import { findSessionUser } from '../domain/sessions';
import { UnauthorizedError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only; null for visitors. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export async function registerSession(
  app: FastifyInstance,
  deps: { config: Config; db: Database; clock: Clock },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/ws') &&
      !request.url.startsWith('/billing/')
    )
      return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    const user = await findSessionUser(deps.db, deps.clock, token);
    if (!user) return;
    request.user = user;
    await touchLastActive(deps.db, deps.clock, user);
  });
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isHttps });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
