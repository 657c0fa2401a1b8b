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
