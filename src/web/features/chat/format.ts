import { differenceInMinutes, format, isSameDay, subDays } from 'date-fns';
import { DATE_FORMATS, LABEL_TRUNCATE, PREVIEW_TRUNCATE, UNREAD_BADGE_MAX } from '../../../common/constants';
import { fullName } from '../../../common/names';
import type { ConversationView, MessageView, UserSummary } from '../../../common/types';

/** Names and labels at 18 characters, previews at 30, each with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}
export const truncateLabel = (text: string) => truncate(text, LABEL_TRUNCATE);
export const truncatePreview = (text: string) => truncate(text, PREVIEW_TRUNCATE);

export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

export { fullName };

export function initials(user: Pick<UserSummary, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

export function otherParticipants(conversation: ConversationView, myId: string): UserSummary[] {
  return conversation.participants.filter((p) => p.userId !== myId).map((p) => p.user);
}

/**
 * An unnamed conversation is called by the other people in it; with nobody else yet, by the
 * addresses invited to it (they join when they register), else 'Just you'. Apart, so the label can
 * be cut to fit and the invited marker never is.
 */
export function conversationTitleParts(
  conversation: ConversationView,
  myId: string,
): { label: string; invited: boolean } {
  if (conversation.name) return { label: conversation.name, invited: false };
  const others = otherParticipants(conversation, myId);
  if (others.length === 0 && conversation.invited.length > 0)
    return { label: conversation.invited.join(', '), invited: true };
  if (others.length === 0) return { label: 'Just you', invited: false };
  const label = others.map((u) => (others.length === 1 ? fullName(u) : u.firstName)).join(', ');
  return { label, invited: false };
}

export const INVITED_MARKER = '(invited)';

export function conversationTitle(conversation: ConversationView, myId: string): string {
  const { label, invited } = conversationTitleParts(conversation, myId);
  return invited ? `${label} ${INVITED_MARKER}` : label;
}

/**
 * Who is online, in words, for screen readers: the green dots are pictures only. Null when nobody
 * else is. A one-to-one conversation called by the other person's name only needs 'online' after
 * it; once renamed ('Kids schedule') the name no longer says who, so the label does.
 */
export function onlineLabel(
  conversation: ConversationView,
  myId: string,
  online: Set<string>,
): string | null {
  const others = otherParticipants(conversation, myId);
  const here = others.filter((person) => online.has(person.id));
  if (here.length === 0) return null;
  if (others.length === 1 && !conversation.name) return 'online';
  return here.length === 1 ? `${fullName(here[0]!)} is online` : `${here.length} people online`;
}

/** 'h:mm a'. */
export function messageTime(iso: string): string {
  return format(new Date(iso), DATE_FORMATS.messageTime);
}

/** Date separators: Today, Yesterday, or the full date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, DATE_FORMATS.general);
}

export function dayKey(iso: string): string {
  return new Date(iso).toDateString();
}

/**
 * The seen status for a two-person conversation, from my newest message there and the time the
 * other person saw it (the server's seenAt).
 */
export function seenStatus(myLastMessage: ConversationView['myLastMessage'], now: Date): string {
  if (!myLastMessage) return 'No messages sent';
  if (!myLastMessage.seenAt) return 'Not seen yet';
  const seenAt = new Date(myLastMessage.seenAt);
  const minutes = Math.max(0, differenceInMinutes(now, seenAt));
  if (minutes < 5) return 'Seen now';
  if (minutes < 60) return `Seen ${minutes}m ago`;
  if (minutes < 24 * 60) return `Seen ${Math.floor(minutes / 60)}h ago`;
  return `Seen ${format(seenAt, DATE_FORMATS.general)}`;
}

/** Case-insensitive substring over final, original, rewritten content and the sender. */
export function matchesSearch(message: MessageView, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const fields = [
    message.finalContent,
    message.originalContent ?? '',
    message.rewrittenContent ?? '',
    message.sender.firstName,
    message.sender.lastName,
    message.sender.email,
  ];
  return fields.some((f) => f.toLowerCase().includes(q));
}

export function resultCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'result' : 'results'}`;
}

/** A chat target that looks like an e-mail address creates a conversation by e-mail. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
