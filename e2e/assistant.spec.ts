import type { Page } from '@playwright/test';
import { test, expect as baseExpect, newUser, screenshotForReview, signedInPage } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const messageWith = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-text').filter({ hasText: text }) });

test('the assistant in a conversation: enhancement dialog, straight send, suggestions, summary and coach', async ({
  browser,
}) => {
  const dana = { ...newUser('dana'), firstName: 'Dana' };
  const eli = { ...newUser('eli'), firstName: 'Eli' };
  const d = await signedInPage(browser, dana, { open: false });
  // Dana's socket passes through here, so a send over it can be slowed (the web sends on the socket).
  let slowSends = false;
  let answered: ((frame: string) => void) | null = null;
  await d.page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((frame) => {
      const delay = slowSends && String(frame).includes('"type":"send_message"') ? 1000 : 0;
      setTimeout(() => server.send(frame), delay);
    });
    server.onMessage((frame) => {
      if (String(frame).includes('"type":"message_ack"')) answered?.(String(frame));
      ws.send(frame);
    });
  });
  let posted = 0;
  d.page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/messages')) posted += 1;
  });
  await d.page.goto('/dashboard');
  await expect(d.page.getByTestId('my-name')).toBeVisible({ timeout: 60_000 });
  const e = await signedInPage(browser, eli);

  await d.page.getByRole('button', { name: 'Open menu' }).click();
  await d.page.getByRole('menuitem', { name: 'Start Chat' }).click();
  await d.page.getByRole('dialog').getByLabel('Name or email').fill(eli.email);
  await d.page.getByRole('dialog').getByRole('button', { name: 'Start Chat' }).click();
  const input = d.page.getByPlaceholder('Type your message...');

  // A charged message opens the dialog: original, enhanced, tone badge, improvements.
  const charged = 'You NEVER pick up Emma on time!! Be at Lincoln School at 3:30pm, idiot.';
  await input.fill(charged);
  await input.press('Enter');
  const enhance = d.page.getByRole('dialog', { name: /Message Enhancement/ });
  await expect(enhance.getByTestId('enhance-original')).toHaveText(charged);
  // Enter accepts the calm version.
  await expect(enhance.getByRole('button', { name: 'Send Improved' })).toBeFocused();
  await expect(enhance.getByTestId('tone-badge')).toHaveText(/Angry|Frustrated/);
  await expect(enhance.getByRole('listitem').first()).toBeVisible();
  const improved = (await enhance.getByTestId('enhance-improved').innerText()).trim();
  for (const fact of ['Emma', 'Lincoln School', '3:30pm']) expect(improved).toContain(fact);
  expect(improved).not.toMatch(/idiot|NEVER|!!/);
  await screenshotForReview(d.page, 'enhancement-dialog-desktop');

  // Edit returns to the focused input with the text still there.
  await enhance.getByRole('button', { name: 'Edit' }).click();
  await expect(enhance).toBeHidden();
  await expect(input).toHaveValue(charged);
  await expect(input).toBeFocused();

  // Send Improved delivers only the calm text, flagged improved.
  await input.press('Enter');
  await enhance.getByRole('button', { name: 'Send Improved' }).click();
  await expect(input).toHaveValue('');
  // Keyboard users land back in the input, ready for the next message; so does Escape, draft kept.
  await expect(input).toBeFocused();
  await expect(messageWith(d.page, improved)).toContainText('Improved');
  // Its 'Show original' link on the blue bubble is readable (axe: colour contrast).
  await expectNoSeriousViolations(d.page, 'the improved message', { include: '[data-testid="message"]' });

  const row = e.page
    .getByTestId('conversation-row')
    .filter({ hasText: `${dana.firstName} ${dana.lastName}` });
  await row.getByRole('button').first().click();
  await expect(messageWith(e.page, improved)).toBeVisible();
  await expect(e.page.getByTestId('message-text').filter({ hasText: 'idiot' })).toHaveCount(0);

  // A calm message goes straight through, no dialog.
  const calm = 'Could you bring her raincoat on Friday?';
  // A slow network: the send (a frame on the open socket) takes a second, and Dana types on meanwhile.
  slowSends = true;
  await input.fill(calm);
  const sent = new Promise<string>((resolve) => (answered = resolve));
  await input.press('Enter');
  await input.fill('And her boots');
  expect(JSON.parse(await sent)).toMatchObject({ type: 'message_ack', status: 201 });
  expect(posted).toBe(0);
  await expect(messageWith(d.page, calm)).toBeVisible();
  await expect(enhance).toBeHidden();
  // What she typed while it was sending is still there.
  await expect(input).toHaveValue('And her boots');
  slowSends = false;
  await input.fill(charged);
  await input.press('Enter');
  await expect(enhance).toBeVisible();
  await d.page.keyboard.press('Escape');
  await expect(enhance).toBeHidden();
  await expect(input).toHaveValue(charged);
  await expect(input).toBeFocused();
  // On a phone a long message's dialog opens at its top (title and original in view), Send Improved
  // focused; the content scrolls on its own, under the buttons, which stay in view.
  await d.page.setViewportSize({ width: 390, height: 844 });
  await input.fill(`${charged} `.repeat(8).trim());
  await input.press('Enter');
  await expect(enhance.getByRole('button', { name: 'Send Improved' })).toBeFocused();
  const body = enhance.getByTestId('dialog-body');
  expect(await body.evaluate((el) => [el.scrollTop, el.scrollHeight > el.clientHeight])).toEqual([0, true]);
  await expect(enhance.getByRole('button', { name: 'Send Original' })).toBeInViewport({ ratio: 1 });
  await screenshotForReview(d.page, 'enhancement-dialog-phone-long');
  await d.page.keyboard.press('Escape');
  await d.page.setViewportSize({ width: 1280, height: 800 });
  await input.fill('');

  // Eli picks a suggested reply: sent in one click, as is.
  await expect(messageWith(e.page, calm)).toBeVisible();
  const suggestions = e.page.getByRole('region', { name: 'AI Reply Suggestions' });
  const toggle = suggestions.getByRole('button', { name: /AI Reply Suggestions/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const first = suggestions.getByTestId('reply-suggestion').first();
  await expect(first).toContainText('% match');
  await screenshotForReview(e.page, 'reply-suggestions-desktop');
  const reply = (await first.locator('span').first().innerText()).trim();
  await first.click();
  await expect(messageWith(d.page, reply)).toBeVisible();

  // Summary and coach dialogs show their text.
  await d.page.getByRole('button', { name: 'Summarize conversation' }).click();
  const summary = d.page.getByRole('dialog', { name: /Conversation Summary/ });
  await expect(summary.getByTestId('summary-text')).toContainText('exchanged');
  // The answer arrives inside the live region that said 'Thinking...', so a screen reader reads it.
  await expect(summary.getByRole('status')).toContainText('exchanged');
  await screenshotForReview(d.page, 'summary-dialog-desktop');
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(d.page.getByRole('button', { name: 'Summarize conversation' })).toBeFocused();

  await input.fill('You always forget the raincoat. Typical.');
  await d.page.getByRole('button', { name: 'Conflict coach' }).click();
  const coach = d.page.getByRole('dialog', { name: /Conflict Coach/ });
  await expect(coach.getByTestId('coach-advice')).toContainText('you always');
  await expect(coach.getByRole('status')).toContainText('you always');
  await screenshotForReview(d.page, 'coach-dialog-desktop');
  await d.page.keyboard.press('Escape');
  await expect(coach).toBeHidden();
  await expect(d.page.getByRole('button', { name: 'Conflict coach' })).toBeFocused();

  await d.context.close();
  await e.context.close();
});

