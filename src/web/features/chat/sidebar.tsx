import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { ConversationView, PublicUser } from '@common/types';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { NotificationPrompt } from '../notifications/notification-prompt';
import { ConversationRow } from './conversation-row';
import { DashboardMenu } from './dashboard-menu';
import { FirstRun } from './first-run';
import { ProfileHeader } from './profile-header';
import type { RowMode } from './row-mode-panel';

/** The list of conversations, for focus to go to when the open one closes on its own. */
export const CONVERSATION_LIST_ID = 'conversation-list';

/** The dashboard's left pane: who I am, the menu, and my conversations. */
export function Sidebar({
  user,
  conversations,
  isLoading,
  onRetryLoad,
  online,
  selectedId,
  onSelect,
  onOpenConversation,
  className,
}: {
  user: PublicUser;
  conversations: ConversationView[];
  isLoading: boolean;
  /** Set when the list could not be loaded (offline, or the server unreachable). */
  onRetryLoad: (() => void) | null;
  online: Set<string>;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  onOpenConversation: (conversationId: string, messageId?: number) => void;
  className?: string;
}) {
  // Only one row is ever in a mode (renaming, adding, removing...).
  const [editing, setEditing] = useState<{ id: string; mode: RowMode } | null>(null);

  return (
    <aside
      aria-label="Conversations"
      className={cn(
        'flex min-h-0 flex-col border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 md:border-r',
        className,
      )}
    >
      <div className="space-y-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <ProfileHeader user={user} />
        <DashboardMenu user={user} onOpenConversation={onOpenConversation} />
      </div>
      <NotificationPrompt />
      <nav
        id={CONVERSATION_LIST_ID}
        aria-label="Conversation list"
        className="relative min-h-0 flex-1 overflow-y-auto p-2"
      >
        {isLoading ? (
          <Spinner label="Loading conversations..." />
        ) : onRetryLoad ? (
          <div
            role="alert"
            className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center"
          >
            <p className="text-sm text-red-700 dark:text-red-400">
              Your conversations could not be loaded. Check your connection.
            </p>
            <Button variant="outline" size="sm" onClick={onRetryLoad}>
              Try again
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <FirstRun user={user} onOpenConversation={onOpenConversation} />
        ) : (
          <ul className="space-y-1">
            {conversations.map((c) => (
              <ConversationRow
                key={c.id}
                conversation={c}
                myId={user.id}
                online={online}
                selected={c.id === selectedId}
                mode={editing?.id === c.id ? editing.mode : null}
                onSelect={() => onSelect(c.id)}
                onMode={(mode) => setEditing(mode ? { id: c.id, mode } : null)}
                onOpen={(id) => onOpenConversation(id)}
              />
            ))}
          </ul>
        )}
      </nav>
      <p className="flex items-center gap-2 border-t border-slate-200 p-3 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <Sparkles className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        AI will help improve your messages automatically before they are sent.
      </p>
    </aside>
  );
}
