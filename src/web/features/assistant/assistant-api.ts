/** The assistant's calls. Errors are ApiErrors ("status: body"); a 402 means a subscription is needed. */
import type { ReplySuggestion, RewriteResponse } from '@common/assistant/types';
import { SUGGESTION_CONTEXT_MESSAGES, SUMMARY_DEFAULT_COUNT } from '@common/constants';
import { apiRequest } from '../../lib/api';

export const assistantApi = {
  rewrite: (message: string) => apiRequest<RewriteResponse>('POST', '/api/messages/rewrite', { message }),
  suggestedReplies: async (
    conversationHistory: string[],
    currentMessage: string,
  ): Promise<ReplySuggestion[]> => {
    const res = await apiRequest<{ replies?: unknown }>('POST', '/api/ai/suggested-replies', {
      conversationHistory,
      currentMessage,
    });
    // A response whose replies is not a list gives an empty list.
    return Array.isArray(res?.replies) ? (res.replies as ReplySuggestion[]) : [];
  },
  coach: (messageText: string, conversationContext: string) =>
    apiRequest<{ advice: string }>('POST', '/api/ai/conflict-coach', { messageText, conversationContext }),
  summary: (conversationId: string, messageCount = SUMMARY_DEFAULT_COUNT) =>
    apiRequest<{ summary: string }>('POST', '/api/ai/conversation-summary', { conversationId, messageCount }),
};

/** The suggestion context: final contents of the last 5 messages, empty ones dropped. */
export function suggestionContext(messages: ReadonlyArray<{ finalContent: string }>): {
  history: string[];
  current: string;
} {
  const history = messages
    .slice(-SUGGESTION_CONTEXT_MESSAGES)
    .map((m) => m.finalContent)
    .filter((t) => t.trim() !== '');
  return { history, current: messages[messages.length - 1]?.finalContent ?? '' };
}
