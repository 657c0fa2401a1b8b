import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { INVITATION_LINK_TTL_DAYS, INVITATION_LINKS_OPEN_MAX } from '../../common/schemas/invitation-links';
import type { Clock } from '../clock';
import { hashToken } from '../crypto';
import type { Database, DbOrTx } from '../db/client';
import { invitations } from '../db/schema';
import { ConflictError } from '../errors';
import type { UserRow } from './accounts';
import { logOwnAction } from './activity-log';
import type { Outcome } from './events';
import { createInvitations, INVITATION_TTL_DAYS, liveInvitation } from './invitations';
import { lockUser } from './locks';

/**
 * Open invitation links (docs/INVITATIONS.md): invitations with no address and no conversation, each
 * used once and expiring after INVITATION_LINK_TTL_DAYS, which their maker can revoke. Using one is
 * using any invitation (acceptInvitation): a one-to-one with the maker. They count against the same
 * hourly budget as every other invitation (createInvitations).
 */

export type InvitationLinkRow = typeof invitations.$inferSelect;

/** What makes an invitation an open link: a lifetime of its own, and nobody named. */
export const isOpenLink = () =>
  and(
    isNotNull(invitations.expiresAt),
    isNull(invitations.email),
    isNull(invitations.phone),
    isNull(invitations.conversationId),
  );

/** The person's links that can still bring someone in, oldest first. */
export async function openInvitationLinks(db: DbOrTx, userId: string): Promise<InvitationLinkRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.inviterId, userId), isOpenLink(), liveInvitation()))
    .orderBy(asc(invitations.createdAt));
}

export async function createInvitationLink(
  db: Database,
  clock: Clock,
  user: UserRow,
): Promise<Outcome<{ link: InvitationLinkRow; token: string }>> {
  return db.transaction(async (tx) => {
    // Counted under the person's row lock, so two requests at once cannot both take the last place.
    await lockUser(tx, user.id);
    const [{ open }] = await tx
      .select({ open: count() })
      .from(invitations)
      .where(and(eq(invitations.inviterId, user.id), isOpenLink(), liveInvitation()));
    if (open >= INVITATION_LINKS_OPEN_MAX) {
      throw new ConflictError(
        `You have ${INVITATION_LINKS_OPEN_MAX} invitation links waiting to be used. Revoke one before making another.`,
      );
    }
    const [token] = await createInvitations(tx, user.id, [{ expiresInDays: INVITATION_LINK_TTL_DAYS }]);
    const [link] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    await logOwnAction(tx, clock, {
      user,
      action: 'create_invitation_link',
      details: `Made an invitation link, valid until ${link.expiresAt!.toISOString()}`,
    });
    return { result: { link, token }, events: [{ type: 'invitation_links_changed', userId: user.id }] };
  });
}

/** The link, already checked to be the person's own (policies/invitation-link-access.ts), stops working. */
export async function revokeInvitationLink(
  db: Database,
  clock: Clock,
  user: UserRow,
  link: InvitationLinkRow,
): Promise<Outcome<null>> {
  return db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: clock.now() })
      .where(and(eq(invitations.id, link.id), isNull(invitations.revokedAt)));
    await logOwnAction(tx, clock, {
      user,
      action: 'revoke_invitation_link',
      details: `Revoked the invitation link made ${link.createdAt.toISOString()}`,
    });
    return { result: null, events: [{ type: 'invitation_links_changed', userId: user.id }] };
  });
}

export const INVITATION_UNUSABLE =
  'This invitation has already been used, or it was sent to another address.';

/**
 * Why an invitation did nothing for this person, in words the page shows. Only the reasons its holder
 * can act on are told apart; an address it was meant for is never revealed.
 */
export async function whyInvitationUnusable(db: DbOrTx, token: string, userId: string): Promise<string> {
  const [row] = await db
    .select({
      inviterId: invitations.inviterId,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      // The database's clock, as liveInvitation reads it.
      expired: sql<boolean>`coalesce(${invitations.expiresAt} <= now(), false)
        OR ${invitations.createdAt} <= now() - make_interval(days => ${INVITATION_TTL_DAYS})`,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  if (!row) return INVITATION_UNUSABLE;
  if (row.inviterId === userId)
    return 'This is your own invitation link. Send it to the person you want to talk with.';
  if (row.acceptedAt) return 'This invitation has already been used. Ask for a new one.';
  if (row.revokedAt) return 'This invitation link was revoked. Ask for a new one.';
  if (row.expired) return 'This invitation has expired. Ask for a new one.';
  return INVITATION_UNUSABLE;
}
