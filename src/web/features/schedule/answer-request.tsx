import { useId, useRef, useState } from 'react';
import { describeChange } from '@common/schedule/describe';
import type { ChangeRequestView } from '@common/schemas/schedule';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { FieldError, Input, Label } from '../../ui/input';
import { NoteProposal, useNoteReview, type Note } from '../assistant/note-review';
import { useScheduleWrite } from './schedule-api';

type Decision = 'accepted' | 'declined';

/**
 * Accept or decline another participant's change request, with an optional reason that goes through
 * the assistant as the proposer's did (assistant/note-review.tsx); the reason is the answer's note in
 * the record, shown under its sentence in the timeline and listed in exports.
 */
export function AnswerRequest({
  conversationId,
  request,
}: {
  conversationId: string;
  request: ChangeRequestView;
}) {
  const ids = { reason: useId(), error: useId() };
  const write = useScheduleWrite(conversationId);
  const review = useNoteReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  // The decision the person clicked, kept while they choose between their reason and the assistant's.
  const decision = useRef<Decision>('accepted');

  const send = async (note: Note) => {
    setError(undefined);
    try {
      await write.mutateAsync({
        path: `requests/${encodeURIComponent(request.id)}/answer`,
        body: { decision: decision.current, note },
      });
    } catch (e) {
      setError(errorMessage(e, 'The answer could not be sent. Please try again.'));
    }
  };
  const answer = async (which: Decision) => {
    decision.current = which;
    setError(undefined);
    const note = await review.review(reason);
    if (note) await send(note);
  };
  const busy = write.isPending || review.asking;
  return (
    <form
      className="mt-2 space-y-2"
      aria-label={`Answer: ${describeChange(request.change)}`}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="max-w-md">
        <Label htmlFor={ids.reason}>Reason (optional)</Label>
        <Input
          id={ids.reason}
          value={reason}
          maxLength={1000}
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            review.reset();
          }}
        />
      </div>
      <FieldError id={ids.error} message={error} />
      {review.proposal && (
        <p className="text-sm">
          {decision.current === 'accepted' ? 'Accepting' : 'Declining'}, with a reason.
        </p>
      )}
      <NoteProposal
        review={review}
        busy={write.isPending}
        what="a reason"
        onSend={(note) => void send(note)}
      />
      {!review.proposal && (
        <div className="flex gap-2">
          <Button type="button" size="sm" disabled={busy} onClick={() => void answer('accepted')}>
            Accept
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void answer('declined')}
          >
            Decline
          </Button>
          {review.asking && (
            <span className="self-center text-sm" role="status">
              Checking...
            </span>
          )}
        </div>
      )}
    </form>
  );
}
