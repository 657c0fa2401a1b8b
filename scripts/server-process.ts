/**
 * The node flags the server's process runs with. The start script in package.json spells them out
 * (test/start-script.test.ts holds the two together); the bench and the end-to-end runs start the
 * bundle with these, so they measure and test what production runs. Why each (bench/RESULTS.md, run 18):
 * - `--enable-source-maps`: stack traces name src/ files and lines; the maps cost about 5 MB of heap.
 * - `--heap-growing-percent=50`: a full collection once the old space is half again its live size
 *   (about 50 MB). Under load most of what reaches the old space is already dead (requests that
 *   outlived two young collections); left to V8's own factor it waited until 2–3 times the live set.
 * - `--max-semi-space-size=8`: a 16 MB young generation instead of 32 MB. Alone it promotes more and
 *   the old space grew faster; with the growth above bounded it is 16 MB less.
 */
export const serverNodeFlags = [
  '--enable-source-maps',
  '--heap-growing-percent=50',
  '--max-semi-space-size=8',
] as const;
