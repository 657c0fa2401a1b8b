import type { MembershipEventView } from './types';

/**
 * The sentence for someone coming or going: "Maya Lopez added Sam Lopez", "Sam Lopez left", "Sam Lopez
 * joined from an invitation". Shared by the web timeline (which says "You" for the reader) and the
 * conversation exports (which always name people); `name` gets whether the name opens the sentence.
 */
export function membershipSentence<P>(
  event: { kind: MembershipEventView['kind']; actor: P; subject: P },
  name: (person: P, opensSentence: boolean) => string,
): string {
  switch (event.kind) {
    case 'added':
      return `${name(event.actor, true)} added ${name(event.subject, false)}`;
    case 'removed':
      return `${name(event.actor, true)} removed ${name(event.subject, false)}`;
    case 'left':
      return `${name(event.subject, true)} left`;
    case 'joined':
      return `${name(event.subject, true)} joined from an invitation`;
  }
}

/**
 * Exactly two people in it and nobody else invited: a one-to-one, whatever its name. Adding someone to
 * it starts a new group of the three instead, so what the two said stays between them
 * (docs/GROUPS.md); the server decides by this rule and the web words its confirmation by it. (One
 * person waiting for an invited address is not a pair yet: adding someone joins them there.)
 */
export function isOneToOne(counts: { participants: number; invited: number }): boolean {
  return counts.participants === 2 && counts.invited === 0;
}
