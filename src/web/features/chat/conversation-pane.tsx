import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { TIMINGS, type Reaction } from '@common/constants';
import type { ConversationView, MessageView } from '@common/types';
import { usePersistedDraft, usePersistedReplyTarget } from '../../lib/drafts';
import { focusHere } from '../../lib/focus';
import { useOfflineQueue } from '../../lib/offline-queue';
import { useRecordOutboxSender } from '../../lib/record-outbox';
import { realtimeSocket } from '../../lib/socket';
import { toast } from '../../lib/toast';
import { EnhancementDialog } from '../assistant/enhancement-dialog';
import { ReplySuggestions } from '../assistant/reply-suggestions';
import { assistantRewriteStep, preloadOfflineReview } from '../assistant/use-rewrite';
import { PendingMessages } from '../offline/pending-messages';
import { AssistantTools } from './assistant-tools';
import { chatApi } from './chat-api';
import { ConversationHeader } from './conversation-header';
import { ConversationSearchBar } from './conversation-search-bar';

import { fullName, matchesSearch } from './format';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import {
  loadOlderMessages,
  messageKeys,
  updateMessage,
  upsertMessage,
  useMembership,
  useMessages,
  type MessagePage,
} from './queries';
import { TypingIndicator } from './typing-indicator';
import { useSendFlow } from './use-send-flow';
import { useAttachments } from '../attachments/use-attachments';
import { Spinner } from '../../ui/spinner';
import { prefersReducedMotion } from '../../lib/reduced-motion';

/** Most older pages fetched while looking for a message to jump to. */
const MAX_JUMP_PAGES = 20;

export interface ConversationPaneHandle {
  /** Where someone who just opened the conversation starts: its message box (its heading if they may not write). */
  focusStart: () => void;
}

