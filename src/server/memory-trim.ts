/**
 * Hands memory that the C allocator holds free back to the system: glibc's `malloc_trim(0)`, once the
 * server has started and then every few seconds.
 *
 * Why: glibc's `free` returns memory only from the top of each arena. Memory freed in the middle of an
 * arena (the start-up's work on the database thread and V8's helper threads, then the sockets' and the
 * database calls' buffers under load) stays resident until something calls `malloc_trim`, which gives
 * back every free page. An idle embedded server held 65 MB of malloc memory with 31 MB in use, 27 MB of
 * the free part in one helper thread's arena; a trim took it from 225 to 194 MB (bench/RESULTS.md,
 * run 28). The allocator thresholds set in `npm start` (scripts/server-process.ts) do not reach this
 * memory: they only stop glibc keeping large blocks and a large free top.
 *
 * Node has no way to call a C function itself; `koffi` (a dependency with prebuilt binaries) does.
 * Where there is no glibc (musl, macOS, Windows) or koffi cannot load, this does nothing: the server
 * runs as it did before, holding that memory.
 */

/** How often the allocator is trimmed after the first time. A trim takes well under a millisecond. */
export const TRIM_EVERY_MS = 5_000;

/** The part of koffi used here (it is loaded by name at run time, so its absence costs nothing). */
interface Koffi {
  load(path: string): { func(signature: string): (pad: number) => number };
}

/** `malloc_trim`, or null where it cannot be called (no glibc, or koffi missing for this platform). */
export async function loadMallocTrim(): Promise<((pad: number) => number) | null> {
  if (process.platform !== 'linux') return null;
  // Without glibc (musl) there is no libc.so.6 with a malloc_trim, and loading it throws.
  try {
    const name = 'koffi';
    const imported = (await import(name)) as { default?: Koffi } & Koffi;
    const koffi = imported.default ?? imported;
    return koffi.load('libc.so.6').func('int malloc_trim(size_t)');
  } catch {
    return null;
  }
}

/**
 * Trims now and then every `everyMs` (the timer does not keep the process alive). Returns what stops
 * it, and whether trimming is on (false where `malloc_trim` cannot be called).
 */
export async function startMallocTrim(
  everyMs = TRIM_EVERY_MS,
  load: typeof loadMallocTrim = loadMallocTrim,
): Promise<{ active: boolean; stop: () => void }> {
  const trim = await load();
  if (!trim) return { active: false, stop: () => {} };
  trim(0);
  const timer = setInterval(() => trim(0), everyMs);
  timer.unref();
  return { active: true, stop: () => clearInterval(timer) };
}
