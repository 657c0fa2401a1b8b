import { Clock } from 'lucide-react';
import { type OutboxFeature, usePendingRecordWrites } from '../../lib/record-outbox';

/**
 * Calendar proposals or expenses written offline that the server has not stored yet
 * (lib/record-outbox.ts): listed at the top of their dialog, marked as waiting, until they are sent.
 */
export function PendingRecordWrites({
  conversationId,
  feature,
  userId,
}: {
  conversationId: string;
  feature: OutboxFeature;
  userId: string;
}) {
  const pending = usePendingRecordWrites(conversationId, feature, userId);
  if (pending.length === 0) return null;
  return (
    <section
      aria-labelledby={`pending-${feature}`}
      data-testid="pending-records"
      className="rounded-lg border border-dashed border-brand-600 bg-brand-50 p-3 text-sm text-slate-900 dark:border-brand-100 dark:bg-slate-800 dark:text-slate-100"
    >
      <h3 id={`pending-${feature}`} className="flex items-center gap-1 font-semibold">
        <Clock className="h-4 w-4" aria-hidden="true" />
        Waiting to send
      </h3>
      <p className="mb-1 text-slate-700 dark:text-slate-300">
        Saved on this device. Sent once, when you're back online.
      </p>
      <ul className="list-disc pl-5">
        {pending.map((item) => (
          <li key={item.clientId} data-testid="pending-record">
            {item.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
