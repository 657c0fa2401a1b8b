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

/**
 * Loads the engine once the browser has nothing else to do (its chunk is large, and parsing it would
 * compete with the screen that asked for it). Returns a function that cancels a load not yet started.
 */
export function loadLocalAssistantWhenIdle(): () => void {
  const load = () => void loadLocalAssistant().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 1000);
  return () => window.clearTimeout(timer);
}
