/**
 * The node flags and allocator settings the server's process runs with. The start script in package.json
 * spells them out (test/start-script.test.ts holds the two together); the bench and the end-to-end runs start the
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

/**
 * glibc's allocator settings, read from the environment when the process starts (so they cannot be set
 * from inside it). By default glibc raises its trim and mmap thresholds after large blocks are freed, up
 * to 32 MB, and then keeps freed memory: an idle embedded server held 139 MB in malloc's pools with 31 MB
 * in use (bench/RESULTS.md, run 19). Capped at 128 KB, large blocks are mapped and unmapped on their own
 * and free memory at the top of the heap goes back: under bench/send-cpu.ts the embedded server's RSS was
 * 271–286 MB with them against 292–334 MB without, at the same CPU per message (run 20). What they leave
 * free inside malloc's arenas the server itself gives back every few seconds (src/server/memory-trim.ts).
 */
export const serverAllocatorEnv = {
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
} as const;

/** The start command's words before `node`: the allocator settings, as `env` takes them. */
export const serverEnvWords = Object.entries(serverAllocatorEnv).map(([k, v]) => `${k}=${v}`);
