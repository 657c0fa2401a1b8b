/**
 * The rewrite step of the send flow: asks the assistant about a draft and returns a proposal only when it
 * would change the message (DESIGN.md: a calm message is sent straight away).
 */
import type { RewriteResponse } from '@common/assistant/types';
import { assistantApi } from './assistant-api';

/** What the assistant proposes for a draft (SPEC §3 rewrite result). */
export interface RewriteProposal {
  original: string;
  rewritten: string;
  emotionalTone: string;
  improvements: string[];
  /** The server's signature of this proposal; sending rewrittenContent needs it. */
  proof: string;
}

/** SPEC §3 allows `rewritten` or `rewrittenMessage`; the first non-empty one wins. */
export function proposalFrom(draft: string, result: Partial<RewriteResponse>): RewriteProposal | null {
  const rewritten = (result.rewritten || result.rewrittenMessage || '').trim();
  // Without the proof the proposal could not be sent as improved: the draft goes as written.
  if (!rewritten || rewritten === draft.trim() || !result.rewriteProof) return null;
  return {
    original: draft,
    rewritten,
    emotionalTone: result.emotionalTone || 'neutral',
    improvements: Array.isArray(result.improvements) ? result.improvements : [],
    proof: result.rewriteProof,
  };
}

/** Plug into useSendFlow({ rewriteStep: assistantRewriteStep }). Rejects with the ApiError (402 included). */
export async function assistantRewriteStep(text: string): Promise<RewriteProposal | null> {
  return proposalFrom(text, await assistantApi.rewrite(text));
}
