import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  newUser,
  registerViaApi,
  screenshotForReview,
  type TestUser,
  ownContext,
  logInViaApi,
} from './support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import { ADMIN_PAGE_SIZE as PAGE } from '../src/common/schemas/admin';
import { expectNoSeriousViolations, seriousViolationsInBothThemes } from './support/axe';
import { recordToasts, toastShown } from './support/chat';
import { showTheme, THEMES } from './support/theme';

const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
/** The machine is shared with other runs: page loads get longer than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Wide screens show tables, phones cards: the one on screen. */
const visible = (locator: Locator) => locator.filter({ visible: true }).first();

async function openAdminTab(page: Page, tab: 'Users' | 'Support' | 'Activity') {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

async function chooseRowAction(page: Page, actionsLabel: string | RegExp, item: string) {
  await visible(page.getByRole('button', { name: actionsLabel })).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A user's row menu, found by address: users made in two workers at once can share a name ('Casey Tester1'). */
async function chooseUserAction(page: Page, email: string, item: string) {
  await visible(page.getByRole('row', { name: new RegExp(email) }))
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

const toast = (page: Page) => page.getByTestId('toast');

/** The open tab's page status ('Showing 1–25 of 3,204 users'), a polite live region. */
const pageStatus = (page: Page) => page.getByRole('tabpanel').getByRole('status');

/** The Users tab shows a page at a time: a person is found by searching for them (name or address). */
async function findUser(page: Page, query: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(query);
  await expect(pageStatus(page)).toContainText(`matching “${query}”`);
}

// Two browsers and several round trips each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('a user files a ticket, the admin works it through to Resolved, and the user sees each status', async ({
  page,
  request,
  browser,
}) => {
  const user = newUser('ticket');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support Center' })).toBeVisible();
  await expect(page.getByText('No support tickets yet')).toBeVisible();

  // The collapsible form: blank fields are refused on the page, then a real ticket goes in.
  await page.getByRole('button', { name: 'New Ticket' }).click();
  // Opening the form takes focus to its first field, not left behind on the button.
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  const title = `Photos will not upload ${Date.now()}`;
  await page.getByLabel('Title').fill(`  ${title}  `);
  await page.getByLabel('Description').fill('The spinner never stops when I choose a PNG.');
  await page.getByLabel('Priority').selectOption({ label: 'High - Account problems' });
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(toast(page)).toContainText('Support ticket created successfully');
  await expect(page.getByRole('heading', { name: 'Create Support Ticket' })).toBeHidden();
  const row = visible(page.getByRole('row', { name: new RegExp(title) }));
  await expect(row).toContainText('High');
  await expect(row).toContainText('Open');

  const adminContext = await ownContext(browser);
  const adminPage = await adminContext.newPage();
  await logInViaApi(adminContext.request, admin);
  await openAdminTab(adminPage, 'Support');
  const adminRow = visible(adminPage.getByRole('row', { name: new RegExp(title) }));
  await expect(adminRow).toContainText(user.email);
  const ticketLabel = (await adminRow
    .getByRole('button', { name: /Actions for ticket/ })
    .getAttribute('aria-label'))!;

  // The admin answers, reading the whole description; the user reads the answer on /support.
  await chooseRowAction(adminPage, ticketLabel, 'Reply');
  const replyDialog = adminPage.getByRole('dialog', { name: 'Reply to Ticket' });
  await expect(replyDialog).toContainText('The spinner never stops when I choose a PNG.');
  await replyDialog.getByLabel('Your reply').fill('Thanks! Please try a JPEG under 5 MB while we fix PNGs.');
  await replyDialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(toast(adminPage)).toContainText('Reply sent');
  await expect(replyDialog).toBeHidden();
  await expect(adminRow).toContainText('1 reply');
  await page.reload();
  await expect(visible(page.getByTestId('ticket-reply'))).toContainText(
    'Thanks! Please try a JPEG under 5 MB while we fix PNGs.',
  );
  await screenshotForReview(page, 'support-ticket-reply');

  for (const [value, label] of [
    ['in_progress', 'Working'],
    ['resolved', 'Resolved'],
  ] as const) {
    await chooseRowAction(adminPage, ticketLabel, 'Update Status');
    const dialog = adminPage.getByRole('dialog', { name: 'Update Support Ticket' });
    await dialog.getByLabel('Status').selectOption(value);
    await dialog.getByRole('button', { name: 'Update Ticket' }).click();
    await expect(toast(adminPage)).toContainText('Ticket updated successfully');
    await expect(dialog).toBeHidden();
    await expect(adminRow).toContainText(label);

    await page.reload();
    await expect(visible(page.getByRole('row', { name: new RegExp(title) }))).toContainText(label);
  }

  await adminPage.getByRole('tab', { name: 'Activity' }).click();
  await expect(visible(adminPage.getByRole('row', { name: /Update Ticket/ }))).toContainText(
    'Working → Resolved',
  );
  await adminContext.close();
});

