import { Reply, SmilePlus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { REACTIONS, type Reaction } from '@common/constants';
import type { MessageView } from '@common/types';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/avatar';
import { SaidBy } from '../../ui/said-by';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { fullName, initials, messageTime } from './format';
import { splitLinks } from './links';
import { MessageFiles } from '../attachments/message-files';

const REACTION_NAMES: Record<Reaction, string> = {
  '👍': 'thumbs up',
  '❤️': 'heart',
  '😂': 'laughing',
  '😮': 'surprised',
  '🙏': 'praying hands',
  '🎉': 'party popper',
};

/** The words of a message, its web addresses as links that open beside Parley. */
function MessageText({ text, onColor }: { text: string; onColor: boolean }) {
  return splitLinks(text).map((part, i) =>
    part.href ? (
      <a
        key={i}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={cn('underline underline-offset-2', onColor && 'focus-ring-on-color')}
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

/** One message: who and when, the quoted reply (click to jump), the text, reactions. */
export function MessageItem({
  message,
  myId,
  showSender,
  highlighted,
  onReply,
  onJumpTo,
  onToggleReaction,
}: {
  message: MessageView;
  myId: string;
  showSender: boolean;
  highlighted: boolean;
  onReply: () => void;
  onJumpTo: (messageId: number) => void;
  onToggleReaction: (emoji: Reaction, mine: boolean) => void;
}) {
  const mine = message.senderId === myId;
  const [showOriginal, setShowOriginal] = useState(false);
  const counts = REACTIONS.map((emoji) => {
    const who = message.reactions.filter((r) => r.emoji === emoji);
    return { emoji, count: who.length, mine: who.some((r) => r.userId === myId) };
  }).filter((r) => r.count > 0);
  const improved = message.wasRewritten === 'true';
  const name = fullName(message.sender);

  return (
    <li
      id={`message-${message.id}`}
      data-testid="message"
      data-message-id={message.id}
      className={cn(
        'group flex gap-2 rounded-lg px-2 py-1',
        mine ? 'flex-row-reverse' : 'flex-row',
        highlighted && 'animate-highlight',
      )}
    >
      <Avatar
        size="sm"
        src={message.sender.profileImageUrl}
        initials={initials(message.sender)}
        className="mt-5"
      />
      <div className={cn('flex max-w-[80%] flex-col', mine ? 'items-end' : 'items-start')}>
        <p className="mb-0.5 px-1 text-xs text-slate-600 dark:text-slate-400">
          {/* Hidden from screen readers: SaidBy names the sender for them in every conversation. */}
          {showSender && !mine && (
            <span className="mr-1 font-medium" aria-hidden="true">
              {name}
            </span>
          )}
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          {improved && (
            <span className="ml-1 inline-flex items-center gap-0.5 text-brand-700 dark:text-brand-100">
              <Sparkles className="h-3 w-3" aria-hidden="true" /> Improved
            </span>
          )}
        </p>
        <div className={cn('flex items-center gap-1', mine && 'flex-row-reverse')}>
          <div
            className={cn(
              // min-w-0: a long link or word wraps inside the bubble instead of pushing it off screen.
              'min-w-0 rounded-2xl px-3 py-2 text-sm',
              mine
                ? 'rounded-tr-sm bg-brand-600 text-white'
                : 'rounded-tl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            {message.replyToMessage && (
              <button
                type="button"
                onClick={() => onJumpTo(message.replyToMessage!.id)}
                className={cn(
                  'mb-1 block w-full rounded-md border-l-4 px-2 py-1 text-left text-xs',
                  mine
                    ? 'focus-ring-on-color border-white/80 bg-black/20 text-white'
                    : 'border-brand-500 bg-white/70 text-slate-700 dark:bg-slate-900/60 dark:text-slate-200',
                )}
                aria-label={`Go to the message from ${fullName(message.replyToMessage.sender)} this replies to`}
              >
                <span className="block font-semibold">{fullName(message.replyToMessage.sender)}</span>
                <span className="line-clamp-2 wrap-anywhere" dir="auto">
                  {message.replyToMessage.finalContent}
                </span>
              </button>
            )}
            <SaidBy name={name} mine={mine} />
            {/* dir="auto": a right-to-left message reads right to left, and its direction characters
                stay inside it instead of reordering the page around it. */}
            <MessageFiles files={message.attachments ?? []} onColor={mine} />
            {/* A record (a schedule change...) says what it recorded; its note, if any, follows. */}
            {message.sentence && (
              <p className="text-sm font-medium wrap-anywhere" data-testid="record-sentence">
                {message.sentence}
              </p>
            )}
            {(message.finalContent || (!message.attachments?.length && !message.sentence)) && (
              <p className="whitespace-pre-wrap wrap-anywhere" data-testid="message-text" dir="auto">
                <MessageText text={message.finalContent} onColor={mine} />
              </p>
            )}
            {mine && improved && message.originalContent && (
              <div className="mt-1 text-xs text-white">
                <button
                  type="button"
                  className="focus-ring-on-color underline"
                  onClick={() => setShowOriginal((v) => !v)}
                >
                  {showOriginal ? 'Hide original' : 'Show original'}
                </button>
                {showOriginal && (
                  <p className="mt-1 whitespace-pre-wrap wrap-anywhere italic">{message.originalContent}</p>
                )}
              </div>
            )}
          </div>
          {/* Revealed by hover (or focus) only where a mouse hovers; always shown on a touch screen. */}
          <span className="flex shrink-0 gap-0.5 md:can-hover:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
            <DropdownMenu>
              <DropdownMenuTrigger
                className="tap-target flex items-center justify-center rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                aria-label={`Add reaction to ${mine ? 'your' : `${name}'s`} message`}
              >
                <SmilePlus className="h-4 w-4" aria-hidden="true" />
              </DropdownMenuTrigger>
              <DropdownMenuContent className="flex min-w-0 gap-1 p-1" align={mine ? 'end' : 'start'}>
                {REACTIONS.map((emoji) => {
                  const alreadyMine = counts.some((c) => c.emoji === emoji && c.mine);
                  return (
                    <DropdownMenuItem
                      key={emoji}
                      aria-label={REACTION_NAMES[emoji]}
                      className="px-2 text-lg"
                      onSelect={() => onToggleReaction(emoji, alreadyMine)}
                    >
                      {emoji}
                    </DropdownMenuItem>
                  );
                })}
              </DropdownMenuContent>
            </DropdownMenu>
            <button
              type="button"
              onClick={onReply}
              className="tap-target flex items-center justify-center rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              aria-label={`Reply to ${name}`}
            >
              <Reply className="h-4 w-4" aria-hidden="true" />
            </button>
          </span>
        </div>
        {counts.length > 0 && (
          <div className={cn('mt-1 flex flex-wrap items-center gap-1', mine && 'justify-end')}>
            {counts.map((r) => (
              <button
                key={r.emoji}
                type="button"
                onClick={() => onToggleReaction(r.emoji, r.mine)}
                aria-pressed={r.mine}
                aria-label={`${REACTION_NAMES[r.emoji]} reaction, ${r.count}${r.mine ? ', yours: remove' : ''}`}
                data-testid="reaction"
                className={cn(
                  'tap-target inline-flex items-center justify-center gap-1 rounded-full border px-1.5 py-0.5 text-xs',
                  r.mine
                    ? 'border-brand-500 bg-brand-50 dark:bg-slate-700'
                    : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900',
                )}
              >
                {r.emoji} {r.count}
              </button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
