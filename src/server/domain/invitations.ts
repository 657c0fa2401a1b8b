import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../crypto';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations, invitations, users } from '../db/schema';
import { RateLimitedError } from '../errors';

/**
 * Invitations one person may send in an hour, however they send them (/api/invite, or starting a
 * conversation with addresses that have no account): each is a mail or a text to a stranger, sent in
 * the operator's name. Counted in the database, so every route and every instance share one budget.
 */
export const INVITATIONS_PER_HOUR = 20;

/**
 * Stores invitations (only each token's hash) and returns their tokens for the links, in order; 429,
 * storing none, when they would take the inviter past the hour's budget.
 */
export async function createInvitations(
  tx: DbOrTx,
  inviterId: string,
  targets: ReadonlyArray<{ email?: string; phone?: string; conversationId?: string }>,
): Promise<string[]> {
  if (targets.length === 0) return [];
  const [{ sent }] = await tx
    .select({ sent: count() })
    .from(invitations)
    .where(
      and(eq(invitations.inviterId, inviterId), gt(invitations.createdAt, sql`now() - interval '1 hour'`)),
    );
  if (sent + targets.length > INVITATIONS_PER_HOUR) {
    throw new RateLimitedError(
      `You can invite up to ${INVITATIONS_PER_HOUR} people an hour. Please try again later.`,
    );
  }
  const tokens = targets.map(() => randomToken());
  await tx.insert(invitations).values(
    targets.map((target, i) => ({
      tokenHash: hashToken(tokens[i]),
      inviterId,
      email: target.email ?? null,
      phone: target.phone ?? null,
      conversationId: target.conversationId ?? null,
    })),
  );
  return tokens;
}

/** The link an invitation mail or text carries; /register reads invite, email and phone (SPEC §2). */
export function invitationLink(
  appUrl: string,
  token: string,
  to: { email?: string; phone?: string },
): string {
  const params = new URLSearchParams({ invite: token });
  if (to.email) params.set('email', to.email);
  if (to.phone) params.set('phone', to.phone);
  return `${appUrl}/register?${params.toString()}`;
}

/**
 * Registering with an invitation puts the new user in a conversation with the inviter: the one the
 * invitation came from when it was sent by starting a conversation with an unknown address (and that
 * conversation is still live), otherwise a new one-to-one.
 * An invitation sent to an email address is for that address only: anyone else holding the link (a
 * forwarded mail, a shared screen) gets an account but not the conversation and its history, and the
 * invitation stays open for the person it was meant for. A texted invitation cannot be checked that
 * way (accounts have no phone number), so the link is what counts.
 * An unknown or already used token is ignored: the account is still created. Someone already signed
 * in can use an invitation the same way (POST /api/invitations/accept), except one they sent.
 * Returns the conversation, and whether it existed before (the newcomer joined it) or was started
 * for the two of them; null when the token led nowhere.
 */
export interface AcceptedInvitation {
  conversationId: string;
  joinedExisting: boolean;
}

export async function acceptInvitation(
  tx: DbOrTx,
  input: { token: string; user: { id: string; email: string } },
): Promise<AcceptedInvitation | null> {
  const [invitation] = await tx
    .update(invitations)
    .set({ acceptedById: input.user.id, acceptedAt: new Date() })
    .where(
      and(
        eq(invitations.tokenHash, hashToken(input.token)),
        isNull(invitations.acceptedAt),
        // The inviter's own link (a text they sent, opened on their phone) is not theirs to use.
        ne(invitations.inviterId, input.user.id),
        or(isNull(invitations.email), eq(sql`lower(${invitations.email})`, input.user.email.toLowerCase())),
      ),
    )
    .returning();
  if (!invitation) return null;
  const [inviter] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, invitation.inviterId));
  if (!inviter || inviter.deletedAt) return null;
  if (invitation.conversationId) {
    const [live] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, invitation.conversationId), isNull(conversations.deletedAt)));
    if (live) {
      await tx
        .insert(conversationParticipants)
        .values({ conversationId: live.id, userId: input.user.id })
        .onConflictDoNothing();
      return { conversationId: live.id, joinedExisting: true };
    }
  }
  const [conversation] = await tx
    .insert(conversations)
    .values({ name: null, createdById: inviter.id })
    .returning({ id: conversations.id });
  await tx.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: inviter.id },
    { conversationId: conversation.id, userId: input.user.id },
  ]);
  return { conversationId: conversation.id, joinedExisting: false };
}
