import { Worker } from 'node:worker_threads';
import { PayloadTooLargeError } from '../errors';
import type { ConversationExport } from '../../common/records/export-format';
import type { PdfView } from './pdf-style';

/**
 * PDF exports are drawn on a worker thread, one at a time. Laying out text with pdfkit costs about
 * half a millisecond of CPU per message and all of it is synchronous: on the app's thread a
 * 5,000-message conversation froze every request and socket of every user for seconds. On its own
 * thread the app keeps serving; the thread's memory goes back to the system when the export is done;
 * and one at a time keeps a small server from drawing several at once beside the database.
 */

/**
 * A drawing needs little memory whatever its length (a 20,000-message export stays under 128 MB of
 * heap); the cap keeps an extreme one from taking a small server's memory with it.
 */
const HEAP_MB = 256;

// Built, the worker is its own bundle next to this code's chunk. From the sources (tsx, Vitest) it is
// the TypeScript file, which a new thread can load only once tsx's loader is registered on it
// (`--import tsx` in a worker's execArgv is not honoured by Node 20).
const fromSources = import.meta.url.endsWith('.ts');
function startWorker(heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  if (!fromSources) return new Worker(new URL('./pdf-worker.js', import.meta.url), options);
  const entry = JSON.stringify(new URL('./pdf-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); });`, {
    eval: true,
    ...options,
  });
}

let queue: Promise<unknown> = Promise.resolve();

export function renderPdfOffThread(
  doc: ConversationExport,
  view: PdfView,
  heapMb = HEAP_MB,
): Promise<Buffer> {
  const turn = queue.then(() => drawOnWorker(doc, view, heapMb));
  queue = turn.catch(() => undefined);
  return turn;
}

function drawOnWorker(doc: ConversationExport, view: PdfView, heapMb: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(heapMb);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.once('message', (reply: { pdf?: Uint8Array; error?: string }) =>
      settle(() =>
        reply.pdf
          ? resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength))
          : reject(new Error(`The PDF could not be drawn: ${reply.error}`)),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new PayloadTooLargeError(
                'This conversation is too long for one PDF. Choose a shorter date range, or export it as CSV.',
              )
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The PDF thread stopped before it finished (exit code ${code})`))),
    );
    worker.postMessage({ doc, view });
  });
}
