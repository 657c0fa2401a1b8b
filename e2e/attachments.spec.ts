import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { expect } from './support/chat';
import { test } from './support/co-parents';
import { screenshotForReview } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { IN_DIALOG } from './support/review';
import { showTheme, THEMES } from './support/theme';

test.describe.configure({ timeout: 300_000 });

const DOWNLOADS = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-files-'));
test.afterAll(() => fs.rmSync(DOWNLOADS, { recursive: true, force: true }));

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 240, g: 170, b: 60 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="800"><circle cx="600" cy="400" r="260" fill="#2563eb"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

function pdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Lily: school report, autumn term');
    doc.end();
  });
}

const verify = (file: string) => {
  const run = spawnSync(process.execPath, ['bin/parley.mjs', 'verify', file], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
};

test('a photo and a PDF go to the other parent, open full size, download, and export as a zip that verifies', async ({
  lily: { m, s, conversationId },
}) => {
  // Maya attaches both at once; each shows its progress, then is ready.
  const report = await pdf();
  await m.page.getByTestId('attach-input').setInputFiles([
    { name: 'park.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    { name: 'school-report.pdf', mimeType: 'application/pdf', buffer: report },
  ]);
  const files = m.page.getByRole('list', { name: 'Files to send' });
  await expect(files.getByText('Ready to send')).toHaveCount(2);
  await expect(files.getByRole('button', { name: 'Remove park.jpg' })).toBeVisible();
  // A file that is not a photo or a PDF is refused in words, and removed again.
  await m.page.getByTestId('attach-input').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 7)]),
  });
  await expect(files.getByRole('alert')).toHaveText(
    'Only photos (JPEG, PNG or HEIC) and PDF files can be sent. This file is neither.',
  );
  expect(await seriousViolations(m.page, 'composer with files')).toEqual([]);
  await screenshotForReview(m.page, 'attachments-composer-light-1280');
  await files.getByRole('button', { name: 'Remove setup.exe' }).click();
  await expect(files.getByRole('listitem')).toHaveCount(2);

  const input = m.page.getByPlaceholder('Type your message...');
  await input.fill('Photos from the park, and the school report');
  await input.press('Enter');
  await expect(m.page.getByTestId('composer-files')).toHaveCount(0);

  // Sam sees both, live.
  const message = s.page.getByTestId('message').filter({ hasText: 'Photos from the park' });
  const thumbnail = message.getByTestId('message-photo');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const document = message.getByRole('link', { name: /school-report\.pdf/ });
  await expect(document).toBeVisible();
  // The PDF's first page, rendered by the server (pdftoppm), above its card; it opens the viewer.
  const pdfPreview = message.getByTestId('message-pdf-preview');
  await expect
    .poll(() => pdfPreview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await message.getByRole('button', { name: 'View first page of school-report.pdf' }).click();
  const page1 = s.page.getByRole('dialog', { name: 'school-report.pdf' });
  await expect(page1.getByRole('img', { name: 'First page of school-report.pdf' })).toBeVisible();
  await expect
    .poll(() => page1.getByTestId('viewer-pdf-page').evaluate((img: HTMLImageElement) => img.naturalHeight))
    .toBe(960);
  await expect(page1.getByRole('link', { name: /Download PDF/ })).toBeVisible();
  expect(await seriousViolations(s.page, 'pdf viewer')).toEqual([]);
  await s.page.keyboard.press('Escape');
  await expect(page1).toBeHidden();

  // The full-size viewer: a named dialog, keyboard-operable, closed by Escape.
  await message.getByRole('button', { name: 'View photo park.jpg' }).click();
  const viewer = s.page.getByRole('dialog', { name: 'park.jpg' });
  await expect(viewer).toBeVisible();
  await expect
    .poll(() => viewer.getByTestId('viewer-photo').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1200);
  expect(await seriousViolations(s.page, 'viewer')).toEqual([]);
  await screenshotForReview(s.page, 'attachments-viewer-light-1280');
  await s.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(message.getByRole('button', { name: 'View photo park.jpg' })).toBeFocused();

  // The PDF downloads byte for byte as sent.
  const downloading = s.page.waitForEvent('download');
  await document.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('school-report.pdf');
  const saved = path.join(DOWNLOADS, 'school-report.pdf');
  await download.saveAs(saved);
  expect(fs.readFileSync(saved).equals(report)).toBe(true);

  // Sam exports the conversation with its files and checks it, with the command and on /verify.
  await s.page.getByRole('button', { name: 'Export' }).click();
  const dialog = s.page.getByRole('dialog', { name: 'Export Conversation' });
  await dialog.getByLabel('PDF with the files (zip)').check();
  const zipping = s.page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download ZIP' }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toMatch(/^parley-lily-.*\.zip$/);
  const zipFile = path.join(DOWNLOADS, 'export.zip');
  await zip.saveAs(zipFile);
  const result = verify(zipFile);
  expect(result.out).toContain('INTACT');
  expect(result.out).toContain('All 2 attached files match');
  expect(result.status).toBe(0);
  await s.page.goto('/verify');
  await s.page.locator('input[type="file"]').setInputFiles(zipFile);
  await expect(
    s.page.getByRole('heading', { name: 'Intact: this record is exactly as Parley exported it' }),
  ).toBeVisible();

  // The screens for review: phone and desktop, light and dark (switched in place, as the app's toggle
  // does), Sam back on the conversation once.
  await s.page.goto(`/dashboard?conversation=${conversationId}`);
  for (const theme of THEMES) {
    for (const p of [m.page, s.page]) await showTheme(p, theme);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const size = viewport.width;
      await m.page.setViewportSize(viewport);
      await m.page.getByTestId('attach-input').setInputFiles([
        { name: 'drawing.jpg', mimeType: 'image/jpeg', buffer: await photo() },
        { name: 'dentist-letter.pdf', mimeType: 'application/pdf', buffer: report },
      ]);
      await expect(
        m.page.getByRole('list', { name: 'Files to send' }).getByText('Ready to send'),
      ).toHaveCount(2);
      expect(await seriousViolations(m.page, `composer ${theme} ${size}`)).toEqual([]);
      await screenshotForReview(m.page, `attachments-composer-${theme}-${size}`);
      for (const name of ['drawing.jpg', 'dentist-letter.pdf'])
        await m.page.getByRole('button', { name: `Remove ${name}` }).click();
      await expect(m.page.getByTestId('composer-files')).toHaveCount(0);

      await s.page.setViewportSize(viewport);
      await s.page.getByRole('button', { name: 'View photo park.jpg' }).click();
      const shown = s.page.getByRole('dialog', { name: 'park.jpg' });
      await expect
        .poll(() => shown.getByTestId('viewer-photo').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1200);
      expect(await seriousViolations(s.page, `viewer ${theme} ${size}`, IN_DIALOG)).toEqual([]);
      await screenshotForReview(s.page, `attachments-viewer-${theme}-${size}`);
      await s.page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
      const withPdf = s.page.getByTestId('message').filter({ hasText: 'Photos from the park' });
      await expect
        .poll(() =>
          withPdf.getByTestId('message-pdf-preview').evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await screenshotForReview(s.page, `attachments-pdf-preview-${theme}-${size}`);
      await withPdf.getByRole('button', { name: 'View first page of school-report.pdf' }).click();
      const pdfViewer = s.page.getByRole('dialog', { name: 'school-report.pdf' });
      await expect
        .poll(() =>
          pdfViewer.getByTestId('viewer-pdf-page').evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      expect(await seriousViolations(s.page, `pdf viewer ${theme} ${size}`, IN_DIALOG)).toEqual([]);
      await screenshotForReview(s.page, `attachments-pdf-viewer-${theme}-${size}`);
      await s.page.keyboard.press('Escape');
      await expect(pdfViewer).toBeHidden();
    }
  }
});
