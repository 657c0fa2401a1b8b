import { afterAll } from 'vitest';

/**
 * The shared project runs many files in one worker (isolate: false). A browser global one file leaves
 * behind changes how the next file's libraries behave: PGlite, seeing a `window`, takes itself for a
 * browser and fails to start (errno 44), in whichever file happens to run next. Fail the file that
 * leaked it instead (vi.stubGlobal with vi.unstubAllGlobals cleans up).
 */
const BROWSER_GLOBALS = ['window', 'document', 'self', 'location'] as const;
const present = new Set(BROWSER_GLOBALS.filter((name) => name in globalThis));

afterAll(() => {
  const leaked = BROWSER_GLOBALS.filter((name) => name in globalThis && !present.has(name));
  if (leaked.length > 0) {
    throw new Error(
      `this file left browser globals behind: ${leaked.join(', ')} (use vi.stubGlobal and vi.unstubAllGlobals)`,
    );
  }
});
