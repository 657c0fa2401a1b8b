import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import {
  logInViaApi,
  newUser,
  ownContext,
  registerViaApi,
  screenshotForReview,
  signedInPage,
  test,
  type TestUser,
} from './support/fixtures';
import { seriousViolations } from './support/axe';
import { showTheme, THEMES } from './support/theme';

/** A first run, and groups that keep one-to-ones private (docs/GROUPS.md). */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const named = (firstName: string): TestUser => ({ ...newUser(firstName.toLowerCase()), firstName });

async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const send = (request: APIRequestContext, conversationId: string, content: string) =>
  post(request, '/api/messages', { conversationId, clientId: crypto.randomUUID(), content });

test('a new account’s first dashboard welcomes them and offers Start Chat (axe, both themes, phone and desktop)', async ({
  browser,
}) => {
  const ana = named('Ana');
  const failures: string[] = [];
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const a = await signedInPage(browser, ana, { register: device === 'desktop', viewport });
    const list = a.page.getByRole('navigation', { name: 'Conversation list' });
    await expect(list.getByRole('heading', { name: 'Welcome to Parley, Ana' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Start Chat' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Invite someone' })).toBeVisible();
    if (device === 'desktop') {
      await expect(a.page.getByRole('heading', { name: 'Start your first conversation' })).toBeVisible();
      await expect(a.page.getByText('Choose a conversation from the sidebar')).toHaveCount(0);
    }
    for (const theme of ['light', 'dark'] as const) {
      await a.context.request.post('/api/user/preferences', { data: { darkMode: theme } });
      await a.page.reload();
      await expect(list.getByRole('button', { name: 'Start Chat' })).toBeVisible();
      await expect(a.page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      failures.push(...(await seriousViolations(a.page, `first run ${device} ${theme}`)));
      await screenshotForReview(a.page, `first-run-${device}-${theme}`);
    }
    if (device === 'desktop') {
      // Start Chat says strangers are found by e-mail, and a name it cannot find promises nothing more.
      await list.getByRole('button', { name: 'Start Chat' }).click();
      const dialog = a.page.getByRole('dialog', { name: 'Start Chat' });
      await expect(dialog).toContainText('Anyone else is found by their email address only.');
      await dialog.getByLabel('Name or email').fill('Jordan');
      await dialog.getByRole('button', { name: 'Start Chat' }).click();
      await expect(dialog.getByRole('alert')).toContainText('No one you talk with is called "Jordan"');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await a.context.close();
  }
  expect(failures).toEqual([]);
});

test('adding a third person to a one-to-one opens a new group; the one-to-one is unchanged and stays private', async ({
  browser,
}) => {
  const [ana, ben, cal] = [named('Ana'), named('Ben'), named('Cal')];
  const a = await signedInPage(browser, ana);
  const others = await ownContext(browser);
  for (const person of [ben, cal]) await registerViaApi(others.request, person);
  const pair = await post(a.context.request, '/api/conversations', { participantEmails: [ben.email] });
  await send(a.context.request, pair.id, 'private note: I am worried about the handover');
  await a.page.reload();

  const pairTitle = `${ben.firstName} ${ben.lastName}`;
  const failures: string[] = [];
  // Both themes switched in place, as the app's toggle does (the first story above reloads with the
  // saved preference).
  for (const theme of THEMES) {
    await showTheme(a.page, theme);
    await a.page.getByRole('button', { name: `Options for ${pairTitle}` }).click();
    await a.page.getByRole('menuitem', { name: 'Add User' }).click();
    await a.page.getByLabel('Email of the person to add').fill(cal.email);
    await a.page.getByRole('button', { name: 'Add', exact: true }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Start a new group?' });
    await expect(confirm).toContainText(`Your conversation with ${pairTitle} stays between the two of you.`);
    failures.push(...(await seriousViolations(a.page, `add to a one-to-one ${theme}`)));
    await screenshotForReview(a.page, `add-to-pair-desktop-${theme}`);
    if (theme === 'light') await confirm.getByRole('button', { name: 'Cancel' }).click();
    else await confirm.getByRole('button', { name: 'Start group' }).click();
  }
  expect(failures).toEqual([]);

  // The new group is open, empty, with the three of them.
  await expect(a.page.getByRole('heading', { name: 'Ana, Ben & Cal' })).toBeVisible();
  await expect(a.page.getByTestId('conversation-status')).toHaveText('No messages yet');
  const conversations = await (await a.context.request.get('/api/conversations')).json();
  const group = conversations.find((c: { name: string | null }) => c.name === 'Ana, Ben & Cal');
  const stillPair = conversations.find((c: { id: string }) => c.id === pair.id);
  expect(stillPair.participants).toHaveLength(2);
  expect(stillPair.lastMessage.finalContent).toBe('private note: I am worried about the handover');
  expect(group.lastMessage).toBeNull();

  // Cal has the group and cannot read the one-to-one.
  await logInViaApi(others.request, cal);
  expect((await others.request.get(`/api/messages/${pair.id}`)).status()).toBe(404);
  const cals = await (await others.request.get('/api/conversations')).json();
  expect(cals.map((c: { id: string }) => c.id)).toEqual([group.id]);
  await a.context.close();
  await others.close();
});

test('someone added to a group “only from now on” does not see the earlier messages', async ({ browser }) => {
  const [ana, ben, cal, dee] = [named('Ana'), named('Ben'), named('Cal'), named('Dee')];
  const a = await signedInPage(browser, ana);
  const setup = await ownContext(browser);
  for (const person of [ben, cal, dee]) await registerViaApi(setup.request, person);
  const group = await post(a.context.request, '/api/conversations', {
    name: 'Handover plans',
    participantEmails: [ben.email, cal.email],
  });
  await send(a.context.request, group.id, 'before Dee: the old arrangement');
  await a.page.reload();

  await a.page.getByRole('button', { name: 'Options for Handover plans' }).click();
  await a.page.getByRole('menuitem', { name: 'Add User' }).click();
  await a.page.getByLabel('Email of the person to add').fill(dee.email);
  await a.page.getByRole('button', { name: 'Add', exact: true }).click();
  const confirm = a.page.getByRole('dialog', { name: `Add ${dee.email}?` });
  await expect(confirm.getByRole('radio', { name: /The earlier messages too/ })).toBeChecked();
  await confirm.getByRole('radio', { name: /Only messages from now on/ }).check();
  expect(await seriousViolations(a.page, 'add to a group')).toEqual([]);
  await screenshotForReview(a.page, 'add-to-group-desktop-light');
  // The same confirmation in the dark theme: the html element's class, as the theme switch (behind the
  // open dialog) sets it.
  await a.page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await seriousViolations(a.page, 'add to a group, dark')).toEqual([]);
  await screenshotForReview(a.page, 'add-to-group-desktop-dark');
  await a.page.evaluate(() => document.documentElement.classList.remove('dark'));
  await confirm.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await send(a.context.request, group.id, 'after Dee: welcome');

  const d = await signedInPage(browser, dee, { register: false });
  await d.page
    .getByRole('button', { name: /Handover plans/ })
    .first()
    .click();
  await expect(d.page.getByTestId('message-text')).toHaveText(['after Dee: welcome']);
  await expect(d.page.getByText('before Dee: the old arrangement')).toHaveCount(0);
  await a.context.close();
  await d.context.close();
  await setup.close();
});

test('the add-person confirmations on a phone, light and dark (axe)', async ({ browser }) => {
  const [ana, ben, cal] = [named('Ana'), named('Ben'), named('Cal')];
  const a = await signedInPage(browser, ana, { viewport: { width: 390, height: 844 } });
  const setup = await ownContext(browser);
  for (const person of [ben, cal]) await registerViaApi(setup.request, person);
  await post(a.context.request, '/api/conversations', { participantEmails: [ben.email] });
  await post(a.context.request, '/api/conversations', {
    name: 'Handover plans',
    participantEmails: [ben.email, cal.email],
  });
  const failures: string[] = [];
  // Both themes switched in place, as the app's toggle does; the page loads once, with both rows.
  await a.page.reload();
  for (const theme of THEMES) {
    await showTheme(a.page, theme);
    for (const [row, dialogName, shot] of [
      [`${ben.firstName} ${ben.lastName}`, 'Start a new group?', 'add-to-pair'],
      ['Handover plans', 'Add someone@example.com?', 'add-to-group'],
    ] as const) {
      await a.page.getByRole('button', { name: `Options for ${row}` }).click();
      await a.page.getByRole('menuitem', { name: 'Add User' }).click();
      await a.page.getByLabel('Email of the person to add').fill('someone@example.com');
      await a.page.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = a.page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      failures.push(...(await seriousViolations(a.page, `${shot} phone ${theme}`)));
      await screenshotForReview(a.page, `${shot}-phone-${theme}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  }
  expect(failures).toEqual([]);
  await a.context.close();
  await setup.close();
});
