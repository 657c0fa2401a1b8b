/**
 * Node's way to load compromise synchronously on first use (nlp.ts): `require` through createRequire, which
 * picks its CommonJS build (30 MB resident against 44 MB for its ES modules). The web bundle replaces this
 * file with nlp-load.browser.ts (vite.config.ts), since a browser has no `require`.
 */
import { createRequire } from 'node:module';
import type Compromise from 'compromise';

export function loadCompromise(): typeof Compromise {
  return createRequire(import.meta.url)('compromise') as typeof Compromise;
}
