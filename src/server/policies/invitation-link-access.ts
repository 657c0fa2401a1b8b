import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invitations } from '../db/schema';
import { isOpenLink, type InvitationLinkRow } from '../domain/invitation-links';
import { NotFoundError } from '../errors';

export const INVITATION_LINK_NOT_FOUND = 'Invitation link not found';

/**
 * Only its maker may see or revoke an open invitation link; to anyone else it does not exist (404).
 * A link already used or revoked is still theirs (revoking it again changes nothing).
 */
export async function requireOwnInvitationLink(
  db: DbOrTx,
  userId: string,
  linkId: string,
): Promise<InvitationLinkRow> {
  const [link] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, linkId), eq(invitations.inviterId, userId), isOpenLink()));
  if (!link) throw new NotFoundError(INVITATION_LINK_NOT_FOUND);
  return link;
}