test('keyboard focus: a created ticket takes focus to its title in the list, on desktop and phone', async ({
  page,
  request,
}) => {
  const user = newUser('ticketfocus');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  for (const [width, height, label] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/support');
    const newTicket = page.getByRole('button', { name: 'New Ticket' });
    // Cancel gives focus back to the button that opened the form.
    await newTicket.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(newTicket).toBeFocused();
    await newTicket.click();
    const title = `Focus check on ${label} ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Where does focus go after this?');
    await page.getByRole('button', { name: 'Create Ticket' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Support ticket created successfully');
    await expect(visible(page.getByText(title, { exact: true }))).toBeFocused();
    await screenshotForReview(page, `support-ticket-created-focus-${label}`);
  }
});

test('the person answers under their resolved ticket, which reopens, and the admin reads the thread', async ({
  page,
  request,
  browser,
}) => {
  const user = newUser('thread');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  const title = `Export button greyed out ${Date.now()}`;
  const filed = await page.request.post('/api/support-tickets', {
    data: { title, description: 'Download My Data does nothing.', priority: 'medium' },
  });
  expect(filed.ok()).toBe(true);
  const { id } = (await filed.json()) as { id: number };

  // Support answers and resolves it, through the admin API.
  const adminContext = await ownContext(browser);
  const adminPage = await adminContext.newPage();
  await logInViaApi(adminContext.request, admin);
  const answered = await adminPage.request.post(`/api/admin/support-tickets/${id}/replies`, {
    data: { body: 'Which browser are you using?' },
  });
  expect(answered.ok()).toBe(true);
  expect(
    (await adminPage.request.put(`/api/admin/support-tickets/${id}`, { data: { status: 'resolved' } })).ok(),
  ).toBe(true);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/support');
    const row = visible(
      page
        .getByRole('row', { name: new RegExp(title) })
        .or(page.getByRole('listitem').filter({ hasText: title })),
    );
    await expect(row).toContainText('Which browser are you using?');
    if (viewport.width > 400) {
      await row.getByRole('button', { name: 'Reply', exact: true }).click();
      await expect(row).toContainText('replying reopens it');
      // A blank answer is refused on the page.
      await row.getByRole('button', { name: 'Send Reply' }).click();
      await expect(row.getByText('Please write a reply')).toBeVisible();
      await row.getByLabel('Your reply').fill('Chromium on Linux. It still happens.');
      await expectNoSeriousViolations(page, '/support reply form');
      await screenshotForReview(page, 'support-ticket-reply-form');
      await row.getByRole('button', { name: 'Send Reply' }).click();
      await expect(toast(page)).toContainText('Your ticket is open again.');
    }
    await expect(row).toContainText('Your reply');
    await expect(row).toContainText('Chromium on Linux. It still happens.');
    await expect(row).toContainText('Open');
    await screenshotForReview(page, `support-ticket-thread-${viewport.width}`);

    await adminPage.setViewportSize(viewport);
    await openAdminTab(adminPage, 'Support');
    const adminRow = visible(
      adminPage
        .getByRole('row', { name: new RegExp(title) })
        .or(adminPage.getByRole('listitem').filter({ hasText: title })),
    );
    await expect(adminRow).toContainText('New reply');
    await chooseRowAction(adminPage, new RegExp(`^Actions for ticket #${id}$`), 'Reply');
    const dialog = adminPage.getByRole('dialog', { name: 'Reply to Ticket' });
    const thread = dialog.getByTestId('ticket-reply');
    await expect(thread).toHaveCount(2);
    await expect(thread.nth(0)).toContainText('Reply from support');
    await expect(thread.nth(0)).toContainText('Which browser are you using?');
    await expect(thread.nth(1)).toContainText(`Reply from ${user.firstName} ${user.lastName}`);
    await expect(thread.nth(1)).toContainText('Chromium on Linux. It still happens.');
    await expectNoSeriousViolations(adminPage, `${viewport.width}px /admin reply dialog`);
    await screenshotForReview(adminPage, `admin-reply-thread-${viewport.width}`);
    await adminPage.keyboard.press('Escape');
  }
  await adminContext.close();
});

