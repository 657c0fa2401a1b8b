import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CONVERSATION_NAME_MAX } from '../../common/constants';
import type { HistoryChoice } from '../../common/schemas/conversations';
import type { Database, Tx } from '../db/client';
import { conversationParticipants, conversations, users } from '../db/schema';
import { isOneToOne } from '../../common/membership';
import { ConflictError } from '../errors';
import { requireParticipation } from '../policies/conversation-access';
import type { UserRow } from './accounts';
import { participantIdsOf, participantUserColumns, type ParticipantUser } from './conversations';
import { createInvitations, isInvitedTo, voidInvitationsOnLeaving } from './invitations';
import { recordMembership } from './membership-events';
import { loadInvited } from './conversation-views';
import { newestMessageId } from '../policies/history-access';
import type { DomainEvent, Outcome } from './events';

export type AddOutcome =
  | { kind: 'added'; conversationId: string; added: ParticipantUser; participantIds: string[] }
  | { kind: 'invited'; conversationId: string; email: string; token: string; participantIds: string[] }
  /** Added to a one-to-one: a new group of the three, the one-to-one untouched. */
  | {
      kind: 'group-started';
      conversationId: string;
      participantIds: string[];
      invitation: { email: string; token: string } | null;
    };

/**
 * Adds the person behind an address to a conversation.
 *
 * A one-to-one stays private: adding someone to it starts a NEW group of the three (named, with an
 * empty history) and leaves the one-to-one exactly as it was. In a group, the newcomer reads the
 * earlier messages (`history: 'all'`) or only those sent from now on ('from-now'), as the person
 * adding them chose.
 *
 * An address with no account gets an invitation instead (mailed by the route), carrying the same
 * history choice; twice for the same address is refused, so nobody is mailed again and again.
 */
export async function addParticipant(
  db: Database,
  actor: UserRow,
  conversationId: string,
  email: string,
  history: HistoryChoice,
): Promise<Outcome<AddOutcome>> {
  const outcome = await db.transaction(async (tx): Promise<AddOutcome> => {
    await requireParticipation(tx, actor.id, conversationId);
    // One add at a time per conversation (two people adding the same address at once would both find
    // it not yet invited and mail it twice), and no message stored while the history start is read.
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('no key update');
    const [user] = await tx
      .select(participantUserColumns)
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    const memberIds = await participantIdsOf(tx, conversationId);
    if (user && memberIds.includes(user.id))
      throw new ConflictError(`${user.firstName} ${user.lastName} is already in this conversation`);
    if (!user && (await isInvitedTo(tx, conversationId, email)))
      throw new ConflictError(`${email} has already been invited to this conversation`);

    const invited = await loadInvited(tx, conversationId);
    if (isOneToOne({ participants: memberIds.length, invited: invited.length })) {
      return startGroupFrom(tx, actor, memberIds, user ? { user } : { email });
    }

    const startsAfter = history === 'from-now' ? await newestMessageId(tx, conversationId) : null;
    if (!user) {
      const [token] = await createInvitations(tx, actor.id, [
        { email, conversationId, historyStartsAfter: startsAfter },
      ]);
      return { kind: 'invited', conversationId, email, token, participantIds: memberIds };
    }
    // Nothing before their start is unread for them either.
    await tx.insert(conversationParticipants).values({
      conversationId,
      userId: user.id,
      historyStartsAfter: startsAfter,
      lastReadMessageId: startsAfter,
    });
    // Invited before they had an account, now added directly: the conversation no longer waits for them.
    await voidInvitationsOnLeaving(tx, conversationId, { id: null, email: user.email });
    await recordMembership(tx, { conversationId, kind: 'added', actorId: actor.id, subjectId: user.id });
    return { kind: 'added', conversationId, added: user, participantIds: [...memberIds, user.id] };
  });
  return { result: outcome, events: [eventOf(outcome, actor.id)] };
}

/** Who hears of it: the new group's members, the conversation's invited list, or the newcomer and the others. */
function eventOf(outcome: AddOutcome, actorId: string): DomainEvent {
  const { conversationId, participantIds } = outcome;
  switch (outcome.kind) {
    case 'group-started':
      return { type: 'conversation_created', conversationId, creatorId: actorId, participantIds };
    case 'invited':
      return { type: 'conversation_invitations_changed', conversationId, participantIds };
    case 'added':
      return {
        type: 'participant_added',
        conversationId,
        added: outcome.added,
        participantIds,
        addedById: actorId,
      };
  }
}

async function startGroupFrom(
  tx: Tx,
  actor: UserRow,
  memberIds: string[],
  newcomer: { user: ParticipantUser } | { email: string },
): Promise<AddOutcome> {
  const members = await tx.select(participantUserColumns).from(users).where(inArray(users.id, memberIds));
  // The one adding first, then whoever else was in the one-to-one, then the newcomer.
  const names = [
    actor.firstName,
    ...members.filter((m) => m.id !== actor.id).map((m) => m.firstName),
    ...('user' in newcomer ? [newcomer.user.firstName] : []),
  ];
  const [group] = await tx
    .insert(conversations)
    .values({ name: groupName(names), createdById: actor.id })
    .returning({ id: conversations.id });
  const participantIds = [...memberIds, ...('user' in newcomer ? [newcomer.user.id] : [])];
  await tx
    .insert(conversationParticipants)
    .values(participantIds.map((userId) => ({ conversationId: group.id, userId })));
  let invitation: { email: string; token: string } | null = null;
  if ('email' in newcomer) {
    const [token] = await createInvitations(tx, actor.id, [
      { email: newcomer.email, conversationId: group.id },
    ]);
    invitation = { email: newcomer.email, token };
  }
  return { kind: 'group-started', conversationId: group.id, participantIds, invitation };
}

/** "Ana, Ben & Cal", or "New group" when the first names do not fit in a conversation name. */
export function groupName(firstNames: string[]): string {
  const names = firstNames.map((n) => n.trim()).filter(Boolean);
  const joined =
    names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
  return joined && joined.length <= CONVERSATION_NAME_MAX ? joined : 'New group';
}
