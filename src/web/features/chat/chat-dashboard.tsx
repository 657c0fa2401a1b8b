import { MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicUser } from '@common/types';
import { cn } from '../../lib/cn';
import { focusHere } from '../../lib/focus';
import { ConversationPane, type ConversationPaneHandle } from './conversation-pane';
import { rowButtonId } from './conversation-row';
import { NothingToOpen } from './first-run';
import { useConversations, useOnlineUsers } from './queries';
import { RealtimeProvider } from './realtime-provider';
import { CONVERSATION_LIST_ID, Sidebar } from './sidebar';
import { useMarkRead } from './use-mark-read';

/** Where the layout shows one pane at a time (below Tailwind's md breakpoint, as the classes below). */
const ONE_PANE = '(max-width: 767.98px)';
/** The history entry the dashboard pushed for a conversation opened on a phone. */
const PUSHED = 'parleyOpenedConversation';

function conversationInUrl(): string | null {
  return new URLSearchParams(window.location.search).get('conversation');
}

function dashboardUrl(conversationId: string | null): string {
  const url = new URL(window.location.href);
  if (conversationId) url.searchParams.set('conversation', conversationId);
  else url.searchParams.delete('conversation');
  return `${url.pathname}${url.search}${url.hash}`;
}

function pushedFor(conversationId: string): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[PUSHED] === conversationId
  );
}

/**
 * Where focus goes after the person's own step between the list and a conversation: into the
 * conversation they opened, or back to its row in the list. On a phone the pane they were in is
 * hidden, and focus would fall to the page's start. A conversation that opens on its own (a realtime
 * event) asks for no step; one that closes on its own (deleted, or I was removed) sends focus that was
 * in it to the list.
 */
type FocusStep =
  | { to: 'conversation'; conversationId: string; unlessFocused?: boolean }
  | { to: 'row'; conversationId: string }
  | { to: 'list' };

/**
 * The dashboard: the sidebar and the open conversation side by side; on a phone, one at a time with
 * a back button.
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
  // The open conversation is in the URL (?conversation=<id>; a notification click lands there too),
  // so a reload reopens it. On a phone, where it covers the list, opening it is a step in the history:
  // the phone's Back returns to the list instead of leaving the app. Side by side the list stays in
  // view, so the current entry's address is replaced instead and the history does not grow.
  const [selectedId, setSelectedId] = useState<string | null>(conversationInUrl);
  // A conversation named by a link (a notification's) was asked for too, but it shows only once the
  // list has loaded: by then the person may have gone on elsewhere, and stays there.
  const [focusStep, setFocusStep] = useState<FocusStep | null>(() => {
    const landed = conversationInUrl();
    return landed ? { to: 'conversation', conversationId: landed, unlessFocused: true } : null;
  });
  const shownId = useRef(selectedId);
  useEffect(() => {
    shownId.current = selectedId;
  });
  useEffect(() => {
    // The browser's Back and Forward are the person's steps as much as the header's back button.
    const follow = () => {
      const next = conversationInUrl();
      const previous = shownId.current;
      if (next !== previous) {
        if (next) setFocusStep({ to: 'conversation', conversationId: next });
        else if (previous) setFocusStep({ to: 'row', conversationId: previous });
      }
      setSelectedId(next);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  useEffect(() => {
    // Landed on a conversation (a notification's link) on a phone: the list goes in behind it, so
    // Back shows the list rather than leaving the app.
    const landed = conversationInUrl();
    if (landed && !pushedFor(landed) && window.matchMedia(ONE_PANE).matches) {
      window.history.replaceState(window.history.state, '', dashboardUrl(null));
      window.history.pushState({ [PUSHED]: landed }, '', dashboardUrl(landed));
    }
  }, []);
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  const markRead = useMarkRead(user.id);
  const selected = conversations.find((c) => c.id === selectedId) ?? null;

  const open = useCallback((conversationId: string, messageId?: number) => {
    const current = conversationInUrl();
    const onPushedEntry = current !== null && pushedFor(current);
    if (onPushedEntry) {
      window.history.replaceState({ [PUSHED]: conversationId }, '', dashboardUrl(conversationId));
    } else if (window.matchMedia(ONE_PANE).matches) {
      // One named side by side (or by a notification's link) before the screen narrowed: the list
      // goes behind this one, so Back shows the list.
      if (current !== null) window.history.replaceState(window.history.state, '', dashboardUrl(null));
      window.history.pushState({ [PUSHED]: conversationId }, '', dashboardUrl(conversationId));
    } else {
      window.history.replaceState(window.history.state, '', dashboardUrl(conversationId));
    }
    setSelectedId(conversationId);
    setJumpTo(messageId ?? null);
    setFocusStep({ to: 'conversation', conversationId });
  }, []);
  const clearJump = useCallback(() => setJumpTo(null), []);
  // Back to the list (the header's back button, or the conversation was deleted or left): the way the
  // phone's Back would, so the history does not grow at each visit.
  const close = useCallback(() => {
    const current = conversationInUrl();
    if (current !== null && pushedFor(current)) window.history.back();
    else window.history.replaceState(window.history.state, '', dashboardUrl(null));
    setSelectedId(null);
  }, []);
  const main = useRef<HTMLElement>(null);
  // Only focus that was in it: the person working elsewhere on the page keeps their place.
  const gone = useCallback(() => {
    if (main.current?.contains(document.activeElement)) setFocusStep({ to: 'list' });
    close();
  }, [close]);
  const back = useCallback(() => {
    const current = conversationInUrl();
    if (current) setFocusStep({ to: 'row', conversationId: current });
    close();
  }, [close]);

  const pane = useRef<ConversationPaneHandle>(null);
  const listLoaded = !conversationsQuery.isPending;
  useEffect(() => {
    if (!focusStep) return;
    if (focusStep.to === 'row') {
      document.getElementById(rowButtonId(focusStep.conversationId))?.focus();
    } else if (focusStep.to === 'list') {
      const list = document.getElementById(CONVERSATION_LIST_ID);
      if (list) focusHere(list);
    } else if (selected?.id === focusStep.conversationId) {
      const focused = document.activeElement;
      if (!focusStep.unlessFocused || !focused || focused === document.body) pane.current?.focusStart();
    } else if (!listLoaded) {
      return; // A linked conversation shows once the list is in.
    }
    setFocusStep(null);
  }, [focusStep, selected?.id, listLoaded]);

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
          ref={main}
          className={cn(
            'min-w-0 flex-1 flex-col bg-slate-50 dark:bg-slate-950',
            selected ? 'flex' : 'hidden md:flex',
          )}
        >
          {selected ? (
            <ConversationPane
              key={selected.id}
              ref={pane}
              conversation={selected}
              myId={user.id}
              online={online}
              jumpToMessageId={jumpTo}
              onJumped={clearJump}
              onBack={back}
              markRead={markRead}
              onPaymentRequired={onPaymentRequired}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center p-8 text-center">
              <MessagesSquare className="mb-3 h-12 w-12 text-slate-400" aria-hidden="true" />
              {listLoaded && conversations.length === 0 ? (
                <NothingToOpen />
              ) : (
                <>
                  <h2 className="text-lg font-semibold">Select a conversation</h2>
                  <p className="text-slate-600 dark:text-slate-300">
                    Choose a conversation from the sidebar to start messaging
                  </p>
                </>
              )}
            </div>
          )}
        </main>
      </div>
    </RealtimeProvider>
  );
}
