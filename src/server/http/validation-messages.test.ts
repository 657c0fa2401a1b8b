import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';

/**
 * Found by sending every route wrong types: these answered with zod's bare words ("darkMode: Invalid
 * input", "Invalid UUID", "limit: Invalid input: expected number, received NaN"), which say neither
 * what the field takes nor, for the UUID, which field it was.
 */

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let conversationId: string;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await buildUser(t);
  const bob = await buildUser(t);
  conversationId = (await startConversation(alice.client, [bob.email])).id;
});
afterAll(() => t.close());

describe('a value of the wrong kind is refused with words that say what the field takes', () => {
  it.each([
    [
      'dark mode',
      'POST',
      '/api/user/preferences',
      { darkMode: 'purple' },
      "darkMode must be 'light' or 'dark'",
    ],
    [
      'dark mode as a number',
      'POST',
      '/api/user/preferences',
      { darkMode: 1 },
      "darkMode must be 'light' or 'dark'",
    ],
    [
      'a conversation name that is not text',
      'POST',
      '/api/conversations',
      { name: 42, participantEmails: ['someone@example.com'] },
      'Conversation names must be text',
    ],
    [
      'a conversation name too long (its own words still come through)',
      'POST',
      '/api/conversations',
      { name: 'x'.repeat(26), participantEmails: ['someone@example.com'] },
      'Conversation names can be at most 25 characters',
    ],
    ['an avatar of no one', 'GET', '/api/avatars/not-a-user', undefined, 'User not found'],
  ] as const)('%s', async (_label, method, url, payload, message) => {
    const res = await alice.client({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each(['NaN', '0', '201', '1.5'])('a history page size of %s', async (limit) => {
    const res = await alice.client({ method: 'GET', url: `/api/messages/${conversationId}?limit=${limit}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be a whole number from 1 to 200');
  });
});
