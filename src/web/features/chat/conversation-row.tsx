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
import { conversationTitle, truncateLabel, truncatePreview, unreadBadgeText } from './format';
import { RowModePanel, type RowMode } from './row-mode-panel';

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
}: {
  conversation: ConversationView;
  myId: string;
  online: Set<string>;
  selected: boolean;
  mode: RowMode | null;
  onSelect: () => void;
  onMode: (mode: RowMode | null) => void;
}) {
  const title = conversationTitle(conversation, myId);
  const last = conversation.lastMessage;
  // SPEC §4: a last message that arrives while the list is on screen pops for 0.8 s.
  const firstSeenId = useRef(last?.id);
  const popped = last !== null && last.id !== firstSeenId.current;
  const unread = selected ? 0 : conversation.unreadCount;

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
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-3 text-left"
        >
          <ConversationAvatar conversation={conversation} myId={myId} online={online} />
          <span key={last?.id ?? 'none'} className={cn('min-w-0 flex-1', popped && 'animate-pop')}>
            <span className="flex items-baseline justify-between gap-2">
              <span className="truncate font-medium" title={title} data-testid="conversation-title">
                {truncateLabel(title)}
              </span>
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
            className="mr-1 rounded-md p-2 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
            aria-label={`Options for ${title}`}
          >
            <MoreVertical className="h-4 w-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onMode('rename')}>Rename</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onMode('add')}>Add User</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onMode('remove')}>Remove User</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onMode('leave')}>Leave Conversation</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onMode('delete')} className="text-red-700 dark:text-red-400">
              Delete Conversation
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {mode && (
        <RowModePanel
          conversation={conversation}
          myId={myId}
          title={title}
          mode={mode}
          onDone={() => onMode(null)}
        />
      )}
    </li>
  );
}
