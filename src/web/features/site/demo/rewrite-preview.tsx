import { Pencil, Send, Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RewriteResult } from '@common/assistant/types';
import { Button } from '../../../ui/button';

/** The demo: the harsh-word preview card. Focus moves onto it so its choices are announced and reachable. */
export function RewritePreview({
  result,
  onSendImproved,
  onSendOriginal,
  onEdit,
  onCancel,
}: {
  result: RewriteResult;
  onSendImproved: () => void;
  onSendOriginal: () => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.focus(), []);

  return (
    <div
      ref={card}
      tabIndex={-1}
      role="region"
      aria-labelledby="rewrite-preview-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 dark:border-brand-700/50 dark:bg-slate-800"
    >
      <div className="flex items-start gap-2">
        <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-blue-300" aria-hidden="true" />
        <h2 id="rewrite-preview-title" className="flex-1 font-semibold">
          Parley suggests a calmer version
        </h2>
        <button
          type="button"
          onClick={onCancel}
          aria-label="Close suggestion"
          className="rounded p-1 text-slate-600 hover:bg-white/70 dark:text-slate-300 dark:hover:bg-slate-700"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-lg border border-red-200 bg-white p-3 dark:border-red-900 dark:bg-slate-900">
          <dt className="text-xs font-semibold uppercase tracking-wide text-red-800 dark:text-red-300">
            Original
          </dt>
          <dd className="mt-1 break-words">{result.original}</dd>
        </div>
        <div className="rounded-lg border border-emerald-200 bg-white p-3 dark:border-emerald-900 dark:bg-slate-900">
          <dt className="text-xs font-semibold uppercase tracking-wide text-emerald-800 dark:text-emerald-300">
            Improved
          </dt>
          <dd className="mt-1 break-words">{result.rewritten}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
          Tone: {result.emotionalTone}
        </span>
        {result.improvements.length > 0 && (
          <ul className="w-full list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
            {result.improvements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={onSendImproved}>
          <Send className="h-4 w-4" aria-hidden="true" /> Send Improved
        </Button>
        <Button size="sm" variant="outline" onClick={onSendOriginal}>
          Send Original
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
