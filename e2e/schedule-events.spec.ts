import { seriousViolations } from './support/axe';
import { expect } from './support/chat';
import { day } from './support/schedule';
import { test } from './support/co-parents';
import { screenshotForReview } from './support/fixtures';

test.describe.configure({ timeout: 300_000 });

test('a weekly event and a holiday on both calendars and in the private calendar feed, then the event cancelled for both', async ({
  lily: { m, s, conversationId },
}) => {
  for (const p of [m.page, s.page]) {
    await p.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(p.getByRole('dialog', { name: 'Schedule' })).toBeVisible();
  }

  // Maya adds swimming every week from the 3rd.
  await m.page.getByRole('button', { name: 'Add event' }).click();
  await m.page.getByLabel('Title', { exact: true }).fill('Swimming');
  await m.page.getByLabel('Date', { exact: true }).fill(day(3));
  await m.page.getByLabel('Starts (leave empty for all day)').fill('17:00');
  await m.page.getByLabel('Ends', { exact: true }).fill('18:00');
  await m.page.getByLabel('Repeats').selectOption({ label: 'Every week' });
  await m.page.getByRole('button', { name: 'Add event' }).last().click();
  for (const p of [m.page, s.page]) {
    for (const n of [3, 10, 17, 24]) {
      await expect(p.getByTestId(`day-${day(n)}`)).toContainText('17:00 Swimming (repeats)');
    }
  }

  // Maya proposes a holiday with Sam; both calendars give him the day once he accepts.
  await m.page.getByRole('button', { name: 'Propose a holiday' }).click();
  await m.page.getByLabel('Name of the holiday').fill('Grandma visits');
  await m.page.getByLabel('From', { exact: true }).fill(day(20));
  await m.page.getByLabel('Has the children', { exact: true }).selectOption({ label: 'Sam Reed' });
  await m.page.getByLabel('Every year').check();
  // The form for review: desktop light, then a phone in the dark theme (the html class the switch sets).
  await screenshotForReview(m.page, 'holiday-form-desktop-light');
  await m.page.setViewportSize({ width: 390, height: 844 });
  await m.page.evaluate(() => document.documentElement.classList.add('dark'));
  await m.page.getByRole('button', { name: 'Propose holiday' }).scrollIntoViewIfNeeded();
  expect(await seriousViolations(m.page, 'holiday form phone dark')).toEqual([]);
  await screenshotForReview(m.page, 'holiday-form-phone-dark');
  await m.page.evaluate(() => document.documentElement.classList.remove('dark'));
  await m.page.setViewportSize({ width: 1280, height: 800 });
  await m.page.getByRole('button', { name: 'Propose holiday' }).click();
  const request = s.page.getByTestId('change-request');
  await expect(request).toContainText('the holiday “Grandma visits”');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(s.page.getByTestId(`day-${day(20)}`).getByTestId('custody')).toHaveText(
    'With you (Grandma visits)',
  );
  await expect(m.page.getByTestId(`day-${day(20)}`).getByTestId('custody')).toHaveText(
    'With Sam Reed (Grandma visits)',
  );

  // Sam subscribes from his phone: the address is shown once, with Copy, and serves the event.
  await s.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await s.page.getByRole('button', { name: 'Subscribe on your phone' }).click();
  const panel = s.page.getByRole('region', { name: 'Your calendar on your phone' });
  await panel.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = panel.getByLabel('Calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  const feedUrl = new URL(await address.inputValue());
  const feed = await m.context.request.get(feedUrl.pathname);
  expect(feed.status()).toBe(200);
  // Sam's feed has every conversation of his (the pair is shared by the worker's stories): this one's
  // event is the one whose UID names this conversation (lines unfolded, as RFC 5545 folds them).
  const feedEvents = (await feed.text())
    .replace(/\r?\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1);
  const ours = feedEvents.filter((e) => e.includes(`.${conversationId}@parley`));
  expect(ours.filter((e) => e.includes('SUMMARY:Swimming (Lily)'))).not.toHaveLength(0);
  for (const theme of ['light', 'dark'] as const) {
    await s.context.request.post('/api/user/preferences', { data: { darkMode: theme } });
    await s.page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await s.page.setViewportSize(viewport);
      await panel.scrollIntoViewIfNeeded();
      expect(await seriousViolations(s.page, `calendar feed ${theme} ${viewport.width}`)).toEqual([]);
      await screenshotForReview(s.page, `calendar-feed-${theme}-${viewport.width}`);
    }
  }

  // Maya cancels it (asked once more); both calendars drop every occurrence.
  await m.page
    .getByTestId(`day-${day(10)}`)
    .getByRole('button', { name: 'Cancel Swimming' })
    .click();
  await m.page.getByRole('button', { name: 'Yes, cancel Swimming' }).click();
  await expect(m.page.getByTestId('announcements')).toHaveText('Swimming cancelled');
  for (const p of [m.page, s.page]) {
    for (const n of [3, 10, 17, 24]) {
      await expect(p.getByTestId(`day-${day(n)}`)).not.toContainText('Swimming');
    }
  }
  // Revoked, the address answers 404.
  await panel.getByRole('button', { name: 'Revoke address' }).click();
  await expect(panel.getByRole('button', { name: 'Make my calendar address' })).toBeVisible();
  expect((await m.context.request.get(feedUrl.pathname)).status()).toBe(404);
});
