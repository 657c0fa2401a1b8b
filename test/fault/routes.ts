import type { RouteOptions } from 'fastify';
import { buildTestApp } from '../helpers/app';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/**
 * Every route the app registers, read from the app itself (Fastify's onRoute), so a route added
 * tomorrow is fuzzed and must appear in the authorization matrix without anyone listing it here.
 * The built web app's static files are not routes of the API and are left out.
 */
export async function registeredRoutes(env: Record<string, string> = {}): Promise<RegisteredRoute[]> {
  const found: RegisteredRoute[] = [];
  const t = await buildTestApp(
    { BILLING_PROVIDER: 'sandbox', WEB_DIR: '/nonexistent-web-build', ...env },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') found.push({ method, url: route.url, schema: route.schema });
        }
      },
    },
  );
  await t.close();
  return found.filter((r) => r.url !== '*' && !r.url.startsWith('/api/docs/static'));
}

/** The names of a zod object schema's fields (through a pipe or transform), or none. */
export function fieldsOf(schema: unknown): string[] {
  let current = schema as
    { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; schema?: unknown } } } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = (current._zod?.def?.in ?? current._zod?.def?.schema) as typeof current;
  }
  return [];
}
