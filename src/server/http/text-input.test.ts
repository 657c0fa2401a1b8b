import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { BROKEN_CHARACTER_MESSAGE, NUL_CHARACTER_MESSAGE } from '../../common/schemas/text';
import type { ConversationView, MessageView } from '../../common/types';

/**
 * PostgreSQL refuses U+0000 in text: without the shared check in src/common/schemas/text.ts each of
 * these answered 500. They must be a 400 that says what is wrong, and store nothing.
 */

const ADMIN_EMAIL = 'text-admin@parley.test';
const NUL = 'before\u0000after';

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let admin: Awaited<ReturnType<typeof buildUser>>;
let conversation: ConversationView;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL });
  [alice, bob, admin] = [await buildUser(t), await buildUser(t), await buildUser(t, { email: ADMIN_EMAIL })];
  conversation = await startConversation(alice.client, [bob.email], 'Plans');
});
afterAll(async () => {
  await t?.close();
});

async function expectRefused(res: { statusCode: number; json<T>(): T }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message: NUL_CHARACTER_MESSAGE,
    code: 'validation_error',
    fields: { [field]: NUL_CHARACTER_MESSAGE },
  });
}

describe('a NUL character in text is a 400, never a 5xx', () => {
  it('POST /api/messages: content, original and rewritten text; nothing is stored', async () => {
    const send = (extra: Record<string, unknown>) =>
      alice.client({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: conversation.id, clientId: randomUUID(), content: 'calm', ...extra },
      });
    await expectRefused(await send({ content: NUL }), 'content');
    await expectRefused(await send({ originalContent: NUL, wasRewritten: true }), 'originalContent');
    await expectRefused(await send({ rewrittenContent: NUL, wasRewritten: true }), 'rewrittenContent');
    const history = await alice.client({ method: 'GET', url: `/api/messages/${conversation.id}` });
    expect(history.json<MessageView[]>()).toEqual([]);
    // Other control characters are ordinary text and still go through.
    expect((await sendText(alice.client, conversation.id, 'tab\there')).finalContent).toBe('tab\there');
  });

  it('the assistant: a draft to rewrite', async () => {
    const res = await alice.client({
      method: 'POST',
      url: '/api/messages/rewrite',
      payload: { message: NUL },
    });
    await expectRefused(res, 'message');
  });

  it('conversation names, on create and on rename', async () => {
    const carol = await buildUser(t);
    const created = await alice.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { name: NUL, participantEmails: [carol.email] },
    });
    await expectRefused(created, 'name');
    const renamed = await alice.client({
      method: 'PATCH',
      url: `/api/conversations/${conversation.id}`,
      payload: { name: NUL },
    });
    await expectRefused(renamed, 'name');
    const list = await carol.client({ method: 'GET', url: '/api/conversations' });
    expect(list.json()).toEqual([]);
  });

  it('support ticket title and description', async () => {
    const create = (payload: Record<string, string>) =>
      alice.client({ method: 'POST', url: '/api/support-tickets', payload });
    await expectRefused(await create({ title: NUL, description: 'It breaks' }), 'title');
    await expectRefused(await create({ title: 'Broken', description: NUL }), 'description');
    expect((await alice.client({ method: 'GET', url: '/api/support-tickets' })).json()).toEqual([]);
  });

  it('user search and message search', async () => {
    for (const url of ['/api/users/search?q=bo%00b', '/api/messages/search?q=ca%00lm'])
      await expectRefused(await alice.client({ method: 'GET', url }), 'q');
  });

  it('names at registration', async () => {
    const register = (over: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Nora',
          lastName: 'Null',
          email: `nul-${randomUUID().slice(0, 8)}@example.com`,
          password: 'secret12',
          ...over,
        },
        remoteAddress: '198.51.100.77',
      });
    await expectRefused(await register({ firstName: NUL }), 'firstName');
    await expectRefused(await register({ lastName: NUL }), 'lastName');
  });

  it('admin: ban reason, legal hold reason and look-up', async () => {
    const requests: [InjectOptions, string][] = [
      [{ method: 'POST', url: `/api/admin/users/${bob.user.id}/ban`, payload: { reason: NUL } }, 'reason'],
      [
        {
          method: 'POST',
          url: '/api/admin/legal-holds',
          payload: { targetType: 'user', targetId: bob.user.id, reason: NUL },
        },
        'reason',
      ],
      [{ method: 'GET', url: '/api/admin/legal-holds/lookup?email=b%00b' }, 'email'],
    ];
    for (const [request, field] of requests) await expectRefused(await admin.client(request), field);
    const me = await bob.client({ method: 'GET', url: '/api/auth/user' });
    expect(me.json<{ isBanned: string }>().isBanned).toBe('false');
  });
});

describe('text that would show as nothing, or as something else, is a 400', () => {
  const field = (res: { statusCode: number; json<T>(): T }) => {
    expect(res.statusCode).toBe(400);
    return res.json<{ fields: Record<string, string> }>().fields;
  };

  it('a message of only zero-width or direction marks is empty; a broken character is refused', async () => {
    const send = (content: string) =>
      alice.client({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: conversation.id, clientId: randomUUID(), content },
      });
    expect(field(await send('\u200b\u200b\u200b'))).toEqual({ content: 'Please type a message' });
    expect(field(await send(' \u200e\u2060 '))).toEqual({ content: 'Please type a message' });
    expect(field(await send('half \ud83d of an emoji'))).toEqual({ content: BROKEN_CHARACTER_MESSAGE });
    // Right-to-left writing and a whole emoji are ordinary text.
    for (const text of ['שלום, נתראה ב-5', 'مرحبا', 'See you 👋', 'a\u200db']) {
      expect((await sendText(alice.client, conversation.id, text)).finalContent).toBe(text);
    }
  });

  it('names cannot reorder the text around them or be invisible', async () => {
    const rename = (name: string) =>
      alice.client({ method: 'PATCH', url: `/api/conversations/${conversation.id}`, payload: { name } });
    expect(field(await rename('\u202Eevil'))).toEqual({
      name: 'Conversation names cannot contain text-direction controls',
    });
    expect(field(await rename('\u200b'))).toEqual({ name: 'Please enter a conversation name' });
    expect((await rename('ישיבה')).statusCode).toBe(200);
    // An invisible name at creation means "unnamed" (with someone Alice has no conversation with yet).
    const dora = await buildUser(t);
    const created = await alice.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { name: '\u200b\u200b', participantEmails: [dora.email] },
    });
    expect(created.json<ConversationView>().name).toBeNull();
    const register = (firstName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName,
          lastName: 'Spoof',
          email: `bidi-${randomUUID().slice(0, 8)}@example.com`,
          password: 'secret12',
        },
        remoteAddress: '198.51.100.78',
      });
    expect(field(await register('Ali\u202Ece'))).toEqual({
      firstName: 'First name cannot contain text-direction controls',
    });
    expect(field(await register('\u200b\u200b\u200b'))).toEqual({
      firstName: 'First name must be at least 2 characters',
    });
  });
});
