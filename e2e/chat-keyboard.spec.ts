import type { Page } from '@playwright/test';
import { test, improvedMessage, registerViaApi, screenshotForReview, signedInPage } from './support/fixtures';
import { expect, named, startChat, messageWith, startChatByKeyboard } from './support/chat';
import { EXPIRED_EMAIL, EXPIRED_PASSWORD } from './support/ports';

// Several people in several browsers on a shared machine: give each story room.
test.describe.configure({ timeout: 180_000 });

test('keyboard: a dialog opened from the menu gives focus back to the menu button when it closes', async ({
  browser,
}) => {
  const k = await signedInPage(browser, named('keys', 'Kim'));
  const menuButton = k.page.getByRole('button', { name: 'Open menu' });
  await menuButton.focus();
  await k.page.keyboard.press('Enter');
  await k.page.getByRole('menuitem', { name: 'Start Chat' }).focus();
  await k.page.keyboard.press('Enter');
  const dialog = k.page.getByRole('dialog', { name: 'Start Chat' });
  await expect(dialog.getByLabel('Name or email')).toBeFocused();
  await k.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  await k.context.close();
});

test('keyboard focus on desktop: Start Chat takes it to the new conversation’s message box', async ({
  browser,
}) => {
  const kai = named('kai', 'Kai');
  const lea = named('lea', 'Lea');
  const k = await signedInPage(browser, kai);
  await registerViaApi(k.context.request, lea);
  await startChatByKeyboard(k.page, lea.email);
  await expect(k.page.getByTestId('conversation-heading')).toHaveText(`${lea.firstName} ${lea.lastName}`);
  const input = k.page.getByPlaceholder('Type your message...');
  await expect(input).toBeFocused();
  await screenshotForReview(k.page, 'conversation-started-desktop-focus');
  await k.context.close();
});

test('keyboard: Rename (current name selected) and Add User from a row menu put focus in their field; Escape gives it back to ⋮', async ({
  browser,
}) => {
  const ola = named('ola', 'Ola');
  const pip = named('pip', 'Pip');
  const o = await signedInPage(browser, ola);
  await registerViaApi(o.context.request, pip);
  await startChat(o.page, pip.email);
  const pipFullName = `${pip.firstName} ${pip.lastName}`;
  const options = o.page.getByRole('button', { name: `Options for ${pipFullName}` });
  await expect(options).toBeVisible();

  await options.focus();
  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Rename' }).focus();
  await o.page.keyboard.press('Enter');
  const name = o.page.getByLabel('New conversation name');
  await expect(name).toBeFocused();
  // Typed keys land in the field (Radix used to pull focus back to ⋮ after the field took it).
  await o.page.keyboard.type('Pickups');
  await expect(name).toHaveValue('Pickups');
  await o.page.keyboard.press('Escape');
  await expect(name).toBeHidden();
  await expect(options).toBeFocused();

  // Saved for real: a name pasted past the 25-character limit is stored without the ' -' the cut left.
  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Rename' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await o.page.keyboard.insertText('Kids schedule with Dan - pickups');
  await expect(name).toHaveValue('Kids schedule with Dan - ');
  await o.page.keyboard.press('Enter');
  await expect(o.page.getByTestId('toast')).toContainText('Conversation renamed');
  await expect(o.page.getByTestId('conversation-title')).toHaveAttribute('title', 'Kids schedule with Dan');
  const renamed = o.page.getByRole('button', { name: 'Options for Kids schedule with Dan' });
  await expect(renamed).toBeFocused();

  // Rename again: the current name is there, selected, so typing replaces it.
  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Rename' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Kids schedule with Dan');
  await screenshotForReview(o.page, 'rename-prefilled');
  await o.page.keyboard.type('Pickups');
  await expect(name).toHaveValue('Pickups');
  await o.page.keyboard.press('Escape');
  await expect(renamed).toBeFocused();

  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Add User' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(o.page.getByLabel('Email of the person to add')).toBeFocused();
  await o.page.keyboard.press('Escape');
  await expect(renamed).toBeFocused();

  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Remove User' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(o.page.getByRole('button', { name: pipFullName, exact: true })).toBeFocused();
  await o.context.close();
});

test('keyboard: focus rings stay visible on blue and red: your own bubble and the subscription banner', async ({
  browser,
}) => {
  const rae = named('rae', 'Rae');
  const sid = named('sid', 'Sid');
  const r = await signedInPage(browser, rae);
  await registerViaApi(r.context.request, sid);
  const created = await r.context.request.post('/api/conversations', {
    data: { participantEmails: [sid.email] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: conversationId } = (await created.json()) as { id: string };
  const send = async (data: Record<string, unknown>) => {
    const res = await r.context.request.post('/api/messages', {
      data: { conversationId, clientId: crypto.randomUUID(), ...data },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const first = await send({ content: 'Pickup is at four' });
  await send({
    ...(await improvedMessage(r.context.request, 'Could we move it to five, you idiot?')),
    replyToMessageId: first.id,
  });
  await r.page.reload();
  await r.page.getByTestId('conversation-row').getByRole('button').first().click();
  const mine = messageWith(r.page, 'Could we move it to five');
  const white = 'rgb(255, 255, 255)';
  /** The outline a keyboard user sees on a control (focus-visible, not a click's focus). */
  const ringOf = async (control: ReturnType<Page['getByRole']>) => {
    await control.focus();
    // Back and forth by Tab: focus then shows as a keyboard user's would.
    await control.press('Shift+Tab');
    await r.page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    expect(await control.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    // Buttons transition their colours, the outline's included: read it once it has settled.
    await expect.poll(() => control.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(white);
    return control.evaluate((el) => getComputedStyle(el).outlineColor);
  };
  const quote = mine.getByRole('button', { name: /Go to the message from/ });
  expect(await ringOf(quote)).toBe(white);
  await screenshotForReview(r.page, 'focus-ring-own-quote');
  expect(await ringOf(mine.getByRole('button', { name: 'Show original' }))).toBe(white);
  await screenshotForReview(r.page, 'focus-ring-own-show-original');

  const banner = r.page.getByRole('region', { name: 'Subscription status' });
  expect(await ringOf(banner.getByRole('button', { name: 'Upgrade' }))).toBe(white);
  await screenshotForReview(r.page, 'focus-ring-trial-banner');

  // The red banner, for someone whose trial is over (seeded before the app started).
  const expired = await signedInPage(
    browser,
    { firstName: 'Ezra', lastName: 'Expired', email: EXPIRED_EMAIL, password: EXPIRED_PASSWORD },
    { register: false },
  );
  await expired.page.goto('/dashboard');
  const redBanner = expired.page.getByRole('region', { name: 'Subscription status' });
  await expect(redBanner).toContainText('Trial Expired - Subscribe to Continue');
  const subscribe = redBanner.getByRole('button', { name: 'Subscribe' });
  await subscribe.focus();
  await expired.page.keyboard.press('Shift+Tab');
  await expired.page.keyboard.press('Tab');
  await expect(subscribe).toBeFocused();
  await expect.poll(() => subscribe.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(white);
  await screenshotForReview(expired.page, 'focus-ring-expired-banner');
  await expired.context.close();
  await r.context.close();
});
