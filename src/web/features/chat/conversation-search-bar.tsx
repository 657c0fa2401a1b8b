import { X } from 'lucide-react';
import { Input } from '../../ui/input';
import { resultCountLabel } from './format';

/** The in-conversation search input, its result count and the clear button. */
export function ConversationSearchBar({
  query,
  onQuery,
  resultCount,
  onClose,
}: {
  query: string;
  onQuery: (q: string) => void;
  resultCount: number;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900/60">
      <label htmlFor="conversation-search" className="sr-only">
        Search this conversation
      </label>
      <Input
        id="conversation-search"
        type="search"
        autoFocus
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
        placeholder="Search messages..."
        className="h-9 flex-1"
      />
      {query.trim() && (
        <span
          className="shrink-0 text-xs text-slate-600 dark:text-slate-300"
          aria-live="polite"
          data-testid="search-count"
        >
          {resultCountLabel(resultCount)}
        </span>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label="Clear search"
        className="tap-target flex items-center justify-center rounded p-1.5 hover:bg-slate-200 dark:hover:bg-slate-700"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
