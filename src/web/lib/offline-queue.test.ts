import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_VERSION } from '../../common/constants';
import * as names from './offline-queue-names';

const worker = fs.readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');

/** The value a `const NAME = ...;` line of sw.js gives. */
function workerConstant(name: string): string {
  const match = new RegExp(`^const ${name} = (.+);$`, 'm').exec(worker);
  if (!match) throw new Error(`sw.js has no const ${name}`);
  return match[1].replace(/^'(.*)'$/, '$1');
}

describe('the service worker and the page agree', () => {
  it('on the cache version of SPEC §9', () => {
    expect(workerConstant('CACHE_VERSION')).toBe(CACHE_VERSION);
    expect(CACHE_VERSION).toBe('v2025-01-09-sw-enabled');
  });

  it('on the queue database, store, sync tag and lock', () => {
    expect(workerConstant('QUEUE_DB')).toBe(names.QUEUE_DB);
    expect(Number(workerConstant('QUEUE_DB_VERSION'))).toBe(names.QUEUE_DB_VERSION);
    expect(workerConstant('QUEUE_STORE')).toBe(names.QUEUE_STORE);
    expect(workerConstant('SYNC_TAG')).toBe(names.SYNC_TAG);
    expect(workerConstant('QUEUE_LOCK')).toBe(names.QUEUE_LOCK);
  });

  it('never caches the API', () => {
    expect(worker).toMatch(/url\.pathname\.startsWith\('\/api\/'\)[^\n]*\) return;/);
  });
});