test('the open admin portal picks up a new ticket and a new answer without a reload', async ({
  page,
  request,
  browser,
}) => {
  const adminContext = await ownContext(browser);
  // The list is refetched every 30 s: the page's clock is moved on instead of waiting.
  await adminContext.clock.install();
  const adminPage = await adminContext.newPage();
  await logInViaApi(adminContext.request, admin);
  await openAdminTab(adminPage, 'Support');
  await expect(adminPage.getByRole('tabpanel')).toBeVisible();

  const user = newUser('live');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  const title = `Cannot find the export ${Date.now()}`;
  const filed = await page.request.post('/api/support-tickets', {
    data: { title, description: 'Where is it?', priority: 'low' },
  });
  expect(filed.ok()).toBe(true);
  const adminRow = visible(adminPage.getByRole('row', { name: new RegExp(title) }));
  await adminContext.clock.fastForward(31_000);
  await expect(adminRow).toBeVisible();

  const { id } = (await filed.json()) as { id: number };
  await adminPage.request.post(`/api/admin/support-tickets/${id}/replies`, {
    data: { body: 'In the menu.' },
  });
  await page.request.post(`/api/support-tickets/${id}/replies`, { data: { body: 'Found it, thanks.' } });
  await adminContext.clock.fastForward(31_000);
  await expect(adminRow).toContainText('New reply');
  await adminContext.close();
});

