import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { syncSignedInHint } from '../plugins/session';

/** Vite names built assets by content hash, so a name's content never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Files are sent precompressed when the browser accepts it (npm run build
 * writes a .br and a .gz beside each text file: scripts/compress-web.mjs), hashed assets are cached
 * for good and everything else revalidates; every other GET outside /api answers index.html (or
 * app.html, the same without the landing page's preloads), so the client router decides.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const webRoot = config.webDir;
  const hasBuild = fs.existsSync(path.join(webRoot, 'index.html'));
  const hasAppPage = fs.existsSync(path.join(webRoot, 'app.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are served in place of their file, never under their own name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || request.method !== 'GET' || !hasBuild) {
      return reply.code(404).send({ message: 'Not found', code: 'not_found' });
    }
    syncSignedInHint(request, reply, config);
    // index.html preloads the landing page, which only a visitor at / sees (vite.config.ts).
    const landing = !request.user && request.url.split('?')[0] === '/';
    const page = landing || !hasAppPage ? 'index.html' : 'app.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
}
