import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderApiReference, type OpenApiDocument } from '../presenters/api-reference';
import { ERROR_MEANINGS, errors } from './responses';

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

/** The methods whose body Fastify reads before the route runs (GET and HEAD bodies are ignored). */
const READS_A_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route that reads a body can be refused before its handler runs: 413 over the body limit, 415 for a
 * content type no parser reads (plugins/error-handler.ts words both). One rule here, not a line per route.
 */
export function declareBodyRefusals(route: RouteOptions): void {
  if (![route.method].flat().some((method) => READS_A_BODY.has(method))) return;
  const schema = (route.schema ??= {});
  const response = (schema.response ??= {}) as Record<string, unknown>;
  for (const [status, body] of Object.entries(errors(413, 415))) response[status] ??= body;
}

/**
 * Collects every route's zod schemas into an OpenAPI document. Registered before the routes, since
 * it learns of each one as it is added.
 */
export async function registerApiContract(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', declareBodyRefusals);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parley API',
        version: '1',
        description:
          'Signed in by the session cookie. Every refusal is the one error body, { message, code, fields? } (the Error schema); each route lists the refusals it can answer, 413 (too large) and 415 (a content type it does not read) on every route that reads a body. Live events arrive over the WebSocket at /ws. docs/ARCHITECTURE.md explains the decisions a client must know.',
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
