import { randomUUID } from 'node:crypto';

/** A multipart body with one file field, as a browser's FormData sends it (for `app.inject`). */
export function multipart(filename: string, type: string, bytes: Buffer, field = 'file') {
  const boundary = `----parley${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
