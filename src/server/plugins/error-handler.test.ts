import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { DISCARDED_BODY_MAX_BYTES } from './error-handler';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

/**
 * A client that declares `declared` bytes of JSON on POST /api/messages and writes `writes` of them in
 * 64 KB pieces 20 ms apart, as a slow or busy client does, then reads whatever comes back.
 */
function postSlowly(declared: number, writes: number) {
  return new Promise<{ response: string; writeError: string | null; wrote: number }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let writeError: string | null = null;
    let wrote = 0;
    socket.on('data', (d) => (response += String(d)));
    socket.on('error', (err: NodeJS.ErrnoException) => (writeError = err.code ?? String(err)));
    socket.on('close', () => resolve({ response, writeError, wrote }));
    socket.write(
      `POST /api/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, 'x');
    const next = () => {
      if (socket.destroyed || wrote >= writes) return;
      const n = Math.min(piece.length, writes - wrote);
      socket.write(piece.subarray(0, n), () => {
        wrote += n;
        setTimeout(next, 20);
      });
    };
    next();
    setTimeout(() => socket.destroy(), 15_000);
  });
}

describe('a body over the 256 KB limit', () => {
  it('is read to its end and thrown away, so a client still writing it gets its 413', async () => {
    // 400 KB arrives over ~140 ms; the 413 used to go out (and the connection close) at the first piece.
    const { response, writeError, wrote } = await postSlowly(400_000, 400_000);
    expect(writeError).toBeNull();
    expect(wrote).toBe(400_000);
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toContain('"code":"FST_ERR_CTP_BODY_TOO_LARGE"');
  });

  it('is not read beyond a bound: a larger one is refused at once and the connection closed', async () => {
    const started = Date.now();
    const { response, wrote } = await postSlowly(DISCARDED_BODY_MAX_BYTES + 1, DISCARDED_BODY_MAX_BYTES + 1);
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(wrote).toBeLessThan(DISCARDED_BODY_MAX_BYTES);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
