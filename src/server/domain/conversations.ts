import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CreateConversationInput } from '../../common/schemas/conversations';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { conversationParticipants, conversations, users } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { requireParticipation } from '../policies/conversation-access';
import type { UserRow } from './accounts';
import { createInvitations, voidInvitationsOnLeaving } from './invitations';
import type { DomainEvent, Outcome } from './events';
import { recordMembership } from './membership-events';
import { findOneToOne } from './one-to-one';

export async function participantIdsOf(db: DbOrTx, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

/** The participants of a conversation that has not been deleted; none for a deleted one. */
export async function liveParticipantIdsOf(db: DbOrTx, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.conversationId, conversationId), isNull(conversations.deletedAt)));
  return rows.map((r) => r.userId);
}

export interface CreatedConversation {
  conversationId: string;
  /** False when a one-to-one conversation between the same two people already existed (and no new name was asked for). */
  created: boolean;
  participantIds: string[];
  /** Addresses without an account: invitations to mail after commit. */
  invitations: Array<{ email: string; token: string }>;
}

/**
 * Starts a conversation with the people behind `participantEmails`. Addresses that have no account
 * get an invitation that brings them into this conversation when they register (starting a
 * chat with an unknown e-mail address creates the conversation by e-mail). Starting an unnamed chat
 * with someone you already have a one-to-one with (renamed or not) opens that one instead of a duplicate.
 */
export async function createConversation(
  db: Database,
  actor: UserRow,
  input: CreateConversationInput,
): Promise<Outcome<CreatedConversation>> {
  const emails = [...new Set(input.participantEmails)].filter((e) => e !== actor.email);
  if (emails.length === 0) throw new ValidationError('Add at least one other person to talk with');
  const result = await db.transaction(async (tx): Promise<CreatedConversation> => {
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.email, emails), isNull(users.deletedAt)));
    const knownEmails = new Set(found.map((u) => u.email));
    const unknownEmails = emails.filter((e) => !knownEmails.has(e));

    if (!input.name && found.length === 1 && unknownEmails.length === 0) {
      const existing = await findOneToOne(tx, actor.id, found[0].id);
      if (existing) {
        return {
          conversationId: existing,
          created: false,
          participantIds: [actor.id, found[0].id],
          invitations: [],
        };
      }
    }

    const [conversation] = await tx
      .insert(conversations)
      .values({ name: input.name, createdById: actor.id })
      .returning({ id: conversations.id });
    const participantIds = [actor.id, ...found.map((u) => u.id)];
    await tx
      .insert(conversationParticipants)
      .values(participantIds.map((userId) => ({ conversationId: conversation.id, userId })));
    const tokens = await createInvitations(
      tx,
      actor.id,
      unknownEmails.map((email) => ({ email, conversationId: conversation.id })),
    );
    const invitations = unknownEmails.map((email, i) => ({ email, token: tokens[i] }));
    return { conversationId: conversation.id, created: true, participantIds, invitations };
  });
  const { conversationId, created, participantIds } = result;
  return {
    result,
    events: created
      ? [{ type: 'conversation_created', conversationId, creatorId: actor.id, participantIds }]
      : [],
  };
}

export async function renameConversation(
  db: Database,
  actor: UserRow,
  conversationId: string,
  name: string,
): Promise<Outcome<{ nameVersion: number }>> {
  await requireParticipation(db, actor.id, conversationId);
  const [{ nameVersion }] = await db
    .update(conversations)
    .set({ name, nameVersion: sql`${conversations.nameVersion} + 1` })
    .where(eq(conversations.id, conversationId))
    .returning({ nameVersion: conversations.nameVersion });
  const participantIds = await participantIdsOf(db, conversationId);
  return {
    result: { nameVersion },
    events: [{ type: 'conversation_renamed', conversationId, newName: name, nameVersion, participantIds }],
  };
}

export type ParticipantUser = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarVersion'>;

export const participantUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarVersion: users.avatarVersion,
};

/** Removes someone (yourself = leaving). Their messages stay in the record. */
export async function removeParticipant(
  db: Database,
  actor: UserRow,
  conversationId: string,
  userId: string,
): Promise<Outcome<{ removed: ParticipantUser }>> {
  const { removed, remainingIds, invitationsVoided } = await db.transaction(async (tx) => {
    await requireParticipation(tx, actor.id, conversationId);
    const deleted = await tx
      .delete(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      )
      .returning({ userId: conversationParticipants.userId });
    if (deleted.length === 0) throw new NotFoundError('That person is not in this conversation');
    await recordMembership(tx, {
      conversationId,
      kind: userId === actor.id ? 'left' : 'removed',
      actorId: actor.id,
      subjectId: userId,
    });
    const [removed] = await tx.select(participantUserColumns).from(users).where(eq(users.id, userId));
    const invitationsVoided = await voidInvitationsOnLeaving(tx, conversationId, removed);
    return { removed, remainingIds: await participantIdsOf(tx, conversationId), invitationsVoided };
  });
  const events: DomainEvent[] = [{ type: 'participant_removed', conversationId, removed, remainingIds }];
  // Invitations the leaver sent are void: the others no longer see those addresses as invited.
  if (invitationsVoided)
    events.push({ type: 'conversation_invitations_changed', conversationId, participantIds: remainingIds });
  return { result: { removed }, events };
}

/** Hides the conversation from everyone; its messages, receipts and chain stay (records are never erased). */
export async function deleteConversation(
  db: Database,
  clock: Clock,
  actor: UserRow,
  conversationId: string,
): Promise<Outcome<null>> {
  const participantIds = await db.transaction(async (tx) => {
    await requireParticipation(tx, actor.id, conversationId);
    await tx
      .update(conversations)
      .set({ deletedAt: clock.now() })
      .where(eq(conversations.id, conversationId));
    return participantIdsOf(tx, conversationId);
  });
  return { result: null, events: [{ type: 'conversation_deleted', conversationId, participantIds }] };
}
