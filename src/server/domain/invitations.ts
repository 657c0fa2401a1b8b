import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../crypto';
import type { Database, DbOrTx, Tx } from '../db/client';
import { conversationParticipants, conversations, invitations, users } from '../db/schema';
import { ConflictError, RateLimitedError } from '../errors';
import { PRODUCT_NAME } from '../../common/constants';
import type { AcceptedInvitation, EventUser, Outcome } from './events';
import { recordMembership } from './membership-events';
import { lockUser } from './locks';
import { findOneToOne } from './one-to-one';

/**
 * Invitations one person may send in an hour, however they send them (/api/invite, or starting a
 * conversation with addresses that have no account): each is a mail or a text to a stranger, sent in
 * the operator's name. Counted in the database, so every route and every instance share one budget.
 */
export const INVITATIONS_PER_HOUR = 20;

/** An invitation not used within this many days is void: a link lying in a mailbox is not a key for ever. */
export const INVITATION_TTL_DAYS = 30;

/**
 * An invitation that can still bring someone in: not used, younger than INVITATION_TTL_DAYS, not past
 * its own expiry (open links have a shorter one), not revoked, and not sent by someone suspended (void
 * while the suspension lasts). One rule for using an invitation, listing the addresses a conversation
 * waits for, listing a person's open links, and refusing to invite an address twice.
 */
