import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SentMessage } from '../domain/entries';
import { presentMessage, senderViewJson, type MessageContext, type MessageRow } from '../presenters/message';
import { eventJson, memoryBus, type Envelope } from './bus';
import { publishNewMessage } from './conversation-events';

function sentMessage(conversationName: string | null): SentMessage {
  const senderId = randomUUID();
  const other = randomUUID();
  const row: MessageRow = {
    id: 41,
    conversationId: randomUUID(),
    senderId,
    clientId: randomUUID(),
    content: 'Pick-up is at "5pm" — ok? 😀',
    finalContent: 'Pick-up is at "5pm" — ok? 😀',
    originalContent: 'pick up 5',
    rewrittenContent: 'Pick-up is at "5pm" — ok? 😀',
    wasRewritten: true,
    replyToMessageId: null,
    kind: 'message',
    payload: null,
    prevHash: 'a'.repeat(64),
    hash: 'b'.repeat(64),
    createdAt: new Date('2026-11-28T17:00:00.123Z'),
  };
  const context: MessageContext = {
    users: new Map([
      [senderId, { id: senderId, firstName: 'Ann', lastName: 'Lee', email: 'a@x', avatarVersion: null }],
    ]),
    replies: new Map(),
    reactions: new Map(),
    attachments: new Map(),
    previousIds: new Map([[41, 40]]),
  };
  return { row, created: true, conversationName, participantIds: [senderId, other], context };
}

describe('publishNewMessage', () => {
  for (const name of [null, 'Kids "handover" \\ plans ✓']) {
    it(`writes each copy as JSON.stringify would, the sender's with the text the ack carries (name ${JSON.stringify(name)})`, async () => {
      const bus = memoryBus();
      const heard: Envelope[] = [];
      bus.subscribe((envelope) => heard.push(envelope));
      const sent = sentMessage(name);
      await publishNewMessage(bus, sent);
      expect(heard).toHaveLength(2);
      for (const envelope of heard) expect(eventJson(envelope)).toBe(JSON.stringify(envelope.event));
      const own = heard.find((e) => e.userIds[0] === sent.row.senderId)!;
      const senderView = presentMessage(sent.row, sent.row.senderId, sent.context);
      expect(own.event).toMatchObject({ type: 'new_message', message: senderView });
      expect(senderViewJson(sent.row, sent.context)).toBe(JSON.stringify(senderView));
      expect(eventJson(own)).toContain(`"message":${JSON.stringify(senderView)}}`);
    });
  }

  it('presents the sender’s view once per row, and again for a row it has not seen', () => {
    const sent = sentMessage(null);
    expect(senderViewJson(sent.row, sent.context)).toBe(
      JSON.stringify(presentMessage(sent.row, sent.row.senderId, sent.context)),
    );
  });
});
