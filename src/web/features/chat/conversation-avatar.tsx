import { MAX_GROUP_AVATARS } from '@common/constants';
import type { ConversationView } from '@common/types';
import { cn } from '../../lib/cn';
import { Avatar, type AvatarSize } from '../../ui/avatar';
import { fullName, initials, otherParticipants } from './format';

/**
 * One other person shows their photo (initials if it fails); two or more show up to three
 * overlapping avatars and a '+N' chip; nobody else shows a generic icon. Green dots mark who is online.
 */
export function ConversationAvatar({
  conversation,
  myId,
  online,
  size = 'md',
}: {
  conversation: ConversationView;
  myId: string;
  online: Set<string>;
  size?: AvatarSize;
}) {
  const others = otherParticipants(conversation, myId);
  if (others.length === 0) return <Avatar size={size} />;
  if (others.length === 1) {
    const [person] = others;
    return (
      <Avatar
        size={size}
        src={person.profileImageUrl}
        initials={initials(person)}
        online={online.has(person.id)}
      />
    );
  }
  const shown = others.slice(0, MAX_GROUP_AVATARS);
  const rest = others.length - shown.length;
  return (
    <span
      className="isolate flex shrink-0 items-center"
      aria-hidden="true"
      title={others.map(fullName).join(', ')}
    >
      {/* Each avatar lies over the next, so every one keeps its initials and its online dot in view. */}
      {shown.map((person, i) => (
        <span
          key={person.id}
          className={cn('relative', i > 0 && '-ml-1.5')}
          style={{ zIndex: shown.length - i }}
        >
          <Avatar
            size="sm"
            src={person.profileImageUrl}
            initials={initials(person)}
            online={online.has(person.id)}
          />
        </span>
      ))}
      {rest > 0 && (
        <span className="-ml-1.5 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-slate-200 px-1 text-xs font-semibold text-slate-700 ring-2 ring-white dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-900">
          +{rest}
        </span>
      )}
    </span>
  );
}
