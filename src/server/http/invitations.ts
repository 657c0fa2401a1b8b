import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../common/constants';
import { emailSchema } from '../../common/schemas/auth';
import { acceptInvitationSchema, inviteSchema } from '../../common/schemas/conversations';
import type { AcceptInvitationResult, InviteResult } from '../../common/types';
import type { AppDeps } from '../deps';
import { whyInvitationUnusable } from '../domain/invitation-links';
import { acceptInvitationAs, invitationLink, inviteByAddress } from '../domain/invitations';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../errors';
import { publishEvents } from '../realtime/publish';
import { invitationMail } from '../mail/templates';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { errors } from './responses';
import { acceptInvitationResponse, inviteResponse } from './response-views';
import { normalizePhone, SmsError } from '../sms/sender';

export const SMS_NOT_CONFIGURED =
  'Text messages are not set up on this server, so nothing was sent. Copy the invitation link and send it to them yourself.';

export { INVITATION_UNUSABLE } from '../domain/invitation-links';

/**
 * POST /api/invite: `email` carries an e-mail address or a phone number.
 * POST /api/invitations/accept: someone already signed in follows an invitation link; the invitation
 * is used for their account, as it would be by registering with it.
 */
export async function invitationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, mailer } = deps;
  r.post(
    '/api/invite',
    {
      schema: {
        body: inviteSchema,
        response: { 200: inviteResponse, ...errors(400, 401, 403, 409, 429, 503) },
      },
      config: { rateLimit: perUser(20, '1 hour') },
    },
    async (request): Promise<InviteResult> => {
      const user = requireUser(request);
      const email = emailSchema.safeParse(request.body.email);
      if (email.success) {
        const token = await inviteByAddress(db, user.id, { email: email.data });
        const link = invitationLink(config.appUrl, token, { email: email.data });
        await mailer.send(invitationMail(user, email.data, link)).catch((err: unknown) => {
          request.log.error({ err, event: 'mail.failed', kind: 'invitation' });
          throw new ServiceUnavailableError('We could not send the invitation just now. Please try again.');
        });
        request.log.info({ event: 'invitation.sent', channel: 'email', userId: user.id });
        return { message: 'Invitation sent', channel: 'email' };
      }
      const phone = normalizePhone(request.body.email);
      const token = await inviteByAddress(db, user.id, { phone });
      const link = invitationLink(config.appUrl, token, { phone });
      if (!deps.sms.canSend) {
        // Nothing can text it: the inviter passes the link on themselves, and is told so.
        request.log.info({ event: 'invitation.created', channel: 'link', userId: user.id });
        return { message: SMS_NOT_CONFIGURED, channel: 'link', link };
      }
      await deps.sms
        .send(
          phone,
          `${user.firstName} ${user.lastName} invited you to ${PRODUCT_NAME}. Create your account: ${link}`,
        )
        .catch((err: unknown) => {
          if (err instanceof SmsError && err.reason === 'invalid_recipient') {
            throw new ValidationError(`${err.message} Check the number, or invite them by e-mail.`);
          }
          request.log.error({ err, event: 'sms.failed', kind: 'invitation' });
          throw new ServiceUnavailableError('We could not send the invitation just now. Please try again.');
        });
      request.log.info({ event: 'invitation.sent', channel: 'sms', userId: user.id });
      return { message: 'Invitation sent', channel: 'sms' };
    },
  );

  r.post(
    '/api/invitations/accept',
    {
      schema: {
        body: acceptInvitationSchema,
        response: { 200: acceptInvitationResponse, ...errors(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: perUser(10) },
    },
    async (request): Promise<AcceptInvitationResult> => {
      const user = requireUser(request);
      const { result: accepted, events } = await acceptInvitationAs(db, user, request.body.token);
      if (accepted.length === 0)
        throw new NotFoundError(await whyInvitationUnusable(db, request.body.token, user.id));
      await publishEvents(deps, events, request.log);
      request.log.info({ event: 'invitation.accepted', userId: user.id });
      return { conversationId: accepted[0].conversationId };
    },
  );
}
