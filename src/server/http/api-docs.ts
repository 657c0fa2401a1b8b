import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderApiReference, type OpenApiDocument } from '../presenters/api-reference';
import { ERROR_MEANINGS } from './responses';

type Transform = typeof jsonSchemaTransform;

/** Each error status says what it means beside the one error body it refers to (`Error`). */
const describeErrors: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const response = output.schema?.response as Record<string, Record<string, unknown>> | undefined;
  for (const [status, schema] of Object.entries(response ?? {})) {
    const meaning = ERROR_MEANINGS[Number(status) as keyof typeof ERROR_MEANINGS];
    if (meaning && !schema.description) response![status] = { ...schema, description: meaning };
  }
  return output;
};

/**
 * Collects every route's zod schemas into an OpenAPI document. Registered before the routes, since
 * it learns of each one as it is added.
 */
export async function registerApiContract(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parley API',
        version: '1',
        description:
          'Signed in by the session cookie. Every refusal is the one error body, { message, code, fields? } (the Error schema); besides those each route lists, any request may be answered 413 (too large) or 415 (a content type it does not read). Live events arrive over the WebSocket at /ws. docs/ARCHITECTURE.md explains the decisions a client must know.',
      },
    },
    transform: describeErrors,
    transformObject: jsonSchemaTransformObject,
  });
}

const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});

/** /api/openapi.json, and /api/docs: the same document as a readable page (no script, so the CSP holds). */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let page: string | undefined;
  app.get('/api/openapi.json', { schema: { hide: true, response: { 200: openApiDocument } } }, async () =>
    app.swagger(),
  );
  app.get('/api/docs', { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) => {
    page ??= renderApiReference(app.swagger() as OpenApiDocument);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
}
