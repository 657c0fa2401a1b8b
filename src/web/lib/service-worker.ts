import { CACHE_VERSION, STORAGE_KEYS } from '@common/constants';

/**
 * Registers /sw.js with scope /: offline app shell, push notifications, background sync.
 * A failure only warns: everything else works without it.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    localStorage.setItem(STORAGE_KEYS.cacheVersion, CACHE_VERSION);
  } catch {
    // Storage can be blocked (private mode); the key is informative only.
  }
  navigator.serviceWorker.addEventListener('message', followWorkerNavigation);
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    void navigator.serviceWorker.ready.then(cacheWhatThisPageLoaded);
    return registration;
  } catch (error) {
    console.warn('Service worker registration failed', error);
    return null;
  }
}

/**
 * On the first visit the page loaded its scripts before the worker existed, so the worker never saw
 * them: hand it the list, so the app shell opens offline from the very next visit.
 */
function cacheWhatThisPageLoaded(registration: ServiceWorkerRegistration): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  registration.active?.postMessage({ type: 'cache-urls', urls });
}

/** A notification click on a window the worker does not control: the worker asks the page to go. */
function followWorkerNavigation(event: MessageEvent<unknown>): void {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type !== 'open-url' || typeof data.url !== 'string') return;
  const target = new URL(data.url, location.origin);
  if (target.origin === location.origin) location.assign(target.href);
}
