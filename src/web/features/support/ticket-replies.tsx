import { format } from 'date-fns';
import { DATE_FORMATS } from '@common/constants';
import type { TicketReplyView } from '@common/schemas/support';
import { cn } from '../../lib/cn';

/**
 * A ticket's thread, oldest first: on /support under the person's own ticket, in the admin's Reply
 * dialog. `ownerLabel` names the person's own replies for whoever is reading ('Your reply' for them).
 */
export function TicketReplies({ replies, ownerLabel }: { replies: TicketReplyView[]; ownerLabel: string }) {
  if (replies.length === 0) return null;
  return (
    <ol className="mt-2 space-y-2" aria-label="Replies">
      {replies.map((reply) => (
        <li
          key={reply.id}
          className={cn(
            'rounded-md border-l-4 px-3 py-2 text-sm',
            reply.author === 'support'
              ? 'border-brand-600 bg-brand-50 dark:border-blue-400 dark:bg-slate-800'
              : 'border-slate-400 bg-slate-50 dark:border-slate-500 dark:bg-slate-800/60',
          )}
          data-testid="ticket-reply"
        >
          <p className="text-xs font-semibold text-slate-700 dark:text-slate-200">
            {reply.author === 'support' ? 'Reply from support' : ownerLabel} ·{' '}
            <time dateTime={reply.createdAt}>{format(new Date(reply.createdAt), DATE_FORMATS.admin)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
            {reply.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
