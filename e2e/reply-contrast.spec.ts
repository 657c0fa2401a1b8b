import { expect as baseExpect, type Page } from '@playwright/test';
import { newUser, registerViaApi, screenshotForReview, signedInPage, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const messageWith = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-text').filter({ hasText: text }) });

// The quoted message inside one's own (blue) bubble read 3.97:1 against its lightened background.
test('a quoted reply inside your own bubble keeps its contrast, in both themes', async ({ browser }) => {
  const ria = newUser('ria');
  const sid = newUser('sid');
  const r = await signedInPage(browser, ria);
  await registerViaApi(r.context.request, sid);
  const created = await r.context.request.post('/api/conversations', {
    data: { participantEmails: [sid.email] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: conversationId } = (await created.json()) as { id: string };
  const send = async (data: Record<string, unknown>) => {
    const res = await r.context.request.post('/api/messages', {
      data: { conversationId, clientId: crypto.randomUUID(), wasRewritten: false, ...data },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const first = await send({ content: 'Pickup is at four' });
  await send({ content: 'Could we make it five instead?', replyToMessageId: first.id });

  for (const theme of ['light', 'dark'] as const) {
    await r.context.request.post('/api/user/preferences', { data: { darkMode: theme } });
    await r.page.goto(`/dashboard?conversation=${conversationId}`);
    const mine = messageWith(r.page, 'Could we make it five instead?');
    await expect(mine.getByRole('button', { name: /Go to the message from/ })).toBeVisible();
    await expect(r.page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
    await expectNoSeriousViolations(r.page, theme, { include: '[data-testid="message"]' });
    await screenshotForReview(r.page, `own-quote-${theme}`);
  }
  await r.context.close();
});
