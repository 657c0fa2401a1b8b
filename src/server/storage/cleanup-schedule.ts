import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { cleanUnsentUploads } from '../domain/attachments';
import { type JobLogger, startPeriodic } from '../periodic';
import type { FileStorage } from './file-storage';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly, on every instance: uploads no message claimed within a week are deleted (domain/attachments.ts
 * locks each conversation as a send does, so instances running it together do no harm). Returns stop.
 */
export function startUnsentUploadCleanup(
  db: Database,
  storage: FileStorage,
  options: { clock: Clock; logger: JobLogger },
): () => void {
  return startPeriodic(
    async () => {
      try {
        const deleted = await cleanUnsentUploads(db, storage, options.clock);
        if (deleted > 0) options.logger.info({ event: 'attachments.cleaned', deleted });
      } catch (err) {
        options.logger.error({ err, event: 'attachments.cleanup_failed' });
      }
    },
    { everyMs: CHECK_EVERY_MS },
  );
}
