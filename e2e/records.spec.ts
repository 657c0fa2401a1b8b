import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  improvedMessage,
  logInViaApi,
  newUser,
  registerViaApi,
  screenshotForReview,
  test,
  type TestUser,
} from './support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import { expectNoSeriousViolations } from './support/axe';
import { showTheme, THEMES } from './support/theme';

/** The machine is shared with other runs: page loads get longer than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** Downloaded exports and their rendered pages, for this run only. */
const EXPORTS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-exports-'));
const BOB_DRAFT = 'Yes, 5 pm works for me, you idiot';
test.describe.configure({ timeout: 240_000 });

async function signedInContext(browser: Browser, baseURL: string | undefined, user: TestUser) {
  const b = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${b()}.${b()}.${b()}` },
  });
  const res = await context.request.post('/api/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

async function send(request: APIRequestContext, conversationId: string, message: Record<string, unknown>) {
  const res = await request.post('/api/messages', {
    data: { conversationId, clientId: randomUUID(), wasRewritten: false, ...message },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

function verify(file: string) {
  const run = spawnSync(process.execPath, ['bin/parley.mjs', 'verify', file], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** The hold's table row on wide screens, its card on phones: whichever is on screen. */
const heldRow = (page: Page, email: string) =>
  page.getByTestId('legal-hold').filter({ hasText: email, visible: true }).first();

test('a participant exports a conversation as PDF and CSV; both verify offline, and the PDF reads well', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  fs.mkdirSync(EXPORTS_DIR, { recursive: true });
  const alice = newUser('exporter');
  const bob = newUser('other');
  await registerViaApi(request, alice);
  await registerViaApi(request, bob);
  const dan = newUser('third');
  await registerViaApi(request, dan);
  // Signed in through the API (the login form has its own stories in accounts.spec.ts).
  await logInViaApi(page.request, alice);
  const created = await page.request.post('/api/conversations', {
    // A group (a third person, Dan): adding Carol to a one-to-one would start a new group instead.
    data: { name: 'Pickups', participantEmails: [bob.email, dan.email] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const conversationId = ((await created.json()) as { id: string }).id;
  const bobContext = await signedInContext(browser, baseURL, bob);
  await send(
    page.request,
    conversationId,
    await improvedMessage(page.request, 'You are late AGAIN, fix Friday'),
  );
  const bobsImproved = await improvedMessage(bobContext.request, BOB_DRAFT);
  await send(bobContext.request, conversationId, bobsImproved);
  // Carol comes and goes between messages: the record must say so, as events, not messages.
  const carol = newUser('visitor');
  await registerViaApi(request, carol);
  const added = await page.request.post(`/api/conversations/${conversationId}/participants`, {
    data: { email: carol.email },
  });
  expect(added.status(), await added.text()).toBe(201);
  const carolId = (
    (await added.json()) as { participants: Array<{ user: { id: string; email: string } }> }
  ).participants.find((p) => p.user.email === carol.email)!.user.id;
  const removed = await page.request.delete(`/api/conversations/${conversationId}/participants/${carolId}`);
  expect(removed.status(), await removed.text()).toBe(200);
  await send(page.request, conversationId, { content: 'Thanks, see you then.' });
  await bobContext.close();

  // Export through the conversation's Export entry, as a person would, and keep the downloaded files.
  await page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(page.getByTestId('conversation-heading')).toHaveText('Pickups');
  for (const format of ['csv', 'pdf'] as const) {
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Conversation' });
    await dialog.getByLabel(format === 'pdf' ? 'PDF (to read or print)' : 'CSV (spreadsheet)').check();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: `Download ${format.toUpperCase()}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    const file = path.join(EXPORTS_DIR, `e2e-export.${format}`);
    await download.saveAs(file);
    const result = verify(file);
    expect(result.out).toContain('INTACT');
    expect(result.status).toBe(0);
    const text =
      format === 'csv'
        ? fs.readFileSync(file, 'utf8')
        : execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('You are late AGAIN, fix Friday');
    expect(text).toContain(bobsImproved.content);
    expect(text).not.toContain(BOB_DRAFT);
    expect(text).toContain('All 3 messages are included.');
    const who = (u: TestUser) => `${u.firstName} ${u.lastName}`;
    expect(text).toContain(`${who(alice)} added ${who(carol)}`);
    expect(text).toContain(`${who(alice)} removed ${who(carol)}`);
    // In time order: after Bob's reply, before the last message.
    const at = (needle: string) => text.replace(/\s+/g, ' ').indexOf(needle);
    expect(at(`${who(alice)} added`)).toBeGreaterThan(at(bobsImproved.content.replace(/\s+/g, ' ')));
    expect(at(`${who(alice)} removed`)).toBeLessThan(at('Thanks, see you then.'));
  }
  // The PDF as a person sees it: render the pages and keep them for a look.
  execFileSync('pdftoppm', [
    '-r',
    '70',
    '-png',
    path.join(EXPORTS_DIR, 'e2e-export.pdf'),
    path.join(EXPORTS_DIR, 'e2e-export-page'),
  ]);
  expect(fs.readdirSync(EXPORTS_DIR).filter((f) => f.startsWith('e2e-export-page'))).not.toHaveLength(0);

  const me = await page.request.get('/api/user/export');
  expect(me.status()).toBe(200);
  expect(await me.text()).not.toContain(BOB_DRAFT);
});

test('the administrator places and lifts a legal hold from the portal', async ({ page, request }) => {
  const held = newUser('held');
  await registerViaApi(request, held);
  await logInViaApi(page.request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.getByRole('tab', { name: 'Legal Holds' }).click();
  await page.getByLabel('Person’s e-mail').fill(held.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(held.email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Hold this person' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reason is required' })).toBeVisible();
  await page.getByLabel('Reason (case or matter reference)').fill('Matter 2026-77');
  await page.getByRole('button', { name: 'Hold this person' }).click();
  const row = heldRow(page, held.email);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Matter 2026-77');

  // Wide and phone, light and dark, switched in place: the administrator's saved theme is shared with
  // every other story that signs in as them, so it is never changed here.
  for (const theme of THEMES) {
    await showTheme(page, theme);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(heldRow(page, held.email)).toBeVisible();
      await expectNoSeriousViolations(page, `${theme} ${viewport.width}px legal holds`);
      await screenshotForReview(page, `legal-holds-${theme}-${viewport.width}`, { fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await showTheme(page, 'light');
  await page
    .getByRole('row', { name: new RegExp(held.email) })
    .getByRole('button', { name: 'Lift' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Lift Legal Hold' });
  await dialog.getByRole('button', { name: 'Lift Hold' }).click();
  await expect(dialog).toBeHidden();
  await expect(heldRow(page, held.email)).toContainText('Lifted');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('row', { name: /lift_legal_hold|Lift Legal Hold/ }).first()).toBeVisible();
});