/** The dashboard's right pane for one conversation. */
export function ConversationPane({
  ref,
  conversation,
  myId,
  online,
  jumpToMessageId,
  onJumped,
  onBack,
  markRead,
  onPaymentRequired,
}: {
  ref?: Ref<ConversationPaneHandle>;
  conversation: ConversationView;
  myId: string;
  online: Set<string>;
  jumpToMessageId: number | null;
  onJumped: () => void;
  onBack: () => void;
  markRead: (conversationId: string, messageId: number) => void;
  onPaymentRequired: () => void;
}) {
  const queryClient = useQueryClient();
  const id = conversation.id;
  const messagesQuery = useMessages(id);
  const membershipQuery = useMembership(id);
  const page = messagesQuery.data;
  const [draft, setDraft] = usePersistedDraft(myId, id);
  const [replyToId, setReplyToId] = usePersistedReplyTarget(myId, id);
  const [searchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const section = useRef<HTMLElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focusStart: () => {
        const box = input.current;
        if (box && !box.disabled && !box.readOnly) box.focus();
        else {
          const heading = section.current?.querySelector<HTMLElement>('h2');
          if (heading) focusHere(heading);
        }
      },
    }),
    [],
  );
  const draftNow = useRef(draft);
  draftNow.current = draft;

  const delivered = useCallback((m: MessageView) => upsertMessage(queryClient, m), [queryClient]);
  const offline = useOfflineQueue(id, myId, delivered);
  // Calendar proposals and expenses written offline go out with the messages (record-outbox.ts).
  useRecordOutboxSender(myId);

  const attachments = useAttachments(id);
  // The files that went with the message being sent: they leave the composer once it is sent or queued.
  const sending = useRef<string[]>([]);

  const flow = useSendFlow({
    conversationId: id,
    rewriteStep: assistantRewriteStep,
    queueOffline: offline.enqueue,
    queueFirst: offline.waiting,
    onSent: (sentDraft) => {
      // Typed on while it was sending: the new words stay.
      if (draftNow.current.trim() === sentDraft) {
        setDraft('');
        setReplyToId(null);
      }
      attachments.sent(sending.current);
      input.current?.focus();
    },
    onPaymentRequired,
  });

  // The engine of the offline review (a large chunk) is fetched on first use, never with the chat screen:
  // once the person starts writing, when the browser is idle, or as soon as the connection drops (the
  // service worker keeps a copy, so it still loads then).
  const writing = draft.trim() !== '';
  useEffect(() => (writing ? preloadOfflineReview() : undefined), [writing]);
  useEffect(() => {
    const offline = () => {
      preloadOfflineReview();
    };
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, []);

  // Looking at the conversation reads it; new messages while looking are read too.
  const lastId = conversation.lastMessage?.id;
  useEffect(() => {
    if (!lastId) return;
    const mark = () => document.visibilityState === 'visible' && markRead(id, lastId);
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, lastId, markRead]);

  const loadOlder = async () => {
    setLoadingOlder(true);
    try {
      await loadOlderMessages(queryClient, id);
    } catch {
      toast({
        title: 'Could not load older messages',
        description: 'Please try again',
        variant: 'destructive',
      });
    } finally {
      setLoadingOlder(false);
    }
  };

  const jumpTo = async (messageId: number) => {
    const loaded = () => queryClient.getQueryData<MessagePage>(messageKeys.list(id));
    for (let i = 0; i < MAX_JUMP_PAGES; i++) {
      const current = loaded();
      if (!current || current.messages.some((m) => m.id === messageId) || !current.hasOlder) break;
      await loadOlderMessages(queryClient, id);
    }
    setSearchOpen(false);
    setQuery('');
    setHighlightId(messageId);
    requestAnimationFrame(() =>
      document
        .getElementById(`message-${messageId}`)
        ?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
    );
    setTimeout(() => setHighlightId((h) => (h === messageId ? null : h)), TIMINGS.highlightMs);
  };

  // A jump asked for from outside (the menu's Search Messages), once the history is there.
  const latestJumpTo = useRef(jumpTo);
  useEffect(() => {
    latestJumpTo.current = jumpTo;
  });
  const hasPage = Boolean(page);
  useEffect(() => {
    if (jumpToMessageId === null || !hasPage) return;
    onJumped();
    void latestJumpTo.current(jumpToMessageId);
  }, [jumpToMessageId, hasPage, onJumped]);

  const toggleReaction = async (message: MessageView, emoji: Reaction, mine: boolean) => {
    const change = (add: boolean) =>
      updateMessage(queryClient, id, message.id, (m) => {
        const others = m.reactions.filter((r) => !(r.emoji === emoji && r.userId === myId));
        return { ...m, reactions: add ? [...others, { emoji, userId: myId }] : others };
      });
    change(!mine);
    try {
      if (mine) await chatApi.removeReaction(message.id, emoji);
      else await chatApi.addReaction(message.id, emoji);
    } catch {
      change(mine);
      toast({
        title: mine ? 'Failed to remove reaction' : 'Failed to add reaction',
        description: 'Please try again',
        variant: 'destructive',
      });
    }
  };

  const all = page?.messages ?? [];
  // Among the loaded messages (a quote kept from before a reload may be of one not loaded: then none).
  const replyTo = replyToId == null ? null : (all.find((m) => m.id === replyToId) ?? null);
  const shown = searchOpen && query.trim() ? all.filter((m) => matchesSearch(m, query)) : all;
  const unsent = offline.pending.filter((p) => !all.some((m) => m.clientId === p.clientId));

  return (
    <section ref={section} aria-label="Conversation" className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader
        conversation={conversation}
        myId={myId}
        online={online}
        onBack={onBack}
        searchOpen={searchOpen}
        tools={
          <AssistantTools
            conversationId={id}
            myId={myId}
            messages={all}
            draft={draft}
            people={conversation.participants.map((p) => ({ id: p.userId, name: fullName(p.user) }))}
            onPaymentRequired={onPaymentRequired}
          />
        }
        onSearch={() => {
          setSearchOpen((open) => !open);
          setQuery('');
        }}
      />
      {searchOpen && (
        <ConversationSearchBar
          query={query}
          onQuery={setQuery}
          resultCount={shown.length}
          onClose={() => {
            setSearchOpen(false);
            setQuery('');
          }}
        />
      )}
      {messagesQuery.isLoading ? (
        <Spinner label="Loading messages..." />
      ) : (
        <MessageList
          messages={shown}
          // Not while searching: the lines are not messages that matched.
          membership={searchOpen && query.trim() ? [] : (membershipQuery.data ?? [])}
          myId={myId}
          isGroup={conversation.participants.length > 2}
          hasOlder={Boolean(page?.hasOlder) && !(searchOpen && query.trim())}
          loadingOlder={loadingOlder}
          highlightId={highlightId}
          onLoadOlder={() => void loadOlder()}
          onReply={(m) => {
            setReplyToId(m.id);
            input.current?.focus();
          }}
          onJumpTo={(messageId) => void jumpTo(messageId)}
          onToggleReaction={(m, emoji, mine) => void toggleReaction(m, emoji, mine)}
          empty={
            // Messages written offline show below the list: then the conversation is not empty.
            unsent.length > 0 ? null : (
              <div className="flex h-full flex-col items-center justify-center text-center text-slate-600 dark:text-slate-300">
                <MessageSquare className="mb-2 h-8 w-8" aria-hidden="true" />
                <p>{searchOpen && query.trim() ? 'No messages match your search' : 'No messages yet'}</p>
              </div>
            )
          }
        />
      )}
      <PendingMessages pending={unsent} />
      <TypingIndicator conversation={conversation} />
      <ReplySuggestions
        conversationId={id}
        myId={myId}
        messages={all}
        onPick={(text) => void flow.sendDirect(text)}
        onEdit={(text) => {
          setDraft(text);
          // After the box shows the text, with the caret at its end, ready to edit.
          requestAnimationFrame(() => {
            const box = input.current;
            box?.focus();
            box?.setSelectionRange(box.value.length, box.value.length);
          });
        }}
        onPaymentRequired={onPaymentRequired}
        defaultVisible={false}
      />
      <EnhancementDialog
        proposal={flow.pending?.proposal ?? null}
        busy={flow.busy}
        onChoose={(choice) => void flow.resolve(choice)}
        returnFocusTo={input}
      />
      {flow.assistantOff && (
        <p
          role="status"
          className="border-t border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          The assistant needs a subscription: what you send now goes as you wrote it.
        </p>
      )}
      <MessageComposer
        ref={input}
        value={draft}
        onChange={setDraft}
        onTyping={() => realtimeSocket.send({ type: 'typing', conversationId: id })}
        onSubmit={() => {
          sending.current = attachments.readyIds;
          void flow.submit(draft, replyTo?.id ?? null, attachments.readyIds);
        }}
        attachments={attachments}
        replyTo={replyTo}
        onCancelReply={() => setReplyToId(null)}
        busy={flow.busy}
      />
    </section>
  );
}
