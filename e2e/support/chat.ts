/** Helpers shared by the chat stories (e2e/chat-*.spec.ts): people, menus, toasts and what is on screen. */
import type { Page } from '@playwright/test';
import { expect as baseExpect, newUser, type TestUser } from './fixtures';

/** The machine is shared with other runs: realtime assertions get a little longer than the default. */
export const expect = baseExpect.configure({ timeout: 20_000 });

export function named(prefix: string, firstName: string): TestUser {
  return { ...newUser(prefix), firstName };
}

export async function openMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export async function startChat(page: Page, target: string): Promise<void> {
  await openMenuItem(page, 'Start Chat');
  const dialog = page.getByRole('dialog', { name: 'Start Chat' });
  await dialog.getByLabel('Name or email').fill(target);
  await dialog.getByRole('button', { name: 'Start Chat' }).click();
}

export async function rowAction(page: Page, title: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

export const toast = (page: Page) => page.getByTestId('toast');

/** How far the document itself scrolls: the dashboard scrolls inside its panes, never as a whole. */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);

/** Whether an element lies wholly inside the viewport. */
export async function inViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox({ timeout: 10_000 });
  const size = page.viewportSize()!;
  return Boolean(
    box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width,
  );
}

/** A control big enough for a finger (ours are 40 px where the pointer is coarse). */
export async function expectFingerSized(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.width, 'width').toBeGreaterThanOrEqual(40);
  expect(box!.height, 'height').toBeGreaterThanOrEqual(40);
}

/**
 * The jump highlight lasts 2 s, which a busy machine can miss between two polls: record every
 * message element that gets the highlight class from now on.
 */
export async function watchHighlights(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { highlightedIds: string[] }).highlightedIds = seen;
    const note = (node: Node) => {
      if (node instanceof HTMLElement && node.classList.contains('animate-highlight')) seen.push(node.id);
    };
    new MutationObserver((mutations) =>
      mutations.forEach((m) => {
        note(m.target);
        m.addedNodes.forEach(note);
      }),
    ).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { highlightedIds: string[] }).highlightedIds);
}

/** Records the text of every toast the page shows from now on (one lasts 1.5 s, shorter than a busy poll). */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

/**
 * Waits until a toast containing `text` has shown since `seen` (from recordToasts) began recording. A
 * toast lasts 1.5 s, which polling the page itself can miss when the machine is busy (the other side's
 * toasts, watched while this side acts, failed that way under load); the record keeps every one.
 */
export const toastShown = (seen: () => Promise<string[]>, text: string) =>
  expect
    .poll(async () => (await seen()).join(' | '), { message: `a toast containing "${text}"` })
    .toContain(text);

/** A message by its own text (not a quote of it in a reply). */
export const messageWith = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-text').filter({ hasText: text }) });

/** An element wholly drawn inside the box that clips it (not cut off by an ellipsis or the edge). */
export async function expectShownWhole(
  locator: ReturnType<Page['locator']>,
  clip: ReturnType<Page['locator']>,
): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const outer = (await clip.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  // Its own text fits too: nothing of it is cut by an ellipsis.
  expect(await locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0)).toBe(
    true,
  );
}

/** Start Chat from the menu by keyboard alone: Enter on the menu, Enter on the item, type, Enter. */
export async function startChatByKeyboard(page: Page, target: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Start Chat' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name or email')).toBeFocused();
  await page.keyboard.type(target);
  await page.keyboard.press('Enter');
}
