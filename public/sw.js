/*
 * Parley's service worker (scope /). Plain JavaScript served as a static file, so it is not bundled:
 * the names below must match src/common/constants.ts (CACHE_VERSION) and src/web/lib/offline-queue.ts
 * (database, store, sync tag, lock); src/web/lib/offline-queue.test.ts checks that they do.
 *
 * - App shell: network-first for page loads, falling back to the cached index.html, so the app opens
 *   offline; cache-first for /assets/* (content-hashed, never change); /api/ and /ws are never touched.
 * - Push: shows the notification the server sent; a click focuses an open window on that conversation.
 * - Background sync 'send-queued-messages': posts the messages queued while offline, in order.
 */
const CACHE_VERSION = 'v2025-01-09-sw-enabled';
const SHELL_CACHE = `parley-shell-${CACHE_VERSION}`;
const SHELL_URL = '/';
const PRECACHE_URLS = [SHELL_URL, '/favicon.svg', '/sounds/notification.wav'];

const QUEUE_DB = 'parley-offline';
const QUEUE_DB_VERSION = 1;
const QUEUE_STORE = 'queued-messages';
const SYNC_TAG = 'send-queued-messages';
const QUEUE_LOCK = 'parley-send-queue';

/* ---------- app shell ---------- */

/** The /assets/ files index.html links to (script, styles): without them the cached shell is blank. */
function assetUrlsIn(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(match[1]);
  return [...urls];
}

/**
 * The chunks a script loads later (each page is a lazy chunk). Vite names them "assets/x.js" in its
 * preload lists, and "./x.js" in the imports of a chunk, which sits in /assets/ beside them.
 */
function chunkUrlsIn(script) {
  const urls = new Set();
  for (const match of script.matchAll(/["'`](?:assets\/|\.\/)([\w.-]+\.(?:js|css))["'`]/g)) {
    urls.add(`/assets/${match[1]}`);
  }
  return [...urls];
}

/** The shell and every route's code, so any page opens offline, not just the ones visited. */
async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  const shell = await fetch(SHELL_URL, { cache: 'no-store' });
  if (!shell.ok) throw new Error(`could not fetch the app shell: ${shell.status}`);
  await cache.put(SHELL_URL, shell.clone());
  const entries = assetUrlsIn(await shell.text());
  await cache.addAll(entries);
  // Optional files (the sound) and chunks must not stop installation if one is missing.
  const keep = (url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined));
  await Promise.all(PRECACHE_URLS.filter((u) => u !== SHELL_URL).map(keep));
  // Chunks name the chunks they load in turn (the offline review engine is loaded by the dashboard's
  // code, not by the entry), so follow them all: a first visit that loses the signal early still has them.
  const seen = new Set(entries);
  let scripts = entries.filter((u) => u.endsWith('.js'));
  while (scripts.length) {
    const found = [];
    for (const url of scripts) {
      const script = await cache.match(url);
      if (!script) continue;
      for (const chunk of chunkUrlsIn(await script.text())) {
        if (!seen.has(chunk)) found.push(chunk);
        seen.add(chunk);
      }
    }
    await Promise.all(found.map(keep));
    scripts = found.filter((u) => u.endsWith('.js'));
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('parley-') && n !== SHELL_CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Every page is the same index.html (the client router decides): keep the freshest copy.
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function networkFirstFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/api' || url.pathname.startsWith('/ws')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (PRECACHE_URLS.includes(url.pathname) || url.pathname.startsWith('/images/')) {
    // Small static files without a hash in their name: fresh when online, the last copy when not.
    event.respondWith(networkFirstFile(request));
  }
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  // The page lists the files it loaded before this worker took control (its first visit).
  if (data.type === 'cache-urls' && Array.isArray(data.urls)) {
    const urls = data.urls.filter((u) => typeof u === 'string' && u.startsWith('/assets/'));
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(urls).catch(() => undefined)));
  }
  if (data.type === 'flush-queue') {
    event.waitUntil(flushQueue().catch(() => undefined));
  }
});

/* ---------- push notifications ---------- */

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Parley';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: payload.data || {},
      icon: '/favicon.svg',
      badge: '/favicon.svg',
    }),
  );
});

