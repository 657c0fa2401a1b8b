import type { HistoryChoice } from '@common/schemas/conversations';
import type {
  AddParticipantResult,
  ConversationView,
  CreateConversationResult,
  InviteResult,
  MembershipEventView,
  MessageSearchResult,
  MessageView,
  UserSummary,
} from '@common/types';
import type { Reaction } from '@common/constants';
import { apiRequest } from '../../lib/api';
import { sendMessage } from '../../lib/send-message';

/** Every call the chat makes to the server, typed by the shared contract. */

const conv = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export const chatApi = {
  conversations: () => apiRequest<ConversationView[]>('GET', '/api/conversations'),
  createConversation: (participantEmails: string[], name: string | null = null) =>
    apiRequest<CreateConversationResult>('POST', '/api/conversations', { name, participantEmails }),
  rename: (id: string, name: string) => apiRequest<ConversationView>('PATCH', conv(id), { name }),
  addParticipant: (id: string, email: string, history: HistoryChoice) =>
    apiRequest<AddParticipantResult>('POST', `${conv(id)}/participants`, { email, history }),
  removeParticipant: (id: string, userId: string) =>
    apiRequest<unknown>('DELETE', `${conv(id)}/participants/${encodeURIComponent(userId)}`),
  deleteConversation: (id: string) => apiRequest<unknown>('DELETE', conv(id)),
  membership: (id: string) => apiRequest<MembershipEventView[]>('GET', `${conv(id)}/membership`),
  markRead: (id: string, lastMessageId: number) =>
    apiRequest<unknown>('PUT', `${conv(id)}/read`, { lastMessageId }),

  messages: (conversationId: string, options: { before?: number; limit?: number } = {}) => {
    const params = new URLSearchParams();
    if (options.before) params.set('before', String(options.before));
    if (options.limit) params.set('limit', String(options.limit));
    const query = params.size ? `?${params.toString()}` : '';
    return apiRequest<MessageView[]>('GET', `/api/messages/${encodeURIComponent(conversationId)}${query}`);
  },
  /** Over the open socket, else by POST /api/messages: lib/send-message.ts decides. */
  send: sendMessage,
  discardUpload: (id: string) => apiRequest<unknown>('DELETE', `/api/attachments/${encodeURIComponent(id)}`),
  addReaction: (messageId: number, emoji: Reaction) =>
    apiRequest<unknown>('POST', `/api/messages/${messageId}/reactions`, { emoji }),
  removeReaction: (messageId: number, emoji: Reaction) =>
    apiRequest<unknown>('DELETE', `/api/messages/${messageId}/reactions`, { emoji }),
  searchMessages: (q: string) =>
    apiRequest<MessageSearchResult[]>('GET', `/api/messages/search?q=${encodeURIComponent(q)}`),

  searchUsers: (q: string) =>
    apiRequest<UserSummary[]>('GET', `/api/users/search?q=${encodeURIComponent(q)}`),
  invite: (emailOrPhone: string) => apiRequest<InviteResult>('POST', '/api/invite', { email: emailOrPhone }),
  onlineUsers: () => apiRequest<string[]>('GET', '/api/online-users'),
};
