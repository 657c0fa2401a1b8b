import type { InvitationLinkView } from '../../common/schemas/invitation-links';
import type { invitations } from '../db/schema';

/** An open invitation link for its maker. The address (holding the secret) only exists when it is made. */
export function presentInvitationLink(
  row: Pick<typeof invitations.$inferSelect, 'id' | 'createdAt' | 'expiresAt'>,
  url: string | null = null,
): InvitationLinkView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
    url,
  };
}
