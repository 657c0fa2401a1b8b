import type { ConversationView } from '@common/types';
import { useTypingUsers } from './typing-store';

/** 'X is typing...' while others type; it clears 1 s after their last keystroke signal. */
export function TypingIndicator({ conversation }: { conversation: ConversationView }) {
  const typingIds = useTypingUsers(conversation.id);
  const names = typingIds
    .map((id) => conversation.participants.find((p) => p.userId === id)?.user.firstName)
    .filter((n): n is string => Boolean(n));
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? `${names[0]} is typing...`
        : `${names.join(', ')} are typing...`;
  return (
    <p
      className="h-5 px-4 text-xs italic text-slate-600 dark:text-slate-300"
      aria-live="polite"
      data-testid="typing-indicator"
    >
      {text}
    </p>
  );
}
