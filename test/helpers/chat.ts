import { randomUUID } from 'node:crypto';
import type { CreateConversationResult, MessageView } from '../../src/common/types';
import type { Client } from './app';

/** Starts a conversation through the API and returns it. */
export async function startConversation(
  client: Client,
  participantEmails: string[],
  name: string | null = null,
): Promise<CreateConversationResult> {
  const res = await client({
    method: 'POST',
    url: '/api/conversations',
    payload: { name, participantEmails },
  });
  if (res.statusCode >= 300) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Sends a message through the API and returns it. */
export async function sendText(
  client: Client,
  conversationId: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<MessageView> {
  const res = await client({
    method: 'POST',
    url: '/api/messages',
    payload: { conversationId, clientId: randomUUID(), content, ...extra },
  });
  if (res.statusCode >= 300) throw new Error(`send failed ${res.statusCode}: ${res.body}`);
  return res.json();
}
