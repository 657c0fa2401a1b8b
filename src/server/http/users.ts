import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../../common/constants';
import { preferencesSchema } from '../../common/schemas/auth';
import type { AppDeps } from '../deps';
import { errors, fileBody, publicUserResponse } from './responses';
import { setDarkMode } from '../domain/accounts';
import {
  findAvatar,
  INVALID_AVATAR_TYPE,
  normalizeAvatar,
  removeAvatar,
  saveAvatar,
} from '../domain/avatars';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../errors';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { publishEvents } from '../realtime/publish';
import { presentUser } from '../presenters/user';

/**
 * A multipart body the parser cannot read (no boundary, cut off, malformed) is the client's fault: a
 * 400 that says so, not a 500. An image over the limit is a 413.
 */
function unreadableUpload(error: { code?: string; statusCode?: number }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    throw new PayloadTooLargeError('The image must be 5 MB or smaller');
  if (error.statusCode && error.statusCode < 500) throw error;
  throw new ValidationError('The upload could not be read. Please choose the image again.');
}

/**
 * Per person, for uploading and for removing: each change is re-encoded (a few hundred milliseconds of
 * CPU for a large photo) and a "Profile updated" toast on every contact's screen.
 */
export const AVATAR_CHANGES_PER_MINUTE = 20;

export async function userRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/api/user/preferences',
    { schema: { body: preferencesSchema, response: { 200: publicUserResponse, ...errors(400, 401, 403) } } },
    async (request) => {
      const user = requireUser(request);
      const { result: updated, events } = await setDarkMode(db, user.id, request.body.darkMode);
      app.forgetCachedUser(user.id);
      await publishEvents(deps, events);
      return presentUser(updated);
    },
  );

  const avatarLimit = { rateLimit: perUser(AVATAR_CHANGES_PER_MINUTE) };

  r.post(
    '/api/avatar',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: publicUserResponse, ...errors(400, 401, 403, 413, 429) },
      },
      config: avatarLimit,
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new ValidationError('Please choose an image to upload');
      const file = await request
        .file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })
        .catch(unreadableUpload);
      if (!file || file.fieldname !== 'avatar') throw new ValidationError('Please choose an image to upload');
      if (!['image/jpeg', 'image/png'].includes(file.mimetype))
        throw new ValidationError(INVALID_AVATAR_TYPE);
      const bytes = await file.toBuffer().catch(unreadableUpload);
      const image = await normalizeAvatar(bytes);
      const { result: updated, events } = await saveAvatar(db, user.id, image);
      app.forgetCachedUser(user.id);
      await publishEvents(deps, events);
      return presentUser(updated);
    },
  );

  r.delete(
    '/api/avatar',
    { schema: { response: { 200: publicUserResponse, ...errors(401, 403, 429) } }, config: avatarLimit },
    async (request) => {
      const user = requireUser(request);
      const { result: updated, events } = await removeAvatar(db, user.id);
      app.forgetCachedUser(user.id);
      await publishEvents(deps, events);
      return presentUser(updated);
    },
  );

  r.get(
    '/api/avatars/:userId',
    {
      schema: {
        params: z.object({ userId: z.uuid({ error: 'User not found' }) }),
        produces: ['image/webp'],
        response: { 200: fileBody('The photo (WebP)'), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const avatar = await findAvatar(db, request.params.userId);
      if (!avatar) throw new NotFoundError('No profile photo');
      // The URL carries the avatar's version, so it can be cached for good.
      return reply
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .type(avatar.contentType)
        .send(avatar.image);
    },
  );
}
