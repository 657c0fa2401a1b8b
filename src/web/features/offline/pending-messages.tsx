import { Clock } from 'lucide-react';
import type { QueuedMessage } from '../../lib/offline-queue';

/**
 * Messages written offline that the server has not stored yet, shown after the conversation's history
 * like one's own messages but marked as waiting.
 */
export function PendingMessages({ pending }: { pending: QueuedMessage[] }) {
  if (pending.length === 0) return null;
  return (
    <ul aria-label="Messages waiting to be sent" className="flex flex-col gap-1 px-2 pb-2">
      {pending.map((message) => (
        <li key={message.clientId} data-testid="pending-message" className="flex flex-row-reverse px-2 py-1">
          <div className="flex max-w-[80%] flex-col items-end">
            <p className="mb-0.5 inline-flex items-center gap-1 px-1 text-xs text-slate-600 dark:text-slate-400">
              <Clock className="h-3 w-3" aria-hidden="true" />
              <span>Pending</span>
              <span className="sr-only">: will be sent when you're back online</span>
            </p>
            <div className="rounded-2xl rounded-tr-sm border border-dashed border-brand-600 bg-brand-50 px-3 py-2 text-sm text-slate-900 dark:border-brand-100 dark:bg-slate-800 dark:text-slate-100">
              <p className="whitespace-pre-wrap break-words" data-testid="pending-message-text">
                {message.finalContent}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
