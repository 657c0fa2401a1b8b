import { ArrowLeft, Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { ConversationView } from '@common/types';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ConversationAvatar } from './conversation-avatar';
import { ConversationTitle } from './conversation-title';
import { conversationTitle, onlineLabel, seenStatus } from './format';

/** Re-renders every minute so 'Seen now' becomes 'Seen 5m ago' on its own. */
function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

function statusLine(conversation: ConversationView, now: Date): string {
  if (!conversation.lastMessage) return 'No messages yet';
  const count = conversation.participants.length;
  if (count > 2) return `${count} participants`;
  return seenStatus(conversation.myLastMessage, now);
}

export function ConversationHeader({
  conversation,
  myId,
  online,
  onBack,
  onSearch,
  searchOpen,
  tools,
}: {
  conversation: ConversationView;
  myId: string;
  online: Set<string>;
  onBack: () => void;
  onSearch: () => void;
  searchOpen: boolean;
  /** The secondary actions (coach, summary, export; one menu on a phone). */
  tools?: ReactNode;
}) {
  const now = useNow();
  const title = conversationTitle(conversation, myId);
  const presence = onlineLabel(conversation, myId, online);
  return (
    <header className="flex items-center gap-2 sm:gap-3 border-b border-slate-200 bg-white px-2 py-2 dark:border-slate-800 dark:bg-slate-900 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onBack}
        aria-label="Back to conversations"
      >
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      </Button>
      {/* On a phone a group's avatar stack would leave its name a few letters: the name wins. */}
      <span className={cn('flex shrink-0', conversation.participants.length > 2 && 'max-sm:hidden')}>
        <ConversationAvatar conversation={conversation} myId={myId} online={online} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="relative font-semibold" title={title} data-testid="conversation-heading">
          <ConversationTitle conversation={conversation} myId={myId} />
        </h2>
        <p className="truncate text-xs text-slate-600 dark:text-slate-300" data-testid="conversation-status">
          {statusLine(conversation, now)}
        </p>
        {presence && <p className="sr-only">{presence}</p>}
      </div>
      {tools}
      <Button
        variant={searchOpen ? 'secondary' : 'ghost'}
        size="sm"
        onClick={onSearch}
        aria-expanded={searchOpen}
        aria-label="Search"
        title="Search this conversation"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Search</span>
      </Button>
    </header>
  );
}
