/**
 * 'AI Reply Suggestions': a toggleable panel under the conversation, enabled only when the conversation
 * has messages. Suggestions are fetched only while visible, and again only when the newest message's id
 * or final content changes. They reply to the other person: when the newest message is your own there
 * are none to offer. Picking one hands its text to `onPick` (sent as is, not rewritten); its 'Edit first'
 * button hands it to `onEdit` instead, to put in the message box.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Lightbulb, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReplySuggestion } from '@common/assistant/types';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { assistantApi, suggestionContext } from './assistant-api';
import { WAITING_FOR_CONNECTION } from './ask-when-open';

export interface SuggestionMessage {
  id: number | string;
  senderId: string;
  finalContent: string;
}

export function ReplySuggestions({
  conversationId,
  myId,
  messages,
  onPick,
  onEdit,
  onPaymentRequired,
  defaultVisible = true,
}: {
  conversationId: string;
  /** The reader: a reply to their own last message is never suggested. */
  myId: string;
  /** The conversation's messages, oldest first (only the last 5 are used). */
  messages: readonly SuggestionMessage[];
  onPick: (text: string) => void;
  /** 'Edit first': the suggestion goes into the message box instead of out. */
  onEdit: (text: string) => void;
  /** Called instead of the failure toast when the server answers 402. */
  onPaymentRequired?: () => void;
  defaultVisible?: boolean;
}) {
  const [visible, setVisible] = useState(defaultVisible);
  const panelId = useId();
  const { history, current } = suggestionContext(messages);
  const last = messages[messages.length - 1];
  const hasMessages = history.length > 0;
  const lastIsMine = last?.senderId === myId;

  const query = useQuery<ReplySuggestion[]>({
    // Only the newest message's id and text decide when to regenerate.
    queryKey: ['ai', 'suggested-replies', conversationId, last?.id ?? null, last?.finalContent ?? null],
    queryFn: () => assistantApi.suggestedReplies(history, current),
    enabled: visible && hasMessages && !lastIsMine,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // Each failure is reported once: the effect follows the error alone, not the callback's identity
  // (a new callback on every render re-opened the upgrade dialog as soon as it was closed). After a
  // 402 the panel folds, so nothing asks again until the person opens it.
  const paymentRequired = useRef(onPaymentRequired);
  paymentRequired.current = onPaymentRequired;
  useEffect(() => {
    if (!query.error) return;
    if (query.error instanceof ApiError && query.error.status === 402 && paymentRequired.current) {
      setVisible(false);
      paymentRequired.current();
    } else
      toast({
        title: 'AI Reply Generation Failed',
        description: 'Unable to generate reply suggestions',
        variant: 'destructive',
        durationMs: 1500,
      });
  }, [query.error]);

  const replies = query.isError || lastIsMine ? [] : (query.data ?? []);

  return (
    <section
      className="border-t border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900/60"
      aria-label="AI Reply Suggestions"
    >
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 rounded px-1 py-1 text-left text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60"
        aria-expanded={visible && hasMessages}
        aria-controls={panelId}
        disabled={!hasMessages}
        onClick={() => setVisible((v) => !v)}
      >
        <span className="inline-flex items-center gap-2">
          <Lightbulb className="h-4 w-4 text-amber-500" aria-hidden="true" />
          AI Reply Suggestions
        </span>
        {visible && hasMessages ? (
          <ChevronUp className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        )}
        <span className="sr-only">{visible ? 'Hide suggestions' : 'Show suggestions'}</span>
      </button>
      {visible && hasMessages && (
        // At most 30% of the screen (20% of a short one: a phone on its side, or with its keyboard up),
        // scrolling inside itself, so the messages and the message box stay in view. The padding keeps
        // the suggestions' focus rings inside the scrolling box.
        <div
          id={panelId}
          className="relative -mx-1 mt-1 max-h-[30dvh] overflow-y-auto overscroll-contain p-1 [@media(max-height:600px)]:max-h-[20dvh]"
        >
          {query.isFetching && !lastIsMine ? (
            <div
              className="space-y-2"
              aria-busy="true"
              aria-label="Loading suggestions"
              data-testid="suggestions-loading"
            >
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-9 animate-pulse rounded-md bg-slate-200 dark:bg-slate-700" />
              ))}
            </div>
          ) : query.fetchStatus === 'paused' && !lastIsMine ? (
            <p className="px-1 py-2 text-sm text-slate-500 dark:text-slate-400">{WAITING_FOR_CONNECTION}</p>
          ) : replies.length === 0 ? (
            <p className="px-1 py-2 text-sm text-slate-500 dark:text-slate-400">No suggestions available</p>
          ) : (
            <ul className="space-y-2">
              {replies.map((reply) => (
                <li key={`${reply.tone}-${reply.text}`} className="flex items-stretch gap-1">
                  <button
                    type="button"
                    onClick={() => onPick(reply.text)}
                    className="min-w-0 flex-1 rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-800 dark:hover:bg-slate-700"
                    data-testid="reply-suggestion"
                  >
                    <span className="block">{reply.text}</span>
                    <span className="mt-1 flex gap-2 text-xs text-slate-600 dark:text-slate-300">
                      <span className="capitalize">{reply.tone}</span>
                      <span aria-hidden="true">·</span>
                      <span>{Math.round(Math.min(1, Math.max(0, reply.confidence)) * 100)}% match</span>
                    </span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onEdit(reply.text)}
                    aria-label={`Edit first: ${reply.text}`}
                    title="Edit first"
                    className="flex shrink-0 flex-col items-center justify-center gap-0.5 rounded-md border border-slate-200 bg-white px-2 text-xs text-slate-700 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
                    data-testid="edit-suggestion"
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    <span>Edit first</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
