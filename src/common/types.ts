/** JSON shapes the API returns. The server's presenters produce exactly these. */

export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  darkMode: 'light' | 'dark';
  createdAt: string;
  /** Clients read the string 'true' as banned. */
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

/** A conversation. `name` is null for an unnamed conversation (the web shows participants' names). */
export interface ConversationParticipant {
  userId: string;
  user: UserSummary;
  lastReadMessageId: number | null;
}
export interface ConversationView {
  id: string;
  name: string | null;
  /** Counts the renames, in the order they were stored: the newest name is the one with the highest. */
  nameVersion: number;
  createdAt: string;
  participants: ConversationParticipant[];
  lastMessage: { id: number; createdAt: string; senderId: string; finalContent: string } | null;
  unreadCount: number;
  /**
   * The caller's own newest message here, for the seen status ('No messages sent' when null).
   * deliveredAt: when every other participant's device first received it, told only once they have
   * also seen it (else it would show when they are online, realtime/presence-audience.ts); seenAt: when every other
   * participant had seen it (PUT read). null = not yet. In a two-person conversation that is the other
   * person's time, so the web shows 'Not seen yet' / 'Seen now' / 'Seen Nm ago' from seenAt.
   */
  myLastMessage: { id: number; createdAt: string; deliveredAt: string | null; seenAt: string | null } | null;
  /** Addresses invited to this conversation who have not joined yet (they had no account). */
  invited: string[];
}

/** GET /api/conversations/:id/membership: who came and went, for the timeline. */
export interface MembershipEventView {
  id: number;
  /** added / removed: by another participant (actor); left: the subject themselves; joined: through an invitation. */
  kind: 'added' | 'removed' | 'left' | 'joined';
  createdAt: string;
  actor: UserSummary;
  subject: UserSummary;
}

/** POST /api/conversations answers the new (or existing) conversation plus any addresses it invited. */
export interface CreateConversationResult extends ConversationView {
  /** False when Start Chat opened the one-to-one the two people already had. */
  created: boolean;
  /** participantEmails with no account yet: each got an invitation and joins when they register. */
  invitedEmails: string[];
}

/**
 * POST /api/conversations/:id/participants answers the conversation the person is now in: the same
 * one, or (added to a one-to-one) a new group of the three, which `startedGroup` marks.
 */
export interface AddParticipantResult extends ConversationView {
  startedGroup: boolean;
}

export interface ReactionView {
  emoji: string;
  userId: string;
}

/** A message. originalContent and rewrittenContent are present only for the sender's own messages. */
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
  /** The string 'true' marks an improved message. */
  wasRewritten: 'true' | 'false';
  replyToMessage: { id: number; sender: UserSummary; finalContent: string } | null;
  reactions: ReactionView[];
  createdAt: string;
  /** 'message' for text; else the kind of record this entry is (src/common/records/kinds). */
  kind: string;
  /** A record's structured content, as its kind's schema describes it; null for a text message. */
  payload: Record<string, unknown> | null;
  /** A record's sentence for the timeline, naming its sender; null for a text message. */
  sentence: string | null;
  /** Files sent with the entry, in the order they were sent. */
  attachments: AttachmentView[];
  /**
   * The id of the message before it in the conversation (its link in the hash chain; null for the
   * first). A client whose newest message is not this one missed some, and fetches the history
   * again from the newest one it has.
   */
  previousId: number | null;
}

/**
 * A file sent with a message. `url` serves it (to the conversation's participants only), `previewUrl`
 * a small WebP of a photo or of a PDF's first page (null for a PDF when the server has no renderer). Neither path can be guessed: the id is random.
 */
export interface AttachmentView {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  url: string;
  previewUrl: string | null;
}

/** GET /api/messages/search?q= : newest first, at most 100. */
export interface MessageSearchResult extends MessageView {
  conversationName: string | null;
  /** True when finalContent itself matches (otherwise the sender or the caller's own original/rewritten text did). */
  highlighted: boolean;
}

/** POST /api/invite */
export interface InviteResult {
  message: string;
  /** link: no SMS provider is configured, so nothing was sent and `link` is for the inviter to pass on. */
  channel: 'email' | 'sms' | 'link';
  link?: string;
}

/** POST /api/invitations/accept: the conversation the invitation opened for the signed-in person. */
export interface AcceptInvitationResult {
  conversationId: string;
}
