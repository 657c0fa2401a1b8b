import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { newUser, registerViaApi, screenshotForReview, test } from './support/fixtures';
import { seriousViolations } from './support/axe';

/** The machine is shared with other runs: page loads get longer than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

async function upload(page: Page, name: string, bytes: Buffer, mimeType: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: bytes });
}

test('an exported PDF checks out on /verify with no account, and one altered byte names its message', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two people write; one exports a PDF.
  const maya = newUser('maya');
  const sam = newUser('sam');
  await registerViaApi(request, maya);
  await registerViaApi(request, sam);
  const context = await browser.newContext({ baseURL });
  const api = context.request;
  expect(
    (await api.post('/api/login', { data: { email: maya.email, password: maya.password } })).status(),
  ).toBe(200);
  const created = await api.post('/api/conversations', {
    data: { name: 'Handovers', participantEmails: [sam.email] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const conversationId = ((await created.json()) as { id: string }).id;
  const texts = ['Can you take Lily on Friday at 5?', 'Her swim bag is by the door.', 'Back on Sunday at 6.'];
  for (const content of texts) {
    const sent = await api.post('/api/messages', {
      data: { conversationId, clientId: randomUUID(), content, wasRewritten: false },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
  }
  // Maya exports it through the conversation's Export entry, as a person would.
  const mayaPage = await context.newPage();
  await mayaPage.goto(`/dashboard?conversation=${conversationId}`);
  await expect(mayaPage.getByTestId('conversation-heading')).toHaveText('Handovers');
  await mayaPage.getByRole('button', { name: 'Export' }).click();
  const exportDialog = mayaPage.getByRole('dialog', { name: 'Export Conversation' });
  await exportDialog.getByLabel('PDF (to read or print)').check();
  const downloading = mayaPage.waitForEvent('download');
  await exportDialog.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await fs.promises.readFile((await download.path())!);
  await context.close();

  // A visitor, not signed in, checks it.
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Check a Parley record' })).toBeVisible();
  await upload(page, 'handovers.pdf', pdf, 'application/pdf');
  await expect(
    page.getByRole('heading', { name: 'Intact: this record is exactly as Parley exported it' }),
  ).toBeVisible();
  await expect(page.getByText('3 messages in the file: 3 intact.')).toBeVisible();
  await expect(page.getByText('All 3 included messages verify')).toBeVisible();
  const list = page.getByRole('list', { name: 'Messages in the file' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('#1');
  await expect(list.getByRole('listitem').first()).toContainText('Intact');
  await screenshotForReview(page, 'verify-intact-light-1280', { fullPage: true });

  // Change one byte of the second message in the record the PDF carries: 'swim' becomes 'Swim'.
  const at = pdf.indexOf('Her swim bag');
  expect(at).toBeGreaterThan(0);
  const altered = Buffer.from(pdf);
  altered[at + 4] = 'S'.charCodeAt(0);
  await upload(page, 'handovers-altered.pdf', altered, 'application/pdf');
  await expect(page.getByRole('heading', { name: 'Not intact: this record was changed' })).toBeVisible();
  await expect(page.getByText('3 messages in the file: 2 intact, 1 altered (#2).')).toBeVisible();
  await expect(
    page.getByText(/The chain breaks at message #2 \(ID \d+\): its content does not match its hash/),
  ).toBeVisible();
  await expect(page.getByText('The PDF’s seal does not match')).toBeVisible();
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText('#2');
  await expect(first).toContainText('Altered');
  await expect(first).toContainText('Her Swim bag is by the door.');

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page, `${theme} ${viewport.width}px`)).toEqual([]);
      await screenshotForReview(page, `verify-altered-${theme}-${viewport.width}`, { fullPage: true });
    }
  }

  // A file that is not an export at all says so, in words.
  await upload(page, 'notes.csv', Buffer.from('just,some,numbers\r\n1,2,3\r\n'), 'text/csv');
  await expect(page.getByRole('heading', { name: 'Not intact: this record was changed' })).toBeVisible();
  await expect(page.getByText('This is not a Parley export')).toBeVisible();
});
