import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { openSocket } from '../../../test/helpers/ws';
import { buildApp } from '../app';

/**
 * Anyone can send a malformed WebSocket frame. ws closes such a socket with the right code; the log
 * must not get an error line (with a stack) for each, or any client could fill it at will.
 */
let t: TestApp;
let app: FastifyInstance;
let base: string;
const lines: Array<{ level: number; event?: string; code?: string }> = [];

beforeAll(async () => {
  t = await buildTestApp();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ ...t.deps, config: { ...t.deps.config, LOG_LEVEL: 'debug' } }, { logStream });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('/ws protocol errors', () => {
  it('close the socket with 1002 and log a debug line, not an error', async () => {
    const alice = await buildUser(t);
    const socket = await openSocket(base, alice.cookie);
    await socket.waitFor('authenticated');
    // A text frame "hi" without the mask every client frame must carry (RFC 6455 §5.1).
    (socket.ws as unknown as { _socket: NodeJS.WritableStream })._socket.write(
      Buffer.from([0x81, 0x02, 0x68, 0x69]),
    );
    expect((await socket.closed).code).toBe(1002);
    await new Promise((r) => setTimeout(r, 100));
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.some((l) => l.event === 'ws.protocol_error' && l.code === 'WS_ERR_EXPECTED_MASK')).toBe(
      true,
    );
  });
});
