import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { Label, Textarea } from '../../ui/input';
import { NoteProposal, useNoteReview, type Note } from '../assistant/note-review';

/**
 * The reason for a dispute goes through the assistant as a message does (assistant/note-review.tsx):
 * when it proposes a calmer version, the person chooses to send it (with the assistant's proof) or
 * their own words. Without the assistant (no subscription, offline) the reason goes as written.
 */
export function DisputeForm({ busy, onSend }: { busy: boolean; onSend: (note: Note) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const review = useNoteReview();

  return (
    <form
      className="space-y-2 pt-1"
      aria-label="Dispute"
      onSubmit={(ev) => {
        ev.preventDefault();
        void review.review(reason).then((note) => note && onSend(note));
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
          review.reset();
        }}
      />
      <NoteProposal review={review} busy={busy} what="a reason" onSend={onSend} />
      {!review.proposal && (
        <Button type="submit" size="sm" disabled={busy || review.asking || !reason.trim()}>
          {review.asking ? 'Checking...' : 'Send dispute'}
        </Button>
      )}
    </form>
  );
}
