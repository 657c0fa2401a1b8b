import { describe, expect, it } from 'vitest';
import type { ConversationView, MessageView, UserSummary } from '../../../common/types';
import {
  conversationTitle,
  conversationTitleParts,
  dayLabel,
  looksLikeEmail,
  matchesSearch,
  onlineLabel,
  resultCountLabel,
  seenStatus,
  truncateLabel,
  truncatePreview,
  unreadBadgeText,
} from './format';

describe('chat formatting', () => {
  it('names a conversation nobody has joined yet by the addresses invited to it', () => {
    const alone = {
      name: null,
      participants: [{ userId: 'me', user: { id: 'me' }, lastReadMessageId: null }],
      invited: [],
    } as unknown as ConversationView;
    expect(conversationTitle(alone, 'me')).toBe('Just you');
    expect(conversationTitle({ ...alone, invited: ['dan@example.com'] }, 'me')).toBe(
      'dan@example.com (invited)',
    );
    expect(conversationTitle({ ...alone, name: 'Pickups', invited: ['dan@example.com'] }, 'me')).toBe(
      'Pickups',
    );
    // Apart, so the address can be cut to fit and '(invited)' never is.
    expect(conversationTitleParts({ ...alone, invited: ['dan@example.com'] }, 'me')).toEqual({
      label: 'dan@example.com',
      invited: true,
    });
    expect(conversationTitleParts(alone, 'me')).toEqual({ label: 'Just you', invited: false });
  });

  it('truncates labels at 18 and previews at 30 with an ellipsis', () => {
    expect(truncateLabel('a'.repeat(18))).toBe('a'.repeat(18));
    expect(truncateLabel('a'.repeat(19))).toBe(`${'a'.repeat(18)}...`);
    expect(truncatePreview('b'.repeat(31))).toBe(`${'b'.repeat(30)}...`);
  });

  it('caps the unread badge at 99+', () => {
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('labels days as Today, Yesterday or the full date', () => {
    const now = new Date(2026, 10, 22, 9, 0);
    expect(dayLabel(new Date(2026, 10, 22, 0, 1).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 20, 12, 0).toISOString(), now)).toBe('November 20, 2026');
  });

  it('gives every seen status of a two-person conversation', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    const seen = (at: Date | null) => ({
      id: 10,
      createdAt: now.toISOString(),
      deliveredAt: null,
      seenAt: at ? at.toISOString() : null,
    });
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(seenStatus(null, now)).toBe('No messages sent');
    expect(seenStatus(seen(null), now)).toBe('Not seen yet');
    expect(seenStatus(seen(ago(4)), now)).toBe('Seen now');
    expect(seenStatus(seen(ago(12)), now)).toBe('Seen 12m ago');
    expect(seenStatus(seen(ago(150)), now)).toBe('Seen 2h ago');
    expect(seenStatus(seen(new Date(2026, 10, 1, 8, 0)), now)).toBe('Seen November 01, 2026');
  });

  it('searches final, original and rewritten content and the sender, ignoring case', () => {
    const message = {
      finalContent: 'Can we talk tomorrow?',
      originalContent: 'You NEVER listen',
      rewrittenContent: 'I would like to be heard',
      sender: {
        id: 'u',
        firstName: 'Robin',
        lastName: 'Hale',
        email: 'robin@example.com',
        profileImageUrl: null,
      },
    } as MessageView;
    for (const q of ['TOMORROW', 'never', 'heard', 'robin', 'HALE', 'example.com', '   ']) {
      expect(matchesSearch(message, q)).toBe(true);
    }
    expect(matchesSearch(message, 'banana')).toBe(false);
  });

  it('counts results and recognises e-mail addresses', () => {
    expect(resultCountLabel(1)).toBe('1 result');
    expect(resultCountLabel(3)).toBe('3 results');
    expect(looksLikeEmail('sam@example.com')).toBe(true);
    expect(looksLikeEmail('sam')).toBe(false);
  });

  describe('online label for screen readers', () => {
    const person = (id: string, firstName: string, lastName: string): UserSummary => ({
      id,
      firstName,
      lastName,
      email: `${id}@example.com`,
      profileImageUrl: null,
    });
    const me = person('me', 'Robin', 'Hale');
    const dan = person('dan', 'Dan', 'Reyes');
    const kim = person('kim', 'Kim', 'Ono');
    const conversation = (name: string | null, people: UserSummary[]) =>
      ({
        id: 'c',
        name,
        participants: people.map((user) => ({ userId: user.id, user, lastReadMessageId: null })),
      }) as ConversationView;

    it("says only 'online' when the one-to-one is called by the other person's name", () => {
      expect(onlineLabel(conversation(null, [me, dan]), me.id, new Set(['dan']))).toBe('online');
    });

    it('names who is online once a one-to-one is renamed', () => {
      const renamed = conversation('Kids schedule', [me, dan]);
      expect(onlineLabel(renamed, me.id, new Set(['dan', 'me']))).toBe('Dan Reyes is online');
    });

    it('names one person or counts several in a group, and is null when nobody else is online', () => {
      const group = conversation('Family', [me, dan, kim]);
      expect(onlineLabel(group, me.id, new Set(['kim']))).toBe('Kim Ono is online');
      expect(onlineLabel(group, me.id, new Set(['kim', 'dan']))).toBe('2 people online');
      expect(onlineLabel(group, me.id, new Set(['me']))).toBeNull();
    });
  });
});
