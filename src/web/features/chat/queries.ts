import { useQuery, type QueryClient } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, TIMINGS } from '@common/constants';
import type { ConversationView, MessageView } from '@common/types';
import { chatApi } from './chat-api';

/** Query keys per resource; the first element is the URL (the default fetch). */
export const conversationKeys = {
  all: ['/api/conversations'] as const,
};
export const messageKeys = {
  all: ['/api/messages'] as const,
  list: (conversationId: string) => ['/api/messages', conversationId] as const,
};
export const onlineUserKeys = { all: ['/api/online-users'] as const };
/** Apart from conversationKeys, so refetching the list (often) does not refetch every timeline's. */
export const membershipKeys = {
  all: ['/api/conversations/membership'] as const,
  list: (conversationId: string) => ['/api/conversations/membership', conversationId] as const,
};

/** The loaded part of a conversation's history, oldest first, and whether older pages exist. */
export interface MessagePage {
  messages: MessageView[];
  hasOlder: boolean;
}

/** Newest first by last activity, so a conversation with a new message rises to the top. */
function byActivity(a: ConversationView, b: ConversationView): number {
  const at = (c: ConversationView) => c.lastMessage?.createdAt ?? c.createdAt;
  return at(b).localeCompare(at(a));
}

export function useConversations() {
  return useQuery({
    queryKey: conversationKeys.all,
    queryFn: chatApi.conversations,
    select: (list) => [...list].sort(byActivity),
  });
}

export function useMessages(conversationId: string | null) {
  return useQuery({
    queryKey: messageKeys.list(conversationId ?? ''),
    queryFn: async (): Promise<MessagePage> => {
      const messages = await chatApi.messages(conversationId!);
      return { messages, hasOlder: messages.length >= MESSAGE_PAGE_SIZE };
    },
    enabled: Boolean(conversationId),
  });
}

/** Who came and went in the open conversation; refetched when someone does (apply-event.ts). */
export function useMembership(conversationId: string | null) {
  return useQuery({
    queryKey: membershipKeys.list(conversationId ?? ''),
    queryFn: () => chatApi.membership(conversationId!),
    enabled: Boolean(conversationId),
  });
}

/** The online list is refetched every 10 s on the dashboard. */
export function useOnlineUsers() {
  const query = useQuery({
    queryKey: onlineUserKeys.all,
    queryFn: chatApi.onlineUsers,
    refetchInterval: TIMINGS.onlineUsersRefetchMs,
    staleTime: 0,
  });
  return new Set(query.data ?? []);
}

/** Loads the page before the oldest loaded message and puts it in front. */
export async function loadOlderMessages(queryClient: QueryClient, conversationId: string): Promise<void> {
  const key = messageKeys.list(conversationId);
  const current = queryClient.getQueryData<MessagePage>(key);
  const oldest = current?.messages[0];
  if (!current || !oldest || !current.hasOlder) return;
  const older = await chatApi.messages(conversationId, { before: oldest.id, limit: MESSAGE_PAGE_SIZE });
  queryClient.setQueryData<MessagePage>(key, (page) =>
    page
      ? { messages: mergeMessages(older, page.messages), hasOlder: older.length >= MESSAGE_PAGE_SIZE }
      : page,
  );
}

/** Union by id (a retried or echoed message replaces its earlier copy), ascending. */
export function mergeMessages(a: MessageView[], b: MessageView[]): MessageView[] {
  const byId = new Map<number, MessageView>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/** Puts one message into a conversation's loaded history (from the socket or a send's answer). */
export function upsertMessage(queryClient: QueryClient, message: MessageView): void {
  queryClient.setQueryData<MessagePage>(messageKeys.list(message.conversationId), (page) =>
    page ? { ...page, messages: mergeMessages(page.messages, [message]) } : page,
  );
}

export function updateMessage(
  queryClient: QueryClient,
  conversationId: string,
  messageId: number,
  change: (message: MessageView) => MessageView,
): void {
  queryClient.setQueryData<MessagePage>(messageKeys.list(conversationId), (page) =>
    page ? { ...page, messages: page.messages.map((m) => (m.id === messageId ? change(m) : m)) } : page,
  );
}

export function updateConversation(
  queryClient: QueryClient,
  conversationId: string,
  change: (conversation: ConversationView) => ConversationView,
): void {
  queryClient.setQueryData<ConversationView[]>(conversationKeys.all, (list) =>
    list?.map((c) => (c.id === conversationId ? change(c) : c)),
  );
}

/** A conversation's list entry with this name, unless it already shows a newer one (nameVersion). */
export function withName(
  conversation: ConversationView,
  name: string | null,
  nameVersion: number,
): ConversationView {
  if (conversation.nameVersion >= nameVersion) return conversation;
  return { ...conversation, name, nameVersion };
}

/**
 * A conversation's list entry once this message is its newest: the preview, the unread count, and,
 * when it is the viewer's own, the one whose delivery and seen marks the list shows. An entry that
 * already shows this message or a newer one (an event delivered again, or after the send) stays as it is.
 */
export function withNewestMessage(
  conversation: ConversationView,
  message: MessageView,
  { mine, unreadCount = conversation.unreadCount }: { mine: boolean; unreadCount?: number },
): ConversationView {
  if (conversation.lastMessage && conversation.lastMessage.id >= message.id) return conversation;
  return {
    ...conversation,
    lastMessage: {
      id: message.id,
      createdAt: message.createdAt,
      senderId: message.senderId,
      finalContent: message.finalContent,
    },
    unreadCount,
    myLastMessage: mine
      ? { id: message.id, createdAt: message.createdAt, deliveredAt: null, seenAt: null }
      : conversation.myLastMessage,
  };
}

/** After a reconnect: fetch the newest page and merge it, so nothing sent meanwhile is missed. */
export async function refreshMessages(queryClient: QueryClient, conversationId: string): Promise<void> {
  const key = messageKeys.list(conversationId);
  const current = queryClient.getQueryData<MessagePage>(key);
  const latest = await chatApi.messages(conversationId);
  const newestLoaded = current?.messages.at(-1)?.id ?? 0;
  // If more arrived than one page holds, the gap cannot be stitched: start again from the newest page.
  const gap = latest.length >= MESSAGE_PAGE_SIZE && latest[0].id > newestLoaded;
  queryClient.setQueryData<MessagePage>(key, (page) =>
    page && !gap
      ? { ...page, messages: mergeMessages(page.messages, latest) }
      : { messages: latest, hasOlder: latest.length >= MESSAGE_PAGE_SIZE },
  );
}