test('offline on a phone, the suggestions, summary and coach say they wait for the connection, then answer', async ({
  browser,
}) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };
  const fay = { ...newUser('fay'), firstName: 'Fay' };
  const gus = { ...newUser('gus'), firstName: 'Gus' };
  const f = await signedInPage(browser, fay, phone);
  const g = await signedInPage(browser, gus, phone);
  const created = await f.context.request.post('/api/conversations', {
    data: { name: null, participantEmails: [gus.email] },
  });
  const { id } = (await created.json()) as { id: string };
  const sent = await g.context.request.post('/api/messages', {
    data: {
      conversationId: id,
      clientId: crypto.randomUUID(),
      content: 'Can you take Leo to swimming on Saturday?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await f.page.goto(`/dashboard?conversation=${id}`);
  await expect(f.page.getByTestId('message-text')).toHaveText('Can you take Leo to swimming on Saturday?');

  await f.context.setOffline(true);
  const waiting = "You're offline. This will load when you're back online.";
  // Not 'No suggestions available': none were asked for yet.
  const panel = f.page.getByRole('region', { name: 'AI Reply Suggestions' });
  await panel.getByRole('button', { name: /AI Reply Suggestions/ }).click();
  await expect(panel).toContainText(waiting);
  await expect(panel).not.toContainText('No suggestions available');

  await f.page.getByRole('button', { name: 'More actions' }).click();
  await f.page.getByRole('menuitem', { name: 'Conflict coach' }).click();
  const coach = f.page.getByRole('dialog', { name: /Conflict Coach/ });
  await expect(coach).toContainText(waiting);
  await screenshotForReview(f.page, 'coach-offline-phone');

  await f.context.setOffline(false);
  await expect(coach.getByTestId('coach-advice')).toBeVisible();
  await coach.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByTestId('reply-suggestion').first()).toBeVisible();

  await f.context.setOffline(true);
  await f.page.getByRole('button', { name: 'More actions' }).click();
  await f.page.getByRole('menuitem', { name: 'Summarize conversation' }).click();
  await expect(f.page.getByRole('dialog', { name: /Conversation Summary/ })).toContainText(waiting);
  await f.context.setOffline(false);
  await expect(f.page.getByRole('dialog', { name: /Conversation Summary/ })).toContainText('Leo');
  await f.context.close();
  await g.context.close();
});

test('on a phone, while the assistant reads a message the send button shows it is working', async ({
  browser,
}) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };
  const hal = { ...newUser('hal'), firstName: 'Hal' };
  const ida = { ...newUser('ida'), firstName: 'Ida' };
  const h = await signedInPage(browser, hal, phone);
  const i = await signedInPage(browser, ida, phone);
  const created = await h.context.request.post('/api/conversations', {
    data: { name: null, participantEmails: [ida.email] },
  });
  const { id } = (await created.json()) as { id: string };
  await h.page.goto(`/dashboard?conversation=${id}`);
  // A model that takes its time (a hosted one often takes seconds), held until the test lets it answer.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await h.page.route('**/api/messages/rewrite', async (route) => {
    await held;
    await route.continue();
  });
  const input = h.page.getByPlaceholder('Type your message...');
  await input.fill('You ALWAYS forget the pickup at 5pm on Friday, this is ridiculous!!');
  await input.press('Enter');
  const send = h.page.getByRole('button', { name: 'Send message' });
  await expect(send.getByTestId('send-working')).toBeVisible();
  await screenshotForReview(h.page, 'send-working-phone');
  answer();
  await expect(h.page.getByRole('dialog', { name: /Message Enhancement/ })).toBeVisible();
  await expect(send.getByTestId('send-working')).toHaveCount(0);
  await h.context.close();
  await i.context.close();
});
