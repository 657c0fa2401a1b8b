import type { SettingsView } from './schemas/settings';
import type { ConversationView, MessageView, UserSummary } from './types';

/**
 * Events the server sends over /ws. Each is built from the same presenters as the REST
 * responses.
 */
export type ServerEvent =
  | { type: 'authenticated'; userId: string }
  | { type: 'new_message'; conversationId: string; message: MessageView; conversationName: string | null }
  | { type: 'user_profile_updated'; userId: string; user: UserSummary }
  /**
   * byUserId: whose action brought the conversation to you (its creator, whoever added you, an invitee
   * who just joined). The creator's own tabs get it too; the web toasts only for other people's.
   */
  | { type: 'new_conversation'; conversation: ConversationView; byUserId: string }
  /** nameVersion: the conversation's after this rename (ConversationView.nameVersion), so renames arriving out of order settle on the newest. */
  | { type: 'conversation_renamed'; conversationId: string; newName: string; nameVersion: number }
  | { type: 'participant_added'; conversationId: string; newUser: UserSummary }
  | { type: 'participant_removed'; conversationId: string; removedUser: UserSummary }
  /**
   * The addresses invited to the conversation and not joined yet changed (someone was invited, or
   * invitations were voided when their sender left): the whole list as it is now, as in ConversationView.
   */
  | { type: 'invitations_changed'; conversationId: string; invited: string[] }
  | { type: 'conversation_deleted'; conversationId: string }
  | { type: 'reaction_added'; messageId: number; conversationId: string; emoji: string; userId: string }
  | { type: 'reaction_removed'; messageId: number; conversationId: string; emoji: string; userId: string }
  | { type: 'messages_read'; conversationId: string; userId: string; lastMessageId: number; seenAt: string }
  | { type: 'user_typing'; conversationId: string; userId: string }
  | { type: 'presence'; userId: string; online: boolean }
  | { type: 'session_revoked' }
  /**
   * To the person alone, after any change on /settings (address waiting for confirmation, notification
   * choices, signed-in devices): their other tabs and devices show it at once.
   */
  | { type: 'settings_changed'; settings: SettingsView }
  /** To the person alone: they made or revoked an open invitation link (list them again). */
  | { type: 'invitation_links_changed' }
  /** To the person alone: their private calendar feed was made, replaced or revoked. */
  | { type: 'calendar_feed_changed' }
  /**
   * Events for you may have been lost (the server's event bus was down): fetch what you show again.
   * A server also re-checks your sessions when it gets one.
   */
  | { type: 'resync' }
  /** Sent every few seconds: a socket that hears nothing for longer may have missed events. */
  | { type: 'heartbeat' };

/**
 * What the client may send over /ws. Identity always comes from the session cookie: `authenticate` is
 * answered with `authenticated` but its userId is ignored. `join_conversation` (or authenticate's
 * conversationId) says which conversation the socket has on screen, one at a time. `typing` is relayed
 * as `user_typing` to the conversation's other participants, on their sockets showing it (the only
 * place typing is shown); every other event goes to all of a user's sockets.
 */
export type ClientEvent =
  | { type: 'authenticate'; userId?: string; conversationId?: string }
  | { type: 'join_conversation'; conversationId: string }
  | { type: 'typing'; conversationId: string };
