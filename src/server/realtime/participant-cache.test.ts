import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { conversationParticipants } from '../db/schema';
import { participantCache, type ParticipantCache } from './participant-cache';

let t: TestApp;
let cache: ParticipantCache;
beforeAll(async () => {
  t = await buildTestApp();
  cache = participantCache(t.db, t.deps.bus);
});
afterAll(async () => {
  cache.close();
  await t.close();
});

describe('the participant cache', () => {
  it('answers from memory, and forgets a conversation whenever its membership changes', async () => {
    const [alice, bob, carol, dan] = await Promise.all([1, 2, 3, 4].map(() => buildUser(t)));
    const { id } = await startConversation(alice!.client, [bob!.email, carol!.email], 'Group');
    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted(await cache.of(id))).toEqual(sorted([alice!.user.id, bob!.user.id, carol!.user.id]));

    // A row written with no event is not seen: the answer came from memory. (Taken out again.)
    const dansRow = and(
      eq(conversationParticipants.conversationId, id),
      eq(conversationParticipants.userId, dan!.user.id),
    );
    await t.db.insert(conversationParticipants).values({ conversationId: id, userId: dan!.user.id });
    expect(await cache.of(id)).not.toContain(dan!.user.id);
    await t.db.delete(conversationParticipants).where(dansRow);

    // Added through the API: participant_added on the bus drops the entry.
    const added = await alice!.client({
      method: 'POST',
      url: `/api/conversations/${id}/participants`,
      payload: { email: dan!.email },
    });
    expect(added.statusCode).toBe(201);
    expect(await cache.of(id)).toContain(dan!.user.id);

    // Removed: participant_removed.
    const removed = await alice!.client({
      method: 'DELETE',
      url: `/api/conversations/${id}/participants/${bob!.user.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await cache.of(id)).not.toContain(bob!.user.id);

    // Deleted: conversation_deleted; a deleted conversation has no one left.
    const deleted = await alice!.client({ method: 'DELETE', url: `/api/conversations/${id}` });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await cache.of(id)).toEqual([]);
  });
});
