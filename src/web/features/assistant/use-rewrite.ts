/**
 * The rewrite step of the send flow: asks the assistant about a draft and returns a proposal only when it
 * would change the message (DESIGN.md: a calm message is sent straight away).
 */
import type { RewriteResult } from '@common/assistant/types';
import { assistantApi } from './assistant-api';

export interface RewriteProposal {
  original: string;
  rewritten: string;
  emotionalTone: string;
  improvements: string[];
}

/** SPEC §3 allows `rewritten` or `rewrittenMessage`; the first non-empty one wins. */
export function proposalFrom(draft: string, result: Partial<RewriteResult>): RewriteProposal | null {
  const rewritten = (result.rewritten || result.rewrittenMessage || '').trim();
  if (!rewritten || rewritten === draft.trim()) return null;
  return {
    original: draft,
    rewritten,
    emotionalTone: result.emotionalTone || 'neutral',
    improvements: Array.isArray(result.improvements) ? result.improvements : [],
  };
}

/** Plug into useSendFlow({ rewriteStep: assistantRewriteStep }). Rejects with the ApiError (402 included). */
export async function assistantRewriteStep(text: string): Promise<RewriteProposal | null> {
  return proposalFrom(text, await assistantApi.rewrite(text));
}
