import { useState } from 'react';
import type { NoteInput } from '@common/schemas/record-note';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { assistantApi } from './assistant-api';
import { proposalFrom, type RewriteProposal } from './use-rewrite';

/** A note as a record write takes it: the person's words, or the assistant's with its proof. */
export type Note = Pick<
  NoteInput,
  'content' | 'wasRewritten' | 'originalContent' | 'rewrittenContent' | 'rewriteProof'
>;

const asWritten = (content: string): Note => ({
  content,
  wasRewritten: false,
  originalContent: null,
  rewrittenContent: null,
  rewriteProof: null,
});

/**
 * A note (a dispute's reason, a change request's reason) goes through the assistant as a message
 * does: when it proposes a calmer version, the person chooses theirs or its (sent with its proof).
 * Without the assistant the note goes as written; without a subscription the first note is not sent
 * unreviewed behind the writer's back: they are told, and what they send next goes as written.
 */
export function useNoteReview() {
  const [proposal, setProposal] = useState<RewriteProposal | null>(null);
  const [asking, setAsking] = useState(false);
  const [assistantOff, setAssistantOff] = useState(false);

  /** The note to send now, or null when the person has a choice to make first (or was told). */
  const review = async (raw: string): Promise<Note | null> => {
    const text = raw.trim();
    if (!text || assistantOff) return asWritten(text);
    setAsking(true);
    try {
      const found = proposalFrom(text, await assistantApi.rewrite(text));
      if (found?.proof) {
        setProposal(found);
        return null;
      }
      return asWritten(text);
    } catch (err) {
      if (err instanceof ApiError && err.status === 402) {
        setAssistantOff(true);
        return null;
      }
      return asWritten(text);
    } finally {
      setAsking(false);
    }
  };

  /** The note the person chose from the proposal: the assistant's version, or their own. */
  const chosen = (improved: boolean): Note | null =>
    proposal && {
      content: improved ? proposal.rewritten : proposal.original.trim(),
      wasRewritten: improved,
      originalContent: proposal.original.trim(),
      rewrittenContent: proposal.rewritten,
      rewriteProof: proposal.proof,
    };

  return { proposal, asking, assistantOff, review, chosen, reset: () => setProposal(null) };
}

export type NoteReview = ReturnType<typeof useNoteReview>;

/** The assistant's proposal with the choice of which to send, or the notice that it is off. */
export function NoteProposal({
  review,
  busy,
  what,
  onSend,
}: {
  review: NoteReview;
  busy: boolean;
  /** 'a reason': what the notice names. */
  what: string;
  onSend: (note: Note) => void;
}) {
  const send = (improved: boolean) => {
    const note = review.chosen(improved);
    if (note) onSend(note);
  };
  return (
    <>
      {review.assistantOff && (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          The assistant reviews {what} with a subscription. Send again to send it as you wrote it.
        </p>
      )}
      {review.proposal && (
        <div
          className="space-y-2 rounded-md border border-sky-300 bg-sky-50 p-2 text-sm dark:border-sky-700 dark:bg-sky-950"
          aria-live="polite"
        >
          <p>The assistant suggests: “{review.proposal.rewritten}”</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={busy} onClick={() => send(true)}>
              Send suggested
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => send(false)}>
              Send mine
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
