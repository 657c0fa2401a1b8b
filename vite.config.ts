import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Most visitors arrive on the landing page: index.html names its chunk, the chunks it imports and its
 * picture, so the browser fetches them with the entry script instead of after it has run (Lighthouse's
 * largest paint is that picture). app.html is the same page without them, for every other page and for
 * someone signed in (src/server/http/web-app.ts), whose first page starts its own chunks (routes.tsx).
 */
const LANDING_PICTURE = '/images/hero-chat.svg';

function preloadLandingPage(): Plugin {
  const landingHints: string[] = [];
  return {
    name: 'parley-preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('src/web/pages/landing.tsx'));
        if (!landing) throw new Error('preloadLandingPage: no chunk for src/web/pages/landing.tsx');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const known = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (known.has(fileName)) return;
          known.add(fileName);
          files.push(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(landing.fileName);
        landingHints.splice(0, Infinity, ...files.map((file) => `/${file}`), LANDING_PICTURE);
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'image', href: LANDING_PICTURE },
            injectTo: 'head' as const,
          },
        ];
      },
    },
    writeBundle({ dir }, bundle) {
      const index = bundle['index.html'];
      if (!dir || index?.type !== 'asset') throw new Error('preloadLandingPage: no index.html written');
      const html = String(index.source).replace(/ *<link [^>]*href="([^"]+)"[^>]*>\n?/g, (link, href) =>
        landingHints.includes(href) ? '' : link,
      );
      fs.writeFileSync(path.join(dir, 'app.html'), html);
    },
  };
}

/**
 * The offline review's engine (src/common/assistant/local.ts, about 2 MB) is named in index.html, so the
 * dashboard can fetch and compile it while someone writes without running it (src/web/lib/local-assistant.ts):
 * running it is most of its cost, and it is needed only once the connection drops.
 */
function nameOfflineEngine(): Plugin {
  return {
    name: 'parley-name-offline-engine',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const engine = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('src/common/assistant/local.ts'),
        );
        if (!engine) throw new Error('nameOfflineEngine: no chunk for src/common/assistant/local.ts');
        return [
          {
            tag: 'meta',
            attrs: { name: 'parley-offline-engine', content: `/${engine.fileName}` },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: path.resolve('src/web'),
  publicDir: path.resolve('public'),
  plugins: [react(), tailwindcss(), preloadLandingPage(), nameOfflineEngine()],
  resolve: {
    alias: [
      { find: '@common', replacement: path.resolve('src/common') },
      { find: '@web', replacement: path.resolve('src/web') },
      // The assistant loads compromise with Node's require on the server; a browser imports it (nlp.ts).
      { find: /^\.\/nlp-load$/, replacement: path.resolve('src/common/assistant/nlp-load.browser.ts') },
    ],
  },
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    // No inline module-preload polyfill: the CSP allows no inline script.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:5000', '/ws': { target: 'ws://localhost:5000', ws: true } } },
});
