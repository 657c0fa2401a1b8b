import { format } from 'date-fns';
import { DATE_FORMATS } from '@common/constants';
import type { TicketReplyView } from '@common/schemas/support';

/** Support's answers on a ticket, oldest first: on /support for the person, in the admin's Reply dialog. */
export function TicketReplies({ replies }: { replies: TicketReplyView[] }) {
  if (replies.length === 0) return null;
  return (
    <ol className="mt-2 space-y-2" aria-label="Replies from support">
      {replies.map((reply) => (
        <li
          key={reply.id}
          className="rounded-md border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm dark:border-blue-400 dark:bg-slate-800"
          data-testid="ticket-reply"
        >
          <p className="text-xs font-semibold text-slate-700 dark:text-slate-200">
            Reply from support · {format(new Date(reply.createdAt), DATE_FORMATS.ticket)}
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
            {reply.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
