import { format, isToday } from 'date-fns';
import { MoreVertical } from 'lucide-react';
import { useRef } from 'react';
import type { ConversationView } from '@common/types';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { ConversationAvatar } from './conversation-avatar';
import { ConversationTitle } from './conversation-title';
import { conversationTitle, onlineLabel, truncatePreview, unreadBadgeText } from './format';
import { RowModePanel, type RowMode } from './row-mode-panel';

/** The id of a row's own button (the one that opens the conversation), for focus to come back to it. */
export const rowButtonId = (conversationId: string) => `conversation-row-${conversationId}`;

function lastActivity(iso: string): string {
  const date = new Date(iso);
  return isToday(date) ? format(date, 'h:mm a') : format(date, 'MMM d');
}

/** One conversation in the sidebar: select it, or act on it through its options menu. */
export function ConversationRow({
  conversation,
  myId,
  online,
  selected,
  mode,
  onSelect,
  onMode,
  onOpen,
}: {
  conversation: ConversationView;
  myId: string;
  online: Set<string>;
  selected: boolean;
  mode: RowMode | null;
  onSelect: () => void;
  onMode: (mode: RowMode | null) => void;
  onOpen: (conversationId: string) => void;
}) {
  const title = conversationTitle(conversation, myId);
  const presence = onlineLabel(conversation, myId, online);
  const last = conversation.lastMessage;
  // A last message that arrives while the list is on screen pops for 0.8 s.
  const firstSeenId = useRef(last?.id);
  const popped = last !== null && last.id !== firstSeenId.current;
  const unread = selected ? 0 : conversation.unreadCount;
  const optionsButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const itemChosen = useRef(false);
  const choose = (next: RowMode) => {
    itemChosen.current = true;
    onMode(next);
  };
  // The menu gives focus back to ⋮ once it has closed, which would take it from the field (or list)
  // the chosen item just opened in the row: focus that instead. Dialogs render elsewhere and focus themselves.
  const focusOpenedPanel = (e: Event) => {
    const field = itemChosen.current ? panel.current?.querySelector<HTMLElement>('input, button') : null;
    itemChosen.current = false;
    if (!field) return;
    e.preventDefault();
    field.focus();
  };
  // The panel is gone: focus goes back to where it was opened from, not to the page's start.
  const finish = () => {
    onMode(null);
    optionsButton.current?.focus();
  };

  return (
    <li data-testid="conversation-row" data-conversation-id={conversation.id}>
      <div
        className={cn(
          'group flex items-center rounded-lg',
          selected ? 'bg-brand-50 dark:bg-slate-800' : 'hover:bg-slate-100 dark:hover:bg-slate-800/60',
        )}
      >
        <button
          type="button"
          id={rowButtonId(conversation.id)}
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-3 text-left"
        >
          <ConversationAvatar conversation={conversation} myId={myId} online={online} />
          <span key={last?.id ?? 'none'} className={cn('min-w-0 flex-1', popped && 'animate-pop')}>
            <span className="flex items-baseline justify-between gap-2">
              <span className="relative min-w-0 font-medium" title={title} data-testid="conversation-title">
                <ConversationTitle conversation={conversation} myId={myId} />
              </span>
              {presence && <span className="sr-only">, {presence}</span>}
              {last && (
                <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                  {lastActivity(last.createdAt)}
                </span>
              )}
            </span>
            <span className="flex items-center justify-between gap-2">
              <span
                className={cn(
                  'truncate text-sm',
                  unread ? 'font-semibold' : 'text-slate-600 dark:text-slate-300',
                )}
                data-testid="conversation-preview"
              >
                {last ? truncatePreview(last.finalContent) : 'No messages yet'}
              </span>
              {unread > 0 && (
                <Badge aria-label={`${unread} unread`} data-testid="unread-badge">
                  {unreadBadgeText(unread)}
                </Badge>
              )}
            </span>
          </span>
        </button>
        <DropdownMenu>
          <DropdownMenuTrigger
            ref={optionsButton}
            className="tap-target mr-1 flex items-center justify-center rounded-md p-2 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
            aria-label={`Options for ${title}`}
          >
            <MoreVertical className="h-4 w-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" onCloseAutoFocus={focusOpenedPanel}>
            <DropdownMenuItem onSelect={() => choose('rename')}>Rename</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => choose('add')}>Add User</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => choose('remove')}>Remove User</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => choose('leave')}>Leave Conversation</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => choose('delete')} className="text-red-700 dark:text-red-400">
              Delete Conversation
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div ref={panel}>
        {mode && (
          <RowModePanel
            conversation={conversation}
            myId={myId}
            title={title}
            mode={mode}
            onDone={finish}
            onOpen={onOpen}
          />
        )}
      </div>
    </li>
  );
}
