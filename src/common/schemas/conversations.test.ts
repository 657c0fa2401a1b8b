import { describe, expect, it } from 'vitest';
import { createConversationSchema, renameConversationSchema, withoutDanglingEnd } from './conversations';

describe('conversation names', () => {
  it('drops what a cut at 25 characters leaves dangling at the end', () => {
    // 'Kids schedule with Dan - pickups' in a field that stops at 25 characters.
    expect(withoutDanglingEnd('Kids schedule with Dan - ')).toBe('Kids schedule with Dan');
    expect(withoutDanglingEnd('Pickups — Mon/Wed, Fri &')).toBe('Pickups — Mon/Wed, Fri');
    expect(withoutDanglingEnd('School run: mornings,')).toBe('School run: mornings');
    expect(withoutDanglingEnd('Holidays (summer')).toBe('Holidays (summer');
    expect(withoutDanglingEnd('Holidays (')).toBe('Holidays');
    expect(withoutDanglingEnd('Dan –')).toBe('Dan');
  });

  it('keeps endings a name can really have', () => {
    for (const name of ['Smith Jr.', 'Q&A?', 'Family :-)', 'C++ club', 'C++', 'Mom & Dad!', 'Plans [2026]']) {
      expect(withoutDanglingEnd(name)).toBe(name);
    }
  });

  it('is linear on a long run of separators', () => {
    const hostile = `${' -'.repeat(200_000)}x`;
    const started = performance.now();
    expect(withoutDanglingEnd(hostile)).toBe(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stores the rename without the dangling end, and refuses a name that is nothing else', () => {
    expect(renameConversationSchema.parse({ name: ' Kids schedule with Dan - ' })).toEqual({
      name: 'Kids schedule with Dan',
    });
    const empty = renameConversationSchema.safeParse({ name: ' - ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Please enter a conversation name');
    expect(
      createConversationSchema.parse({ name: 'Trip -', participantEmails: ['a@example.com'] }).name,
    ).toBe('Trip');
  });
});
