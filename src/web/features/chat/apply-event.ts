import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '@common/events';
import type { ConversationView, MessageView, UserSummary } from '@common/types';
import { announce } from '../../lib/announce';
import { authKeys } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { applySettingsEvent, soundAllowed } from '../settings/settings-api';
import { playMessageSound, showSystemNotification } from './alerts';
import { conversationTitle, fullName } from './format';
import { isOwnAction, ownActionKeys } from './own-actions';
import {
  conversationKeys,
  membershipKeys,
  messageKeys,
  onlineUserKeys,
  type MessagePage,
  refreshMessages,
  updateConversation,
  updateMessage,
  upsertMessage,
  withName,
  withNewestMessage,
} from './queries';
import { clearTyping, markTyping } from './typing-store';
import { expenseKeys } from '../expenses/expenses-api';
import { infoKeys } from '../info-bank/info-bank-api';
import { invitationLinkKeys } from '../invitations/invitation-links-api';
import { feedKeys, scheduleKeys } from '../schedule/schedule-api';

export interface RealtimeContext {
  queryClient: QueryClient;
  myId: string;
  /** The conversation on screen, if any. */
  openConversationId: string | null;
  /** The open conversation was deleted or I was removed from it. */
  onConversationGone: (conversationId: string) => void;
  /** Marks a message read in the open conversation (the person is looking at it). */
  markRead: (conversationId: string, messageId: number) => void;
}

/** Writes one server event into the query cache, with its toast, sound or notification. */
export function applyServerEvent(event: ServerEvent, ctx: RealtimeContext): void {
  const { queryClient } = ctx;
  const refetchConversations = () => queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  switch (event.type) {
    case 'new_message':
      onNewMessage(event.message, ctx);
      return;
    case 'new_conversation': {
      // Idempotent: the tab that created it may already list it (its POST answered first), and a
      // reconnect can repeat the event; a listed one takes the event's newer copy. The toast is for
      // conversations someone else brought me into; the creating tab shows 'Conversation created'
      // and my other tabs just list it.
      const list = queryClient.getQueryData<ConversationView[]>(conversationKeys.all);
      const known = list?.some((c) => c.id === event.conversation.id);
      queryClient.setQueryData<ConversationView[]>(conversationKeys.all, (l) =>
        !l
          ? l
          : known
            ? l.map((c) => (c.id === event.conversation.id ? event.conversation : c))
            : [event.conversation, ...l],
      );
      if (!known && event.byUserId !== ctx.myId) {
        toast({ title: 'New Conversation', description: 'You were added to a conversation' });
      }
      return;
    }
    case 'conversation_renamed': {
      // Applied in place. Two renames at once can arrive in the other order than they were stored,
      // or one again after a reconnect: the newest stored one (highest nameVersion) stays.
      const listed = queryClient
        .getQueryData<ConversationView[]>(conversationKeys.all)
        ?.find((c) => c.id === event.conversationId);
      if (listed && listed.nameVersion >= event.nameVersion) return;
      updateConversation(queryClient, event.conversationId, (c) =>
        withName(c, event.newName, event.nameVersion),
      );
      // A list fetch already on its way may have been answered before the rename: fetched again.
      if (queryClient.isFetching({ queryKey: conversationKeys.all }) > 0) void refetchConversations();
      if (!isOwnAction(ownActionKeys.rename(event.conversationId))) {
        toast({ title: 'Conversation Renamed', description: `Now called "${event.newName}"` });
      }
      return;
    }
    case 'participant_added':
      void refetchConversations();
      void queryClient.invalidateQueries({ queryKey: membershipKeys.list(event.conversationId) });
      if (!isOwnAction(ownActionKeys.add(event.conversationId, event.newUser.email))) {
        toast({ title: 'User Added', description: `${fullName(event.newUser)} joined the conversation` });
      }
      return;
    case 'participant_removed':
      if (event.removedUser.id === ctx.myId) {
        // Removed by someone else (or left in another tab): say so, rather than let it vanish.
        if (!isOwnAction(ownActionKeys.remove(event.conversationId, ctx.myId))) {
          sayClosed(event.conversationId, ctx, (title) => `You are no longer in "${title}"`);
        }
        dropConversation(event.conversationId, ctx);
        return;
      }
      updateConversation(queryClient, event.conversationId, (c) => ({
        ...c,
        participants: c.participants.filter((p) => p.userId !== event.removedUser.id),
      }));
      void queryClient.invalidateQueries({ queryKey: membershipKeys.list(event.conversationId) });
      if (!isOwnAction(ownActionKeys.remove(event.conversationId, event.removedUser.id))) {
        toast({ title: 'User Removed', description: `${fullName(event.removedUser)} left the conversation` });
      }
      return;
    case 'invitations_changed':
      // Someone was invited, or invitations were voided: the header ("x@y (invited)") follows at once.
      updateConversation(queryClient, event.conversationId, (c) => ({ ...c, invited: event.invited }));
      return;
    case 'conversation_deleted':
      if (!isOwnAction(ownActionKeys.delete(event.conversationId))) {
        sayClosed(event.conversationId, ctx, (title) => `"${title}" was deleted`);
      }
      dropConversation(event.conversationId, ctx);
      return;
    case 'reaction_added':
    case 'reaction_removed': {
      const { emoji, userId } = event;
      updateMessage(queryClient, event.conversationId, event.messageId, (m) => {
        const others = m.reactions.filter((r) => !(r.emoji === emoji && r.userId === userId));
        return { ...m, reactions: event.type === 'reaction_added' ? [...others, { emoji, userId }] : others };
      });
      return;
    }
    case 'messages_read':
      onMessagesRead(event, ctx);
      return;
    case 'user_typing':
      if (event.userId !== ctx.myId) markTyping(event.conversationId, event.userId);
      return;
    case 'user_profile_updated':
      if (event.userId === ctx.myId) {
        void queryClient.invalidateQueries({ queryKey: authKeys.user });
      } else {
        toast({ title: 'Profile updated', description: `${fullName(event.user)} updated their profile` });
      }
      // A change the lists do not show (my dark mode) leaves them alone; a new name or photo is fetched.
      if (!listsShowOtherwise(queryClient, event.user)) return;
      void refetchConversations();
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      return;
    case 'presence':
      queryClient.setQueryData<string[]>(onlineUserKeys.all, (ids = []) =>
        event.online ? [...new Set([...ids, event.userId])] : ids.filter((id) => id !== event.userId),
      );
      return;
    case 'session_revoked':
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
      return;
    case 'settings_changed':
      applySettingsEvent(queryClient, event, ctx.myId);
      return;
    case 'invitation_links_changed':
      void queryClient.invalidateQueries({ queryKey: invitationLinkKeys.all });
      return;
    case 'calendar_feed_changed':
      void queryClient.invalidateQueries({ queryKey: feedKeys.mine });
      return;
    case 'authenticated':
    case 'heartbeat':
    case 'resync': // the provider fetches again (realtime-provider.tsx)
      return;
  }
}

