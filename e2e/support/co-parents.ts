import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  logInViaApi,
  newUser,
  ownContext,
  registerViaApi,
  test as base,
  type TestUser,
} from './fixtures';

/** One co-parent: who they are, their id, and the signed-in cookies a new browser of theirs starts with. */
export interface Parent {
  user: TestUser;
  id: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** A co-parent's browser, open on the conversation. */
export interface Side {
  context: BrowserContext;
  page: Page;
}

/** Maya and Sam as a test gets them: each in a browser of their own on a fresh conversation "Lily". */
export interface Lily {
  m: Side;
  s: Side;
  conversationId: string;
  maya: Parent;
  sam: Parent;
}

/** Registers and signs in one person through the API, in a throwaway browser context. */
async function parent(browser: Browser, user: TestUser): Promise<Parent> {
  const context = await ownContext(browser);
  await registerViaApi(context.request, user);
  await logInViaApi(context.request, user);
  const me = await context.request.get('/api/auth/user');
  expect(me.status(), await me.text()).toBe(200);
  const { id } = (await me.json()) as { id: string };
  const storageState = await context.storageState();
  await context.close();
  return { user, id, storageState };
}

/** The conversation "Lily" from Maya to Sam, made through the API; its id. */
async function newLily(maya: BrowserContext, sam: TestUser): Promise<string> {
  const created = await maya.request.post('/api/conversations', {
    data: { name: 'Lily', participantEmails: [sam.email] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return ((await created.json()) as { id: string }).id;
}

/** A new browser of `who`'s, signed in from the saved cookies, in the light theme. */
async function browserOf(browser: Browser, who: Parent): Promise<BrowserContext> {
  const context = await ownContext(browser, {
    storageState: who.storageState,
    viewport: { width: 1280, height: 800 },
  });
  // Whatever an earlier story of this worker chose, each starts as a new account does: the light theme
  // and no default currency of their own (expenses-history.spec.ts chooses one on Settings).
  const light = await context.request.post('/api/user/preferences', { data: { darkMode: 'light' } });
  expect(light.status(), await light.text()).toBe(200);
  const currency = await context.request.put('/api/settings/expense-currency', { data: { currency: null } });
  expect(currency.status(), await currency.text()).toBe(200);
  return context;
}

/** A page of `context`'s open on the conversation, once its name shows. */
async function openOn(context: BrowserContext, conversationId: string): Promise<Side> {
  const page = await context.newPage();
  await page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(page.getByTestId('conversation-heading')).toHaveText('Lily', { timeout: 60_000 });
  return { context, page };
}

/**
 * Maya Lopez and Sam Reed, registered and signed in once per worker (the accounts and their sessions
 * outlive each test), and for every test a new conversation "Lily" between them open on both screens:
 * the start of every story about the family tools. Each story's records live in its own conversation,
 * so what one story did is never on another's screen; the settings a story may change are reset.
 */
export const test = base.extend<{ lily: Lily }, { coParents: { maya: Parent; sam: Parent } }>({
  coParents: [
    async ({ browser }, use) => {
      const maya = await parent(browser, { ...newUser('maya'), firstName: 'Maya', lastName: 'Lopez' });
      const sam = await parent(browser, { ...newUser('sam'), firstName: 'Sam', lastName: 'Reed' });
      await use({ maya, sam });
    },
    { scope: 'worker' },
  ],
  lily: async ({ browser, coParents }, use) => {
    const { maya, sam } = coParents;
    const [mayas, sams] = await Promise.all([browserOf(browser, maya), browserOf(browser, sam)]);
    const conversationId = await newLily(mayas, sam.user);
    const [m, s] = await Promise.all([openOn(mayas, conversationId), openOn(sams, conversationId)]);
    await use({ m, s, conversationId, maya, sam });
    await m.context.close();
    await s.context.close();
  },
});
