import type { MembershipEventView, UserSummary } from '@common/types';
import { fullName } from './format';

/** "Maya Lopez added Sam Lopez", "You removed Dan Reyes", "Sam Lopez left", "Sam Lopez joined". */
export function membershipText(event: MembershipEventView, myId: string): string {
  const who = (user: UserSummary, capital: boolean) =>
    user.id === myId ? (capital ? 'You' : 'you') : fullName(user);
  switch (event.kind) {
    case 'added':
      return `${who(event.actor, true)} added ${who(event.subject, false)}`;
    case 'removed':
      return `${who(event.actor, true)} removed ${who(event.subject, false)}`;
    case 'left':
      return `${who(event.subject, true)} left`;
    case 'joined':
      return `${who(event.subject, true)} joined from an invitation`;
  }
}

/** A line in the timeline between messages: someone came or went. */
export function MembershipLine({ event, myId }: { event: MembershipEventView; myId: string }) {
  return (
    <li
      className="my-2 text-center text-xs text-slate-600 dark:text-slate-400"
      data-testid="membership-event"
    >
      {membershipText(event, myId)}
    </li>
  );
}
