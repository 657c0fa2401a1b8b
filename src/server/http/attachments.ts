import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from '../../common/constants';
import type { AppDeps } from '../deps';
import { TOO_LARGE } from '../domain/attachment-files';
import {
  ATTACHMENT_NOT_FOUND,
  discardUpload,
  findReadableAttachment,
  saveUpload,
} from '../domain/attachments';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../errors';
import { requireUser } from '../plugins/session';
import { CONVERSATION_NOT_FOUND } from '../policies';
import { type AttachmentRow, presentAttachment } from '../presenters/message';
import { perUser } from './rate-limits';
import { errors, fileBody, noContent } from './responses';
import { attachmentResponse } from './response-views';

/**
 * Uploading is decoding and re-encoding a photo (up to a second of CPU for a large one): far more than
 * anyone attaches by hand, far less than a script filling the disk.
 */
export const UPLOADS_PER_MINUTE = 40;
/** Viewing: a conversation full of photos loads many previews at once. */
const READS_PER_MINUTE = 600;

const uuid = z.uuid();
/** Any string reaches the handler, which answers 404 for what is not an id (nothing to tell apart). */
const idParams = z.object({ id: z.string() });
const conversationParams = z.object({ conversationId: z.string() });
const readQuery = z.object({ download: z.enum(['1', 'true']).optional() });
/** A file's answers: the bytes, or 304 when the browser's copy (its ETag) is still the file. */
const fileResponses = (what: string) => ({
  200: fileBody(what),
  304: noContent.describe('Not modified: the copy with this ETag is current'),
  ...errors(400, 401, 404, 429),
});

/** A multipart body the parser cannot read is the client's fault (400); a file over the limit is 413. */
function unreadableUpload(error: { code?: string; statusCode?: number }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(TOO_LARGE);
  if (error.statusCode && error.statusCode < 500) throw error;
  throw new ValidationError('The upload could not be read. Please choose the file again.');
}

/** RFC 6266: an ASCII fallback for old clients and the exact name, UTF-8, for everyone else. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function attachmentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, clock } = deps;

  r.post(
    '/api/conversations/:conversationId/attachments',
    {
      // `consumes` tells the fuzz test (test/fault) to send this route multipart bodies.
      schema: {
        params: conversationParams,
        consumes: ['multipart/form-data'],
        response: { 201: attachmentResponse, ...errors(400, 401, 403, 404, 409, 413, 429) },
      },
      config: { rateLimit: perUser(UPLOADS_PER_MINUTE) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { conversationId } = request.params;
      if (!uuid.safeParse(conversationId).success) throw new NotFoundError(CONVERSATION_NOT_FOUND);
      if (!request.isMultipart()) throw new ValidationError('Please choose a file to send');
      const file = await request
        .file({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } })
        .catch(unreadableUpload);
      if (!file || file.fieldname !== 'file') throw new ValidationError('Please choose a file to send');
      const bytes = await file.toBuffer().catch(unreadableUpload);
      if (bytes.length === 0) throw new ValidationError('This file is empty. Please choose another one.');
      const row = await saveUpload(db, storage, clock, user, conversationId, {
        bytes,
        name: file.filename ?? '',
      });
      return reply.code(201).send(presentAttachment(row));
    },
  );

  r.delete(
    '/api/attachments/:id',
    {
      schema: { params: idParams, response: { 204: noContent, ...errors(400, 401, 403, 404, 429) } },
      config: { rateLimit: perUser(UPLOADS_PER_MINUTE) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!uuid.safeParse(request.params.id).success) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
      await discardUpload(db, storage, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /** Every read is authorised here, then streamed from the storage; nothing is served from a public path. */
  const serve = async (
    reply: FastifyReply,
    etag: string | null,
    row: AttachmentRow,
    which: 'file' | 'preview',
    download: boolean,
  ) => {
    const key = which === 'file' ? row.storageKey : row.previewKey;
    if (!key) throw new NotFoundError('This file has no preview');
    const tag = `"${row.sha256}${which === 'preview' ? '-preview' : ''}"`;
    reply
      // Checked with the server on every use (the ETag makes that cheap), so access ends when it ends.
      .header('Cache-Control', 'private, no-cache')
      .header('ETag', tag)
      .header('X-Content-Type-Options', 'nosniff')
      // Opened on its own, a file can run nothing and reach nothing.
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (etag === tag) return reply.code(304).send();
    const stream = await storage.read(key);
    if (!stream) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
    if (which === 'preview') return reply.type('image/webp').send(stream);
    // A PDF is always a download: it is the sender's document, never rendered under our origin.
    const inline = !download && row.contentType.startsWith('image/');
    return reply
      .type(row.contentType)
      .header('Content-Length', row.size)
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', row.name))
      .send(stream);
  };

  r.get(
    '/api/attachments/:id',
    {
      schema: {
        params: idParams,
        querystring: readQuery,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: fileResponses('The file: a photo inline, a PDF (or ?download=1) as a download'),
      },
      config: { rateLimit: perUser(READS_PER_MINUTE) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!uuid.safeParse(request.params.id).success) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
      const row = await findReadableAttachment(db, user.id, request.params.id);
      return serve(reply, request.headers['if-none-match'] ?? null, row, 'file', !!request.query.download);
    },
  );

  r.get(
    '/api/attachments/:id/preview',
    {
      schema: {
        params: idParams,
        produces: ['image/webp'],
        response: fileResponses('A small WebP of a photo, or of the first page of a PDF'),
      },
      config: { rateLimit: perUser(READS_PER_MINUTE) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!uuid.safeParse(request.params.id).success) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
      const row = await findReadableAttachment(db, user.id, request.params.id);
      return serve(reply, request.headers['if-none-match'] ?? null, row, 'preview', false);
    },
  );
}