function conversationUrl(data) {
  const id = data && typeof data.conversationId === 'string' ? data.conversationId : null;
  return id ? `/dashboard?conversation=${encodeURIComponent(id)}` : '/dashboard';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(conversationUrl(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      const focused = await open.focus();
      try {
        return await focused.navigate(target);
      } catch {
        // Only windows this worker controls can be navigated: ask the page to go there itself.
        focused.postMessage({ type: 'open-url', url: target });
        return focused;
      }
    })(),
  );
});

/* ---------- messages queued while offline ---------- */

function openQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DB, QUEUE_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(QUEUE_STORE)) {
        db.createObjectStore(QUEUE_STORE, { keyPath: 'seq', autoIncrement: true });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function queueRequest(db, mode, act) {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(QUEUE_STORE, mode);
    const request = act(tx.objectStore(QUEUE_STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function notifyPages(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

/**
 * As queuedBody in src/web/lib/offline-queue.ts: a message queued before proposals carried the
 * server's proof goes out as it stands, unmarked, rather than be refused and lost.
 */
function queuedBody(item) {
  const proven = item.rewrittenContent == null || item.rewriteProof != null;
  return {
    conversationId: item.conversationId,
    clientId: item.clientId,
    content: item.finalContent,
    wasRewritten: proven && item.wasRewritten,
    originalContent: proven ? item.originalContent : null,
    rewrittenContent: proven ? item.rewrittenContent : null,
    rewriteProof: proven ? (item.rewriteProof ?? null) : null,
    replyToMessageId: item.replyToMessageId,
    attachmentIds: item.attachmentIds || [],
  };
}

/** As withProof in src/web/lib/offline-queue.ts: a proposal made offline asks the server for its proof. */
async function withProof(item) {
  if (item.rewrittenContent == null || item.rewriteProof || item.originalContent == null) return item;
  const response = await fetch('/api/messages/rewrite', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: item.originalContent }),
  });
  if (!response.ok) return item;
  const answer = await response.json().catch(() => ({}));
  const proposal = String(answer.rewritten || answer.rewrittenMessage || '').trim();
  return proposal === item.rewrittenContent.trim() && answer.rewriteProof
    ? { ...item, rewriteProof: answer.rewriteProof }
    : item;
}

/** 'sent' (stored, or stored before), 'drop' (the server will never take it), 'retry' (later). */
async function postQueued(item) {
  let response;
  try {
    const proven = await withProof(item);
    response = await fetch('/api/messages', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(queuedBody(proven)),
    });
  } catch {
    return { outcome: 'retry' };
  }
  if (response.ok) return { outcome: 'sent', message: await response.json().catch(() => null) };
  if (
    response.status === 401 ||
    response.status === 408 ||
    response.status === 429 ||
    response.status >= 500
  ) {
    return { outcome: 'retry' };
  }
  return { outcome: 'drop', status: response.status };
}

async function currentUserId() {
  try {
    const response = await fetch('/api/auth/user', { credentials: 'include' });
    if (!response.ok) return null;
    const user = await response.json();
    return user && typeof user.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * Sends the queue oldest first, one at a time, stopping at the first that must wait, so the order
 * holds. The page flushes with the same lock, so one message is never in flight twice at once (and the
 * server stores a clientId once anyway). Only the signed-in user's messages go out.
 */
async function flushQueue() {
  const run = async () => {
    const userId = await currentUserId();
    if (!userId) throw new Error('not signed in, or offline');
    const db = await openQueue();
    try {
      const items = await queueRequest(db, 'readonly', (store) => store.getAll());
      for (const item of items) {
        if (item.userId !== userId) continue;
        const result = await postQueued(item);
        if (result.outcome === 'retry') throw new Error('the queue will be retried');
        await queueRequest(db, 'readwrite', (store) => store.delete(item.seq));
        await notifyPages({
          type: result.outcome === 'sent' ? 'queued-message-sent' : 'queued-message-dropped',
          clientId: item.clientId,
          conversationId: item.conversationId,
          message: result.message || null,
        });
      }
    } finally {
      db.close();
    }
  };
  if (self.navigator && self.navigator.locks) return self.navigator.locks.request(QUEUE_LOCK, run);
  return run();
}

self.addEventListener('sync', (event) => {
  // A rejection tells the browser to retry the sync later, with back-off.
  if (event.tag === SYNC_TAG) event.waitUntil(flushQueue());
});
