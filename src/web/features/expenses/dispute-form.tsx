import { useId, useState } from 'react';
import type { NoteInput } from '@common/schemas/record-note';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { Label, Textarea } from '../../ui/input';
import { assistantApi } from '../assistant/assistant-api';
import { proposalFrom, type RewriteProposal } from '../assistant/use-rewrite';

type Note = Pick<
  NoteInput,
  'content' | 'wasRewritten' | 'originalContent' | 'rewrittenContent' | 'rewriteProof'
>;

/**
 * The reason for a dispute goes through the assistant as a message does: when it proposes a calmer
 * version, the person chooses to send it (with the assistant's proof) or their own words. Without the
 * assistant (no subscription, offline) the reason goes as written.
 */
export function DisputeForm({ busy, onSend }: { busy: boolean; onSend: (note: Note) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [proposal, setProposal] = useState<RewriteProposal | null>(null);
  const [asking, setAsking] = useState(false);

  const [assistantOff, setAssistantOff] = useState(false);

  const review = async () => {
    const text = reason.trim();
    const asWritten = () =>
      onSend({
        content: text,
        wasRewritten: false,
        originalContent: null,
        rewrittenContent: null,
        rewriteProof: null,
      });
    if (assistantOff) return asWritten();
    setAsking(true);
    try {
      const found = proposalFrom(text, await assistantApi.rewrite(text));
      if (found?.proof) return setProposal(found);
      asWritten();
    } catch (err) {
      // As with a message: without a subscription the first reason is not sent unreviewed behind the
      // writer's back; they are told, and what they send next goes as written.
      if (err instanceof ApiError && err.status === 402) setAssistantOff(true);
      else asWritten();
    } finally {
      setAsking(false);
    }
  };
  const send = (improved: boolean) => {
    if (!proposal) return;
    onSend({
      content: improved ? proposal.rewritten : proposal.original.trim(),
      wasRewritten: improved,
      originalContent: proposal.original.trim(),
      rewrittenContent: proposal.rewritten,
      rewriteProof: proposal.proof,
    });
  };

  return (
    <form
      className="space-y-2 pt-1"
      aria-label="Dispute"
      onSubmit={(ev) => {
        ev.preventDefault();
        void review();
      }}
    >
      <Label htmlFor={id}>Reason for the dispute</Label>
      <Textarea
        id={id}
        required
        maxLength={2000}
        value={reason}
        onChange={(ev) => {
          setReason(ev.target.value);
          setProposal(null);
        }}
      />
      {assistantOff && (
        <p className="text-slate-700 dark:text-slate-300" role="status">
          The assistant reviews a reason with a subscription. Send again to send it as you wrote it.
        </p>
      )}
      {proposal ? (
        <div
          className="space-y-2 rounded-md border border-sky-300 bg-sky-50 p-2 dark:border-sky-700 dark:bg-sky-950"
          aria-live="polite"
        >
          <p>The assistant suggests: “{proposal.rewritten}”</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={busy} onClick={() => send(true)}>
              Send suggested
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => send(false)}>
              Send mine
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" size="sm" disabled={busy || asking || !reason.trim()}>
          {asking ? 'Checking...' : 'Send dispute'}
        </Button>
      )}
    </form>
  );
}
