import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Reaction } from '@common/constants';
import type { MembershipEventView, MessageView } from '@common/types';
import { dayKey, dayLabel } from './format';
import { MembershipLine } from './membership-line';
import { MessageItem } from './message-item';

const NEAR_EDGE_PX = 80;

type TimelineItem =
  | { type: 'message'; createdAt: string; message: MessageView }
  | { type: 'membership'; createdAt: string; event: MembershipEventView };

/**
 * Messages and comings and goings in the order they happened: the messages keep their own order (by
 * id), each event goes in before the first message written after it. While older pages are still to
 * load, events from before the first loaded message wait for them.
 */
export function timeline(
  messages: MessageView[],
  membership: MembershipEventView[],
  hasOlder: boolean,
): TimelineItem[] {
  const from = hasOlder ? (messages[0]?.createdAt ?? '') : '';
  const events = membership.filter((e) => e.createdAt >= from);
  const items: TimelineItem[] = [];
  let next = 0;
  const eventsBefore = (moment: string | null) => {
    while (next < events.length && (moment === null || events[next].createdAt < moment)) {
      const event = events[next++];
      items.push({ type: 'membership', createdAt: event.createdAt, event });
    }
  };
  for (const message of messages) {
    eventsBefore(message.createdAt);
    items.push({ type: 'message', createdAt: message.createdAt, message });
  }
  eventsBefore(null);
  return items;
}

/**
 * The scrolling history. It sticks to the bottom as messages arrive (when you are reading there or
 * sent it yourself), keeps your place when older pages are put in front, and asks for older pages when
 * you scroll near the top.
 */
export function MessageList({
  messages,
  membership = [],
  myId,
  isGroup,
  hasOlder,
  loadingOlder,
  highlightId,
  onLoadOlder,
  onReply,
  onJumpTo,
  onToggleReaction,
  empty,
}: {
  messages: MessageView[];
  /** Who came and went (added, removed, left, joined), shown between the messages. */
  membership?: MembershipEventView[];
  myId: string;
  isGroup: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  highlightId: number | null;
  onLoadOlder: () => void;
  onReply: (message: MessageView) => void;
  onJumpTo: (messageId: number) => void;
  onToggleReaction: (message: MessageView, emoji: Reaction, mine: boolean) => void;
  empty: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId?: number; lastId?: number; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = previous.current;
    if (
      prev.firstId !== undefined &&
      firstId !== undefined &&
      firstId < prev.firstId &&
      last?.id === prev.lastId
    ) {
      // Older messages went in front: keep the same message under the reader's eyes.
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (
      last?.id !== prev.lastId &&
      (prev.atBottom || last?.senderId === myId || prev.lastId === undefined)
    ) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = {
      firstId,
      lastId: last?.id,
      height: el.scrollHeight,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_EDGE_PX,
    };
  }, [firstId, last?.id, last?.senderId, myId]);

  // The list gets shorter under the reader (a phone's keyboard comes up, the suggestions open, the
  // message box grows): whoever was reading the latest messages keeps them in view.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (previous.current.atBottom) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    previous.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_EDGE_PX;
    previous.current.height = el.scrollHeight;
    if (el.scrollTop < NEAR_EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      // relative: the sr-only "said" labels (absolutely placed) stay inside this box; without it they
      // were placed against the page and stretched it, so the whole dashboard scrolled away.
      className="relative min-h-0 flex-1 overflow-y-auto px-2 py-3 sm:px-4"
      data-testid="message-scroller"
      tabIndex={0}
      role="log"
      // A log is a live region by default; arrivals are announced once, by apply-event.ts.
      aria-live="off"
      aria-label="Messages"
    >
      {loadingOlder && (
        <p className="py-2 text-center text-xs text-slate-600 dark:text-slate-400">
          Loading older messages...
        </p>
      )}
      {messages.length === 0 ? (
        empty
      ) : (
        <ol className="space-y-1">
          {timeline(messages, membership, hasOlder).map((item, i, items) => {
            const newDay = i === 0 || dayKey(items[i - 1].createdAt) !== dayKey(item.createdAt);
            return (
              <Fragment key={item.type === 'message' ? item.message.id : `m${item.event.id}`}>
                {newDay && (
                  <li className="my-3 flex items-center gap-3">
                    <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
                    <span
                      className="text-xs font-medium text-slate-600 dark:text-slate-400"
                      data-testid="date-separator"
                    >
                      {dayLabel(item.createdAt)}
                    </span>
                    <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
                  </li>
                )}
                {item.type === 'membership' ? (
                  <MembershipLine event={item.event} myId={myId} />
                ) : (
                  <MessageItem
                    message={item.message}
                    myId={myId}
                    showSender={isGroup}
                    highlighted={highlightId === item.message.id}
                    onReply={() => onReply(item.message)}
                    onJumpTo={onJumpTo}
                    onToggleReaction={(emoji, mine) => onToggleReaction(item.message, emoji, mine)}
                  />
                )}
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
