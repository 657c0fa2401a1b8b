import type { UserSummary } from './types';

/**
 * Events the server sends over /ws (SPEC §7). Each is built from the same presenters as the REST
 * responses. Payload shapes beyond SPEC §7 are Parley's own.
 */
export type ServerEvent =
  | { type: 'authenticated'; userId: string }
  | { type: 'new_message'; conversationId: string; message: unknown; conversationName: string | null }
  | { type: 'user_profile_updated'; userId: string; user: UserSummary }
  | { type: 'new_conversation'; conversation: unknown }
  | { type: 'conversation_renamed'; conversationId: string; newName: string }
  | { type: 'participant_added'; conversationId: string; newUser: UserSummary }
  | { type: 'participant_removed'; conversationId: string; removedUser: UserSummary }
  | { type: 'conversation_deleted'; conversationId: string }
  | { type: 'reaction_added'; messageId: number; conversationId: string; emoji: string; userId: string }
  | { type: 'reaction_removed'; messageId: number; conversationId: string; emoji: string; userId: string }
  | { type: 'messages_read'; conversationId: string; userId: string; lastMessageId: number }
  | { type: 'user_typing'; conversationId: string; userId: string }
  | { type: 'presence'; userId: string; online: boolean }
  | { type: 'session_revoked' };
