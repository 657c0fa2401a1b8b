/** The assistant's contract, shared by the server's providers and the browser's demo. */

export interface RewriteResult {
  rewritten: string;
  rewrittenMessage: string;
  original: string;
  emotionalTone: string;
  improvements: string[];
}

/**
 * POST /api/messages/rewrite's answer: the assistant's result and the server's signature of the
 * proposal, which POST /api/messages needs to store it (server/ai/rewrite-proof.ts).
 */
export interface RewriteResponse extends RewriteResult {
  rewriteProof: string;
}

export type ReplyTone = 'friendly' | 'professional' | 'empathetic' | 'direct';
export interface ReplySuggestion {
  text: string;
  tone: ReplyTone | string;
  /** 0 to 1; the web shows it as a rounded percentage match. */
  confidence: number;
}

export interface ConversationLine {
  sender: string;
  text: string;
}

export interface Assistant {
  rewrite(message: string, context?: ConversationLine[]): Promise<RewriteResult>;
  suggestReplies(history: string[], current: string): Promise<ReplySuggestion[]>;
  coach(messageText: string, context?: string): Promise<{ advice: string }>;
  summarize(messages: ConversationLine[]): Promise<{ summary: string }>;
}
