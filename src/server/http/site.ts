import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INDEXABLE_PAGES, PRIVATE_PAGES } from '../../common/public-pages';
import type { AppDeps } from '../deps';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GET /robots.txt and GET /sitemap.xml, for search engines: the public pages only, at APP_URL. */
export async function siteRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'config'>): Promise<void> {
  const { appUrl } = deps.config;
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXABLE_PAGES.map((page) => `  <url><loc>${xmlEscape(`${appUrl}${page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  /** For crawlers, not part of the API (hidden from /api/docs). */
  const text = (type: string, what: string) => ({
    hide: true,
    produces: [type],
    response: { 200: z.string().describe(what) },
  });
  app.get('/robots.txt', { schema: text('text/plain', 'Where crawlers may go') }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: text('application/xml', 'The public pages') }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
}