test('the admin bans a user, who cannot log in meanwhile, unbans them, then resets their password', async ({
  page,
  request,
  browser,
}) => {
  const victim: TestUser = newUser('banned');
  await registerViaApi(request, victim);
  const victimContext = await ownContext(browser);
  const victimPage = await victimContext.newPage();
  await logInViaApi(victimContext.request, victim);

  await logInViaApi(page.request, admin);
  await openAdminTab(page, 'Users');
  // The administrator's own row offers neither ban nor deletion (the server refuses both).
  await findUser(page, ADMIN_EMAIL);
  await visible(page.getByRole('button', { name: 'Actions for Ada Admin' })).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Reset Password']);
  await page.keyboard.press('Escape');
  await findUser(page, victim.email);
  const name = `${victim.firstName} ${victim.lastName}`;
  const userRow = visible(page.getByRole('row', { name: new RegExp(victim.email) }));
  await expect(userRow).toContainText('Active');

  await chooseUserAction(page, victim.email, 'Ban User');
  const dialog = page.getByRole('dialog', { name: 'Ban User' });
  const banButton = dialog.getByRole('button', { name: 'Ban User' });
  await expect(banButton).toBeDisabled();
  await dialog.getByLabel('Reason').fill('   ');
  await expect(banButton).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Repeated harassment');
  // A toast lasts 1.5 s, which polling the page missed at load ~25: record every one from here.
  let toasts = await recordToasts(page);
  await banButton.click();
  await toastShown(toasts, 'User banned successfully');
  await expect(dialog).toBeHidden();
  await expect(userRow).toContainText('Banned');

  // Their open session ends at once, and logging in again is refused with a clear message.
  expect((await victimPage.request.get('/api/auth/user')).status()).toBe(401);
  await victimPage.goto('/login');
  await victimPage.getByLabel('Email').fill(victim.email);
  await victimPage.getByLabel('Password', { exact: true }).fill(victim.password);
  await victimPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(victimPage.getByRole('alert').filter({ hasText: 'suspended' })).toBeVisible();
  await expect(victimPage).toHaveURL(/\/login$/);
  // The refusal says to contact support, which needs an account: the appeal goes from here.
  await victimPage.getByRole('button', { name: 'Appeal the suspension' }).click();
  await victimPage
    .getByLabel('Why should the suspension be lifted?')
    .fill('Those messages were sent by my brother on my phone.');
  await victimPage.getByRole('button', { name: 'Send Appeal' }).click();
  const appealSent = victimPage.getByRole('status').filter({ hasText: 'Your appeal has been sent' });
  await expect(appealSent).toBeVisible();
  // The form it replaced had focus: the confirmation takes it, rather than the top of the page.
  await expect(appealSent).toBeFocused();
  await screenshotForReview(victimPage, 'suspension-appeal-sent');
  const tickets = await (await page.request.get('/api/admin/support-tickets')).json();
  expect(tickets).toContainEqual(
    expect.objectContaining({
      title: 'Suspension appeal',
      description: 'Those messages were sent by my brother on my phone.',
      priority: 'high',
    }),
  );

  toasts = await recordToasts(page);
  await chooseUserAction(page, victim.email, 'Unban User');
  await toastShown(toasts, 'User unbanned successfully');
  await expect(userRow).toContainText('Active');

  await logInViaApi(victimContext.request, victim);

  // Reset Password: required and trimmed, no length rule; their session ends and the new one works.
  await chooseUserAction(page, victim.email, 'Reset Password');
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  const resetButton = reset.getByRole('button', { name: 'Reset Password' });
  await expect(resetButton).toBeDisabled();
  await reset.getByLabel('New Password').fill('  short  ');
  toasts = await recordToasts(page);
  await resetButton.click();
  await toastShown(toasts, 'Password reset successfully');
  await expect(reset).toBeHidden();
  expect((await victimPage.request.get('/api/auth/user')).status()).toBe(401);
  await logInViaApi(victimContext.request, { email: victim.email, password: 'short' });

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(visible(page.getByRole('row', { name: /Ban User/ }))).toContainText('Repeated harassment');
  await expect(visible(page.getByRole('row', { name: /Unban User/ }))).toContainText(name);
  await victimContext.close();
});

