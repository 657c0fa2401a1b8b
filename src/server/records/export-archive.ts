import { Readable } from 'node:stream';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import { attachmentPath, type ConversationExport } from '../../common/records/export-format';
import type { Database } from '../db/client';
import { attachments } from '../db/schema';
import type { FileStorage } from '../storage';

/**
 * A conversation export with its files: a zip holding the PDF at the top and every file sent in the
 * included messages under attachments/ (named by message id and place, export-format.ts), which is
 * what `npx parley verify` and the /verify page check, file by file, against the chained SHA-256s.
 * Streamed: the files are read from the storage one at a time as the zip is downloaded, so a
 * conversation with hundreds of photos never sits in memory. Files are stored, not compressed (photos
 * and PDFs are compressed already).
 */
export async function exportArchive(
  db: Database,
  storage: FileStorage,
  doc: ConversationExport,
  pdf: { name: string; bytes: Uint8Array },
): Promise<Readable> {
  const ids = doc.rows.filter((row) => row.attachments.length > 0).map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select({
            messageId: attachments.messageId,
            position: attachments.position,
            name: attachments.name,
            storageKey: attachments.storageKey,
          })
          .from(attachments)
          .where(and(inArray(attachments.messageId, ids), isNotNull(attachments.position)))
          .orderBy(asc(attachments.messageId), asc(attachments.position));
  return zipWithFiles(storage, pdf, files);
}

export type ArchivedFile = {
  messageId: number | null;
  position: number | null;
  name: string;
  storageKey: string;
};

/**
 * A zip of one document at the top (an export's PDF, a person's data) and sent files under
 * attachments/, named as exports name them, streamed from the storage one file at a time.
 */
export function zipWithFiles(
  storage: FileStorage,
  first: { name: string; bytes: Uint8Array },
  files: readonly ArchivedFile[],
): Readable {
  return Readable.from(zipEntries(storage, first, files));
}

async function* zipEntries(
  storage: FileStorage,
  pdf: { name: string; bytes: Uint8Array },
  files: readonly ArchivedFile[],
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  };
  const entry = (name: string) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    return file;
  };
  entry(pdf.name).push(pdf.bytes, true);
  yield* drain();
  for (const file of files) {
    const stream = await storage.read(file.storageKey);
    // A file missing from the storage is left out; the verifier then names its message as incomplete.
    if (!stream) continue;
    const zipped = entry(attachmentPath(file.messageId!, file.position!, file.name));
    for await (const chunk of stream) {
      zipped.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      yield* drain();
    }
    zipped.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
