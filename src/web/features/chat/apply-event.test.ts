import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationView, MessageView, UserSummary } from '../../../common/types';
import { announce, currentAnnouncement } from '../../lib/announce';
import { authKeys } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { applyServerEvent, missedBefore, type RealtimeContext } from './apply-event';
import { conversationTitle } from './format';
import { noteOwnAction, ownActionKeys } from './own-actions';
import { conversationKeys, messageKeys, onlineUserKeys, type MessagePage } from './queries';

const me: UserSummary = {
  id: 'me',
  firstName: 'Mia',
  lastName: 'Me',
  email: 'mia@example.com',
  profileImageUrl: null,
};
const them: UserSummary = {
  id: 'them',
  firstName: 'Theo',
  lastName: 'Them',
  email: 'theo@example.com',
  profileImageUrl: null,
};

vi.mock('../../lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/toast')>()),
  toast: vi.fn(),
}));
const toastTitles = () => vi.mocked(toast).mock.calls.map(([t]) => t.title);
beforeEach(() => vi.mocked(toast).mockClear());

function conversation(over: Partial<ConversationView> = {}): ConversationView {
  return {
    id: 'c1',
    name: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    participants: [
      { userId: me.id, user: me, lastReadMessageId: null },
      { userId: them.id, user: them, lastReadMessageId: null },
    ],
    lastMessage: null,
    unreadCount: 0,
    myLastMessage: null,
    invited: [],
    nameVersion: 0,
    ...over,
  };
}

function message(id: number, sender: UserSummary, text = `message ${id}`): MessageView {
  return {
    id,
    clientId: `client-${id}`,
    conversationId: 'c1',
    senderId: sender.id,
    sender,
    content: text,
    finalContent: text,
    wasRewritten: 'false',
    replyToMessage: null,
    reactions: [],
    createdAt: new Date(Date.UTC(2026, 10, 22, 10, id)).toISOString(),
    kind: 'message',
    payload: null,
    sentence: null,
    attachments: [],
    previousId: id > 1 ? id - 1 : null,
  };
}

function setUp(openConversationId: string | null = null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ConversationView[]>(conversationKeys.all, [conversation()]);
  queryClient.setQueryData<MessagePage>(messageKeys.list('c1'), {
    messages: [message(1, me)],
    hasOlder: false,
  });
  const ctx: RealtimeContext = {
    queryClient,
    myId: me.id,
    openConversationId,
    onConversationGone: vi.fn(),
    markRead: vi.fn(),
  };
  const list = () => queryClient.getQueryData<ConversationView[]>(conversationKeys.all)!;
  const page = () => queryClient.getQueryData<MessagePage>(messageKeys.list('c1'))!;
  return { queryClient, ctx, list, page };
}

describe('a gap in the hash chain', () => {
  it('is seen when a newer message does not link to the newest one held, and only then', () => {
    const held: MessagePage = { messages: [message(1, me), message(2, them)], hasOlder: false };
    expect(missedBefore(held, message(3, them))).toBe(false); // links to 2
    expect(missedBefore(held, message(5, them))).toBe(true); // 3 and 4 never arrived
    expect(missedBefore(held, message(2, them))).toBe(false); // a repeat
    expect(missedBefore(held, message(1, them))).toBe(false); // older: nothing to fetch for it
    expect(missedBefore({ messages: [], hasOlder: false }, message(7, them))).toBe(false);
  });
});

