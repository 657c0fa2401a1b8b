/**
 * The local assistant: offline, deterministic, pure TypeScript. It runs on the server as the default
 * provider (and as the fallback of the openai provider) and in the browser for the demo page.
 */
import { coachMessage } from './coach';
import { rewriteMessage } from './rewrite';
import { suggestReplies } from './suggest';
import { summarizeConversation } from './summarize';
import type { Assistant } from './types';

export function createLocalAssistant(): Assistant {
  return {
    rewrite: async (message) => rewriteMessage(message),
    suggestReplies: async (history, current) => suggestReplies(history, current),
    coach: async (messageText, context) => ({ advice: coachMessage(messageText, context ?? '') }),
    summarize: async (messages) => ({ summary: summarizeConversation(messages) }),
  };
}

export { rewriteMessage };
