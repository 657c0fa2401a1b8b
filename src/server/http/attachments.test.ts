import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentView, MessageView } from '../../common/types';
import { sha256Hex } from '../../common/records/sha256';
import { verifyExportFile } from '../../common/records/verify-file';
import { buildTestApp, buildUser, type Client, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { multipart } from '../../../test/helpers/uploads';
import { attachments, legalHolds } from '../db/schema';
import { UNREADABLE_PDF, UNSUPPORTED_FILE } from '../domain/attachment-files';
import { cleanUnsentUploads, UNSENT_UPLOAD_TTL_MS } from '../domain/attachments';
import { readAll } from '../storage/file-storage';

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let mallory: Awaited<ReturnType<typeof buildUser>>;
let conversationId: string;

const SECRET = 'SECRET-EXIF-MARK';
const SCRIPT = '<script>alert(document.cookie)</script>';

const upload = (client: Client, filename: string, type: string, bytes: Buffer, to = conversationId) =>
  client({
    method: 'POST',
    url: `/api/conversations/${to}/attachments`,
    ...multipart(filename, type, bytes),
  });

async function uploaded(client: Client, filename: string, type: string, bytes: Buffer) {
  const res = await upload(client, filename, type, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttachmentView>();
}

async function send(client: Client, attachmentIds: string[], content = '') {
  const res = await client({
    method: 'POST',
    url: '/api/messages',
    payload: { conversationId, clientId: randomUUID(), content, attachmentIds },
  });
  return res;
}

const photo = (format: 'png' | 'jpeg') => {
  const image = sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } },
  });
  return (format === 'png' ? image.png() : image.jpeg())
    .withExif({ IFD0: { Copyright: SECRET, Make: 'PhoneCo' } })
    .toBuffer();
};

function pdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('School report, autumn term');
    doc.end();
  });
}

async function stored(id: string) {
  const [row] = await t.db.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  alice = await buildUser(t, { firstName: 'Alice', lastName: 'Archer' });
  bob = await buildUser(t, { firstName: 'Bob', lastName: 'Baker' });
  mallory = await buildUser(t, { firstName: 'Mallory', lastName: 'Mole' });
  conversationId = (await startConversation(alice.client, [bob.email], 'Kids')).id;
});
afterAll(async () => {
  await t.close();
});

