import { z } from 'zod';
import { checkDrafts, messageText } from './messages';

/**
 * What every record write shares (the schedule's, the expenses'): the client's idempotency key, and a
 * note in the person's own words that goes through the assistant as a message does.
 */

export const clientIdSchema = z
  .string({ error: 'clientId is required' })
  .trim()
  .min(8, 'clientId is required')
  .max(64, 'clientId can be at most 64 characters');

/**
 * A note in the person's own words (why they ask, why they decline or dispute), which goes through the
 * assistant as a message does: the same drafts and the same proof of the assistant's proposal.
 */
export const noteSchema = z
  .object({
    content: messageText('A note').trim().default(''),
    wasRewritten: z.boolean().default(false),
    originalContent: messageText('The original note')
      .nullish()
      .transform((v) => v ?? null),
    rewrittenContent: messageText('The rewritten note')
      .nullish()
      .transform((v) => v ?? null),
    rewriteProof: z
      .string()
      .max(100, 'rewriteProof is not a proof from /api/messages/rewrite')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine(checkDrafts, { when: (payload) => payload.issues.length === 0 });
export type NoteInput = z.output<typeof noteSchema>;
const emptyNote: NoteInput = {
  content: '',
  wasRewritten: false,
  originalContent: null,
  rewrittenContent: null,
  rewriteProof: null,
};
export const optionalNote = noteSchema.optional().transform((n) => n ?? emptyNote);
