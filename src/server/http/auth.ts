import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenCheckResponse,
  resetTokenCheckSchema,
} from '../../common/schemas/auth';
import type { AppDeps } from '../deps';
import { errors, messageResponse, noContent, publicUserResponse } from './responses';
import {
  createPasswordReset,
  isResetTokenUsable,
  logIn,
  registerUser,
  resetPassword,
  type UserRow,
} from '../domain/accounts';
import { signOut as endSession } from '../domain/sessions';
import { isAdmin } from '../policies/administration';
import { UnauthorizedError } from '../errors';
import { passwordResetMail } from '../mail/templates';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';
import { presentUser } from '../presenters/user';
import { publishEvents } from '../realtime/publish';
import { resetMailThrottle } from '../throttle';
import { passwordGuesses } from '../throttle/password-guesses';

/** Per-IP limits. request.ip honours X-Forwarded-For only when TRUST_PROXY is set. */
const limits = {
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 hour' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  // A page load each: a few more than resetting, still far too few to try tokens.
  resetPasswordCheck: { max: 20, timeWindow: '15 minutes' },
};

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that address, we have sent a link to reset the password. It is valid for one hour.';

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config, mailer } = deps;
  const adminFlag = (user: UserRow) => ({ isAdmin: isAdmin(user, config) });
  // Per account, across every client address (the limits above are per address).
  const guesses = passwordGuesses({ ...deps, log: app.log });
  const resetMails = resetMailThrottle({ ...deps, log: app.log });

  r.post(
    '/api/register',
    {
      schema: {
        body: registerSchema,
        response: {
          201: z.object({ message: z.string(), user: publicUserResponse }),
          ...errors(400, 403, 409, 429),
        },
      },
      config: { rateLimit: limits.register },
    },
    async (request, reply) => {
      const { result: user, events } = await registerUser(db, clock, request.body);
      await publishEvents(deps, events, request.log);
      request.log.info({ event: 'auth.registered', userId: user.id });
      return reply.code(201).send({ message: 'Account created', user: presentUser(user) });
    },
  );

  r.post(
    '/api/login',
    {
      schema: { body: loginSchema, response: { 200: publicUserResponse, ...errors(400, 401, 403, 429) } },
      config: { rateLimit: limits.login },
    },
    async (request, reply) => {
      const { user, token } = await logIn(
        db,
        clock,
        {
          ...request.body,
          previousToken: request.sessionToken ?? undefined,
          userAgent: request.headers['user-agent'],
        },
        guesses,
      );
      // The previous session of this browser, if any, was just revoked.
      if (request.user) app.forgetCachedUser(request.user.id);
      setSessionCookie(reply, config, token);
      request.log.info({ event: 'auth.logged_in', userId: user.id });
      return presentUser(user, adminFlag(user));
    },
  );

  /** Ends this session: its cached copy here at once, its sockets on every instance. */
  const signOut = async (request: FastifyRequest) => {
    const { events } = await endSession(db, {
      token: request.sessionToken ?? null,
      userId: request.user?.id ?? null,
    });
    if (request.user) app.forgetCachedUser(request.user.id);
    await publishEvents(deps, events);
  };

  r.post(
    '/api/logout',
    { schema: { response: { 200: messageResponse, ...errors(403) } } },
    async (request, reply) => {
      await signOut(request);
      clearSessionCookie(reply, config);
      return { message: 'Logged out' };
    },
  );

  // The fallback the web uses when the POST fails: sign out and land on the home page.
  r.get(
    '/api/logout',
    { schema: { response: { 302: noContent.describe('Signed out: on to the home page'), ...errors(403) } } },
    async (request, reply) => {
      await signOut(request);
      clearSessionCookie(reply, config);
      return reply.redirect('/');
    },
  );

  r.get(
    '/api/auth/user',
    { schema: { response: { 200: publicUserResponse, ...errors(401) } } },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      return presentUser(request.user, adminFlag(request.user));
    },
  );

  r.post(
    '/api/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: messageResponse, ...errors(400, 403, 429) } },
      config: { rateLimit: limits.forgotPassword },
    },
    async (request) => {
      const reset = await createPasswordReset(db, clock, request.body.email, resetMails);
      if (reset) {
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(reset.token)}`;
        // Not awaited: the answer must take the same time whether or not the address exists.
        mailer.send(passwordResetMail(reset.user, link)).catch((err: unknown) => {
          request.log.error({ err, event: 'mail.failed', kind: 'password_reset' });
        });
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  r.get(
    '/api/reset-password/valid',
    {
      schema: {
        querystring: resetTokenCheckSchema,
        response: { 200: resetTokenCheckResponse, ...errors(400, 429) },
      },
      config: { rateLimit: limits.resetPasswordCheck },
    },
    async (request, reply) => {
      const token = request.query.token?.trim() ?? '';
      const valid = token.length > 0 && (await isResetTokenUsable(db, clock, token));
      void reply.header('Cache-Control', 'no-store');
      return { valid };
    },
  );

  r.post(
    '/api/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: messageResponse, ...errors(400, 403, 429) } },
      config: { rateLimit: limits.resetPassword },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const { result: userId, events } = await resetPassword(db, clock, token, newPassword, guesses);
      app.forgetCachedUser(userId);
      await publishEvents(deps, events);
      return { message: 'Your password has been reset. You can now sign in.' };
    },
  );
}
