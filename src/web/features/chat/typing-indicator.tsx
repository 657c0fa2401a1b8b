import { useEffect, useRef, useState } from 'react';
import type { ConversationView } from '@common/types';
import { useTypingUsers } from './typing-store';
import { TypingSessions } from './typing-sessions';

function typingText(conversation: ConversationView, userIds: readonly string[]): string {
  const names = userIds
    .map((id) => conversation.participants.find((p) => p.userId === id)?.user.firstName)
    .filter((n): n is string => Boolean(n));
  if (names.length === 0) return '';
  return names.length === 1 ? `${names[0]} is typing...` : `${names.join(', ')} are typing...`;
}

/**
 * 'X is typing...' while others type; it clears 1 s after their last keystroke signal. Screen
 * readers hear it once per typing session (TypingSessions), not at every burst.
 */
export function TypingIndicator({ conversation }: { conversation: ConversationView }) {
  const typingIds = useTypingUsers(conversation.id);
  const sessions = useRef(new TypingSessions());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const starting = sessions.current.update(typingIds, Date.now());
    // Emptied when nobody types, so the same words said for a later session are a change, and heard.
    if (typingIds.length === 0) setAnnouncement('');
    else if (starting.length > 0) setAnnouncement(typingText(conversation, starting));
  }, [typingIds, conversation]);

  const lastSenderId = conversation.lastMessage?.senderId;
  const lastMessageId = conversation.lastMessage?.id;
  useEffect(() => {
    if (lastSenderId) sessions.current.end(lastSenderId);
  }, [lastSenderId, lastMessageId]);

  return (
    <>
      <p
        className="h-5 px-4 text-xs italic text-slate-600 dark:text-slate-300"
        aria-hidden="true"
        data-testid="typing-indicator"
      >
        {typingText(conversation, typingIds)}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="typing-announcement">
        {announcement}
      </p>
    </>
  );
}
