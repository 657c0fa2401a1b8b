import type { Page } from '@playwright/test';
import { test, registerViaApi, screenshotForReview, tinyPng, signedInPage } from './support/fixtures';
import { expect, named, startChat, toast, messageWith } from './support/chat';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import { expectNoSeriousViolations } from './support/axe';

// Several people in several browsers on a shared machine: give each story room.
test.describe.configure({ timeout: 180_000 });

test('the Admin Portal entry shows only for the administrator', async ({ browser }) => {
  const admin = await signedInPage(
    browser,
    { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    { register: false },
  );
  await admin.page.getByRole('button', { name: 'Open menu' }).click();
  await expect(admin.page.getByRole('menuitem', { name: 'Admin Portal' })).toBeVisible();
  await admin.context.close();

  const someone = await signedInPage(browser, named('hal', 'Hal'));
  await someone.page.getByRole('button', { name: 'Open menu' }).click();
  await expect(someone.page.getByRole('menuitem', { name: 'Support' })).toBeVisible();
  await expect(someone.page.getByRole('menuitem', { name: 'Admin Portal' })).toHaveCount(0);
  await someone.context.close();
});

test('the dashboard on desktop and phone, light and dark: list, group, enhancement, menu', async ({
  browser,
}) => {
  const ivy = named('ivy', 'Ivy');
  const jon = named('jon', 'Jon');
  const i = await signedInPage(browser, ivy);
  const j = await signedInPage(browser, jon);
  await screenshotForReview(i.page, 'empty-desktop-light');
  await startChat(i.page, jon.email);
  const send = async (page: Page, text: string) => {
    await page.getByPlaceholder('Type your message...').fill(text);
    await page.getByPlaceholder('Type your message...').press('Enter');
    await expect(page.getByTestId('message-text').last()).toHaveText(text);
  };
  await send(i.page, 'Can we talk about the school pickup schedule this week?');
  await j.page.getByTestId('conversation-row').getByRole('button').first().click();
  await send(j.page, 'Sure. Tuesday and Thursday work for me.');
  await send(i.page, 'Great, I will take Monday and Wednesday then. Thank you!');
  // With a mouse the desktop stays compact: a message's buttons wait for a hover, icons stay small.
  await i.page.mouse.move(1, 1);
  const actions = i.page
    .getByTestId('message')
    .last()
    .getByRole('button', { name: /^Reply to/ });
  await expect.poll(() => actions.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('0');
  expect((await i.page.getByRole('button', { name: 'Conflict coach' }).boundingBox())!.height).toBe(32);
  // A group of three shows overlapping avatars in the list.
  const kit = named('kit', 'Kit');
  await registerViaApi(i.context.request, kit);
  const group = await i.context.request.post('/api/conversations', {
    data: { name: 'Pickup rota', participantEmails: [jon.email, kit.email] },
  });
  expect(group.ok(), await group.text()).toBe(true);
  await expect(j.page.getByTestId('conversation-row').filter({ hasText: 'Pickup rota' })).toBeVisible();
  await screenshotForReview(j.page, 'group-list-desktop-light');
  // On a phone a group's name gets the header's room (its avatar stack shows in the list).
  await j.page.setViewportSize({ width: 390, height: 844 });
  await j.page.getByRole('button', { name: 'Back to conversations' }).click();
  await j.page
    .getByTestId('conversation-row')
    .filter({ hasText: 'Pickup rota' })
    .getByRole('button')
    .first()
    .click();
  await expect(j.page.getByTestId('conversation-heading')).toHaveText('Pickup rota');
  await screenshotForReview(j.page, 'group-phone-light');
  await j.page.getByRole('button', { name: 'Back to conversations' }).click();
  await j.page
    .getByTestId('conversation-row')
    .filter({ hasText: ivy.firstName })
    .getByRole('button')
    .first()
    .click();
  await j.page.setViewportSize({ width: 1280, height: 800 });
  await i.page.getByPlaceholder('Type your message...').fill('You always forget, this is ridiculous');
  await i.page.getByPlaceholder('Type your message...').press('Enter');
  await expect(i.page.getByRole('dialog', { name: /Message Enhancement/ })).toBeVisible();
  await screenshotForReview(i.page, 'enhancement-desktop-light');
  await i.page.keyboard.press('Escape');
  await i.page.getByPlaceholder('Type your message...').fill('');
  await j.page.getByPlaceholder('Type your message...').pressSequentially('Perfect', { delay: 50 });
  for (const [width, height, label] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await i.page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark'] as const) {
      await i.page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
      await screenshotForReview(i.page, `conversation-${label}-${theme}`);
    }
  }
  await i.page.setViewportSize({ width: 390, height: 844 });
  await i.page.getByRole('button', { name: 'Back to conversations' }).click();
  await screenshotForReview(i.page, 'list-phone-dark');
  await i.page.getByRole('button', { name: 'Open menu' }).click();
  await screenshotForReview(i.page, 'menu-phone-dark');
  await i.context.close();
  await j.context.close();
});

test('a web address in a message is a link the other parent can tap; other text stays text', async ({
  browser,
}) => {
  const phone = { width: 390, height: 844 };
  const kim = named('kim', 'Kim');
  const lee = named('lee', 'Lee');
  const k = await signedInPage(browser, kim, { viewport: phone });
  const l = await signedInPage(browser, lee, { viewport: phone });
  await startChat(k.page, lee.email);
  const calendar = 'https://school.example.org/calendar?child=leo&term=spring';
  const input = k.page.getByPlaceholder('Type your message...');
  await input.fill(`The pickup times are on ${calendar}. See you at 5pm (gate B).`);
  await input.press('Enter');

  await l.page.getByTestId('conversation-row').getByRole('button').first().click();
  const text = l.page.getByTestId('message-text');
  await expect(text).toHaveText(`The pickup times are on ${calendar}. See you at 5pm (gate B).`);
  // The sentence's full stop is not part of the address; it opens apart from Parley.
  const link = text.getByRole('link', { name: calendar, exact: true });
  await expect(link).toHaveAttribute('href', calendar);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(text.getByRole('link')).toHaveCount(1);
  await screenshotForReview(l.page, 'message-link-phone');
  await k.context.close();
  await l.context.close();
});

test('screen readers hear who wrote each message in a one-to-one chat, and whose message Add reaction is for; removing the photo asks first', async ({
  browser,
}) => {
  const mia = named('mia', 'Mia');
  const ned = named('ned', 'Ned');
  const m = await signedInPage(browser, mia);
  const n = await signedInPage(browser, ned);
  await startChat(m.page, ned.email);
  await m.page.getByPlaceholder('Type your message...').fill('Are you picking up Sam?');
  await m.page.getByPlaceholder('Type your message...').press('Enter');
  await n.page.getByTestId('conversation-row').getByRole('button').first().click();
  await n.page.getByPlaceholder('Type your message...').fill('Yes, at four');
  await n.page.getByPlaceholder('Type your message...').press('Enter');
  await expect(messageWith(m.page, 'Yes, at four')).toBeVisible();
  await expect(messageWith(m.page, 'Are you picking up Sam?')).toMatchAriaSnapshot(`
    - listitem:
      - paragraph: 'You said:'
      - paragraph: Are you picking up Sam?
  `);
  await expect(messageWith(m.page, 'Yes, at four')).toMatchAriaSnapshot(`
    - listitem:
      - paragraph: '${ned.firstName} ${ned.lastName} said:'
      - paragraph: Yes, at four
  `);
  // Each 'Add reaction' says which message it is for.
  await expect(
    messageWith(m.page, 'Yes, at four').getByRole('button', { name: /^Add reaction/ }),
  ).toHaveAccessibleName(`Add reaction to ${ned.firstName} ${ned.lastName}'s message`);
  await expect(
    messageWith(m.page, 'Are you picking up Sam?').getByRole('button', { name: /^Add reaction/ }),
  ).toHaveAccessibleName('Add reaction to your message');
  // The photo picker behind the camera button is not a second control.
  await expect(m.page.getByRole('button', { name: 'Upload profile photo' })).toBeVisible();
  expect(await m.page.locator('body').ariaSnapshot()).not.toContain('Profile photo file');
  const picker = m.page.waitForEvent('filechooser');
  await m.page.getByRole('button', { name: 'Upload profile photo' }).click();
  await (await picker).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(toast(m.page)).toContainText('Photo updated');

  // Removing the photo (everyone sees it go) asks first; Cancel keeps it and gives focus back.
  const removePhoto = m.page.getByRole('button', { name: 'Remove photo' });
  await removePhoto.click();
  const confirm = m.page.getByRole('dialog', { name: 'Remove your profile photo?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(m.page, 'remove-photo dialog', { include: '[role="dialog"]' });
  await screenshotForReview(m.page, 'remove-photo-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(removePhoto).toBeFocused();
  await expect(m.page.getByRole('button', { name: 'Change profile photo' })).toBeVisible();
  // By keyboard: Enter opens it, focus starts on Cancel, Tab then Enter removes.
  await m.page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await m.page.keyboard.press('Tab');
  await m.page.keyboard.press('Enter');
  await expect(toast(m.page)).toContainText('Photo removed');
  await expect(confirm).toBeHidden();
  await expect(removePhoto).toBeHidden();
  // The button that opened it is gone with the photo: focus lands on the camera button.
  await expect(m.page.getByRole('button', { name: 'Upload profile photo' })).toBeFocused();
  await m.context.close();
  await n.context.close();
});

test('screen readers hear "is typing" once per typing session, not at every burst', async ({ browser }) => {
  const tia = named('tia', 'Tia');
  const uma = named('uma', 'Uma');
  const t = await signedInPage(browser, tia);
  const u = await signedInPage(browser, uma);
  await startChat(t.page, uma.email);
  await u.page.getByTestId('conversation-row').getByRole('button').first().click();
  const input = t.page.getByPlaceholder('Type your message...');
  const shown = u.page.getByTestId('typing-indicator');
  const heard = u.page.getByTestId('typing-announcement');

  const burst = input.pressSequentially('Running late', { delay: 100 });
  await expect(shown).toHaveText('Tia is typing...');
  await expect(heard).toHaveText('Tia is typing...');
  await burst;
  await expect(shown).toHaveText('', { timeout: 3_000 });
  await expect(heard).toHaveText('');
  // A second burst after a pause to think: shown again, not said again.
  const again = input.pressSequentially(', sorry', { delay: 100 });
  await expect(shown).toHaveText('Tia is typing...');
  await expect(heard).toHaveText('');
  await again;
  // Her message ends the session: the next time she types is said again.
  await input.press('Enter');
  await expect(messageWith(u.page, 'Running late, sorry')).toBeVisible();
  const next = input.pressSequentially('See you soon', { delay: 100 });
  await expect(heard).toHaveText('Tia is typing...');
  await next;
  await t.context.close();
  await u.context.close();
});
