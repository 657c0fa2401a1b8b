import { randomUUID } from 'node:crypto';
import type { CreateConversationResult, MessageView } from '../../src/common/types';
import { loadRewriteProofs } from '../../src/server/ai/rewrite-proof';
import type { Database } from '../../src/server/db/client';
import type { Client } from './app';

/**
 * A message's drafts as the web sends them after "Send Improved" (or, with `improved: false`, "Send
 * Original"), carrying the proof POST /api/messages/rewrite would have given for this proposal.
 */
export async function proposalDrafts(
  db: Database,
  userId: string,
  original: string,
  rewritten: string,
  { improved = true } = {},
) {
  const proofs = await loadRewriteProofs(db);
  return {
    wasRewritten: improved,
    originalContent: original,
    rewrittenContent: rewritten,
    rewriteProof: proofs.sign(userId, original, rewritten.trim()),
  };
}

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
