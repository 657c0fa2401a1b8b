import { createHash, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { EXPORTS_PER_MINUTE } from './rate-limits';
import { seedConversation } from '../../../test/helpers/records';
import { startConversation } from '../../../test/helpers/chat';
import { multipart } from '../../../test/helpers/uploads';
import { membershipEvents, supportTickets, ticketReplies } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/export', () => {
  it('requires authentication', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });

  it('downloads the user’s own data, with their drafts and only the final text of others’ messages', async () => {
    const alice = await buildUser(t, { firstName: 'Alice' });
    const bob = await buildUser(t, { firstName: 'Bob' });
    const carol = await buildUser(t, { firstName: 'Carol' });
    const planning = await seedConversation(t.db, {
      name: 'Planning',
      participantIds: [alice.user.id, bob.user.id],
      messages: [
        {
          senderId: alice.user.id,
          finalContent: 'Could we swap weekends?',
          originalContent: 'You always ruin my weekends',
          rewrittenContent: 'Could we swap weekends?',
          wasRewritten: true,
          createdAt: new Date('2026-04-01T09:00:00Z'),
        },
        {
          senderId: bob.user.id,
          finalContent: 'Yes, that works.',
          originalContent: 'Bob private draft',
          rewrittenContent: 'Yes, that works.',
          wasRewritten: true,
          createdAt: new Date('2026-04-01T09:05:00Z'),
          receipts: [{ userId: alice.user.id, deliveredAt: new Date('2026-04-01T09:05:02Z'), seenAt: null }],
        },
      ],
    });
    const notAlices = await seedConversation(t.db, {
      name: 'Not Alice’s',
      participantIds: [bob.user.id, carol.user.id],
      messages: [
        {
          senderId: carol.user.id,
          finalContent: 'Carol to Bob only',
          createdAt: new Date('2026-04-02T09:00:00Z'),
        },
      ],
    });
    // Who came and went: kept for Alice's conversation, never for one she is not in.
    await t.db.insert(membershipEvents).values([
      {
        conversationId: planning.conversationId,
        kind: 'added',
        actorId: alice.user.id,
        subjectId: carol.user.id,
        createdAt: new Date('2026-04-01T09:02:00Z'),
      },
      {
        conversationId: planning.conversationId,
        kind: 'left',
        actorId: carol.user.id,
        subjectId: carol.user.id,
        createdAt: new Date('2026-04-01T09:03:00Z'),
      },
      {
        conversationId: notAlices.conversationId,
        kind: 'removed',
        actorId: bob.user.id,
        subjectId: carol.user.id,
        createdAt: new Date('2026-04-02T10:00:00Z'),
      },
    ]);
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({ userId: alice.user.id, title: 'Export help', description: 'How?' })
      .returning();
    await t.db.insert(ticketReplies).values({ ticketId: ticket.id, body: 'Use Download My Data.' });
    await t.db.insert(ticketReplies).values({
      ticketId: ticket.id,
      authorId: alice.user.id,
      authorRole: 'owner',
      body: 'Found it, thanks.',
    });

    const res = await alice.client({ method: 'GET', url: '/api/user/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="parley-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = res.body;
    const data = res.json();
    expect(data.profile).toMatchObject({ id: alice.user.id, email: alice.email, firstName: 'Alice' });
    expect(data.conversations).toHaveLength(1);
    const [mine, bobs] = data.conversations[0].messages;
    expect(mine).toMatchObject({ originalContent: 'You always ruin my weekends', wasRewritten: true });
    expect(bobs).toMatchObject({
      finalContent: 'Yes, that works.',
      deliveredToYouAt: '2026-04-01T09:05:02.000Z',
    });
    expect(bobs).not.toHaveProperty('originalContent');
    expect(data.conversations[0].membershipChanges).toEqual([
      {
        createdAt: '2026-04-01T09:02:00.000Z',
        change: 'added',
        by: { id: alice.user.id, name: `Alice ${alice.user.lastName}` },
        person: { id: carol.user.id, name: `Carol ${carol.user.lastName}` },
      },
      {
        createdAt: '2026-04-01T09:03:00.000Z',
        change: 'left',
        by: { id: carol.user.id, name: `Carol ${carol.user.lastName}` },
        person: { id: carol.user.id, name: `Carol ${carol.user.lastName}` },
      },
    ]);
    expect(body).not.toContain('Bob private draft');
    expect(body).not.toContain('Carol to Bob only');
    expect(body).not.toContain(bob.email);
    expect(data.supportTickets).toMatchObject([
      {
        title: 'Export help',
        status: 'open',
        replies: [
          { author: 'support', body: 'Use Download My Data.' },
          { author: 'owner', body: 'Found it, thanks.' },
        ],
      },
    ]);
    expect(data.subscription).toMatchObject({ status: 'trial' });
    expect(body).not.toMatch(/password|token_?hash|argon/i);
  });
});

describe('GET /api/user/export limit', () => {
  it('is per person: a script looping on it is refused, others still download', async () => {
    const dana = await buildUser(t, { firstName: 'Dana' });
    const evan = await buildUser(t, { firstName: 'Evan' });
    const url = '/api/user/export';
    for (let i = 0; i < EXPORTS_PER_MINUTE; i++)
      expect((await dana.client({ method: 'GET', url })).statusCode).toBe(200);
    const refused = await dana.client({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await evan.client({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('with format=zip, holds the JSON and the files the person sent, and no one else’s', async () => {
    const alice = await buildUser(t, { firstName: 'Alice' });
    const bob = await buildUser(t, { firstName: 'Bob' });
    const { id: conversationId } = await startConversation(alice.client, [bob.email]);
    const pdf = (label: string) =>
      Buffer.from(
        `%PDF-1.4\n% ${label}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
          'trailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
      );
    const send = async (who: typeof alice, name: string, bytes: Buffer) => {
      const up = await who.client({
        method: 'POST',
        url: `/api/conversations/${conversationId}/attachments`,
        ...multipart(name, 'application/pdf', bytes),
      });
      expect(up.statusCode, up.body).toBe(201);
      const sent = await who.client({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId, clientId: randomUUID(), attachmentIds: [up.json<{ id: string }>().id] },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    };
    await send(alice, 'school-report.pdf', pdf('alice'));
    await send(bob, 'bobs-receipt.pdf', pdf('bob'));

    const res = await alice.client({ method: 'GET', url: '/api/user/export?format=zip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/filename="parley-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(Buffer.from(entries['my-data.json']).toString());
    expect(data.filesYouSent).toHaveLength(1);
    const [file] = data.filesYouSent;
    expect(file).toMatchObject({ name: 'school-report.pdf', contentType: 'application/pdf', conversationId });
    const bytes = entries[file.file];
    expect(bytes, file.file).toBeDefined();
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    expect(Object.keys(entries).filter((n) => n.startsWith('attachments/'))).toEqual([file.file]);
    // The JSON download lists the same file.
    const json = (await alice.client({ method: 'GET', url: '/api/user/export' })).json();
    expect(json.filesYouSent).toEqual(data.filesYouSent);
    expect((await alice.client({ method: 'GET', url: '/api/user/export?format=tar' })).statusCode).toBe(400);
  });
});
