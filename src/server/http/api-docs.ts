import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderApiReference, type OpenApiDocument } from '../presenters/api-reference';

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
          'Signed in by the session cookie; errors are { message, code }. Live events arrive over the WebSocket at /ws. docs/ARCHITECTURE.md explains the decisions a client must know.',
      },
    },
    transform: jsonSchemaTransform,
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
