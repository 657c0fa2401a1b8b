import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';

const count = new Intl.NumberFormat('en-US');

/** 'Showing 1–50 of 3,204 users', 'No users match “ann”': what the page shows, as one sentence. */
export function pageStatus({
  offset,
  shown,
  total,
  noun,
  q,
}: {
  offset: number;
  shown: number;
  total: number;
  /** Singular and plural: ['user', 'users']. */
  noun: readonly [string, string];
  q?: string;
}): string {
  const [one, many] = noun;
  const matching = q ? ` matching “${q}”` : '';
  if (total === 0) return q ? `No ${many} match “${q}”` : `No ${many} yet`;
  if (shown === 0) return `No ${many} on this page (${count.format(total)} in all${matching})`;
  const from = count.format(offset + 1);
  const to = count.format(offset + shown);
  return `Showing ${from}–${to} of ${count.format(total)} ${total === 1 ? one : many}${matching}`;
}

export interface PageControlsProps {
  /** Names the controls: 'Users' gives 'Users pages'. */
  label: string;
  status: string;
  /**
   * The page has no rows. The list then says so where its rows would be (EmptyPage), for the eye, and
   * the status line keeps saying it for screen readers only: each hears or sees it once.
   */
  empty: boolean;
  offset: number;
  limit: number;
  total: number;
  busy: boolean;
  onOffset: (offset: number) => void;
  /** A search box, before the status. */
  children?: ReactNode;
}

/**
 * Above a paged admin list: its status (a polite live region, so a screen reader hears each new page
 * and each search's result) and Previous / Next (PageButtons).
 */
export function PageControls({
  label,
  status,
  empty,
  offset,
  limit,
  total,
  busy,
  onOffset,
  children,
}: PageControlsProps) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between dark:border-slate-700">
      {children}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:ml-auto sm:justify-end">
        <p
          role="status"
          aria-busy={busy}
          className={empty ? 'sr-only' : 'text-sm text-slate-700 tabular-nums dark:text-slate-300'}
        >
          {status}
        </p>
        <PageButtons
          label={`${label} pages`}
          offset={offset}
          limit={limit}
          total={total}
          onOffset={onOffset}
        />
      </div>
    </div>
  );
}

/** Rows on a page from which Previous / Next are offered again at its end (a phone's 25 cards are a long scroll). */
const FOOTER_FROM_ROWS = 6;

/**
 * Previous / Next again below a long page, so someone who scrolled to its end need not scroll back up. It has no
 * status of its own (the one above is the live region: a second would say each page twice); turning the page from
 * here brings the top of the list into view, where the new page starts.
 */
export function PageFooter({ label, empty, offset, limit, total, onOffset }: PageControlsProps) {
  const rows = Math.min(limit, total - offset);
  if (empty || rows < FOOTER_FROM_ROWS) return null;
  return (
    <div className="flex justify-end border-t border-slate-200 p-4 dark:border-slate-700">
      <PageButtons
        label={`${label} pages, end of list`}
        offset={offset}
        limit={limit}
        total={total}
        onOffset={(next, from) => {
          onOffset(next);
          from.closest('[role="tabpanel"]')?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}

/**
 * Previous / Next. A button at the end of the list stays focusable, marked aria-disabled, so focus is not lost from
 * under the keyboard when the last page arrives.
 */
function PageButtons({
  label,
  offset,
  limit,
  total,
  onOffset,
}: {
  label: string;
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number, from: HTMLElement) => void;
}) {
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;
  return (
    <nav aria-label={label} className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-disabled={!hasPrevious}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={(e) => hasPrevious && onOffset(Math.max(0, offset - limit), e.currentTarget)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={!hasNext}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={(e) => hasNext && onOffset(offset + limit, e.currentTarget)}
      >
        Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

/**
 * What an empty page of a list under PageControls shows where its rows would be ('No admin activity
 * yet'). Hidden from screen readers, which hear the same from the controls' status line (a live
 * region, so also when a search or a deletion empties the page): said once, to the eye and to the ear.
 */
export function EmptyPage({ children }: { children: ReactNode }) {
  return (
    <p aria-hidden="true" className="p-6 text-center text-slate-600 dark:text-slate-300">
      {children}
    </p>
  );
}

/**
 * The Users tab's search: what is typed is searched a moment after typing stops (or at once on Enter),
 * so each key does not fetch a page.
 */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), 300);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <form
      role="search"
      className="w-full sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="pl-9"
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
    </form>
  );
}
