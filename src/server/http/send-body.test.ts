import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendMessageSchema } from '../../common/schemas/messages';
import { MESSAGE_MAX } from '../../common/constants';
import { parsePlainSend } from './messages';

const conversationId = randomUUID();
const clientId = randomUUID();
const plain = { conversationId, clientId, content: 'hello there' };

/** Every body parsePlainSend takes is one the schema takes, with the same value; the rest it leaves to the schema. */
const bodies: unknown[] = [
  plain,
  { ...plain, content: '  padded  ' },
  { ...plain, content: 'x'.repeat(MESSAGE_MAX) },
  { ...plain, content: ` ${'x'.repeat(MESSAGE_MAX)}` },
  { ...plain, content: 'x'.repeat(MESSAGE_MAX + 1) },
  { ...plain, content: '' },
  { ...plain, content: '   ' },
  { ...plain, content: '\u200b\u200e' },
  { ...plain, content: 'a\u0000b' },
  { ...plain, content: 'broken \ud83d' },
  { ...plain, content: 'pair 😀 ok' },
  { ...plain, content: 'ünïcödé and 日本語' },
  { ...plain, content: 42 },
  { ...plain, content: null },
  { conversationId, clientId },
  { ...plain, conversationId: 'not-a-uuid' },
  { ...plain, conversationId: conversationId.toUpperCase() },
  { ...plain, clientId: '00000000-0000-0000-0000-000000000000' },
  { ...plain, clientId: '12345678-1234-0234-8234-123456789012' },
  { ...plain, clientId: 7 },
  { ...plain, wasRewritten: false },
  { ...plain, wasRewritten: 'false' },
  { ...plain, wasRewritten: true },
  { ...plain, wasRewritten: 'true' },
  { ...plain, wasRewritten: null },
  { ...plain, wasRewritten: 'no' },
  { ...plain, originalContent: null, rewrittenContent: null, rewriteProof: null, replyToMessageId: null },
  { ...plain, originalContent: 'hello there' },
  { ...plain, rewrittenContent: 'hi', rewriteProof: 'p' },
  { ...plain, rewriteProof: 'p' },
  { ...plain, replyToMessageId: 3 },
  { ...plain, replyToMessageId: '3' },
  { ...plain, replyToMessageId: 0 },
  { ...plain, attachmentIds: [] },
  { ...plain, attachmentIds: [randomUUID()] },
  { ...plain, attachmentIds: null },
  { ...plain, attachmentIds: {} },
  { ...plain, extra: 'ignored', type: 'x' },
  { ...plain, content: '', attachmentIds: [] },
  [plain],
  null,
  'text',
  undefined,
];

describe('parsePlainSend', () => {
  it('takes only bodies the schema takes, with the same value', () => {
    let fast = 0;
    for (const body of bodies) {
      const quick = parsePlainSend(body);
      const schema = sendMessageSchema.safeParse(body);
      if (quick === null) continue;
      fast += 1;
      expect(schema.success, JSON.stringify(body)).toBe(true);
      expect(quick, JSON.stringify(body)).toEqual(schema.data);
    }
    expect(fast).toBeGreaterThanOrEqual(10);
  });

  it('takes the common send: words only, with or without the optional fields set to nothing', () => {
    expect(parsePlainSend(plain)).not.toBeNull();
    expect(
      parsePlainSend({ ...plain, wasRewritten: false, replyToMessageId: null, attachmentIds: [] }),
    ).not.toBeNull();
  });
});
