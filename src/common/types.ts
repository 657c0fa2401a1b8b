/** JSON shapes the API returns (SPEC §3). The server's presenters produce exactly these. */

export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  darkMode: 'light' | 'dark';
  createdAt: string;
  /** SPEC §3 reads the string 'true' as banned. */
  isBanned: 'true' | 'false';
  lastActiveAt: string | null;
  /** True only for the ADMIN_EMAIL account: the web shows the Admin Portal entry. */
  isAdmin: boolean;
}

/** What other people see of a user: never their preferences or ban state. */
export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
}

export interface ApiError {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/** SPEC §3 Conversation. `name` is null for an unnamed conversation (the web shows participants' names). */
export interface ConversationParticipant {
  userId: string;
  user: UserSummary;
  lastReadMessageId: number | null;
}
export interface ConversationView {
  id: string;
  name: string | null;
  createdAt: string;
  participants: ConversationParticipant[];
  lastMessage: { id: number; createdAt: string; senderId: string; finalContent: string } | null;
  unreadCount: number;
}

export interface ReactionView {
  emoji: string;
  userId: string;
}

/** SPEC §3 Message. originalContent and rewrittenContent are present only for the sender's own messages. */
export interface MessageView {
  id: number;
  clientId: string;
  conversationId: string;
  senderId: string;
  sender: UserSummary;
  content: string;
  finalContent: string;
  originalContent?: string | null;
  rewrittenContent?: string | null;
  /** SPEC §3: the string 'true' marks an improved message. */
  wasRewritten: 'true' | 'false';
  replyToMessage: { id: number; sender: UserSummary; finalContent: string } | null;
  reactions: ReactionView[];
  createdAt: string;
}