test("a failed admin action says so with the server's reason, and the dialog stays open", async ({
  page,
  request,
}) => {
  const user = newUser('gone');
  await registerViaApi(request, user);
  await logInViaApi(request, user);
  const title = `Gone before the admin acts ${Date.now()}`;
  const created = await request.post('/api/support-tickets', {
    data: { title, description: 'Please delete my account.', priority: 'low' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: ticketId } = (await created.json()) as { id: number };

  await logInViaApi(page.request, admin);
  await openAdminTab(page, 'Support');
  const ticketRow = visible(page.getByRole('row', { name: new RegExp(title) }));
  const ticketLabel = (await ticketRow
    .getByRole('button', { name: /Actions for ticket/ })
    .getAttribute('aria-label'))!;
  await chooseRowAction(page, ticketLabel, 'Delete Ticket');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Support Ticket' });
  // Someone else deletes it first (another tab): this dialog's delete fails with the server's words.
  expect((await page.request.delete(`/api/admin/support-tickets/${ticketId}`)).status()).toBe(200);
  await deleteDialog.getByRole('button', { name: 'Delete Ticket' }).click();
  // One look at both lines: the toast is gone after 1.5 s.
  await expect(toast(page)).toContainText(/Failed to delete ticket[\s\S]*Ticket not found/);
  await expect(deleteDialog).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Users' }).click();
  await findUser(page, user.email);
  await chooseUserAction(page, user.email, 'Ban User');
  const banDialog = page.getByRole('dialog', { name: 'Ban User' });
  await banDialog.getByLabel('Reason').fill('Spam');
  const users = (await (await page.request.get('/api/admin/users')).json()) as {
    id: string;
    email: string;
  }[];
  const target = users.find((u) => u.email === user.email)!;
  expect((await page.request.delete(`/api/admin/users/${target.id}`)).ok()).toBe(true);
  await banDialog.getByRole('button', { name: 'Ban User' }).click();
  await expect(toast(page)).toContainText(/Failed to ban user[\s\S]*User not found/);
  await expect(banDialog).toBeVisible();
  await expect(banDialog.getByLabel('Reason')).toHaveValue('Spam');
});

test('anyone but the administrator sees Access Denied; visitors are asked to log in', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();

  await page.goto('/support');
  await expect(page.getByRole('button', { name: 'Log In to Create Ticket' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();

  const user = newUser('nosy');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access this admin portal.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeHidden();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Registers through the API from an address of its own each, past the per-address limit on sign-ups. */
async function registerMany(request: APIRequestContext, people: TestUser[]) {
  for (let i = 0; i < people.length; i += 10)
    await Promise.all(
      people.slice(i, i + 10).map(async (person, j) => {
        const res = await request.post('/api/register', {
          headers: { 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${j + 1}` },
          data: person,
        });
        expect(res.status(), await res.text()).toBe(201);
      }),
    );
}

test('the administrator pages through the users a page at a time and finds people by name or e-mail', async ({
  page,
  request,
}) => {
  // Three people to find, sharing a surname no one else has.
  const stamp = `Pager${Date.now().toString(36)}`;
  const found = [1, 2, 3].map((n) => ({ ...newUser('pager'), firstName: `Finn${n}`, lastName: stamp }));
  await registerMany(request, found);
  await logInViaApi(page.request, admin);
  // More than a page of accounts: a run alone on a fresh database has only a few.
  const { total } = (await (await page.request.get('/api/admin/users?limit=1')).json()) as { total: number };
  if (total <= PAGE)
    await registerMany(
      request,
      Array.from({ length: PAGE + 1 - total }, () => newUser('filler')),
    );

  await openAdminTab(page, 'Users');
  const status = pageStatus(page);
  await expect(status).toHaveText(new RegExp(`^Showing 1–${PAGE} of [\\d,]+ users$`));
  const pages = page.getByRole('navigation', { name: 'Users pages', exact: true });
  const previous = pages.getByRole('button', { name: 'Previous' });
  const next = pages.getByRole('button', { name: 'Next' });
  await expect(pages).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr')).toHaveCount(PAGE);
  // Newest first: the three just registered are on the first page.
  await expect(page.getByRole('row', { name: new RegExp(found[2].email) })).toBeVisible();
  await screenshotForReview(page, 'admin-users-page-1-desktop');

  // By keyboard: Next keeps focus where it was and the status says which rows show.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(new RegExp(`^Showing ${PAGE + 1}–\\d+ of [\\d,]+ users$`));
  await expect(next).toBeFocused();
  await expect(previous).toBeEnabled();
  await expect(page.getByRole('row', { name: new RegExp(found[2].email) })).toBeHidden();
  await previous.click();
  await expect(status).toHaveText(new RegExp(`^Showing 1–${PAGE} of `));

  // The same buttons again at the end of a long page (a phone's cards are a long scroll); from there the next page
  // starts in view, its status said once by the live region above.
  const end = page.getByRole('navigation', { name: 'Users pages, end of list' });
  await end.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText(new RegExp(`^Showing ${PAGE + 1}–\\d+ of [\\d,]+ users$`));
  await expect(pages).toBeInViewport();
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(1);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(status).toHaveText(new RegExp(`^Showing 1–${PAGE} of `));
  for (const [width, height, label] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await end.scrollIntoViewIfNeeded();
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await screenshotForReview(page, `admin-users-end-of-page-${label}-${theme}`);
    }
  }
  await showTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Search by the shared surname (any case), by a full name, by an address; then by nothing that matches.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(stamp.toLowerCase());
  await expect(status).toHaveText(`Showing 1–3 of 3 users matching “${stamp.toLowerCase()}”`);
  await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr')).toHaveCount(3);
  await expect(next).toBeDisabled();
  await search.fill(`Finn2 ${stamp}`);
  await expect(status).toHaveText(`Showing 1–1 of 1 user matching “Finn2 ${stamp}”`);
  await expect(visible(page.getByRole('row', { name: new RegExp(found[1].email) }))).toBeVisible();
  await search.fill(found[0].email);
  await search.press('Enter');
  await expect(status).toContainText(`of 1 user matching “${found[0].email}”`);
  await expect(visible(page.getByRole('row', { name: new RegExp(found[0].email) }))).toBeVisible();
  await search.fill(`nobody ${stamp}`);
  await expect(status).toHaveText(`No users match “nobody ${stamp}”`);
  await expect(page.getByText('No users match this search')).toBeVisible();
  // Said once either way: the eye reads the list's line (the status line is then screen-reader only,
  // a 1 px box), a screen reader hears the status (the list's line is hidden from it).
  expect((await status.boundingBox())?.height).toBeLessThanOrEqual(1);
  expect((await page.getByRole('tabpanel').ariaSnapshot()).match(/No users match/g)).toHaveLength(1);

  // On a phone the page is cards, with the same search and status; then each look for review.
  await search.fill(stamp);
  await expect(status).toHaveText(`Showing 1–3 of 3 users matching “${stamp}”`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(3);
  for (const theme of THEMES) {
    await showTheme(page, theme);
    for (const [width, height, label] of [
      [390, 844, 'phone'],
      [1280, 900, 'desktop'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screenshotForReview(page, `admin-users-search-${label}-${theme}`, { fullPage: width < 400 });
    }
  }
  await showTheme(page, 'light');
  await search.fill('');
  await expect(status).toHaveText(new RegExp(`^Showing 1–${PAGE} of [\\d,]+ users$`));

  // Support and Activity page the same way.
  for (const [tab, noun] of [
    ['Support', 'Support tickets'],
    ['Activity', 'Activity'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(pageStatus(page)).toHaveText(
      /^(Showing 1–\d+ of [\d,]+ (tickets|entries)|No (tickets|entries) yet)$/,
    );
    const top = page.getByRole('navigation', { name: `${noun} pages`, exact: true });
    await expect(top).toBeVisible();
    await expect(top.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await screenshotForReview(page, `admin-${tab.toLowerCase()}-desktop`);
  }
});

const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

// One person and one page for /support at both widths, both themes checked in place on each
// (seriousViolationsInBothThemes in support/axe.ts), with a ticket in the list and the form open.
test('/support passes axe at desktop and phone width, in both themes', async ({ page, request }) => {
  const user = newUser('axe');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  await page.request.post('/api/support-tickets', {
    data: { title: 'Axe ticket', description: 'Checks the table', priority: 'low' },
  });
  const failures: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto('/support');
    await expect(visible(page.getByText('Axe ticket'))).toBeVisible();
    await page.getByRole('button', { name: 'New Ticket' }).click();
    await expect(page.getByLabel('Title')).toBeVisible();
    failures.push(...(await seriousViolationsInBothThemes(page, `${viewport.width}px /support`)));
  }
  expect(failures).toEqual([]);
});

// The administrator's three tabs and a dialog at both widths, both themes checked in place on each
// (the saved theme is left alone, so other specs signed in as the administrator are not switched).
test('/admin passes axe at desktop and phone width, in both themes', async ({ page, request }) => {
  const user = newUser('axe');
  await registerViaApi(request, user);
  await logInViaApi(page.request, admin);
  const failures: string[] = [];
  for (const viewport of viewports) {
    const where = `${viewport.width}px`;
    await page.setViewportSize(viewport);
    await openAdminTab(page, 'Users');
    for (const tab of ['Users', 'Support', 'Activity'] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      failures.push(...(await seriousViolationsInBothThemes(page, `${where} /admin ${tab}`)));
    }
    await page.getByRole('tab', { name: 'Users' }).click();
    await findUser(page, user.email);
    await chooseRowAction(page, `Actions for ${user.firstName} ${user.lastName}`, 'Reset Password');
    await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
    failures.push(...(await seriousViolationsInBothThemes(page, `${where} /admin reset dialog`)));
    await page.keyboard.press('Escape');
  }
  expect(failures).toEqual([]);
});
