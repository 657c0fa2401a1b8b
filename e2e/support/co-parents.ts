import { expect, type Browser } from '@playwright/test';
import { newUser, signedInPage } from './fixtures';

/**
 * Maya Lopez and Sam Reed, each signed in in a browser of their own, with the conversation "Lily"
 * between them open on both screens: the start of every story about the family tools.
 */
export async function coParentsInLily(browser: Browser) {
  const maya = { ...newUser('maya'), firstName: 'Maya', lastName: 'Lopez' };
  const sam = { ...newUser('sam'), firstName: 'Sam', lastName: 'Reed' };
  const m = await signedInPage(browser, maya);
  const s = await signedInPage(browser, sam);
  const created = await m.context.request.post('/api/conversations', {
    data: { name: 'Lily', participantEmails: [sam.email] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const conversationId = ((await created.json()) as { id: string }).id;
  for (const p of [m.page, s.page]) {
    await p.goto(`/dashboard?conversation=${conversationId}`);
    await expect(p.getByTestId('conversation-heading')).toHaveText('Lily');
  }
  return { m, s, conversationId };
}
