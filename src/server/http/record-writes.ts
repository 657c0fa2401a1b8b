import type { FastifyReply } from 'fastify';
import type { NoteInput } from '../../common/schemas/record-note';
import type { RewriteProofs } from '../ai/rewrite-proof';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/accounts';
import type { SentMessage } from '../domain/entries';
import { presentMessage } from '../presenters/message';
import { publishNewMessage } from '../realtime/conversation-events';

/** What the routes that record entries (schedule, expenses) share. */

/** A note that claims the assistant's words must carry the assistant's proof, as a message does. */
export function checkNote(proofs: RewriteProofs, user: UserRow, note: NoteInput): void {
  if (note.rewrittenContent != null)
    proofs.assertValid(
      user.id,
      note.originalContent ?? '',
      note.rewrittenContent.trim(),
      note.rewriteProof ?? '',
    );
}

/**
 * Answers with the timeline entry recorded (201), or the stored one for a retry with the same clientId
 * (200); a new entry is published as a new message, so every window (timeline and feature) updates.
 */
export async function replyWithEntry(deps: AppDeps, reply: FastifyReply, user: UserRow, sent: SentMessage) {
  if (sent.created) await publishNewMessage(deps.bus, sent);
  return reply.code(sent.created ? 201 : 200).send(presentMessage(sent.row, user.id, sent.context));
}
