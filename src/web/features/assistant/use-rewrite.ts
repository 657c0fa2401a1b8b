/**
 * The rewrite step of the send flow: asks the assistant about a draft and returns a proposal only when it
 * would change the message (a calm message is sent straight away).
 */
import type { RewriteResponse } from '@common/assistant/types';
import { loadLocalAssistant, loadLocalAssistantWhenIdle } from '../../lib/local-assistant';
import { isOfflineFailure } from '../../lib/offline-queue';
import { assistantApi } from './assistant-api';

/** What the assistant proposes for a draft. */
export interface RewriteProposal {
  original: string;
  rewritten: string;
  emotionalTone: string;
  improvements: string[];
  /**
   * The server's signature of this proposal, which sending rewrittenContent needs; null for one made
   * on this device while offline (the offline queue asks the server for it before sending).
   */
  proof: string | null;
}

/** The API allows `rewritten` or `rewrittenMessage`; the first non-empty one wins. */
export function proposalFrom(draft: string, result: Partial<RewriteResponse>): RewriteProposal | null {
  const rewritten = (result.rewritten || result.rewrittenMessage || '').trim();
  if (!rewritten || rewritten === draft.trim()) return null;
  return {
    original: draft,
    rewritten,
    emotionalTone: result.emotionalTone || 'neutral',
    improvements: Array.isArray(result.improvements) ? result.improvements : [],
    proof: result.rewriteProof ?? null,
  };
}

/**
 * Plug into useSendFlow({ rewriteStep: assistantRewriteStep }). Rejects with the ApiError (402 included).
 * Without a connection the draft is still reviewed before it is queued: by the same rules the server's
 * local assistant runs, here on the device (a charged message must not go out unreviewed because the
 * train went into a tunnel).
 */
export async function assistantRewriteStep(text: string): Promise<RewriteProposal | null> {
  try {
    return proposalFrom(text, await assistantApi.rewrite(text));
  } catch (error) {
    if (!isOfflineFailure(error)) throw error;
    const local = await loadLocalAssistant().catch(() => null);
    if (!local) throw error;
    return proposalFrom(text, await local.rewrite(text));
  }
}

/**
 * The offline review's engine, fetched while the person writes (when the browser is idle) so it is ready
 * if the connection drops before they send. Returns a function that cancels a load not yet started.
 */
export function preloadOfflineReview(): () => void {
  return loadLocalAssistantWhenIdle();
}
