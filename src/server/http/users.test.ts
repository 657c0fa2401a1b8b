import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { AVATAR_CHANGES_PER_MINUTE } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----parley-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('POST /api/user/preferences', () => {
  it('requires authentication', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      payload: { darkMode: 'dark' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('saves only the caller’s preference', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const res = await alice.client({
      method: 'POST',
      url: '/api/user/preferences',
      payload: { darkMode: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().darkMode).toBe('dark');
    expect((await alice.client({ method: 'GET', url: '/api/auth/user' })).json().darkMode).toBe('dark');
    expect((await bob.client({ method: 'GET', url: '/api/auth/user' })).json().darkMode).toBe('light');
  });

  it('rejects bad input', async () => {
    const { client } = await buildUser(t);
    const res = await client({
      method: 'POST',
      url: '/api/user/preferences',
      payload: { darkMode: 'purple' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe('avatars', () => {
  it('requires authentication to upload, remove or read', async () => {
    const file = multipart('avatar', 'me.png', 'image/png', await png());
    expect((await t.app.inject({ method: 'POST', url: '/api/avatar', ...file })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/avatar' })).statusCode).toBe(401);
    const { user } = await buildUser(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/avatars/${user.id}` })).statusCode).toBe(401);
  });

  it('re-encodes an upload to a 256 px WebP served with a cache-busting URL, and removes it', async () => {
    const alice = await buildUser(t);
    const first = await alice.client({
      method: 'POST',
      url: '/api/avatar',
      ...multipart('avatar', 'me.png', 'image/png', await png()),
    });
    expect(first.statusCode).toBe(200);
    const url1: string = first.json().profileImageUrl;
    expect(url1).toMatch(new RegExp(`^/api/avatars/${alice.user.id}\\?v=1$`));

    const image = await alice.client({ method: 'GET', url: url1 });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const second = await alice.client({
      method: 'POST',
      url: '/api/avatar',
      ...multipart('avatar', 'me.png', 'image/png', await png()),
    });
    expect(second.json().profileImageUrl).toMatch(/\?v=2$/);

    const removed = await alice.client({ method: 'DELETE', url: '/api/avatar' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImageUrl).toBeNull();
    expect((await alice.client({ method: 'GET', url: `/api/avatars/${alice.user.id}` })).statusCode).toBe(
      404,
    );
  });

  it('rejects a PNG header with a text body, a non-image, a wrong field and a file over 5 MB', async () => {
    const { client } = await buildUser(t);
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really an image '.repeat(20)),
    ]);
    const fake = await client({
      method: 'POST',
      url: '/api/avatar',
      ...multipart('avatar', 'x.png', 'image/png', fakePng),
    });
    expect(fake.statusCode).toBe(400);

    const text = await client({
      method: 'POST',
      url: '/api/avatar',
      ...multipart('avatar', 'x.txt', 'text/plain', Buffer.from('hello')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Invalid file type: Please upload a JPEG or PNG image');

    const disguised = await client({
      method: 'POST',
      url: '/api/avatar',
      ...multipart('avatar', 'x.png', 'image/png', Buffer.from('GIF89a....')),
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('Invalid file type: Please upload a JPEG or PNG image');

    const wrongField = await client({
      method: 'POST',
      url: '/api/avatar',
      ...multipart('photo', 'me.png', 'image/png', await png()),
    });
    expect(wrongField.statusCode).toBe(400);

    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await client({
      method: 'POST',
      url: '/api/avatar',
      ...multipart('avatar', 'big.png', 'image/png', huge),
    });
    expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooBig.statusCode).toBeLessThan(500);
  });

  it('answers a multipart body it cannot read with a 400 that says so', async () => {
    const { client } = await buildUser(t);
    const boundary = '----parley-test-boundary';
    const whole = multipart('avatar', 'me.png', 'image/png', await png()).payload;
    const unreadable = [
      { type: 'multipart/form-data', body: whole },
      { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from('not multipart at all') },
      { type: `multipart/form-data; boundary=${boundary}`, body: whole.subarray(0, 200) },
    ];
    for (const { type, body } of unreadable) {
      const res = await client({
        method: 'POST',
        url: '/api/avatar',
        headers: { 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().message).toMatch(/upload could not be read|choose an image/);
    }
  });

  it('limits changes per person: each is re-encoded and a "Profile updated" toast for every contact', async () => {
    const { client } = await buildUser(t);
    const other = await buildUser(t);
    const file = multipart('avatar', 'me.png', 'image/png', await png());
    const upload = (c: typeof client) => c({ method: 'POST', url: '/api/avatar', ...file });
    const remove = (c: typeof client) => c({ method: 'DELETE', url: '/api/avatar' });
    for (let i = 0; i < AVATAR_CHANGES_PER_MINUTE; i++) {
      expect((await upload(client)).statusCode).toBe(200);
      expect((await remove(client)).statusCode).toBe(200);
    }
    for (const refused of [await upload(client), await remove(client)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many requests/);
    }
    expect((await upload(other.client)).statusCode).toBe(200);
  });
});
