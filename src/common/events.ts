import type { SettingsView } from './schemas/settings';
import type { ConversationView, MessageView, UserSummary } from './types';
import type { z } from 'zod';
import type { sendMessageSchema } from './schemas/messages';

/** What POST /api/messages and a send_message frame carry. */
export type SendMessageBody = z.input<typeof sendMessageSchema>;

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
  | { type: 'heartbeat' }
  /**
   * To the socket that sent `send_message`: the message stored, exactly as POST /api/messages answers it
   * (status 201 when new, 200 when its clientId was already stored and this is that message).
   */
  | { type: 'message_ack'; clientId: string; status: 200 | 201; message: MessageView }
  /**
   * To the socket that sent `send_message`: the refusal POST /api/messages would have answered, its
   * status and body (400, 401, 403, 404, 409, 429, or 500). clientId is the frame's when it had one.
   */
  | { type: 'message_error'; clientId: string | null; status: number; error: SocketErrorBody }
  /** The frame was not JSON or not one the server reads; nothing was done, the socket stays open. */
  | { type: 'frame_error'; error: SocketErrorBody };

/** The body of every refusal, over HTTP or the socket. */
export interface SocketErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

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
  | { type: 'typing'; conversationId: string }
  /**
   * `message` is exactly the body of POST /api/messages (clientId required), handled by the same code:
   * answered `message_ack` or `message_error` on this socket. The new message reaches the participants'
   * sockets (this one included) as `new_message`, as after a POST.
   */
  | { type: 'send_message'; message: SendMessageBody };
