import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';

/**
 * Addresses the router refuses before any route runs. Fastify's own answer for them had another shape
 * ({ error, code, message, statusCode }) and echoed the whole path back, 5,000 characters of it.
 */

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await buildUser(t);
});
afterAll(() => t.close());

describe('an address the router cannot read', () => {
  it('with an over-long path segment is a 414 with a message, like every other error', async () => {
    const res = await alice.client({ method: 'GET', url: `/api/conversations/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long', code: 'FST_ERR_MAX_PARAM_LENGTH' });
  });

  it('with a broken percent-encoding is a 400 with a message, like every other error', async () => {
    for (const url of ['/api/conversations/%ED%A0%80', '/api/messages/%E0%A4%A']) {
      const res = await alice.client({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: 'The address contains characters that are not valid',
        code: 'FST_ERR_BAD_URL',
      });
    }
  });
});
