import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app';
import { logSerializers } from './log-serializers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function capturingLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ serializers: logSerializers }, stream), lines };
}

describe('log serializers', () => {
  it('keep the values of a failed query (a message’s words) out of the log, and the query and cause in', async () => {
    const words = 'my private medical details\nsecond line';
    const failure = await t.db.execute(sql`select ${words}::int as n`).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toContain(words);

    const { logger, lines } = capturingLogger();
    logger.error({ err: failure, event: 'request.failed' }, 'unhandled error');
    const line = lines.join('');
    expect(line).not.toContain('medical');
    const logged = JSON.parse(line) as { err: { message: string; stack: string; query: string } };
    expect(logged.err.message).toContain('Failed query: select $1::int as n');
    expect(logged.err.message).toContain('(1 values withheld from the log)');
    expect(logged.err.message).toMatch(/invalid input syntax for type integer/);
    expect(logged.err.stack).toContain('log-serializers.test.ts');
    expect(logged.err.query).toBe('select $1::int as n');
  });

  it('log a request by its path, never its query string', () => {
    expect(logSerializers.req({ method: 'GET', url: '/reset-password?token=abc', id: '1' })).toEqual({
      method: 'GET',
      url: '/reset-password?…',
      id: '1',
    });
  });
});
