// The thread a PDF export is drawn on (see pdf-thread.ts): it receives one conversation's export,
// draws the PDF with the CSV record attached, sends the bytes back and ends.
import { parentPort } from 'node:worker_threads';
import { renderCsv } from '../../common/records/csv';
import type { ConversationExport } from '../../common/records/export-format';
import { type PdfView, renderPdf } from './pdf';

parentPort!.once('message', async ({ doc, view }: { doc: ConversationExport; view: PdfView }) => {
  try {
    parentPort!.postMessage({ pdf: await renderPdf(doc, renderCsv(doc), view) });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
