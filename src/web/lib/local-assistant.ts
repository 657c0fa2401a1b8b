import type { Assistant } from '@common/assistant/types';

let localAssistant: Promise<Assistant> | undefined;

/**
 * The same offline engine the server runs by default (src/common/assistant), loaded into the browser
 * on first use: the demo runs on it, and the dashboard reviews a draft with it while offline.
 */
export function loadLocalAssistant(): Promise<Assistant> {
  localAssistant ??= import('@common/assistant/local').then((m) => m.createLocalAssistant());
  // A failed load (offline before it was ever fetched) may be tried again later.
  localAssistant.catch(() => (localAssistant = undefined));
  return localAssistant;
}

/** The engine's chunk in a build, which index.html names (vite.config.ts); none on the dev server. */
const ENGINE_META = 'meta[name="parley-offline-engine"]';

let engineFetched: Promise<void> | undefined;

/**
 * Fetches and compiles the engine without running it: a <link rel="modulepreload"> puts the module in
 * the page's module map, so loadLocalAssistant() later runs it without the network (offline too).
 * Running it (its word lists, patterns and models are built as it starts) is most of its cost: about
 * 1 s of the page's main thread in headless Chromium here, against a few hundredths for this, so a
 * page that never needs the engine never pays for it. Without the name (the dev server), it is loaded
 * whole as before.
 */
function fetchEngine(): Promise<unknown> {
  const file = document.querySelector<HTMLMetaElement>(ENGINE_META)?.content;
  if (!file) return loadLocalAssistant();
  engineFetched ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.onload = () => resolve();
    link.onerror = () => {
      // Offline before it was ever fetched: a later call tries again.
      link.remove();
      engineFetched = undefined;
      reject(new Error(`could not fetch ${file}`));
    };
    document.head.append(link);
  });
  return engineFetched;
}

/**
 * Fetches the engine once the browser has nothing else to do (its chunk is large, and fetching it would
 * compete with the screen that asked for it), to run on first use. Returns a function that cancels a
 * fetch not yet started.
 */
export function loadLocalAssistantWhenIdle(): () => void {
  const load = () => void fetchEngine().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 1000);
  return () => window.clearTimeout(timer);
}
