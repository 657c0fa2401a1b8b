import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionResultSchema,
  accountDeletionSchema,
  deviceIdParams,
  deviceViewSchema,
  emailChangeSchema,
  emailConfirmSchema,
  expenseCurrencySchema,
  nameChangeSchema,
  notificationPreferencesSchema,
  passwordChangeSchema,
  settingsViewSchema,
  type SettingsView,
} from '../../common/schemas/settings';
import type { AppDeps } from '../deps';
import type { DomainEvent } from '../domain/events';
import { hashToken } from '../crypto';
import { accountEndedEvents, closeOwnAccount } from '../domain/account-deletion';
import type { UserRow } from '../domain/accounts';
import {
  changeName,
  changePassword,
  confirmPassword,
  setDefaultCurrency,
  setNotificationPreferences,
} from '../domain/account-settings';
import { listDevices, signOutDevice, signOutOtherDevices } from '../domain/devices';
import { confirmEmailChange, requestEmailChange } from '../domain/email-change';
import { settingsView } from '../domain/settings-view';
import { UnauthorizedError } from '../errors';
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from '../mail/account-templates';
import type { MailMessage } from '../mail/mailer';
import { clearSessionCookie, requireUser } from '../plugins/session';
import { presentDevice } from '../presenters/device';
import { presentUser } from '../presenters/user';
import { publishEvents } from '../realtime/publish';
import { passwordGuesses } from '../throttle/password-guesses';
import { perUser } from './rate-limits';
import { errors, messageResponse, publicUserResponse } from './responses';

/** What a signed-in person's change on this page can be refused for (403: from another site). */
const changeErrors = errors(400, 401, 403, 429);

/**
 * Per person (per address for the public confirmation link). A person changes these a few times a
 * year; the numbers leave room for mistakes and stop a script. Password checks are also counted per
 * account with sign-in's (throttle/password-guesses.ts).
 */
const limits = {
  read: perUser(60),
  name: perUser(10),
  notifications: perUser(30),
  devices: perUser(20),
  emailRequest: perUser(5, '15 minutes'),
  password: perUser(5, '15 minutes'),
  deletion: perUser(5, '15 minutes'),
  emailConfirm: { max: 10, timeWindow: '15 minutes' },
};

