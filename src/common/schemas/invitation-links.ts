import { z } from 'zod';

/**
 * Open invitation links: an address that names nobody, made by a signed-in person to pass on however
 * they like. Whoever signs up or signs in through it gets a one-to-one with the person who made it.
 * Each link works once and for INVITATION_LINK_TTL_DAYS days, and its maker can revoke it before then.
 */
export const INVITATION_LINK_TTL_DAYS = 7;
/** Links a person may have waiting at once; a link is used once, so a handful covers anyone's needs. */
export const INVITATION_LINKS_OPEN_MAX = 5;

/** One open link. `url` holds the secret and is only returned once, when the link is made. */
export const invitationLinkViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  url: z.string().nullable(),
});
export type InvitationLinkView = z.infer<typeof invitationLinkViewSchema>;

export const invitationLinkListSchema = z.object({ links: z.array(invitationLinkViewSchema) });
export type InvitationLinkList = z.infer<typeof invitationLinkListSchema>;

/** POST /api/invitation-links takes nothing: the link names nobody. */
export const createInvitationLinkSchema = z.object({}).strict().optional();
export const invitationLinkParamsSchema = z.object({ id: z.uuid('Invitation link not found') });
