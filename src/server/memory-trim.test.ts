import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMallocTrim, startMallocTrim } from './memory-trim';

const glibc = Boolean(
  (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
    ?.glibcVersionRuntime,
);
const koffiInstalled = (() => {
  try {
    createRequire(import.meta.url).resolve('koffi');
    return true;
  } catch {
    return false;
  }
})();

afterEach(() => {
  vi.useRealTimers();
});

describe('startMallocTrim', () => {
  it('trims at once, then every interval, until stopped', async () => {
    vi.useFakeTimers();
    const trim = vi.fn((pad: number) => pad);
    const { active, stop } = await startMallocTrim(1000, async () => trim);
    expect(active).toBe(true);
    expect(trim).toHaveBeenCalledTimes(1);
    expect(trim).toHaveBeenCalledWith(0);
    vi.advanceTimersByTime(3000);
    expect(trim).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(4);
  });

  it('does nothing where malloc_trim cannot be called', async () => {
    vi.useFakeTimers();
    const { active, stop } = await startMallocTrim(1000, async () => null);
    expect(active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});

describe('loadMallocTrim', () => {
  it.skipIf(!(process.platform === 'linux' && glibc && koffiInstalled))(
    "calls glibc's malloc_trim on Linux with glibc",
    async () => {
      const trim = await loadMallocTrim();
      expect(trim).toBeTypeOf('function');
      // 1 when memory was given back, 0 when there was none to give.
      expect([0, 1]).toContain(trim!(0));
    },
  );

  it.skipIf(process.platform === 'linux' && glibc)('is null without glibc', async () => {
    expect(await loadMallocTrim()).toBeNull();
  });
});
