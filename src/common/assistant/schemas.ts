import { z } from 'zod';
import { MESSAGE_MAX, SUMMARY_DEFAULT_COUNT } from '../constants';
import { text as plainText } from '../schemas/text';

/** Request and response schemas of the assistant's endpoints, shared by the server and the web. */

/** Free text the assistant reads: no NUL (as everywhere), at most a message's length. */
const text = (label: string) =>
  plainText().max(MESSAGE_MAX, `${label} can be at most ${MESSAGE_MAX} characters`);

/** POST /api/messages/rewrite */
export const rewriteRequestSchema = z.object({
  message: text('A message').refine((s) => s.trim().length > 0, 'Please type a message'),
});

/** POST /api/ai/suggested-replies: the final contents of the last messages (the web sends 5), and the newest. */
export const suggestedRepliesRequestSchema = z.object({
  conversationHistory: z.array(text('A message')).max(20, 'Send at most 20 messages of history').default([]),
  currentMessage: text('The current message').default(''),
});

/** POST /api/ai/conflict-coach */
export const conflictCoachRequestSchema = z.object({
  messageText: text('The message'),
  conversationContext: z
    .string()
    .max(MESSAGE_MAX * 5, `The conversation context can be at most ${MESSAGE_MAX * 5} characters`)
    .default(''),
});

/** POST /api/ai/conversation-summary */
export const conversationSummaryRequestSchema = z.object({
  conversationId: z.uuid('Conversation not found'),
  messageCount: z.coerce.number().int().min(1).max(200).default(SUMMARY_DEFAULT_COUNT),
});

export const rewriteResultSchema = z.object({
  rewritten: z.string(),
  rewrittenMessage: z.string(),
  original: z.string(),
  emotionalTone: z.string(),
  improvements: z.array(z.string()),
});

export const replySuggestionSchema = z.object({
  text: z.string(),
  tone: z.string(),
  confidence: z.number().min(0).max(1),
});
