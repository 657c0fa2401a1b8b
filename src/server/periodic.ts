/**
 * The background jobs' timer (the daily backup's check, sandbox renewals, the unsent-upload cleanup):
 * `job` runs every `everyMs`, and once `firstAfterMs` after start when given; a run still going when
 * the next is due makes that one skip, so a slow run never overlaps itself. The timers do not keep the
 * process alive. A job catches and logs its own failures. Returns the function that stops it.
 */
export function startPeriodic(
  job: () => Promise<void>,
  options: { everyMs: number; firstAfterMs?: number },
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } finally {
      running = false;
    }
  };
  const first =
    options.firstAfterMs === undefined ? undefined : setTimeout(() => void run(), options.firstAfterMs);
  const every = setInterval(() => void run(), options.everyMs);
  first?.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** What a background job logs with (pino's logger, or a test's). */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
