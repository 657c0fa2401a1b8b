import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { buildTestApp, buildUser, signIn, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { multipart } from '../../../test/helpers/uploads';
import type { AttachmentView } from '../../common/types';
import { verifyExportFile } from '../../common/records/verify-file';
import { diskStorage } from '../storage/disk-storage';
import { storageKeyOf } from '../storage/file-storage';
import { openTestDatabase } from '../../../test/helpers/database';
import { seedConversation } from '../../../test/helpers/records';
import { ManualClock } from '../clock';
import { type Database, openDatabase } from '../db/client';
import { activityLog, attachments, avatars, conversations, messages, users } from '../db/schema';
import { BackupError, BACKUPS_KEPT, listBackups, restoreBackup, writeBackup } from './backup';
import { resolveBackupKey } from './backup-key';
import { runDailyBackupIfDue, writeBackupNow } from './backup-schedule';
import { verifyStoredConversation } from './verify-conversation';

const SECRET_TEXT = 'The handover is at the blue door, 6 pm sharp';
let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let conversationId: string;
const key = randomBytes(32);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-backup-'));
const avatarBytes = randomBytes(300);

beforeAll(async () => {
  t = await buildTestApp();
  alice = await buildUser(t, { firstName: 'Alice', email: `alice-${Date.now()}@backup.test` });
  const bob = await buildUser(t, { firstName: 'Bob' });
  ({ conversationId } = await seedConversation(t.db, {
    name: 'Weekends',
    participantIds: [alice.user.id, bob.user.id],
    messages: [
      { senderId: alice.user.id, finalContent: SECRET_TEXT, createdAt: new Date('2026-03-01T10:00:00.123Z') },
      {
        senderId: bob.user.id,
        finalContent: 'Fine.',
        originalContent: 'Whatever you say',
        rewrittenContent: 'Fine.',
        wasRewritten: true,
        createdAt: new Date('2026-03-01T10:05:00Z'),
        receipts: [{ userId: alice.user.id, deliveredAt: new Date('2026-03-01T10:05:01Z'), seenAt: null }],
      },
    ],
  }));
  await t.db.insert(avatars).values({ userId: alice.user.id, image: avatarBytes, contentType: 'image/webp' });
  // Microseconds survive a backup: PostgreSQL's own text form is what is stored.
  await t.db.execute(
    sql`UPDATE users SET last_active_at = '2026-03-01 10:00:00.123456+00' WHERE id = ${alice.user.id}`,
  );
  await t.db.insert(activityLog).values({ action: 'ban_user', details: 'seeded' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const snapshot = async (db: Database) => ({
  conversations: await db.select().from(conversations).orderBy(asc(conversations.id)),
  messages: await db.select().from(messages).orderBy(asc(messages.id)),
  users: await db.select().from(users).orderBy(asc(users.id)),
  lastActive: (await db.execute(
    sql`SELECT last_active_at::text AS v FROM users WHERE last_active_at IS NOT NULL`,
  )) as unknown as {
    rows: Array<{ v: string }>;
  },
  avatars: await db.select().from(avatars),
});

describe('backups', { timeout: 120_000 }, () => {
  it('restore into an empty database yields the same conversations, messages and chain heads', async () => {
    const { file } = await writeBackup(t.db, { dir: path.join(tmp, 'one'), key, now: new Date() });
    const target = await openTestDatabase();
    try {
      const result = await restoreBackup(target.db, file, key);
      expect(result.tables.find((x) => x.name === 'messages')?.rows).toBeGreaterThanOrEqual(2);
      const [before, after] = [await snapshot(t.db), await snapshot(target.db)];
      expect(after.conversations).toEqual(before.conversations);
      expect(after.messages).toEqual(before.messages);
      expect(after.users).toEqual(before.users);
      expect(after.lastActive.rows).toEqual(before.lastActive.rows);
      expect(after.lastActive.rows[0].v).toContain('.123456');
      expect(Buffer.from(after.avatars[0].image).equals(avatarBytes)).toBe(true);
      expect(await verifyStoredConversation(target.db, conversationId)).toMatchObject({ ok: true, count: 2 });
      // Identity sequences continue after the restored ids.
      const [entry] = await target.db.insert(activityLog).values({ action: 'after_restore' }).returning();
      const max = Math.max(...before.messages.map((m) => m.id));
      const [message] = await target.db
        .insert(messages)
        .values({ ...before.messages[0], id: undefined, clientId: 'after-restore', hash: 'x' })
        .returning();
      expect(message.id).toBeGreaterThan(max);
      expect(entry.id).toBeGreaterThan(1);

      await expect(restoreBackup(target.db, file, key)).rejects.toThrow(/needs an empty database/);
    } finally {
      await target.close();
    }
  });

  it('carries the attachment files: after backup, wipe and restore, the file downloads and the export verifies', async () => {
    const bob = await buildUser(t, { firstName: 'Bob' });
    const { id: withFiles } = await startConversation(alice.client, [bob.email], 'Files');
    const report = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      // Bigger than one piece of the backup's file lines (48 KB), so a file is cut and joined again.
      for (let i = 0; i < 1500; i++) doc.text(`Line ${i}: ${randomBytes(40).toString('hex')}`);
      doc.end();
    });
    expect(report.length).toBeGreaterThan(48 * 1024);
    const up = await alice.client({
      method: 'POST',
      url: `/api/conversations/${withFiles}/attachments`,
      ...multipart('report.pdf', 'application/pdf', report),
    });
    expect(up.statusCode, up.body).toBe(201);
    const attachment = up.json<AttachmentView>();
    const sent = await alice.client({
      method: 'POST',
      url: '/api/messages',
      payload: {
        conversationId: withFiles,
        clientId: randomUUID(),
        content: 'Report',
        attachmentIds: [attachment.id],
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const dir = path.join(tmp, 'files');
    const { file: withBytes } = await writeBackup(t.db, {
      dir,
      key,
      now: new Date(),
      storage: t.deps.storage,
    });
    // A backup the file storage was not given (as with an S3 bucket) holds the records only.
    const { file: recordsOnly } = await writeBackup(t.db, {
      dir: path.join(tmp, 'records-only'),
      key,
      now: new Date(),
    });
    expect(fs.readFileSync(withBytes).includes(report.subarray(0, 64))).toBe(false);

    for (const [backup, expectFiles] of [
      [withBytes, true],
      [recordsOnly, false],
    ] as const) {
      // Wiped: a new, empty database and an empty files folder.
      const target = await openTestDatabase();
      const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-restored-files-'));
      const result = await restoreBackup(target.db, backup, key, diskStorage(filesDir));
      const restored = await buildTestApp({}, { database: target, filesDir });
      try {
        const client = await signIn(restored, alice);
        const download = await client({ method: 'GET', url: attachment.url });
        const preview = await client({ method: 'GET', url: attachment.previewUrl! });
        const zip = await client({ method: 'GET', url: `/api/conversations/${withFiles}/export?format=zip` });
        if (expectFiles) {
          // The PDF and its first-page preview (pdftoppm is installed here).
          expect(result.files).toBe(2);
          expect(download.statusCode).toBe(200);
          expect(download.rawPayload.equals(report)).toBe(true);
          expect(preview.statusCode).toBe(200);
          expect(zip.statusCode).toBe(200);
          const verdict = verifyExportFile(zip.rawPayload);
          expect(verdict.ok, JSON.stringify(verdict)).toBe(true);
        } else {
          expect(result.files).toBe('bucket');
          expect(download.statusCode).toBe(404);
        }
      } finally {
        await restored.close();
      }
    }
  });

  it('never hands out again an id deleted before the backup (a deleted ticket’s number)', async () => {
    const [gone] = await t.db.insert(activityLog).values({ action: 'deleted_before_backup' }).returning();
    await t.db.delete(activityLog).where(eq(activityLog.id, gone.id));
    const { file } = await writeBackup(t.db, { dir: path.join(tmp, 'ids'), key, now: new Date() });
    const target = await openTestDatabase();
    try {
      await restoreBackup(target.db, file, key);
      const [next] = await target.db.insert(activityLog).values({ action: 'after_restore' }).returning();
      expect(next.id).toBeGreaterThan(gone.id);
    } finally {
      await target.close();
    }
  });

  it('holds no plaintext and restores only with its key', async () => {
    const { file } = await writeBackup(t.db, { dir: path.join(tmp, 'two'), key, now: new Date() });
    const bytes = fs.readFileSync(file);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    for (const needle of [SECRET_TEXT, alice.email, 'Weekends', 'Whatever you say']) {
      expect(bytes.includes(Buffer.from(needle))).toBe(false);
      expect(bytes.includes(Buffer.from(needle, 'utf16le'))).toBe(false);
    }
    const target = await openTestDatabase();
    try {
      await expect(restoreBackup(target.db, file, randomBytes(32))).rejects.toThrow(
        /encrypted with a different key/,
      );
      const tampered = Buffer.from(bytes);
      tampered[Math.floor(tampered.length / 2)] ^= 0x20;
      const tamperedFile = path.join(tmp, 'tampered.parley-backup');
      fs.writeFileSync(tamperedFile, tampered);
      const failure = await restoreBackup(target.db, tamperedFile, key).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(BackupError);
      expect((failure as Error).message).toMatch(/damaged or was altered|nothing was restored/);
      expect(await target.db.select().from(messages)).toHaveLength(0);
      expect(await target.db.select().from(users)).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it('keeps the newest 14 backups', async () => {
    const dir = path.join(tmp, 'rotation');
    const start = Date.UTC(2026, 0, 1);
    for (let day = 0; day < BACKUPS_KEPT + 2; day++)
      await writeBackup(t.db, { dir, key, now: new Date(start + day * 86_400_000) });
    const kept = listBackups(dir).map((f) => path.basename(f));
    expect(kept).toHaveLength(BACKUPS_KEPT);
    expect(kept[0]).toBe('parley-20260103T000000Z.parley-backup');
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('runs the daily job once a day, one instance at a time', async () => {
    const dir = path.join(tmp, 'daily');
    const clock = new ManualClock(new Date('2026-05-01T03:00:00Z'));
    const both = await Promise.all([
      runDailyBackupIfDue(t.db, { dir, key, clock }),
      runDailyBackupIfDue(t.db, { dir, key, clock }),
    ]);
    expect(both.filter((o) => o.ran)).toHaveLength(1);
    expect((await runDailyBackupIfDue(t.db, { dir, key, clock })).ran).toBe(false);
    clock.advanceDays(1);
    expect((await runDailyBackupIfDue(t.db, { dir, key, clock })).ran).toBe(true);
    expect(listBackups(dir)).toHaveLength(2);
  });

  it('counts a backup taken by hand (npm run backup) as the day’s', async () => {
    const dir = path.join(tmp, 'by-hand');
    const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
    await writeBackupNow(t.db, { dir, key, now: clock.now() });
    clock.set(new Date('2026-06-01T10:00:00Z'));
    expect(await runDailyBackupIfDue(t.db, { dir, key, clock })).toEqual({ ran: false, reason: 'recent' });
    expect(listBackups(dir)).toHaveLength(1);
  });

  it('generates a key once, readable by its owner only', () => {
    const dataDir = path.join(tmp, 'data');
    const first = resolveBackupKey({ dataDir });
    expect(first.created).toBe(true);
    expect((fs.statSync(first.file!).mode & 0o777).toString(8)).toBe('600');
    const second = resolveBackupKey({ dataDir });
    expect(second.created).toBe(false);
    expect(second.key.equals(first.key)).toBe(true);
    expect(resolveBackupKey({ dataDir, BACKUP_KEY: key.toString('base64') }).key.equals(key)).toBe(true);
    expect(() => resolveBackupKey({ dataDir, BACKUP_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it(
    'npm run backup and npm run restore move an embedded data folder to a new one',
    { timeout: 600_000 },
    async () => {
      const source = path.join(tmp, 'source-data');
      fs.mkdirSync(source, { recursive: true });
      const handle = await openDatabase({ kind: 'embedded', dir: path.join(source, 'db') });
      const [u] = await handle.db
        .insert(users)
        .values({ firstName: 'Cli', lastName: 'User', email: 'cli@backup.test' })
        .returning();
      const { conversationId: own } = await seedConversation(handle.db, {
        participantIds: [u.id],
        messages: [
          { senderId: u.id, finalContent: 'note to self', createdAt: new Date('2026-04-01T08:00:00Z') },
        ],
      });
      // A file under DATA_DIR/attachments (an upload not yet sent), which the scripts carry across.
      const fileBytes = randomBytes(70_000);
      const storageKey = storageKeyOf(own, randomUUID());
      await diskStorage(path.join(source, 'attachments')).put(storageKey, fileBytes, 'application/pdf');
      await handle.db.insert(attachments).values({
        conversationId: own,
        uploaderId: u.id,
        name: 'scan.pdf',
        contentType: 'application/pdf',
        size: fileBytes.length,
        sha256: 'unchecked-here',
        storageKey,
      });
      await handle.close();
      const hexKey = key.toString('hex');
      const run = (script: string, dataDir: string, args: string[] = []) =>
        spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
          encoding: 'utf8',
          timeout: 240_000,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            BACKUP_KEY: hexKey,
            BACKUP_DIR: path.join(tmp, 'cli-backups'),
            DATABASE_URL: '',
          },
        });
      const backup = run('scripts/backup.ts', source);
      expect(backup.stderr + backup.stdout).toContain('Backup written');
      expect(backup.status).toBe(0);
      const [file] = listBackups(path.join(tmp, 'cli-backups'));
      const target = path.join(tmp, 'target-data');
      const restore = run('scripts/restore.ts', target, [file]);
      expect(restore.stdout + restore.stderr).toMatch(/Restored the backup of .*: \d+ rows/);
      expect(restore.status).toBe(0);
      expect(restore.stdout).toContain('Attachment files restored: 1.');
      expect(
        fs.readFileSync(path.join(target, 'attachments', ...storageKey.split('/'))).equals(fileBytes),
      ).toBe(true);
      const restored = await openDatabase({ kind: 'embedded', dir: path.join(target, 'db') });
      try {
        expect((await restored.db.select().from(messages)).map((m) => m.finalContent)).toEqual([
          'note to self',
        ]);
      } finally {
        await restored.close();
      }
    },
  );
});