describe('uploading photos and PDFs', () => {
  it('re-encodes a PNG: a script appended after the image and its metadata are not kept', async () => {
    const original = Buffer.concat([await photo('png'), Buffer.from(SCRIPT)]);
    const file = await uploaded(alice.client, 'drawing.png', 'image/png', original);
    expect(file).toMatchObject({ name: 'drawing.png', contentType: 'image/png', width: 640, height: 400 });
    const res = await alice.client({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.includes(SCRIPT)).toBe(false);
    expect(res.rawPayload.includes(SECRET)).toBe(false);
    expect(sha256Hex(res.rawPayload)).toBe(file.sha256);
    expect(file.size).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });

  it('strips a JPEG’s metadata, and serves it with its type, inline, never sniffed', async () => {
    const original = await photo('jpeg');
    expect(original.includes(SECRET)).toBe(true);
    const file = await uploaded(alice.client, 'C:\\fakepath\\beach.jpeg', 'image/jpeg', original);
    expect(file.name).toBe('beach.jpg');
    const res = await alice.client({ method: 'GET', url: file.url });
    expect(res.rawPayload.includes(SECRET)).toBe(false);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="beach.jpg"; filename*=UTF-8''beach.jpg`,
    );
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const download = await alice.client({ method: 'GET', url: `${file.url}?download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="beach.jpg"/);
    const preview = await alice.client({ method: 'GET', url: file.previewUrl! });
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
    // Asked again with the ETag it had: checked (the session, the conversation), then not sent again.
    const again = await alice.client({
      method: 'GET',
      url: file.url,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('converts a HEIC photo from a phone to a JPEG without its metadata', async () => {
    // Made with heif-enc (Debian libheif-examples) from a JPEG carrying EXIF, so no test needs the tool.
    const heic = fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/photo.heic'));
    expect(heic.includes(SECRET)).toBe(true);
    const file = await uploaded(alice.client, 'IMG_0001.HEIC', 'image/heic', heic);
    expect(file).toMatchObject({ name: 'IMG_0001.jpg', contentType: 'image/jpeg', width: 120, height: 80 });
    const res = await alice.client({ method: 'GET', url: file.url });
    expect(res.rawPayload.includes(SECRET)).toBe(false);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('keeps a real PDF byte for byte, serves it only as a download, and previews its first page', async () => {
    const bytes = await pdf();
    const file = await uploaded(alice.client, 'report.pdf', 'application/pdf', bytes);
    expect(file).toMatchObject({ contentType: 'application/pdf', sha256: sha256Hex(bytes) });
    const res = await alice.client({ method: 'GET', url: file.url });
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);
    // The first page as an image (poppler's pdftoppm, installed here and in CI), to the uploader...
    expect(file.previewUrl).toBe(`${file.url}/preview`);
    const preview = await alice.client({ method: 'GET', url: file.previewUrl! });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    // pdfkit's page is US Letter, portrait: the long side is the height.
    expect([meta.height, meta.width! < meta.height!]).toEqual([960, true]);
    // ...and once sent, to the participants only: the preview is authorised exactly like the file.
    expect((await send(alice.client, [file.id], 'The report')).statusCode).toBe(201);
    expect((await bob.client({ method: 'GET', url: file.previewUrl! })).statusCode).toBe(200);
    expect((await mallory.client({ method: 'GET', url: file.previewUrl! })).statusCode).toBe(404);
    expect((await mallory.client({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('without a PDF renderer, a PDF is still accepted and shown as a card (no preview)', async () => {
    const before = process.env.PDFTOPPM_PATH;
    process.env.PDFTOPPM_PATH = '/nonexistent/pdftoppm';
    try {
      const bytes = await pdf();
      const file = await uploaded(alice.client, 'plain.pdf', 'application/pdf', bytes);
      expect(file).toMatchObject({
        contentType: 'application/pdf',
        previewUrl: null,
        sha256: sha256Hex(bytes),
      });
      expect((await alice.client({ method: 'GET', url: `${file.url}/preview` })).statusCode).toBe(404);
      expect((await alice.client({ method: 'GET', url: file.url })).rawPayload.equals(bytes)).toBe(true);
    } finally {
      if (before === undefined) delete process.env.PDFTOPPM_PATH;
      else process.env.PDFTOPPM_PATH = before;
    }
  });

  it.each([
    [
      'a renamed Windows executable',
      'holiday.jpg',
      'image/jpeg',
      Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4000, 1)]),
    ],
    [
      'a renamed Linux executable',
      'scan.pdf',
      'application/pdf',
      Buffer.concat([Buffer.from('\x7fELF'), Buffer.alloc(4000, 2)]),
    ],
    [
      'an SVG (it can carry script)',
      'logo.png',
      'image/svg+xml',
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
    ],
    ['an HTML page', 'page.pdf', 'application/pdf', Buffer.from(`<!doctype html>${SCRIPT}`)],
  ])('refuses %s with a message the web shows', async (_, name, type, bytes) => {
    const res = await upload(alice.client, name, type, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UNSUPPORTED_FILE);
  });

  it('refuses a file that starts like a PDF but is not one, and a photo that cannot be decoded', async () => {
    const cut = (await pdf()).subarray(0, 300);
    const res = await upload(alice.client, 'cut.pdf', 'application/pdf', cut);
    expect([res.statusCode, res.json().message]).toEqual([400, UNREADABLE_PDF]);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200),
    ]);
    expect((await upload(alice.client, 'x.png', 'image/png', broken)).statusCode).toBe(400);
  });

  it('refuses a 50 MB file with 413 and stores nothing', async () => {
    const before = await t.db.select().from(attachments);
    const big = Buffer.concat([await pdf(), Buffer.alloc(50 * 1024 * 1024, 0x20)]);
    const res = await upload(alice.client, 'huge.pdf', 'application/pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Each file must be 10 MB or smaller.');
    expect(await t.db.select().from(attachments)).toHaveLength(before.length);
  });

  it('answers 400, not 500, to a body that is not a file upload', async () => {
    const res = await alice.client({
      method: 'POST',
      url: `/api/conversations/${conversationId}/attachments`,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const wrongField = await alice.client({
      method: 'POST',
      url: `/api/conversations/${conversationId}/attachments`,
      ...multipart('a.pdf', 'application/pdf', await pdf(), 'avatar'),
    });
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('who can see a file', () => {
  it('another person’s attachment is 404, for every read and for removal', async () => {
    const file = await uploaded(alice.client, 'p.png', 'image/png', await photo('png'));
    const sent = await send(alice.client, [file.id], 'For you');
    expect(sent.statusCode).toBe(201);
    for (const url of [file.url, file.previewUrl!, `${file.url}?download=1`]) {
      expect((await mallory.client({ method: 'GET', url })).statusCode).toBe(404);
      expect((await bob.client({ method: 'GET', url })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await mallory.client({ method: 'DELETE', url: file.url })).statusCode).toBe(404);
    const wrongId = await mallory.client({ method: 'GET', url: `/api/attachments/${randomUUID()}` });
    expect(wrongId.statusCode).toBe(404);
    expect((await mallory.client({ method: 'GET', url: '/api/attachments/..%2F..%2Fetc' })).statusCode).toBe(
      404,
    );
  });

  it('a stranger cannot upload into a conversation, nor send another person’s upload', async () => {
    expect((await upload(mallory.client, 'p.pdf', 'application/pdf', await pdf())).statusCode).toBe(404);
    const file = await uploaded(alice.client, 'q.pdf', 'application/pdf', await pdf());
    // Bob is in the conversation, but the upload is Alice's.
    expect((await send(bob.client, [file.id], 'mine now')).statusCode).toBe(400);
  });

  it('an unsent upload is its uploader’s alone until the message goes', async () => {
    const file = await uploaded(alice.client, 'later.pdf', 'application/pdf', await pdf());
    expect((await bob.client({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await alice.client({ method: 'GET', url: file.url })).statusCode).toBe(200);
    const sent = await send(alice.client, [file.id]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json<MessageView>().attachments.map((a) => a.id)).toEqual([file.id]);
    expect((await bob.client({ method: 'GET', url: file.url })).statusCode).toBe(200);
    // Sent, it is part of the record: no one can take it back.
    expect((await alice.client({ method: 'DELETE', url: file.url })).statusCode).toBe(404);
  });

  it('the uploader can remove a file before sending it', async () => {
    const file = await uploaded(alice.client, 'oops.pdf', 'application/pdf', await pdf());
    const row = await stored(file.id);
    expect((await alice.client({ method: 'DELETE', url: file.url })).statusCode).toBe(204);
    expect(await stored(file.id)).toBeUndefined();
    expect(await t.deps.storage.read(row.storageKey)).toBeNull();
    expect((await send(alice.client, [file.id], 'with it')).statusCode).toBe(400);
  });
});

describe('the record covers the files', () => {
  it('a message with several files lists them in order, and a zip export verifies file by file', async () => {
    const a = await uploaded(alice.client, 'first.png', 'image/png', await photo('png'));
    const b = await uploaded(alice.client, 'second.pdf', 'application/pdf', await pdf());
    const sent = await send(alice.client, [a.id, b.id], 'Both files');
    const message = sent.json<MessageView>();
    expect(message.attachments.map((f) => f.name)).toEqual(['first.png', 'second.pdf']);

    const csv = await alice.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=csv`,
    });
    expect(csv.body).toContain(b.sha256);

    const zip = await alice.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=zip`,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/\.zip"$/);
    const report = verifyExportFile(zip.rawPayload);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.checks.join('\n')).toMatch(/All \d+ attached files match/);

    // One byte of a stored file changes: the next export's verification names the message.
    const row = await stored(b.id);
    const bytes = await readAll((await t.deps.storage.read(row.storageKey))!);
    bytes[bytes.length - 20] ^= 1;
    await t.deps.storage.put(row.storageKey, bytes, 'application/pdf');
    const altered = await alice.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=zip`,
    });
    const broken = verifyExportFile(altered.rawPayload);
    expect(broken.ok).toBe(false);
    expect(broken.brokenAtMessageId).toBe(message.id);
    expect(broken.problems.join('\n')).toContain(
      `(ID ${message.id}): its attachment “second.pdf” does not match`,
    );
  });
});

describe('unsent uploads are cleaned up, except under a legal hold', () => {
  it('deletes what no message claimed within a week, keeps what was sent or is held', async () => {
    const carol = await buildUser(t, { firstName: 'Carol' });
    const dave = await buildUser(t, { firstName: 'Dave' });
    const held = (await startConversation(carol.client, [dave.email], 'Held')).id;
    const stale = await uploaded(alice.client, 'stale.pdf', 'application/pdf', await pdf());
    const keptFile = await uploaded(alice.client, 'kept.pdf', 'application/pdf', await pdf());
    await send(alice.client, [keptFile.id], 'kept');
    // A hold on a person covers their uploads even in a conversation they have since left.
    const eve = await buildUser(t, { firstName: 'Eve' });
    const left = (await startConversation(eve.client, [dave.email], 'Left')).id;
    const evesRes = await upload(eve.client, 'eve.pdf', 'application/pdf', await pdf(), left);
    const evesFile = evesRes.json<AttachmentView>();
    const leaving = await eve.client({
      method: 'DELETE',
      url: `/api/conversations/${left}/participants/${eve.user.id}`,
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    await t.db.insert(legalHolds).values({ targetType: 'user', targetId: eve.user.id, reason: 'court' });
    const heldRes = await upload(carol.client, 'held.pdf', 'application/pdf', await pdf(), held);
    const heldFile = heldRes.json<AttachmentView>();
    await t.db.insert(legalHolds).values({ targetType: 'conversation', targetId: held, reason: 'court' });
    const staleRow = await stored(stale.id);

    t.clock.set(new Date(t.clock.now().getTime() + UNSENT_UPLOAD_TTL_MS - 60_000));
    expect(await stored(stale.id)).toBeDefined();
    const fresh = await uploaded(alice.client, 'fresh.pdf', 'application/pdf', await pdf());
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000));
    expect(await cleanUnsentUploads(t.db, t.deps.storage, t.clock)).toBeGreaterThanOrEqual(1);

    expect(await stored(stale.id)).toBeUndefined();
    expect(await t.deps.storage.read(staleRow.storageKey)).toBeNull();
    expect(await stored(fresh.id)).toBeDefined();
    expect(await stored(keptFile.id)).toBeDefined();
    expect(await stored(heldFile.id)).toBeDefined();
    expect(await stored(evesFile.id)).toBeDefined();
    expect(await t.deps.storage.read((await stored(heldFile.id)).storageKey)).not.toBeNull();
    // Under the hold, the uploader cannot remove it either.
    expect((await carol.client({ method: 'DELETE', url: heldFile.url })).statusCode).toBe(204);
    expect(await stored(heldFile.id)).toBeDefined();
  });
});
