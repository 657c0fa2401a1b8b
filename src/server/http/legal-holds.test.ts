import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalHoldView } from '../../common/schemas/records';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { seedConversation } from '../../../test/helpers/records';
import { activityLog, conversations, messages } from '../db/schema';
import { isUnderLegalHold } from '../domain/legal-holds';

const ADMIN_EMAIL = 'admin@parley.test';
let t: TestApp;
let admin: Awaited<ReturnType<typeof buildUser>>;
let someone: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL });
  admin = await buildUser(t, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
  someone = await buildUser(t, { firstName: 'Sam' });
});
afterAll(() => t.close());

async function twoPersonConversation() {
  const a = await buildUser(t, { firstName: 'Alice' });
  const b = await buildUser(t, { firstName: 'Bob' });
  const { conversationId } = await seedConversation(t.db, {
    name: 'Handover',
    participantIds: [a.user.id, b.user.id],
    messages: [
      { senderId: a.user.id, finalContent: 'See you at six', createdAt: new Date('2026-02-01T18:00:00Z') },
    ],
  });
  return { a, b, conversationId };
}

const place = (payload: Record<string, unknown>, client = admin.client) =>
  client({ method: 'POST', url: '/api/admin/legal-holds', payload });

describe('legal holds API', () => {
  it('is for the administrator only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/legal-holds' })).statusCode).toBe(401);
    expect((await someone.client({ method: 'GET', url: '/api/admin/legal-holds' })).statusCode).toBe(403);
    const { conversationId } = await twoPersonConversation();
    const refused = await place(
      { targetType: 'conversation', targetId: conversationId, reason: 'x' },
      someone.client,
    );
    expect(refused.statusCode).toBe(403);
    expect(await isUnderLegalHold(t.db, { conversationId })).toBe(false);
  });

  it('rejects invalid input with a clear message', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { targetType: 'team', targetId: someone.user.id, reason: 'x' },
        400,
        'Choose a user or a conversation',
      ],
      [{ targetType: 'user', targetId: 'nope', reason: 'x' }, 400, 'Choose who or what to hold'],
      [{ targetType: 'user', targetId: someone.user.id, reason: '  ' }, 400, 'Reason is required'],
      [{ targetType: 'conversation', targetId: someone.user.id, reason: 'x' }, 404, 'Conversation not found'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await place(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await admin.client({ method: 'DELETE', url: '/api/admin/legal-holds/nope' })).statusCode).toBe(
      400,
    );
  });

  it('places and lifts a hold on a conversation, logging both', async () => {
    const { conversationId } = await twoPersonConversation();
    const res = await place({
      targetType: 'conversation',
      targetId: conversationId,
      reason: 'Case 2026-114',
    });
    expect(res.statusCode).toBe(201);
    const hold = res.json<LegalHoldView>();
    expect(hold).toMatchObject({
      targetType: 'conversation',
      active: true,
      reason: 'Case 2026-114',
      placedBy: 'Ada Admin',
    });
    expect(hold.targetLabel).toContain('Handover');
    expect(await isUnderLegalHold(t.db, { conversationId })).toBe(true);

    const twice = await place({ targetType: 'conversation', targetId: conversationId, reason: 'again' });
    expect(twice.statusCode).toBe(409);

    const list = (await admin.client({ method: 'GET', url: '/api/admin/legal-holds' })).json<
      LegalHoldView[]
    >();
    expect(list.find((h) => h.id === hold.id)).toMatchObject({ active: true });

    const lifted = await admin.client({ method: 'DELETE', url: `/api/admin/legal-holds/${hold.id}` });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ active: false });
    expect(await isUnderLegalHold(t.db, { conversationId })).toBe(false);
    expect(
      (await admin.client({ method: 'DELETE', url: `/api/admin/legal-holds/${hold.id}` })).statusCode,
    ).toBe(409);

    const log = await t.db.select().from(activityLog).where(eq(activityLog.adminId, admin.user.id));
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['place_legal_hold', 'lift_legal_hold']));
    expect(log.find((e) => e.action === 'place_legal_hold')?.details).toContain('Case 2026-114');
  });

  it('a hold on a person covers the conversations they are in', async () => {
    const { a, b, conversationId } = await twoPersonConversation();
    const res = await place({ targetType: 'user', targetId: b.user.id, reason: 'Custody matter' });
    expect(res.statusCode).toBe(201);
    expect(await isUnderLegalHold(t.db, { userId: b.user.id })).toBe(true);
    expect(await isUnderLegalHold(t.db, { userId: a.user.id })).toBe(false);
    expect(await isUnderLegalHold(t.db, { conversationId })).toBe(true);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.targetUserId, b.user.id));
    expect(log.map((e) => e.action)).toContain('place_legal_hold');
  });

  it('a held conversation deleted by a participant is only hidden: its records and chain stay', async () => {
    const { a, conversationId } = await twoPersonConversation();
    await place({ targetType: 'conversation', targetId: conversationId, reason: 'Matter 2026-9' });
    const deleted = await a.client({ method: 'DELETE', url: `/api/conversations/${conversationId}` });
    expect(deleted.statusCode).toBe(200);
    const list = await a.client({ method: 'GET', url: '/api/conversations' });
    expect(list.json<Array<{ id: string }>>().map((c) => c.id)).not.toContain(conversationId);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation.deletedAt).not.toBeNull();
    expect(conversation.chainHead).toBeTruthy();
    const kept = await t.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(kept.map((m) => m.finalContent)).toEqual(['See you at six']);
    expect(kept[0].hash).toBe(conversation.chainHead);
  });

  it('a held user deleted by the admin keeps their records', async () => {
    const { b, conversationId } = await twoPersonConversation();
    await place({ targetType: 'user', targetId: b.user.id, reason: 'Keep everything' });
    const res = await admin.client({ method: 'DELETE', url: `/api/admin/users/${b.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('legal hold');
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toBeTruthy();
    expect(
      await t.db.select().from(messages).where(eq(messages.conversationId, conversationId)),
    ).toHaveLength(1);
  });

  it('finds a user and their conversations by e-mail for the hold form', async () => {
    const { a, conversationId } = await twoPersonConversation();
    const res = await admin.client({
      method: 'GET',
      url: `/api/admin/legal-holds/lookup?email=${encodeURIComponent(a.email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: a.user.id },
      conversations: [{ id: conversationId, messageCount: 1, deleted: false }],
    });
    const missing = await admin.client({
      method: 'GET',
      url: '/api/admin/legal-holds/lookup?email=nobody@x.test',
    });
    expect(missing.statusCode).toBe(404);
  });
});
