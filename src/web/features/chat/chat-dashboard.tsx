import { MessagesSquare } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { PublicUser } from '@common/types';
import { cn } from '../../lib/cn';
import { ConversationPane } from './conversation-pane';
import { useConversations, useOnlineUsers } from './queries';
import { RealtimeProvider } from './realtime-provider';
import { Sidebar } from './sidebar';
import { useMarkRead } from './use-mark-read';

/**
 * The dashboard: the sidebar and the open conversation side by side; on a phone, one at a time with
 * a back button (SPEC §2).
 */
export function ChatDashboard({
  user,
  onPaymentRequired,
}: {
  user: PublicUser;
  onPaymentRequired: () => void;
}) {
  const conversationsQuery = useConversations();
  const conversations = conversationsQuery.data ?? [];
  const online = useOnlineUsers();
  // A notification click lands on /dashboard?conversation=<id>.
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get('conversation'),
  );
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  const markRead = useMarkRead(user.id);
  const selected = conversations.find((c) => c.id === selectedId) ?? null;

  const open = useCallback((conversationId: string, messageId?: number) => {
    setSelectedId(conversationId);
    setJumpTo(messageId ?? null);
  }, []);
  const clearJump = useCallback(() => setJumpTo(null), []);
  const gone = useCallback(() => setSelectedId(null), []);

  return (
    <RealtimeProvider
      myId={user.id}
      openConversationId={selectedId}
      onConversationGone={gone}
      markRead={markRead}
    >
      <div className="flex min-h-0 flex-1">
        <Sidebar
          user={user}
          conversations={conversations}
          // isPending, not isLoading: opened offline, the list waits for the network (a paused query)
          // instead of claiming there are no conversations.
          isLoading={conversationsQuery.isPending}
          onRetryLoad={conversationsQuery.isLoadingError ? () => void conversationsQuery.refetch() : null}
          online={online}
          selectedId={selectedId}
          onSelect={(id) => open(id)}
          onOpenConversation={open}
          className={cn('w-full md:w-80 lg:w-96', selected ? 'hidden md:flex' : 'flex')}
        />
        <main
          className={cn(
            'min-w-0 flex-1 flex-col bg-slate-50 dark:bg-slate-950',
            selected ? 'flex' : 'hidden md:flex',
          )}
        >
          {selected ? (
            <ConversationPane
              key={selected.id}
              conversation={selected}
              myId={user.id}
              online={online}
              jumpToMessageId={jumpTo}
              onJumped={clearJump}
              onBack={() => setSelectedId(null)}
              markRead={markRead}
              onPaymentRequired={onPaymentRequired}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center p-8 text-center">
              <MessagesSquare className="mb-3 h-12 w-12 text-slate-400" aria-hidden="true" />
              <h2 className="text-lg font-semibold">Select a conversation</h2>
              <p className="text-slate-600 dark:text-slate-300">
                Choose a conversation from the sidebar to start messaging
              </p>
            </div>
          )}
        </main>
      </div>
    </RealtimeProvider>
  );
}
