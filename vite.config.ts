import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve('src/web'),
  publicDir: path.resolve('public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@common': path.resolve('src/common'), '@web': path.resolve('src/web') } },
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    // No inline module-preload polyfill: the CSP allows no inline script.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:5000', '/ws': { target: 'ws://localhost:5000', ws: true } } },
});