describe('applyServerEvent writes socket events into the query cache', () => {
  it('invitations_changed: the invited addresses, and so the title, change at once, quietly', () => {
    const { ctx, list, queryClient } = setUp();
    queryClient.setQueryData<ConversationView[]>(conversationKeys.all, [
      conversation({ participants: [{ userId: me.id, user: me, lastReadMessageId: null }] }),
    ]);
    expect(conversationTitle(list()[0], me.id)).toBe('Just you');
    applyServerEvent(
      { type: 'invitations_changed', conversationId: 'c1', invited: ['sam@example.com'] },
      ctx,
    );
    expect(list()[0].invited).toEqual(['sam@example.com']);
    expect(conversationTitle(list()[0], me.id)).toBe('sam@example.com (invited)');
    applyServerEvent({ type: 'invitations_changed', conversationId: 'c1', invited: [] }, ctx);
    expect(conversationTitle(list()[0], me.id)).toBe('Just you');
    expect(toastTitles()).toEqual([]);
  });

  it('puts a new message from someone else into the history and counts it unread', () => {
    const { ctx, list, page } = setUp();
    applyServerEvent(
      { type: 'new_message', conversationId: 'c1', message: message(2, them, 'hi'), conversationName: null },
      ctx,
    );
    // The same event twice (a reconnect's overlap) is stored once.
    applyServerEvent(
      { type: 'new_message', conversationId: 'c1', message: message(2, them, 'hi'), conversationName: null },
      ctx,
    );
    expect(page().messages.map((m) => m.id)).toEqual([1, 2]);
    expect(list()[0].lastMessage).toMatchObject({ id: 2, finalContent: 'hi', senderId: them.id });
    expect(list()[0].unreadCount).toBe(1);
    expect(ctx.markRead).not.toHaveBeenCalled();
  });

  it('counts a message that overtook another (stored first, delivered second) as unread all the same', () => {
    const { ctx, list, page } = setUp();
    const arrive = (id: number) =>
      applyServerEvent(
        { type: 'new_message', conversationId: 'c1', message: message(id, them), conversationName: null },
        ctx,
      );
    arrive(3);
    arrive(2); // sent through another instance, published a moment later
    arrive(2); // and again after a reconnect
    expect(page().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(list()[0].lastMessage).toMatchObject({ id: 3 });
    expect(list()[0].unreadCount).toBe(2);
  });

  it('asks for the list again when an older message arrives in a conversation whose history is not loaded (new, or a repeat?)', () => {
    const { ctx, list, queryClient } = setUp();
    queryClient.removeQueries({ queryKey: messageKeys.list('c1') });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const arrive = (id: number) =>
      applyServerEvent(
        { type: 'new_message', conversationId: 'c1', message: message(id, them), conversationName: null },
        ctx,
      );
    arrive(3);
    expect(list()[0].unreadCount).toBe(1);
    expect(invalidate).not.toHaveBeenCalled();
    arrive(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.all });
  });

  it('tells a screen reader of each arrival once: the message in the open conversation, who wrote elsewhere', () => {
    const open = setUp('c1');
    const arrival = {
      type: 'new_message',
      conversationId: 'c1',
      message: message(2, them, 'On my way'),
      conversationName: null,
    } as const;
    applyServerEvent(arrival, open.ctx);
    expect(currentAnnouncement()).toBe('Theo Them: On my way');
    announce('something else');
    applyServerEvent(arrival, open.ctx); // a reconnect's overlap
    expect(currentAnnouncement()).toBe('something else');
    const elsewhere = setUp('c2');
    applyServerEvent(
      { type: 'new_message', conversationId: 'c1', message: message(3, them), conversationName: null },
      elsewhere.ctx,
    );
    expect(currentAnnouncement()).toBe('New message from Theo Them');
  });

  it('reads a message at once when its conversation is open and visible', () => {
    const { ctx, list } = setUp('c1');
    vi.stubGlobal('document', { visibilityState: 'visible' });
    try {
      applyServerEvent(
        { type: 'new_message', conversationId: 'c1', message: message(2, them), conversationName: null },
        ctx,
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(list()[0].unreadCount).toBe(0);
    expect(ctx.markRead).toHaveBeenCalledWith('c1', 2);
  });

  it('tracks my own newest message for the seen status, and the other person reading it', () => {
    const { ctx, list } = setUp();
    applyServerEvent(
      { type: 'new_message', conversationId: 'c1', message: message(3, me), conversationName: null },
      ctx,
    );
    expect(list()[0].myLastMessage).toMatchObject({ id: 3, seenAt: null });
    applyServerEvent(
      {
        type: 'messages_read',
        conversationId: 'c1',
        userId: them.id,
        lastMessageId: 3,
        seenAt: '2026-11-22T10:05:00.000Z',
      },
      ctx,
    );
    expect(list()[0].myLastMessage?.seenAt).toBe('2026-11-22T10:05:00.000Z');
    expect(list()[0].participants.find((p) => p.userId === them.id)?.lastReadMessageId).toBe(3);
  });

  it('adds and removes reactions on the message', () => {
    const { ctx, page } = setUp();
    const event = { messageId: 1, conversationId: 'c1', emoji: '🎉', userId: them.id } as const;
    applyServerEvent({ type: 'reaction_added', ...event }, ctx);
    applyServerEvent({ type: 'reaction_added', ...event }, ctx);
    expect(page().messages[0].reactions).toEqual([{ emoji: '🎉', userId: them.id }]);
    applyServerEvent({ type: 'reaction_removed', ...event }, ctx);
    expect(page().messages[0].reactions).toEqual([]);
  });

  it('applies a rename in place, fetching nothing, and keeps the newest of renames arriving out of order', () => {
    const { ctx, list, queryClient } = setUp();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const renamed = (newName: string, nameVersion: number) =>
      applyServerEvent({ type: 'conversation_renamed', conversationId: 'c1', newName, nameVersion }, ctx);
    renamed('Second', 2);
    renamed('First', 1); // stored before 'Second', delivered after it
    expect(list()[0].name).toBe('Second');
    renamed('Second', 2); // delivered again after a reconnect
    expect(list()[0].name).toBe('Second');
    expect(invalidate).not.toHaveBeenCalled();
    // Said once: an older name, or the same one again, is news to nobody.
    expect(toastTitles()).toEqual(['Conversation Renamed']);
  });

  it('fetches the list again after a rename only when a fetch was already on its way (its answer may predate the rename)', async () => {
    const { ctx, list, queryClient } = setUp();
    let answer: (l: ConversationView[]) => void = () => {};
    const stale = new Promise<ConversationView[]>((resolve) => (answer = resolve));
    const fetching = queryClient.fetchQuery({ queryKey: conversationKeys.all, queryFn: () => stale });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyServerEvent(
      { type: 'conversation_renamed', conversationId: 'c1', newName: 'Plans', nameVersion: 1 },
      ctx,
    );
    expect(list()[0].name).toBe('Plans');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.all });
    answer([conversation()]);
    await fetching.catch(() => undefined);
  });

  it('renames, and drops a conversation I was removed from, closing it if open', () => {
    const { ctx, list, queryClient } = setUp('c1');
    applyServerEvent(
      { type: 'conversation_renamed', conversationId: 'c1', newName: 'Plans', nameVersion: 1 },
      ctx,
    );
    expect(list()[0].name).toBe('Plans');
    applyServerEvent({ type: 'participant_removed', conversationId: 'c1', removedUser: me }, ctx);
    expect(list()).toEqual([]);
    expect(queryClient.getQueryData(messageKeys.list('c1'))).toBeUndefined();
    expect(ctx.onConversationGone).toHaveBeenCalledWith('c1');
    // Removed by someone else: said, not just gone.
    expect(vi.mocked(toast).mock.calls.at(-1)?.[0]).toEqual({
      title: 'Conversation closed',
      description: 'You are no longer in "Plans"',
    });
  });

  it('says so when someone else deletes a listed conversation, and nothing when this tab deleted it', () => {
    const { ctx, list } = setUp('c1');
    applyServerEvent({ type: 'conversation_deleted', conversationId: 'c1' }, ctx);
    expect(list()).toEqual([]);
    expect(ctx.onConversationGone).toHaveBeenCalledWith('c1');
    expect(vi.mocked(toast).mock.calls.at(-1)?.[0]).toMatchObject({
      title: 'Conversation closed',
      description: expect.stringMatching(/^".+" was deleted$/),
    });
    vi.mocked(toast).mockClear();
    const mine = setUp('c1');
    noteOwnAction(ownActionKeys.delete('c1'));
    applyServerEvent({ type: 'conversation_deleted', conversationId: 'c1' }, mine.ctx);
    expect(mine.list()).toEqual([]);
    expect(toastTitles()).toEqual([]);
  });

  it('says nothing when this tab left the conversation itself', () => {
    const { ctx, list } = setUp('c1');
    noteOwnAction(ownActionKeys.remove('c1', me.id));
    applyServerEvent({ type: 'participant_removed', conversationId: 'c1', removedUser: me }, ctx);
    expect(list()).toEqual([]);
    expect(toastTitles()).toEqual([]);
  });

  it('lists a conversation someone else started once, with one New Conversation toast', () => {
    const { ctx, list } = setUp();
    const event = {
      type: 'new_conversation',
      conversation: conversation({ id: 'c2' }),
      byUserId: them.id,
    } as const;
    applyServerEvent(event, ctx);
    applyServerEvent(event, ctx); // a reconnect's overlap
    expect(list().map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(toastTitles()).toEqual(['New Conversation']);
  });

  it('takes the newer copy of a conversation it already lists, in place', () => {
    const { ctx, list } = setUp();
    const grown = conversation({ name: 'Team', participants: [...conversation().participants] });
    grown.participants.push({ userId: 'u3', user: { ...them, id: 'u3' }, lastReadMessageId: null });
    applyServerEvent({ type: 'new_conversation', conversation: grown, byUserId: 'u3' }, ctx);
    expect(list()).toEqual([grown]);
    expect(toastTitles()).toEqual([]);
  });

  it('lists a conversation I started without a toast: no duplicate in the creating tab, quietly in my other tabs', () => {
    const { ctx, list } = setUp();
    // The creating tab already has it from its POST (and shows 'Conversation created' itself).
    applyServerEvent({ type: 'new_conversation', conversation: conversation(), byUserId: me.id }, ctx);
    expect(list().map((c) => c.id)).toEqual(['c1']);
    // Another tab of mine hears of it first over the socket.
    applyServerEvent(
      { type: 'new_conversation', conversation: conversation({ id: 'c2' }), byUserId: me.id },
      ctx,
    );
    expect(list().map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(toastTitles()).toEqual([]);
  });

  it('refetches the lists for a new name or photo, not for my own dark-mode switch', () => {
    const { ctx, queryClient } = setUp();
    const invalidated: unknown[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
    // My dark mode changed in another tab: the summary is as the lists show it.
    applyServerEvent({ type: 'user_profile_updated', userId: me.id, user: me }, ctx);
    expect(invalidated).toEqual([authKeys.user]);
    invalidated.length = 0;
    const newPhoto = { ...them, profileImageUrl: '/api/avatars/them?v=2' };
    applyServerEvent({ type: 'user_profile_updated', userId: them.id, user: newPhoto }, ctx);
    expect(invalidated).toEqual([conversationKeys.all, messageKeys.all]);
    expect(toastTitles()).toEqual(['Profile updated']);
  });

  it('keeps the online list current from presence events', () => {
    const { ctx, queryClient } = setUp();
    applyServerEvent({ type: 'presence', userId: them.id, online: true }, ctx);
    applyServerEvent({ type: 'presence', userId: them.id, online: true }, ctx);
    expect(queryClient.getQueryData(onlineUserKeys.all)).toEqual([them.id]);
    applyServerEvent({ type: 'presence', userId: them.id, online: false }, ctx);
    expect(queryClient.getQueryData(onlineUserKeys.all)).toEqual([]);
  });
});
