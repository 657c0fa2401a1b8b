import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_VERSION } from '../../common/constants';
import * as names from './offline-queue-names';
import { queuedBody, type QueuedMessage } from './offline-queue';

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

  it('on the request a queued message is sent with', () => {
    const source = /^function queuedBody\(item\) \{\n[\s\S]*?\n\}$/m.exec(worker);
    if (!source) throw new Error('sw.js has no function queuedBody(item)');
    const workerBody = new Function(`${source[0]}; return queuedBody;`)() as typeof queuedBody;
    const base: QueuedMessage = {
      clientId: 'c1',
      userId: 'u1',
      conversationId: 'k1',
      originalContent: null,
      rewrittenContent: null,
      finalContent: 'See you at 5',
      wasRewritten: false,
      replyToMessageId: 7,
      queuedAt: '2026-11-22T10:00:00.000Z',
    };
    const improved = {
      ...base,
      originalContent: 'FIVE, you idiot',
      rewrittenContent: 'See you at 5',
      wasRewritten: true,
    };
    const plain = queuedBody(base);
    expect(plain).toEqual({
      conversationId: 'k1',
      clientId: 'c1',
      content: 'See you at 5',
      wasRewritten: false,
      originalContent: null,
      rewrittenContent: null,
      rewriteProof: null,
      replyToMessageId: 7,
    });
    expect(queuedBody({ ...improved, rewriteProof: 'proof' })).toEqual({
      ...plain,
      wasRewritten: true,
      originalContent: 'FIVE, you idiot',
      rewrittenContent: 'See you at 5',
      rewriteProof: 'proof',
    });
    // Queued before proposals carried a proof: the server would refuse the claim, so the words go as they are.
    expect(queuedBody(improved)).toEqual(plain);
    for (const item of [base, improved, { ...improved, rewriteProof: 'proof' }]) {
      expect(workerBody(item)).toEqual(queuedBody(item));
    }
  });

  it('never caches the API', () => {
    expect(worker).toMatch(/url\.pathname\.startsWith\('\/api\/'\)[^\n]*\) return;/);
  });
});
