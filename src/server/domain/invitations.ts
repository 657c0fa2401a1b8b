import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../crypto';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations, invitations, users } from '../db/schema';

/**
 * Registering with an invitation puts the new user in a conversation with the inviter.
 * An unknown or already used token is ignored: the account is still created.
 * Returns the conversation's id, or null when the token led nowhere.
 */
export async function acceptInvitation(
  tx: DbOrTx,
  input: { token: string; user: { id: string } },
): Promise<string | null> {
  const [invitation] = await tx
    .update(invitations)
    .set({ acceptedById: input.user.id, acceptedAt: new Date() })
    .where(and(eq(invitations.tokenHash, hashToken(input.token)), isNull(invitations.acceptedAt)))
    .returning();
  if (!invitation) return null;
  const [inviter] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, invitation.inviterId));
  if (!inviter || inviter.deletedAt) return null;
  const [conversation] = await tx
    .insert(conversations)
    .values({ name: null, createdById: inviter.id })
    .returning({ id: conversations.id });
  await tx.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: inviter.id },
    { conversationId: conversation.id, userId: input.user.id },
  ]);
  return conversation.id;
}