/** /settings: the signed-in person's own account. Every change is audited and reaches their other tabs. */
export async function settingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config, mailer } = deps;
  const guesses = passwordGuesses({ ...deps, log: app.log });
  const isAdmin = (user: UserRow) => user.email === config.ADMIN_EMAIL;

  /** After a change: this instance forgets its cached row, and the events reach the person's tabs (and contacts). */
  const changed = async (userId: string, events: DomainEvent[]) => {
    app.forgetCachedUser(userId);
    await publishEvents(deps, events);
  };
  /** Mail goes after the commit and never fails the change; a failure is logged. */
  const sendMail = (request: FastifyRequest, message: MailMessage, kind: string) => {
    mailer.send(message).catch((err: unknown) => request.log.error({ err, event: 'mail.failed', kind }));
  };
  const currentToken = (request: FastifyRequest) => {
    if (!request.sessionToken) throw new UnauthorizedError();
    return request.sessionToken;
  };

  r.get(
    '/api/settings',
    {
      schema: { response: { 200: settingsViewSchema, ...errors(401, 429) } },
      config: { rateLimit: limits.read },
    },
    async (request, reply): Promise<SettingsView> => {
      const user = requireUser(request);
      void reply.header('Cache-Control', 'no-store');
      return settingsView(db, clock, user);
    },
  );

  r.put(
    '/api/settings/name',
    {
      schema: { body: nameChangeSchema, response: { 200: publicUserResponse, ...changeErrors } },
      config: { rateLimit: limits.name },
    },
    async (request) => {
      const { result: user, events } = await changeName(db, clock, requireUser(request), request.body);
      await changed(user.id, events);
      return presentUser(user, { isAdmin: isAdmin(user) });
    },
  );

  r.put(
    '/api/settings/notifications',
    {
      schema: { body: notificationPreferencesSchema, response: { 200: settingsViewSchema, ...changeErrors } },
      config: { rateLimit: limits.notifications },
    },
    async (request) => {
      const { result: user, events } = await setNotificationPreferences(
        db,
        clock,
        requireUser(request),
        request.body,
      );
      await changed(user.id, events);
      return settingsView(db, clock, user);
    },
  );

  r.put(
    '/api/settings/expense-currency',
    {
      schema: { body: expenseCurrencySchema, response: { 200: settingsViewSchema, ...changeErrors } },
      config: { rateLimit: limits.notifications },
    },
    async (request) => {
      const { currency } = request.body;
      const { result: user, events } = await setDefaultCurrency(db, clock, requireUser(request), currency);
      await changed(user.id, events);
      return settingsView(db, clock, user);
    },
  );

  r.post(
    '/api/settings/email',
    {
      schema: {
        body: emailChangeSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 409, 429) },
      },
      config: { rateLimit: limits.emailRequest },
    },
    async (request) => {
      const user = requireUser(request);
      const { newEmail, currentPassword } = request.body;
      const { result: token, events } = await requestEmailChange(
        db,
        clock,
        { user, newEmail, currentPassword, isAdmin: isAdmin(user) },
        guesses,
      );
      const link = `${config.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      sendMail(request, confirmEmailChangeMail(user.firstName, newEmail, link), 'email_change_confirm');
      sendMail(
        request,
        emailChangeRequestedMail(user.firstName, user.email, newEmail),
        'email_change_notice',
      );
      await changed(user.id, events);
      return {
        message: `We sent a confirmation link to ${newEmail}. Your address changes when you open it.`,
      };
    },
  );

  r.post(
    '/api/settings/email/confirm',
    {
      schema: { body: emailConfirmSchema, response: { 200: messageResponse, ...errors(400, 403, 409, 429) } },
      config: { rateLimit: limits.emailConfirm },
    },
    async (request) => {
      const { result, events } = await confirmEmailChange(db, clock, request.body.token);
      const { before, after } = result;
      sendMail(request, emailChangedMail(after.firstName, before.email, after.email), 'email_changed');
      await changed(after.id, events);
      return { message: `Your e-mail address is now ${after.email}.` };
    },
  );

  r.post(
    '/api/settings/password',
    {
      schema: { body: passwordChangeSchema, response: { 200: messageResponse, ...changeErrors } },
      config: { rateLimit: limits.password },
    },
    async (request) => {
      const user = requireUser(request);
      const { result: ended, events } = await changePassword(
        db,
        clock,
        { user, ...request.body, currentToken: currentToken(request) },
        guesses,
      );
      // The other sessions' sockets close on every instance; this browser's stay open.
      await changed(user.id, events);
      return {
        message:
          ended === 0
            ? 'Password changed.'
            : `Password changed. ${ended} other device${ended === 1 ? ' was' : 's were'} signed out.`,
      };
    },
  );

  r.get(
    '/api/settings/devices',
    {
      schema: { response: { 200: z.array(deviceViewSchema), ...errors(401, 429) } },
      config: { rateLimit: limits.read },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const current = hashToken(currentToken(request));
      void reply.header('Cache-Control', 'no-store');
      return (await listDevices(db, clock, user.id)).map((s) => presentDevice(s, current));
    },
  );

  r.delete(
    '/api/settings/devices/:id',
    {
      schema: {
        params: deviceIdParams,
        response: { 200: messageResponse, ...errors(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: limits.devices },
    },
    async (request) => {
      const user = requireUser(request);
      const { events } = await signOutDevice(db, clock, {
        user,
        deviceId: request.params.id,
        currentToken: currentToken(request),
      });
      await changed(user.id, events);
      return { message: 'Device signed out.' };
    },
  );

  r.post(
    '/api/settings/devices/sign-out-others',
    {
      schema: { response: { 200: messageResponse, ...errors(401, 403, 429) } },
      config: { rateLimit: limits.devices },
    },
    async (request) => {
      const user = requireUser(request);
      const { result: ended, events } = await signOutOtherDevices(db, clock, {
        user,
        currentToken: currentToken(request),
      });
      await changed(user.id, events);
      return {
        message:
          ended === 0
            ? 'No other device was signed in.'
            : `${ended} other device${ended === 1 ? ' was' : 's were'} signed out.`,
      };
    },
  );

  r.post(
    '/api/settings/delete-account',
    {
      schema: {
        body: accountDeletionSchema,
        response: { 200: accountDeletionResultSchema, ...errors(400, 401, 403, 429, 503) },
      },
      config: { rateLimit: limits.deletion },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await closeOwnAccount(
        deps,
        { user, password: request.body.password, isAdmin: isAdmin(user) },
        (account, password) => confirmPassword(db, account, password, guesses, 'password'),
      );
      app.forgetCachedUser(user.id);
      await publishEvents(
        deps,
        accountEndedEvents(user.id, result.outcome === 'deleted' ? { voidedIn: result.voidedIn } : null),
      );
      clearSessionCookie(reply, config);
      request.log.info({ event: `account.${result.outcome}_by_owner`, userId: user.id });
      return { outcome: result.outcome, message: result.message };
    },
  );
}
