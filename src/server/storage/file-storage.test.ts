import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage';
import { type FileStorage, readAll, storageKeyOf } from './file-storage';
import { s3Storage } from './s3-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-files-'));
let s3rver: S3rver;
let endpoint: string;

beforeAll(async () => {
  // A local server that speaks the S3 protocol, driven by the real AWS SDK client.
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3') });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: 'parley-files' }));
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const storages: Array<[string, () => FileStorage]> = [
  ['a folder under DATA_DIR', () => diskStorage(path.join(root, 'disk'))],
  [
    'an S3-compatible bucket',
    () =>
      s3Storage({
        bucket: 'parley-files',
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'attachments/',
      }),
  ],
];

describe.each(storages)('file storage in %s', (_, make) => {
  it('keeps the bytes it is given, byte for byte, until they are deleted', async () => {
    const storage = make();
    const key = storageKeyOf(randomUUID(), randomUUID());
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await storage.put(key, bytes, 'application/pdf');
    const stream = await storage.read(key);
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await make().read(storageKeyOf(randomUUID(), randomUUID(), true))).toBeNull();
  });

  it('refuses any key the server did not make (no path can be smuggled in)', async () => {
    const storage = make();
    for (const key of ['../../etc/passwd', 'a/b', `${randomUUID()}/../${randomUUID()}`])
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
  });
});
