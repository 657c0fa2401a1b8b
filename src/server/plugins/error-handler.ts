import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** One place that turns every failure into `{ message, code, fields? }`. Unknown errors are a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0];
      return reply
        .code(400)
        .send({ message: first?.message ?? 'Invalid request', code: 'validation_error', fields });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, code: error.code, fields: error.fields });
    }
    // Fastify's own client errors: bad JSON, body too large, wrong content type, multipart limits, rate limits.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.message || 'Bad request';
      return reply.code(status).send({ message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error, event: 'request.failed' }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}
