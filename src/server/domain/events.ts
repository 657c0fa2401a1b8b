import type { users } from '../db/schema';
import type { SentMessage } from './entries';

/** A person as the live events name them. */
export type EventUser = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'avatarVersion'
>;

/** A conversation an invitation put someone in: joined a group, started a one-to-one, or already in it. */
export interface AcceptedInvitation {
  conversationId: string;
  how: 'joined' | 'started' | 'already';
}

/**
 * What a domain operation reports as having happened. Operations never publish: they return these
 * beside their result ({ result, events }), and the caller hands them to realtime/publish.ts once
 * the transaction has committed, so nobody hears of a change that was rolled back.
 */
export type DomainEvent =
  /** The user's sessions were revoked (all, or all but one): their sockets re-check and close. */
  | { type: 'sessions_revoked'; userId: string }
  /** The invited list changed in the conversations this person has open invitations to. */
  | { type: 'invitations_of_inviter_changed'; inviterId: string }
  /** The person made or revoked an open invitation link: their other tabs list their links again. */
  | { type: 'invitation_links_changed'; userId: string }
  /** The person made, replaced or revoked their calendar feed: their other tabs show it again. */
  | { type: 'calendar_feed_changed'; userId: string }
  /** The invited list changed in these conversations. */
  | { type: 'invitations_changed'; conversationIds: string[] }
  /** The user's name or photo changed (or was erased): everyone who shares a conversation sees it. */
  | { type: 'profile_updated'; userId: string }
  /** A choice only the user sees (dark mode) changed: their other tabs and devices follow. */
  | { type: 'preferences_changed'; userId: string }
  /** The user's settings (address awaiting confirmation, notifications, devices) changed: to them alone. */
  | { type: 'settings_changed'; userId: string }
  /** Someone used invitations (by registering, or signed in): the people already there hear of them. */
  | { type: 'invitations_accepted'; newcomer: EventUser; accepted: AcceptedInvitation[] }
  /** A conversation began: everyone in it (the creator's other tabs too) lists it. */
  | { type: 'conversation_created'; conversationId: string; creatorId: string; participantIds: string[] }
  | {
      type: 'conversation_renamed';
      conversationId: string;
      newName: string;
      nameVersion: number;
      participantIds: string[];
    }
  | { type: 'conversation_deleted'; conversationId: string; participantIds: string[] }
  | {
      type: 'participant_added';
      conversationId: string;
      added: EventUser;
      participantIds: string[];
      addedById: string;
    }
  | { type: 'participant_removed'; conversationId: string; removed: EventUser; remainingIds: string[] }
  /** The invited addresses of one conversation changed; these participants are told the list as it is now. */
  | { type: 'conversation_invitations_changed'; conversationId: string; participantIds: string[] }
  /** A message was stored: everyone in the conversation sees it; those with no socket open get a push. */
  | { type: 'message_sent'; sent: SentMessage }
  /** A reaction was given or taken back. */
  | {
      type: 'reaction_changed';
      added: boolean;
      messageId: number;
      conversationId: string;
      emoji: string;
      userId: string;
      participantIds: string[];
    }
  /** The user read up to a message: the others see "seen". */
  | {
      type: 'conversation_read';
      conversationId: string;
      userId: string;
      lastMessageId: number;
      seenAt: Date;
      participantIds: string[];
    };

export interface Outcome<T> {
  result: T;
  events: DomainEvent[];
}
