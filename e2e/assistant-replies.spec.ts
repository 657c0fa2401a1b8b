import type { APIRequestContext } from '@playwright/test';
import { test, expect as baseExpect, newUser, screenshotForReview, signedInPage } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { showTheme, THEMES } from './support/theme';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

async function conversationBetween(request: APIRequestContext, otherEmail: string): Promise<string> {
  const created = await request.post('/api/conversations', {
    data: { name: null, participantEmails: [otherEmail] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function post(request: APIRequestContext, conversationId: string, content: string): Promise<void> {
  const res = await request.post('/api/messages', {
    data: { conversationId, clientId: crypto.randomUUID(), content },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a reply suggestion answers the other person's complaint, goes into the box with 'Edit first', and is sent as edited", async ({
  browser,
}) => {
  const ann = { ...newUser('ann'), firstName: 'Ann' };
  const ben = { ...newUser('ben'), firstName: 'Ben' };
  const a = await signedInPage(browser, ann, { open: false });
  const b = await signedInPage(browser, ben, { open: false });
  const id = await conversationBetween(a.context.request, ben.email);
  const complaint = 'You forgot to pack his inhaler again.';
  await post(b.context.request, id, complaint);

  await a.page.goto(`/dashboard?conversation=${id}`);
  await expect(a.page.getByTestId('message-text')).toHaveText([complaint]);
  const panel = a.page.getByRole('region', { name: 'AI Reply Suggestions' });
  await panel.getByRole('button', { name: /AI Reply Suggestions/ }).click();
  const suggestions = panel.getByTestId('reply-suggestion');
  await expect(suggestions).toHaveCount(3);
  // Acknowledgement, never a cheer, for a complaint.
  for (const text of await suggestions.allInnerTexts())
    expect(text).not.toMatch(/congrat|wonderful|happy for you|great work/i);
  await expectNoSeriousViolations(a.page, 'section[aria-label="AI Reply Suggestions"]', {
    include: 'section[aria-label="AI Reply Suggestions"]',
  });

  const first = (await suggestions.first().locator('span').first().innerText()).trim();
  await panel.getByRole('button', { name: `Edit first: ${first}` }).click();
  const box = a.page.getByPlaceholder('Type your message...');
  await expect(box).toHaveValue(first);
  await expect(box).toBeFocused();
  // Nothing went out: 'Edit first' only fills the box.
  await expect(a.page.getByTestId('message-text')).toHaveCount(1);
  await a.page.keyboard.type(' I packed a spare one tonight.');
  const sent = `${first} I packed a spare one tonight.`;
  await box.press('Enter');
  await expect(a.page.getByTestId('message-text').last()).toHaveText(sent);
  // Stored as edited, and as written by Ann (not a rewrite): what Ben's side reads.
  await expect
    .poll(async () => {
      const res = await b.context.request.get(`/api/messages/${id}`);
      return ((await res.json()) as Array<{ finalContent: string; wasRewritten: string }>).map(
        (m) => `${m.finalContent} ${m.wasRewritten}`,
      );
    })
    .toEqual([`${complaint} false`, `${sent} false`]);

  // Now the newest message is Ann's own: nothing to reply to.
  await expect(panel).toContainText('No suggestions available');
  await expect(suggestions).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});

test('the suggestion row on a phone and a desktop, light and dark', async ({ browser }) => {
  const cy = { ...newUser('cy'), firstName: 'Cy' };
  const di = { ...newUser('di'), firstName: 'Di' };
  const c = await signedInPage(browser, cy, { open: false });
  const d = await signedInPage(browser, di, { open: false });
  const id = await conversationBetween(c.context.request, di.email);
  await post(d.context.request, id, "Can you pick up Emma at 5pm on Friday? I'm stuck at work.");
  // One page load; the size and the theme (as the app's toggle sets it) change in place.
  await c.page.goto(`/dashboard?conversation=${id}`);
  for (const mode of THEMES) {
    await showTheme(c.page, mode);
    for (const [label, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      await c.page.setViewportSize(viewport);
      const panel = c.page.getByRole('region', { name: 'AI Reply Suggestions' });
      const toggle = panel.getByRole('button', { name: /AI Reply Suggestions/ });
      // Opened once; it stays open as the screen changes.
      if (label === 'desktop' && mode === 'light') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByTestId('edit-suggestion')).toHaveCount(3);
      await expect(
        panel.getByRole('button', { name: /^Edit first: Sure, I can pick up Emma/ }),
      ).toBeVisible();
      await expectNoSeriousViolations(c.page, 'section[aria-label="AI Reply Suggestions"]', {
        include: 'section[aria-label="AI Reply Suggestions"]',
      });
      await screenshotForReview(c.page, `suggestions-${label}-${mode}`);
    }
  }
  await c.context.close();
  await d.context.close();
});

// Needs the engine's detection by the learned score on by default (a sarcastic sentence with no swear
// word is charged and rewritten); rewriteMessage(text, { scoreCoverage: true }) does it, but the default
// is still the rules alone (scripts/EVAL-RESULTS.md says what blocks it).
test('a sarcastic message with no swear word opens the enhancement dialog', async ({ browser }) => {
  const eve = { ...newUser('eve'), firstName: 'Eve' };
  const fin = { ...newUser('fin'), firstName: 'Fin' };
  const e = await signedInPage(browser, eve, { open: false });
  await signedInPage(browser, fin, { open: false }).then((f) => f.context.close());
  const id = await conversationBetween(e.context.request, fin.email);
  await e.page.goto(`/dashboard?conversation=${id}`);
  const sarcastic = 'Must be nice to have so much free time.';
  const input = e.page.getByPlaceholder('Type your message...');
  await input.fill(sarcastic);
  await input.press('Enter');
  const enhance = e.page.getByRole('dialog', { name: /Message Enhancement/ });
  await expect(enhance.getByTestId('enhance-original')).toHaveText(sarcastic);
  await expect(enhance.getByTestId('enhance-improved')).not.toHaveText(sarcastic);
  await expectNoSeriousViolations(e.page, '[role="dialog"]', { include: '[role="dialog"]' });
  await e.context.close();
});

test('the summary dialog says who asked for what and what was agreed, in sentences (phone and desktop, light and dark)', async ({
  browser,
}) => {
  const gil = { ...newUser('gil'), firstName: 'Gil' };
  const hana = { ...newUser('hana'), firstName: 'Hana' };
  const g = await signedInPage(browser, gil, { open: false });
  const h = await signedInPage(browser, hana, { open: false });
  const id = await conversationBetween(g.context.request, hana.email);
  await post(g.context.request, id, 'Can you pick up Emma at 5pm on Friday?');
  await post(h.context.request, id, 'Sure, I can do that.');
  await post(g.context.request, id, 'Please send the $240 for soccer camp by Monday.');
  // One page load; the size and the theme (as the app's toggle sets it) change in place.
  await g.page.goto(`/dashboard?conversation=${id}`);
  for (const mode of THEMES) {
    await showTheme(g.page, mode);
    for (const [label, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      await g.page.setViewportSize(viewport);
      if (label === 'phone') {
        await g.page.getByRole('button', { name: 'More actions' }).click();
        await g.page.getByRole('menuitem', { name: 'Summarize conversation' }).click();
      } else await g.page.getByRole('button', { name: 'Summarize conversation' }).click();
      const dialog = g.page.getByRole('dialog', { name: /Conversation Summary/ });
      const text = dialog.getByTestId('summary-text');
      await expect(text).toContainText(/Gil \S+ and Hana \S+ exchanged three messages\./);
      await expect(text).toContainText(
        /Gil \S+ asked Hana \S+ to pick up Emma at 5pm on Friday, and Hana \S+ agreed\./,
      );
      await expect(text).toContainText('One thing was settled and one is still open.');
      await expect(text).not.toContainText(/Agreed:|Still open:|Latest:/);
      await expectNoSeriousViolations(g.page, '[role="dialog"]', { include: '[role="dialog"]' });
      await screenshotForReview(g.page, `summary-${label}-${mode}`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    }
  }
  await g.context.close();
  await h.context.close();
});
