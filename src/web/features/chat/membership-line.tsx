import { membershipSentence } from '@common/membership';
import type { MembershipEventView, UserSummary } from '@common/types';
import { fullName } from './format';

/** "Maya Lopez added Sam Lopez", "You removed Dan Reyes", "Sam Lopez left", "Sam Lopez joined". */
export function membershipText(event: MembershipEventView, myId: string): string {
  return membershipSentence(event, (user: UserSummary, capital) =>
    user.id === myId ? (capital ? 'You' : 'you') : fullName(user),
  );
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
