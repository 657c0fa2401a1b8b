import type { Readable } from 'node:stream';

/**
 * Where the bytes of sent files live, behind one small interface: a folder under DATA_DIR by default
 * (disk-storage.ts), or an S3-compatible bucket when S3_BUCKET is set (s3-storage.ts). Keys are made
 * by the server only (conversation id / attachment id), never from anything a client sends, and are
 * never shown to a client: files are served through routes that authorise every read.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Server-made keys only: lower-case hex ids and dashes in segments, one optional suffix. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(\.preview)?$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not an attachment storage key: ${key}`);
}

export const storageKeyOf = (conversationId: string, attachmentId: string, preview = false) =>
  `${conversationId}/${attachmentId}${preview ? '.preview' : ''}`;

/** Reads a whole stored file (at most the attachment limit) into memory. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
