/**
 * What a domain operation reports as having happened. Operations never publish: they return these
 * beside their result ({ result, events }), and the caller hands them to realtime/publish.ts once
 * the transaction has committed, so nobody hears of a change that was rolled back.
 */
export type DomainEvent =
  /** The user's sessions were revoked (all, or all but one): their sockets re-check and close. */
  | { type: 'sessions_revoked'; userId: string }
  /** The invited list changed in the conversations this person has open invitations to. */
  | { type: 'invitations_of_inviter_changed'; inviterId: string }
  /** The invited list changed in these conversations. */
  | { type: 'invitations_changed'; conversationIds: string[] }
  /** The user's name or photo changed (or was erased): everyone who shares a conversation sees it. */
  | { type: 'profile_updated'; userId: string };

export interface Outcome<T> {
  result: T;
  events: DomainEvent[];
}
