import { useRef, useState } from 'react';
import type { ScheduleRangeView } from '@common/schemas/schedule';
import { apiRequest, errorMessage, isOfflineFailure } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { sendOrQueue } from '../../lib/record-outbox';
import { NoteProposal, useNoteReview, type Note } from '../assistant/note-review';
import { scheduleKeys, useScheduleWrite } from './schedule-api';

/**
 * Sends a calendar write, or, with no connection, keeps it to be sent once when the connection returns
 * (record-outbox.ts; `label` names it in the "waiting to send" list). Its clientId is made here, once,
 * so a resend after a lost answer is the same write to the server.
 */
export function useSubmit(conversationId: string, onDone: () => void) {
  const write = useScheduleWrite(conversationId);
  const [error, setError] = useState<string>();
  const submit = async (path: string, body: object, label: string) => {
    setError(undefined);
    const full = { clientId: crypto.randomUUID(), ...body };
    try {
      await sendOrQueue(
        {
          clientId: full.clientId,
          conversationId,
          feature: 'schedule',
          path: `/api/conversations/${encodeURIComponent(conversationId)}/schedule/${path}`,
          body: full,
          label,
        },
        () => write.mutateAsync({ path, body: full }),
      );
      onDone();
    } catch (e) {
      setError(errorMessage(e, 'That could not be saved. Please try again.'));
    }
  };
  return { submit, error, busy: write.isPending };
}

/**
 * Who has the children on each day from `from` to `to`: asked of the server, or, offline, read from
 * the months already loaded (kept on the device, offline-cache.ts).
 */
export async function custodyBetween(conversationId: string, from: string, to: string) {
  try {
    const view = await apiRequest<ScheduleRangeView>(
      'GET',
      `/api/conversations/${encodeURIComponent(conversationId)}/schedule?from=${from}&to=${to}`,
    );
    return view.custody;
  } catch (error) {
    if (!isOfflineFailure(error)) throw error;
    return queryClient
      .getQueriesData<ScheduleRangeView>({ queryKey: scheduleKeys.conversation(conversationId) })
      .flatMap(([, view]) => view?.custody ?? []);
  }
}

/**
 * A change request with a reason: the reason goes through the assistant first, as a message does
 * (assistant/note-review.tsx); the request is sent once the person has their note.
 */
export function useReviewedProposal(conversationId: string, onDone: () => void) {
  const { submit, error, busy } = useSubmit(conversationId, onDone);
  const review = useNoteReview();
  const pending = useRef<{ body: object; label: string } | null>(null);
  /** `label` names the request in the "waiting to send" list when it is queued offline. */
  const propose = async (body: object, reason: string, label: string) => {
    pending.current = { body, label };
    const note = await review.review(reason);
    if (note) await submit('requests', { ...body, note }, label);
  };
  const sendChosen = (note: Note) => {
    const p = pending.current;
    if (p) void submit('requests', { ...p.body, note }, p.label);
  };
  const proposal = <NoteProposal review={review} busy={busy} what="a reason" onSend={sendChosen} />;
  return { propose, proposal, review, error, busy: busy || review.asking };
}
