import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@common/constants';

/**
 * Unsent drafts, one per person and conversation, kept in this tab's session storage so a reload
 * (or opening another conversation and coming back) does not lose what was being written. Session,
 * not local, storage: a draft stays with the tab it was written in and ends with it. A draft leaves
 * storage when the input empties, which is what sending (or queueing it offline) does. Blocked or
 * full storage only means drafts are not kept, as before.
 */
type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const draftKey = (userId: string, conversationId: string) =>
  `${STORAGE_KEYS.draftPrefix}${userId}:${conversationId}`;

function sessionStore(): DraftStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(store: DraftStore | null, userId: string, conversationId: string): string {
  try {
    return store?.getItem(draftKey(userId, conversationId)) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(store: DraftStore | null, userId: string, conversationId: string, text: string) {
  try {
    // Only blanks is no draft: nothing to bring back.
    if (text.trim()) store?.setItem(draftKey(userId, conversationId), text);
    else store?.removeItem(draftKey(userId, conversationId));
  } catch {
    // Full or blocked storage: the draft lives only in the input.
  }
}

/** Signing out (or a session that ended) leaves no one's words behind in the tab. */
export function forgetDrafts(store: DraftStore | null = sessionStore()): void {
  try {
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(STORAGE_KEYS.draftPrefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** Where the message a draft answers (a quoted reply) is kept: beside the draft, under the same prefix. */
const replyTargetKey = (userId: string, conversationId: string) =>
  `${draftKey(userId, conversationId)}:reply-to`;

/**
 * The id of the message the draft answers, restored from and saved to session storage like the draft,
 * so a reload does not send the words without the message they answer.
 */
export function usePersistedReplyTarget(userId: string, conversationId: string) {
  const [replyToId, setReplyToId] = useState<number | null>(() => {
    try {
      const stored = Number(sessionStore()?.getItem(replyTargetKey(userId, conversationId)) ?? NaN);
      return Number.isInteger(stored) ? stored : null;
    } catch {
      return null;
    }
  });
  useEffect(() => {
    try {
      const key = replyTargetKey(userId, conversationId);
      if (replyToId == null) sessionStore()?.removeItem(key);
      else sessionStore()?.setItem(key, String(replyToId));
    } catch {
      // Full or blocked storage: the quote lives only in the page.
    }
  }, [userId, conversationId, replyToId]);
  return [replyToId, setReplyToId] as const;
}

/** The composer's text for one conversation, restored from and saved to session storage. */
export function usePersistedDraft(userId: string, conversationId: string) {
  // The pane is keyed by conversation, so this reads once per conversation opened.
  const [draft, setDraft] = useState(() => loadDraft(sessionStore(), userId, conversationId));
  useEffect(() => {
    saveDraft(sessionStore(), userId, conversationId, draft);
  }, [userId, conversationId, draft]);
  return [draft, setDraft] as const;
}
