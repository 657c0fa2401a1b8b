import { describe, expect, it } from 'vitest';
import type { MembershipEventView, MessageView, UserSummary } from '@common/types';
import { membershipText } from './membership-line';
import { timeline } from './message-list';

const person = (id: string, firstName: string): UserSummary => ({
  id,
  firstName,
  lastName: 'Lopez',
  email: `${id}@example.com`,
  profileImageUrl: null,
});
const maya = person('maya', 'Maya');
const sam = person('sam', 'Sam');
const message = (id: number, createdAt: string) => ({ id, createdAt }) as MessageView;
const event = (
  id: number,
  createdAt: string,
  kind: MembershipEventView['kind'] = 'left',
): MembershipEventView => ({ id, createdAt, kind, actor: sam, subject: sam });

describe('the timeline of a conversation', () => {
  const messages = [message(1, '2026-11-24T10:00:00Z'), message(2, '2026-11-24T11:00:00Z')];

  it('puts each coming and going before the first message written after it', () => {
    const items = timeline(
      messages,
      [event(1, '2026-11-24T09:00:00Z'), event(2, '2026-11-24T10:30:00Z'), event(3, '2026-11-24T12:00:00Z')],
      false,
    );
    expect(items.map((i) => (i.type === 'message' ? `m${i.message.id}` : `e${i.event.id}`))).toEqual([
      'e1',
      'm1',
      'e2',
      'm2',
      'e3',
    ]);
  });

  it('keeps events older than the loaded messages for when older pages arrive', () => {
    const items = timeline(messages, [event(1, '2026-11-24T09:00:00Z')], true);
    expect(items.map((i) => i.type)).toEqual(['message', 'message']);
  });

  it('says who did what, with "you" for the reader', () => {
    const added: MembershipEventView = { ...event(1, '', 'added'), actor: maya, subject: sam };
    expect(membershipText(added, 'maya')).toBe('You added Sam Lopez');
    expect(membershipText(added, 'sam')).toBe('Maya Lopez added you');
    expect(membershipText({ ...added, kind: 'removed' }, 'dan')).toBe('Maya Lopez removed Sam Lopez');
    expect(membershipText(event(2, '', 'left'), 'maya')).toBe('Sam Lopez left');
    expect(membershipText(event(3, '', 'joined'), 'maya')).toBe('Sam Lopez joined from an invitation');
  });
});
