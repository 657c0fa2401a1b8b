import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS, SIGNED_IN_HINT_COOKIE } from '../../common/constants';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { hashToken } from '../crypto';
import type { Database } from '../db/client';
import { touchLastActive, type UserRow } from '../domain/accounts';
import { findSession, touchSession } from '../domain/sessions';
import { UnauthorizedError } from '../errors';
import type { EventBus } from '../realtime/bus';
import { SessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only; null for visitors. */
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Drops this instance's cached sessions of a user whose own request just changed their row. */
    forgetCachedUser(userId: string): void;
    /**
     * The user of a session, by its token's SHA-256 (what a socket keeps from its upgrade), looked up as
     * every request's is (the cache, the same checks): a send over the socket asks it per frame, so a
     * session that ended stops sending as it stops requesting.
     */
    userOfSessionHash(tokenHash: string): Promise<UserRow | null>;
  }
}

export async function registerSession(
  app: FastifyInstance,
  deps: { config: Config; db: Database; clock: Clock; bus: EventBus },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  const cache = new SessionCache(deps.clock);
  // A sign-out, ban, password reset or deletion (session_revoked) and a profile change reach every
  // instance through the bus: each drops what it remembers of that user at once.
  const unsubscribe = deps.bus.subscribe(({ userIds, event }) => {
    if (event.type === 'session_revoked' || event.type === 'resync')
      for (const id of userIds) cache.forgetUser(id);
    else if (event.type === 'user_profile_updated') cache.forgetUser(event.userId);
    // Notification choices live on the user row too.
    else if (event.type === 'settings_changed') for (const id of userIds) cache.forgetUser(id);
  });
  // While the bus is down a sign-out or ban elsewhere cannot reach this cache, so it is not read
  // then (every request asks the database), and what it held from before is dropped once it is back.
  const stopRecovered = deps.bus.onRecovered(() => cache.clear());
  app.addHook('onClose', async () => {
    unsubscribe();
    stopRecovered();
    cache.clear();
  });
  app.decorate('forgetCachedUser', (userId: string) => cache.forgetUser(userId));

  app.addHook('onRequest', async (request) => {
    if (
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/ws') &&
      !request.url.startsWith('/billing/') &&
      !isPageLoad(request)
    )
      return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    const user = await userOfSessionHash(hashToken(token));
    if (user) request.user = user;
  });

  /**
   * The live session's user (cache first), its last use and the user's activity stamped; null when it
   * ended. By the token's hash, so a socket's sends do not hash the token again for every frame.
   */
  async function userOfSessionHash(tokenHash: string): Promise<UserRow | null> {
    let user = deps.bus.isHealthy() ? cache.get(tokenHash) : null;
    if (!user) {
      const found = await findSession(deps.db, deps.clock, tokenHash);
      if (!found) return null;
      await touchSession(deps.db, deps.clock, tokenHash, found.lastSeenAt);
      user = found.user;
      cache.set(tokenHash, user, found.expiresAt);
    }
    await touchLastActive(deps.db, deps.clock, user);
    return user;
  }
  app.decorate('userOfSessionHash', userOfSessionHash);
}

/** A browser opening a page of the web app (index.html answers it), not a file or an API call. */
function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path);
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  const options = {
    path: '/',
    sameSite: 'lax',
    secure: config.isHttps,
    maxAge: SESSION_TTL_SECONDS,
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', options);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isHttps });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: config.isHttps });
}

/**
 * On a page load, makes the hint say what the session cookie says: set for a live session (one from
 * before the hint existed included), dropped once the session has ended (expired, signed out elsewhere).
 */
export function syncSignedInHint(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const hinted = Boolean(request.cookies[SIGNED_IN_HINT_COOKIE]);
  if (request.user && !hinted) {
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: config.isHttps,
      maxAge: SESSION_TTL_SECONDS,
    });
  } else if (!request.user && hinted) {
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: config.isHttps });
  }
}

const SESSION_TTL_SECONDS = Math.floor(SESSION_TTL_MS / 1000);

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
