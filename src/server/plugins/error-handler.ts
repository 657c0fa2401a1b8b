import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** zod's own wording ("Invalid input: expected string, received undefined") says what, not which field. */
const ZOD_DEFAULT_MESSAGE = /^(?:Invalid input|Invalid option|Too small|Too big|Unrecognized key)/;

/** Our schemas' messages stand as written; zod's defaults get the field's name. */
function readableIssue(field: string, message: string): string {
  if (!ZOD_DEFAULT_MESSAGE.test(message)) return message;
  const name = field === 'body' ? 'The request body' : field;
  if (/received undefined$/.test(message)) return `${name} is required`;
  return `${name}: ${message}`;
}

export const INTERNAL_ERROR: ErrorBody = {
  message: 'Something went wrong on our side. Please try again.',
  code: 'internal',
};

/** What a refusal says: the body every 4xx (and the one 500) answers with. */
export interface ErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/**
 * The status and body for a failure that is not Fastify's own (a schema's refusal, a domain error,
 * anything else: a 500), or null for Fastify's. The error handler below and a send over the socket
 * (http/messages.ts) answer the same failure the same way.
 */
export function answerFor(error: unknown): { status: number; body: ErrorBody } | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      fields[key] ??= readableIssue(key, issue.message ?? 'Invalid value');
    }
    const message = Object.values(fields)[0] ?? 'Invalid request';
    return { status: 400, body: { message, code: 'validation_error', fields } };
  }
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, fields: error.fields },
    };
  }
  return null;
}

/** One place that turns every failure into `{ message, code, fields? }`. Unknown errors are a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = answerFor(error);
    if (answer) return reply.code(answer.status).send(answer.body);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return discardBody(request.raw).then(() =>
        reply.code(413).send({ message: 'Request is too large', code: error.code }),
      );
    }
    // Fastify's own client errors: bad JSON, wrong content type, multipart limits, rate limits.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : error.message || 'Bad request';
      return reply.code(status).send({ message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error, event: 'request.failed' }, 'unhandled error');
    return reply.code(500).send(INTERNAL_ERROR);
  });
}

/**
 * How much of a body over the limit is read (and thrown away) before the 413 goes out. Fastify refuses
 * such a body before reading it and the connection is closed after the answer; bytes the client is
 * still writing then meet a closed socket, and the client fails with EPIPE or ECONNRESET instead of
 * reading its 413 (test:fuzz saw it with 300 KB). Up to this size the client gets its answer; a
 * larger body is cut off as before, so nobody can make the server read without end.
 */
export const DISCARDED_BODY_MAX_BYTES = 4 * 1024 * 1024;
/** And for how long: a client trickling its body does not hold the connection for more. */
const DISCARD_TIMEOUT_MS = 10_000;

/** Reads what is left of a request's body, without keeping it, when it is small enough to be worth it. */
function discardBody(raw: IncomingMessage): Promise<void> {
  const declared = Number(raw.headers['content-length']);
  if (raw.complete || raw.destroyed || !(declared <= DISCARDED_BODY_MAX_BYTES)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      raw.off('data', discard);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    const discard = () => {};
    const timer = setTimeout(done, DISCARD_TIMEOUT_MS);
    raw.on('data', discard);
    raw.on('end', done);
    raw.on('error', done);
    raw.on('close', done);
    raw.resume();
  });
}

/** What the router refuses before any route (or the handler above) runs: Fastify's words echo the whole path. */
const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address contains characters that are not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/** Fastify's `frameworkErrors` option: the router's refusals in the `{ message, code }` shape of every other error. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error, event: 'request.failed' }, 'router error');
    return reply.code(500).send(INTERNAL_ERROR);
  }
  const code = error.code ?? 'bad_request';
  return reply.code(status).send({ message: ROUTER_MESSAGES[code] ?? 'Bad request', code });
}
