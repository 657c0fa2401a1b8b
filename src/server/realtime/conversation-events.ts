import type { Database } from '../db/client';
import { loadConversationView, loadInvited } from '../domain/conversation-views';
import { participantIdsOf, type ParticipantUser } from '../domain/conversations';
import type { AcceptedInvitation } from '../domain/invitations';
import type { SentMessage } from '../domain/entries';
import { presentForSenderAndOthers, senderViewJson } from '../presenters/message';
import { presentUserSummary } from '../presenters/user';
import { envelopeWithJson, type EventBus } from './bus';

/**
 * Which users hear about what happens in a conversation: this file is the whole mapping for
 * conversations and messages, so "who gets this event" has one answer. Events are published after
 * the transaction commits and carry exactly what the REST calls return.
 */

type Deps = { db: Database; bus: EventBus };

/** Everyone in the conversation, the sender included (their other tabs); only the sender's copy carries original and rewritten text. */
export async function publishNewMessage(bus: EventBus, sent: SentMessage): Promise<void> {
  const { forSender, forOthers } = presentForSenderAndOthers(sent.row, sent.context);
  const base = {
    type: 'new_message' as const,
    conversationId: sent.row.conversationId,
    conversationName: sent.conversationName,
  };
  // The sender's copy is written around the sender's view as already written (senderViewJson), the
  // text the socket's message_ack carries too: the same bytes as JSON.stringify of this event.
  const senderCopy = envelopeWithJson(
    { userIds: [sent.row.senderId], event: { ...base, message: forSender } },
    `{"type":"new_message","conversationId":${JSON.stringify(base.conversationId)},"conversationName":${JSON.stringify(base.conversationName)},"message":${senderViewJson(sent.row, sent.context)}}`,
  );
  const others = sent.participantIds.filter((id) => id !== sent.row.senderId);
  await Promise.all([
    bus.publish(senderCopy),
    others.length ? bus.publish({ userIds: others, event: { ...base, message: forOthers } }) : undefined,
  ]);
}

/** Each user gets the conversation as they see it (their own unread count and seen status). */
async function publishConversationTo(
  deps: Deps,
  conversationId: string,
  userIds: string[],
  byUserId: string,
): Promise<void> {
  await Promise.all(
    userIds.map(async (userId) => {
      const conversation = await loadConversationView(deps.db, userId, conversationId);
      if (conversation)
        await deps.bus.publish({
          userIds: [userId],
          event: { type: 'new_conversation', conversation, byUserId },
        });
    }),
  );
}

/** Everyone in it, the creator included: their other tabs and devices list it at once. */
export async function publishConversationCreated(
  deps: Deps,
  conversationId: string,
  creatorId: string,
  participantIds: string[],
): Promise<void> {
  await publishConversationTo(deps, conversationId, participantIds, creatorId);
}

/**
 * After an invitation is used (by registering, or by someone already signed in), everyone already
 * there hears of the newcomer: as a participant_added in a conversation they have (an invitation to a
 * group), or as a new conversation (an invitation to talk, which starts one for the two of them).
 */
async function publishInvitationAccepted(
  deps: Deps,
  invitation: AcceptedInvitation,
  newcomer: ParticipantUser,
): Promise<void> {
  const { conversationId } = invitation;
  if (invitation.how === 'already') return; // nothing changed for anyone
  const others = (await participantIdsOf(deps.db, conversationId)).filter((id) => id !== newcomer.id);
  // The newcomer's own tabs list it too (someone signed in who followed the link; a newly registered
  // person has no tabs yet).
  await publishConversationTo(deps, conversationId, [newcomer.id], newcomer.id);
  if (invitation.how === 'started') return publishConversationTo(deps, conversationId, others, newcomer.id);
  await deps.bus.publish({
    userIds: others,
    event: { type: 'participant_added', conversationId, newUser: presentUserSummary(newcomer) },
  });
}

export async function publishRenamed(
  bus: EventBus,
  renamed: { conversationId: string; newName: string; nameVersion: number },
  participantIds: string[],
) {
  await bus.publish({ userIds: participantIds, event: { type: 'conversation_renamed', ...renamed } });
}

/** The newcomer gets the whole conversation; everyone already there gets participant_added. */
export async function publishParticipantAdded(
  deps: Deps,
  conversationId: string,
  added: ParticipantUser,
  participantIds: string[],
  addedById: string,
): Promise<void> {
  const existing = participantIds.filter((id) => id !== added.id);
  await Promise.all([
    deps.bus.publish({
      userIds: existing,
      event: { type: 'participant_added', conversationId, newUser: presentUserSummary(added) },
    }),
    publishConversationTo(deps, conversationId, [added.id], addedById),
  ]);
}

/**
 * Everyone in the conversation (the inviter's other tabs too) gets the invited addresses as they are
 * now, read after the commit: a new invitation, or ones voided because their sender left.
 */
export async function publishInvitationsChanged(
  deps: Deps,
  conversationId: string,
  participantIds: string[],
): Promise<void> {
  if (participantIds.length === 0) return;
  const invited = await loadInvited(deps.db, conversationId);
  await deps.bus.publish({
    userIds: participantIds,
    event: { type: 'invitations_changed', conversationId, invited },
  });
}

/** Those who stay, and the one removed (their client drops the conversation). */
export async function publishParticipantRemoved(
  bus: EventBus,
  conversationId: string,
  removed: ParticipantUser,
  remainingIds: string[],
): Promise<void> {
  await bus.publish({
    userIds: [...remainingIds, removed.id],
    event: { type: 'participant_removed', conversationId, removedUser: presentUserSummary(removed) },
  });
}

export async function publishDeleted(bus: EventBus, conversationId: string, participantIds: string[]) {
  await bus.publish({ userIds: participantIds, event: { type: 'conversation_deleted', conversationId } });
}

export async function publishReaction(
  bus: EventBus,
  input: { added: boolean; messageId: number; conversationId: string; emoji: string; userId: string },
  participantIds: string[],
): Promise<void> {
  const { added, ...fields } = input;
  await bus.publish({
    userIds: participantIds,
    event: { type: added ? 'reaction_added' : 'reaction_removed', ...fields },
  });
}

/** Everyone: the others update the seen status, the reader's other tabs their unread count. */
export async function publishRead(
  bus: EventBus,
  input: { conversationId: string; userId: string; lastMessageId: number; seenAt: Date },
  participantIds: string[],
): Promise<void> {
  await bus.publish({
    userIds: participantIds,
    event: {
      type: 'messages_read',
      conversationId: input.conversationId,
      userId: input.userId,
      lastMessageId: input.lastMessageId,
      seenAt: input.seenAt.toISOString(),
    },
  });
}

/** The other participants only: you do not see your own typing. */
export async function publishTyping(
  bus: EventBus,
  conversationId: string,
  userId: string,
  participantIds: string[],
) {
  const others = participantIds.filter((id) => id !== userId);
  if (others.length === 0) return;
  await bus.publish({ userIds: others, event: { type: 'user_typing', conversationId, userId } });
}

/**
 * Every conversation an invitation led to, each as publishInvitationAccepted says. After the commit:
 * the person is in them either way, so a failed notification is logged, never an error.
 */
export async function publishInvitationsAccepted(
  deps: Deps,
  accepted: readonly AcceptedInvitation[],
  newcomer: ParticipantUser,
  log: { error(obj: object): void },
): Promise<void> {
  for (const invitation of accepted) {
    await publishInvitationAccepted(deps, invitation, newcomer).catch((err: unknown) =>
      log.error({ err, event: 'realtime.publish_failed' }),
    );
  }
}