/** Whether the cached conversation list shows this person with another name, address or photo. */
function listsShowOtherwise(queryClient: QueryClient, person: UserSummary): boolean {
  const shown = queryClient
    .getQueryData<ConversationView[]>(conversationKeys.all)
    ?.flatMap((c) => c.participants)
    .find((p) => p.user.id === person.id)?.user;
  return (
    !shown ||
    shown.firstName !== person.firstName ||
    shown.lastName !== person.lastName ||
    shown.email !== person.email ||
    shown.profileImageUrl !== person.profileImageUrl
  );
}

const pageVisible = () => typeof document !== 'undefined' && document.visibilityState === 'visible';

function onNewMessage(message: MessageView, ctx: RealtimeContext): void {
  const { queryClient, myId } = ctx;
  // A calendar entry changes the schedule: whoever has it open sees the change at once.
  if (message.kind.startsWith('schedule.'))
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.conversation(message.conversationId) });
  // A card saved: whoever has the info bank open sees the new version at once.
  if (message.kind.startsWith('info.'))
    void queryClient.invalidateQueries({ queryKey: infoKeys.conversation(message.conversationId) });
  // An expense entry changes the list and the balances.
  if (message.kind.startsWith('expense.'))
    void queryClient.invalidateQueries({ queryKey: expenseKeys.conversation(message.conversationId) });
  const mine = message.senderId === myId;
  const isOpen = ctx.openConversationId === message.conversationId;
  const looking = isOpen && pageVisible();
  const list = queryClient.getQueryData<ConversationView[]>(conversationKeys.all);
  const listed = list?.find((c) => c.id === message.conversationId);
  const newestListed = listed?.lastMessage?.id ?? 0;
  const history = queryClient.getQueryData<MessagePage>(messageKeys.list(message.conversationId));
  // A reconnect can deliver the same event again: it is stored once, counted once and said once.
  // Messages sent at once through two instances can also arrive in the other order than they were
  // stored, so an older id is not always a repeat: the loaded history tells; without it, the list's
  // newest message does, and the list is asked for again when that cannot tell (an older id).
  const alreadyKnown = history
    ? history.messages.some((m) => m.id === message.id)
    : newestListed >= message.id;
  if (history && missedBefore(history, message)) {
    // The chain says something came between the newest message here and this one, and never arrived.
    refreshMessages(queryClient, message.conversationId).catch(() => undefined);
  }
  upsertMessage(queryClient, message);
  clearTyping(message.conversationId, message.senderId);

  if (!listed || (!history && message.id < newestListed)) {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  }
  if (listed) {
    updateConversation(queryClient, message.conversationId, (c) => {
      if (message.id > (c.lastMessage?.id ?? 0)) {
        const unreadCount = mine || looking ? 0 : c.unreadCount + (alreadyKnown ? 0 : 1);
        return withNewestMessage(c, message, { mine, unreadCount });
      }
      // Older than the newest listed: only the count can change, for someone else's new message.
      if (alreadyKnown || mine) return c;
      return { ...c, unreadCount: looking ? 0 : c.unreadCount + 1 };
    });
  }
  if (mine) return;
  if (looking) ctx.markRead(message.conversationId, message.id);
  if (soundAllowed(queryClient)) playMessageSound();
  // What a screen reader hears of arrivals, and only of them: the history is not a live region (as
  // one it read out every message a cleared search put back). In the open conversation, the message
  // itself; elsewhere, only the sound and a badge show it, so who wrote.
  if (!alreadyKnown)
    announce(
      isOpen
        ? `${fullName(message.sender)}: ${message.finalContent}`
        : `New message from ${fullName(message.sender)}`,
    );
  if (!pageVisible() || !isOpen) {
    showSystemNotification(fullName(message.sender), message.finalContent, message.conversationId);
  }
}

