import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { MessageSearchResult } from '@common/types';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Input, Label } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { chatApi } from './chat-api';
import {
  conversationTitle,
  dayLabel,
  fullName,
  messageTime,
  resultCountLabel,
  truncateLabel,
} from './format';
import { useConversations } from './queries';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** The menu's Search Messages: searches every conversation on the server; a result opens it at the message. */
export function MessageSearchDialog({
  open,
  myId,
  onClose,
  onPick,
}: {
  open: boolean;
  /** To name an unnamed conversation by the people in it, as the list does. */
  myId: string;
  onClose: () => void;
  onPick: (conversationId: string, messageId: number) => void;
}) {
  const [value, setValue] = useState('');
  const q = useDebounced(value.trim(), 250);
  const results = useQuery({
    queryKey: ['/api/messages/search', q],
    queryFn: () => chatApi.searchMessages(q),
    enabled: open && q.length > 0,
    staleTime: 0,
  });

  const showCount = results.data !== undefined && !results.isFetching;
  const conversations = useConversations().data;
  // "in Weekend plans", "in Dan Reyes"; nothing when it would only repeat the sender (their one-to-one).
  const whereFound = (r: MessageSearchResult) => {
    const conversation = conversations?.find((c) => c.id === r.conversationId);
    const title = r.conversationName ?? (conversation ? conversationTitle(conversation, myId) : null);
    return title && title !== fullName(r.sender) ? title : null;
  };

  const close = () => {
    setValue('');
    onClose();
  };
  const pick = (r: MessageSearchResult) => {
    close();
    onPick(r.conversationId, r.id);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent title="Search Messages" description="Search across all of your conversations.">
        <Label htmlFor="global-search" className="sr-only">
          Search all messages
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="global-search"
            type="search"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="Search messages..."
            className="pl-9"
            autoFocus
          />
        </div>
        {/*
          Only the count is a live region: it is read at each pause in typing, where a live list
          re-read every result. Screen-reader users go on to the list by Tab.
        */}
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {showCount ? resultCountLabel(results.data.length) : ''}
        </p>
        <div className="relative mt-2 max-h-80 overflow-y-auto">
          {/* Seen, not heard: 'Searching...' at every pause would be as noisy as the list was. */}
          {results.isFetching && (
            <div aria-hidden="true">
              <Spinner label="Searching..." />
            </div>
          )}
          {showCount && (
            <ul className="space-y-1">
              {results.data.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    onClick={() => pick(r)}
                    className="w-full rounded-md px-3 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <span className="flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                      <span>
                        {fullName(r.sender)}
                        {whereFound(r) ? ` in ${truncateLabel(whereFound(r)!)}` : ''}
                      </span>
                      <span>
                        {dayLabel(r.createdAt)} {messageTime(r.createdAt)}
                      </span>
                    </span>
                    <span className={r.highlighted ? 'font-medium' : undefined}>{r.finalContent}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {results.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              Search failed. Please try again.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
