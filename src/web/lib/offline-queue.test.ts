import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_VERSION } from '../../common/constants';
import * as names from './offline-queue-names';
import { queuedBody, withProof, type QueuedMessage } from './offline-queue';

const worker = fs.readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');

/** The value a `const NAME = ...;` line of sw.js gives. */
function workerConstant(name: string): string {
  const match = new RegExp(`^const ${name} = (.+);$`, 'm').exec(worker);
  if (!match) throw new Error(`sw.js has no const ${name}`);
  return match[1].replace(/^'(.*)'$/, '$1');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the service worker and the page agree', () => {
  it('on the cache version', () => {
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
      attachmentIds: [],
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
    // Files uploaded before the connection went go with the message, by their ids.
    const withFiles = { ...base, attachmentIds: ['a1', 'a2'] };
    expect(queuedBody(withFiles)).toEqual({ ...plain, attachmentIds: ['a1', 'a2'] });
    for (const item of [base, improved, { ...improved, rewriteProof: 'proof' }, withFiles]) {
      expect(workerBody(item)).toEqual(queuedBody(item));
    }
  });

  it('on asking the server for the proof of a proposal made offline', async () => {
    const source = /^async function withProof\(item\) \{\n[\s\S]*?\n\}$/m.exec(worker);
    if (!source) throw new Error('sw.js has no async function withProof(item)');
    const workerProof = new Function(`${source[0]}; return withProof;`)() as typeof withProof;
    const offline: QueuedMessage = {
      clientId: 'c1',
      userId: 'u1',
      conversationId: 'k1',
      originalContent: 'FIVE, you idiot',
      rewrittenContent: 'See you at 5',
      finalContent: 'See you at 5',
      wasRewritten: true,
      replyToMessageId: null,
      queuedAt: '2026-11-22T10:00:00.000Z',
    };
    /** POST /api/messages/rewrite answering with this status and body. */
    const serverSays = (status: number, body: object) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(body, { status })),
      );
    const both = async (item: QueuedMessage) => {
      const [page, sw] = [await withProof(item), await workerProof(item)];
      expect(sw).toEqual(page);
      return page;
    };
    // The server's assistant proposes the same words: they earn its proof.
    serverSays(200, { rewritten: ' See you at 5 ', rewriteProof: 'p1' });
    expect(await both(offline)).toEqual({ ...offline, rewriteProof: 'p1' });
    // Other words (another provider), or no AI access: no proof, so the words go out unmarked.
    serverSays(200, { rewritten: 'Five works for me', rewriteProof: 'p2' });
    expect(await both(offline)).toEqual(offline);
    serverSays(402, { message: 'Your trial has ended.' });
    expect(await both(offline)).toEqual(offline);
    // Nothing to prove: the server is not asked.
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const plain = { ...offline, originalContent: null, rewrittenContent: null, wasRewritten: false };
    expect(await both(plain)).toEqual(plain);
    expect(await both({ ...offline, rewriteProof: 'p0' })).toEqual({ ...offline, rewriteProof: 'p0' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('never caches the API', () => {
    expect(worker).toMatch(/url\.pathname\.startsWith\('\/api\/'\)[^\n]*\) return;/);
  });
});