/** Whether the history lacks a message the chain puts between its newest one and this newer one. */
export function missedBefore(history: MessagePage, message: MessageView): boolean {
  const newest = history.messages.at(-1);
  return newest !== undefined && message.id > newest.id && message.previousId !== newest.id;
}

function onMessagesRead(event: Extract<ServerEvent, { type: 'messages_read' }>, ctx: RealtimeContext): void {
  const { queryClient, myId } = ctx;
  updateConversation(queryClient, event.conversationId, (c) => {
    const participants = c.participants.map((p) =>
      p.userId === event.userId ? { ...p, lastReadMessageId: event.lastMessageId } : p,
    );
    if (event.userId === myId) return { ...c, participants, unreadCount: 0 };
    const mine = c.myLastMessage;
    // Two people: their read time is my message's seen time. Groups need everyone; ask the server.
    const twoPeople = c.participants.length === 2;
    const seen = mine && !mine.seenAt && twoPeople && event.lastMessageId >= mine.id;
    return { ...c, participants, myLastMessage: seen ? { ...mine, seenAt: event.seenAt } : mine };
  });
  const conversation = queryClient
    .getQueryData<ConversationView[]>(conversationKeys.all)
    ?.find((c) => c.id === event.conversationId);
  if (event.userId !== myId && conversation && conversation.participants.length > 2) {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  }
}

/** A conversation listed here closes because of someone else's action: said, not just gone. */
function sayClosed(conversationId: string, ctx: RealtimeContext, why: (title: string) => string): void {
  const gone = ctx.queryClient
    .getQueryData<ConversationView[]>(conversationKeys.all)
    ?.find((c) => c.id === conversationId);
  if (gone) toast({ title: 'Conversation closed', description: why(conversationTitle(gone, ctx.myId)) });
}

function dropConversation(conversationId: string, ctx: RealtimeContext): void {
  // The open one closes first, while focus is still inside it (the dashboard then moves it to the list).
  if (ctx.openConversationId === conversationId) ctx.onConversationGone(conversationId);
  ctx.queryClient.setQueryData<ConversationView[]>(conversationKeys.all, (list) =>
    list?.filter((c) => c.id !== conversationId),
  );
  ctx.queryClient.removeQueries({ queryKey: messageKeys.list(conversationId) });
}
