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
  nameChangeSchema,
  notificationPreferencesSchema,
  passwordChangeSchema,
  settingsViewSchema,
  type SettingsView,
} from '../../common/schemas/settings';
import type { AppDeps } from '../deps';
import { hashToken } from '../crypto';
import { accountEndedEvents, closeOwnAccount } from '../domain/account-deletion';
import { publishEvents } from '../realtime/publish';
import type { UserRow } from '../domain/accounts';
import {
  changeName,
  changePassword,
  confirmPassword,
  setNotificationPreferences,
} from '../domain/account-settings';
import { listDevices, signOutDevice, signOutOtherDevices } from '../domain/devices';
import { confirmEmailChange, pendingEmailOf, requestEmailChange } from '../domain/email-change';
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
import { disconnectUser } from '../realtime/disconnect';
import { notifyProfileUpdated } from '../realtime/notify';
import { passwordGuesses } from '../throttle/password-guesses';
import { perUser } from './rate-limits';

const messageResponse = z.object({ message: z.string() });

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
  const { db, clock, config, mailer, bus } = deps;
  const guesses = passwordGuesses({ ...deps, log: app.log });
  const isAdmin = (user: UserRow) => user.email === config.ADMIN_EMAIL;

  const settingsOf = async (user: UserRow): Promise<SettingsView> => ({
    pendingEmail: await pendingEmailOf(db, clock, user.id),
    notifications: { push: user.notifyPush, sound: user.notifySound },
  });
  /** After a change: this instance forgets its cached row, and the person's other tabs are told. */
  const changed = async (user: UserRow) => {
    app.forgetCachedUser(user.id);
    await bus.publish({
      userIds: [user.id],
      event: { type: 'settings_changed', settings: await settingsOf(user) },
    });
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
    { schema: { response: { 200: settingsViewSchema } }, config: { rateLimit: limits.read } },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('Cache-Control', 'no-store');
      return settingsOf(user);
    },
  );

  r.put(
    '/api/settings/name',
    { schema: { body: nameChangeSchema }, config: { rateLimit: limits.name } },
    async (request) => {
      const user = await changeName(db, clock, requireUser(request), request.body);
      app.forgetCachedUser(user.id);
      // The person's other tabs and everyone they talk with see the new name now.
      await notifyProfileUpdated(deps, user);
      return presentUser(user, { isAdmin: isAdmin(user) });
    },
  );

  r.put(
    '/api/settings/notifications',
    {
      schema: { body: notificationPreferencesSchema, response: { 200: settingsViewSchema } },
      config: { rateLimit: limits.notifications },
    },
    async (request) => {
      const user = await setNotificationPreferences(db, clock, requireUser(request), request.body);
      await changed(user);
      return settingsOf(user);
    },
  );

  r.post(
    '/api/settings/email',
    {
      schema: { body: emailChangeSchema, response: { 200: messageResponse } },
      config: { rateLimit: limits.emailRequest },
    },
    async (request) => {
      const user = requireUser(request);
      const { newEmail, currentPassword } = request.body;
      const token = await requestEmailChange(
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
      await changed(user);
      return {
        message: `We sent a confirmation link to ${newEmail}. Your address changes when you open it.`,
      };
    },
  );

  r.post(
    '/api/settings/email/confirm',
    {
      schema: { body: emailConfirmSchema, response: { 200: messageResponse } },
      config: { rateLimit: limits.emailConfirm },
    },
    async (request) => {
      const { before, after } = await confirmEmailChange(db, clock, request.body.token);
      sendMail(request, emailChangedMail(after.firstName, before.email, after.email), 'email_changed');
      app.forgetCachedUser(after.id);
      await notifyProfileUpdated(deps, after);
      await changed(after);
      return { message: `Your e-mail address is now ${after.email}.` };
    },
  );

  r.post(
    '/api/settings/password',
    {
      schema: { body: passwordChangeSchema, response: { 200: messageResponse } },
      config: { rateLimit: limits.password },
    },
    async (request) => {
      const user = requireUser(request);
      const ended = await changePassword(
        db,
        clock,
        { user, ...request.body, currentToken: currentToken(request) },
        guesses,
      );
      // The other sessions' sockets close on every instance; this browser's stay open.
      await disconnectUser(deps, user.id);
      await changed(user);
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
    { schema: { response: { 200: z.array(deviceViewSchema) } }, config: { rateLimit: limits.read } },
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
      schema: { params: deviceIdParams, response: { 200: messageResponse } },
      config: { rateLimit: limits.devices },
    },
    async (request) => {
      const user = requireUser(request);
      await signOutDevice(db, clock, {
        user,
        deviceId: request.params.id,
        currentToken: currentToken(request),
      });
      await disconnectUser(deps, user.id);
      await changed(user);
      return { message: 'Device signed out.' };
    },
  );

  r.post(
    '/api/settings/devices/sign-out-others',
    { schema: { response: { 200: messageResponse } }, config: { rateLimit: limits.devices } },
    async (request) => {
      const user = requireUser(request);
      const ended = await signOutOtherDevices(db, clock, { user, currentToken: currentToken(request) });
      await disconnectUser(deps, user.id);
      await changed(user);
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
      schema: { body: accountDeletionSchema, response: { 200: accountDeletionResultSchema } },
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