export const liveInvitation = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.createdAt, sql`now() - make_interval(days => ${INVITATION_TTL_DAYS})`),
    or(isNull(invitations.expiresAt), gt(invitations.expiresAt, sql`now()`)),
    sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${invitations.inviterId} AND ${users.isBanned})`,
  );

/**
 * POST /api/invite's operation: one invitation to an e-mail address or a phone number, refused (409) when
 * the address already has a live account, since Start Chat reaches them. Returns the token for the link.
 */
export async function inviteByAddress(
  db: Database,
  inviterId: string,
  target: { email: string } | { phone: string },
): Promise<string> {
  if ('email' in target) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, target.email.toLowerCase()), isNull(users.deletedAt)))
      .limit(1);
    if (existing)
      throw new ConflictError(
        `${target.email} already has a ${PRODUCT_NAME} account. Use Start Chat to message them.`,
      );
  }
  const [token] = await db.transaction((tx) => createInvitations(tx, inviterId, [target]));
  return token!;
}

/**
 * Stores invitations (only each token's hash) and returns their tokens for the links, in order; 429,
 * storing none, when they would take the inviter past the hour's budget. Inside a transaction: the
 * inviter's row is locked first, so parallel requests count one after another (on PostgreSQL, ten at
 * once each saw the same count and together mailed five times the budget).
 */
export async function createInvitations(
  tx: Tx,
  inviterId: string,
  targets: ReadonlyArray<{
    email?: string;
    phone?: string;
    conversationId?: string;
    historyStartsAfter?: number | null;
    /** An open link's own lifetime, in days from now (the database's clock, as liveInvitation reads it). */
    expiresInDays?: number;
  }>,
): Promise<string[]> {
  if (targets.length === 0) return [];
  await lockUser(tx, inviterId);
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
      historyStartsAfter: target.historyStartsAfter ?? null,
      expiresAt:
        target.expiresInDays === undefined
          ? null
          : sql`now() + make_interval(days => ${target.expiresInDays})`,
    })),
  );
  return tokens;
}

/** Whether an unused invitation to this conversation already waits for this address. */
export async function isInvitedTo(tx: DbOrTx, conversationId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.conversationId, conversationId),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        liveInvitation(),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The link an invitation mail or text carries; /register reads invite, email and phone. */
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
 * Using an invitation (registering with its link, or following it while signed in) puts the person in
 * a conversation with the inviter: the one the invitation came from when it was sent by starting a
 * conversation with an unknown address (and that conversation is still live), otherwise a new
 * one-to-one (or the one the two already have).
 * An invitation sent to an email address is for that address only: anyone else holding the link (a
 * forwarded mail, a shared screen) gets an account but not the conversation and its history, and the
 * invitation stays open for the person it was meant for. A texted invitation cannot be checked that
 * way (accounts have no phone number), so the link is what counts. Never the inviter's own link.
 * The link proves its holder reads mail at that address, so every other invitation still waiting for
 * the same address is used with it: the person invited twice (Invite User, then Start Chat) lands in
 * both places at once, and no conversation is left waiting for them for ever.
 * An unknown or already used token is ignored: the account is still created.
 * Returns the conversations, the link's own first; each says how the person is in it: joined one
 * that existed, one started for them, or one they were in already.
 */
export type { AcceptedInvitation };

type InvitationRow = typeof invitations.$inferSelect;
type Invitee = { id: string; email: string };

/**
 * Someone already signed in follows an invitation link: it is used for their account, as it would
 * be by registering with it, and the people already in its conversations hear of them.
 */
export async function acceptInvitationAs(
  db: Database,
  user: EventUser,
  token: string,
): Promise<Outcome<AcceptedInvitation[]>> {
  const accepted = await db.transaction((tx) => acceptInvitation(tx, { token, user }));
  return {
    result: accepted,
    events: accepted.length ? [{ type: 'invitations_accepted', newcomer: user, accepted }] : [],
  };
}

export async function acceptInvitation(
  tx: DbOrTx,
  input: { token: string; user: Invitee },
): Promise<AcceptedInvitation[]> {
  const { user } = input;
  const claim = () =>
    tx.update(invitations).set({ acceptedById: user.id, acceptedAt: new Date() }).$dynamic();
  const open = and(
    liveInvitation(),
    // The inviter's own link (a text they sent, opened on their phone) is not theirs to use.
    ne(invitations.inviterId, user.id),
  );
  const [linked] = await claim()
    .where(
      and(
        eq(invitations.tokenHash, hashToken(input.token)),
        open,
        or(isNull(invitations.email), eq(sql`lower(${invitations.email})`, user.email.toLowerCase())),
      ),
    )
    .returning();
  if (!linked) return [];
  const others = linked.email
    ? await claim()
        .where(and(open, eq(sql`lower(${invitations.email})`, user.email.toLowerCase())))
        .returning()
    : [];
  // Conversations first, so an invitation to talk with the same inviter finds one already shared.
  const byConversationFirst = [linked, ...others].sort(
    (a, b) => Number(b.conversationId !== null) - Number(a.conversationId !== null),
  );
  const accepted: Array<AcceptedInvitation & { id: string }> = [];
  for (const invitation of byConversationFirst) {
    const result = await useInvitation(tx, invitation, user, accepted);
    if (result) accepted.push({ ...result, id: invitation.id });
  }
  // The link's own conversation leads (the page opens it).
  return accepted
    .sort((a, b) => Number(b.id === linked.id) - Number(a.id === linked.id))
    .map(({ conversationId, how }) => ({ conversationId, how }));
}

/** Where one invitation puts the invitee; null when it leads nowhere new. */
async function useInvitation(
  tx: DbOrTx,
  invitation: InvitationRow,
  user: Invitee,
  sofar: readonly AcceptedInvitation[],
): Promise<AcceptedInvitation | null> {
  const [inviter] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt, isBanned: users.isBanned })
    .from(users)
    .where(eq(users.id, invitation.inviterId));
  // A suspended or deleted account's invitations bring nobody anywhere.
  if (!inviter || inviter.deletedAt || inviter.isBanned) return null;
  if (invitation.conversationId) {
    // Only while the inviter is still in it: someone removed from a group cannot bring anyone, or a
    // second address of their own, back into it.
    const [live] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .innerJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, conversations.id),
          eq(conversationParticipants.userId, inviter.id),
        ),
      )
      .where(and(eq(conversations.id, invitation.conversationId), isNull(conversations.deletedAt)));
    if (live) {
      const joined = await tx
        .insert(conversationParticipants)
        .values({
          conversationId: live.id,
          userId: user.id,
          // Invited "from now on": the history they read starts where it did when they were invited.
          historyStartsAfter: invitation.historyStartsAfter,
          lastReadMessageId: invitation.historyStartsAfter,
        })
        .onConflictDoNothing()
        .returning({ userId: conversationParticipants.userId });
      if (joined.length === 0) return { conversationId: live.id, how: 'already' };
      await recordMembership(tx, {
        conversationId: live.id,
        kind: 'joined',
        actorId: user.id,
        subjectId: user.id,
      });
      return { conversationId: live.id, how: 'joined' };
    }
  }
  // An invitation to talk: a conversation with the inviter that this acceptance already opened, or
  // the one-to-one the two already have, serves; otherwise one is started for them.
  if (sofar.length > 0) {
    const [shared] = await tx
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.userId, inviter.id),
          inArray(
            conversationParticipants.conversationId,
            sofar.map((a) => a.conversationId),
          ),
        ),
      )
      .limit(1);
    if (shared) return null;
  }
  const existing = await findOneToOne(tx, inviter.id, user.id);
  if (existing) return { conversationId: existing, how: 'already' };
  const [conversation] = await tx
    .insert(conversations)
    .values({ name: null, createdById: inviter.id })
    .returning({ id: conversations.id });
  await tx.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: inviter.id },
    { conversationId: conversation.id, userId: user.id },
  ]);
  return { conversationId: conversation.id, how: 'started' };
}

/**
 * Someone leaves or is removed: the invitations they sent to the conversation, and any waiting for
 * their own address, are void, so no link brings them (or a second address of theirs) back in. With
 * no id (someone added directly), only those waiting for the address: it is not waited for any more.
 * Says whether any was voided (the others' list of invited addresses changed).
 */
export async function voidInvitationsOnLeaving(
  tx: DbOrTx,
  conversationId: string,
  person: { id: string | null; email: string },
): Promise<boolean> {
  const forAddress = eq(sql`lower(${invitations.email})`, person.email.toLowerCase());
  const voided = await tx
    .delete(invitations)
    .where(
      and(
        eq(invitations.conversationId, conversationId),
        isNull(invitations.acceptedAt),
        person.id ? or(eq(invitations.inviterId, person.id), forAddress) : forAddress,
      ),
    )
    .returning({ id: invitations.id });
  return voided.length > 0;
}
