/**
 * Names the page and the service worker (public/sw.js, plain JS, not bundled) must agree on; kept in a
 * file of their own so offline-queue.test.ts can compare them with the worker's without a browser.
 */
export const QUEUE_DB = 'parley-offline';
export const QUEUE_DB_VERSION = 1;
export const QUEUE_STORE = 'queued-messages';
export const SYNC_TAG = 'send-queued-messages';
export const QUEUE_LOCK = 'parley-send-queue';
