import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { ticketStatusSchema, ticketViewSchema } from './support';
import { text } from './text';

/** The ban reason is required and trimmed. */
export const banUserSchema = z.object({
  reason: text({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(500, 'Reason must be at most 500 characters'),
});
export type BanUserInput = z.infer<typeof banUserSchema>;

/** The admin's new password is required and trimmed, with no length rule beyond that. */
export const adminResetPasswordSchema = z.object({
  newPassword: z
    .string({ error: 'New password is required' })
    .trim()
    .min(1, 'New password is required')
    .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
});
export type AdminResetPasswordInput = z.infer<typeof adminResetPasswordSchema>;

export const updateTicketSchema = z.object({ status: ticketStatusSchema });
export type UpdateTicketInput = z.infer<typeof updateTicketSchema>;

/** A user as the admin's Users tab shows them (/admin). */
export const adminUserViewSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Clients read the string 'true' as banned. */
  isBanned: z.enum(['true', 'false']),
  banReason: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  /** Present when the server tracks presence; otherwise the web asks GET /api/online-users. */
  online: z.boolean().optional(),
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

/** The ticket owner's details for the Support tab; null when the account is gone ('Unknown User'). */
export const ticketOwnerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  lastActiveAt: z.string().nullable(),
});
export const adminTicketViewSchema = ticketViewSchema.extend({ user: ticketOwnerSchema.nullable() });
export type AdminTicketView = z.infer<typeof adminTicketViewSchema>;

export const ACTIVITY_ACTIONS = [
  'ban_user',
  'unban_user',
  'reset_password',
  'delete_user',
  'deactivate_user',
  'update_ticket',
  'reply_ticket',
  'delete_ticket',
  'place_legal_hold',
  'lift_legal_hold',
  // A person's own changes on /settings (the log's actor is then that person).
  'change_name',
  'request_email_change',
  'change_email',
  'change_password',
  'sign_out_device',
  'sign_out_other_devices',
  'change_notifications',
  'change_expense_currency',
  'close_own_account',
  'deactivate_own_account',
  // Secrets a person hands out: open invitation links and their private calendar feed.
  'create_invitation_link',
  'revoke_invitation_link',
  'create_calendar_feed',
  'revoke_calendar_feed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  ban_user: 'Ban User',
  unban_user: 'Unban User',
  reset_password: 'Reset Password',
  delete_user: 'Delete User',
  deactivate_user: 'Deactivate User',
  update_ticket: 'Update Ticket',
  reply_ticket: 'Reply to Ticket',
  delete_ticket: 'Delete Ticket',
  place_legal_hold: 'Place Legal Hold',
  lift_legal_hold: 'Lift Legal Hold',
  change_name: 'Changed Own Name',
  request_email_change: 'Asked to Change E-mail',
  change_email: 'Changed Own E-mail',
  change_password: 'Changed Own Password',
  sign_out_device: 'Signed Out a Device',
  sign_out_other_devices: 'Signed Out Other Devices',
  change_notifications: 'Changed Notifications',
  change_expense_currency: 'Changed Expense Currency',
  close_own_account: 'Deleted Own Account',
  deactivate_own_account: 'Own Account Deactivated (Legal Hold)',
  create_invitation_link: 'Made an Invitation Link',
  revoke_invitation_link: 'Revoked an Invitation Link',
  create_calendar_feed: 'Made a Calendar Feed Address',
  revoke_calendar_feed: 'Revoked the Calendar Feed',
};

/** An activity log entry, with the names the Activity tab shows. */
export const activityViewSchema = z.object({
  id: z.number(),
  action: z.string(),
  adminId: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetUser: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  details: z.string(),
  createdAt: z.string(),
});
export type ActivityView = z.infer<typeof activityViewSchema>;

export const adminMessageSchema = z.object({ message: z.string() });

/**
 * Paging the admin lists (GET /api/admin/users, /support-tickets, /activity-log). Without any of these
 * query parameters each route answers its whole list as a plain array, as it always has; with any of
 * them, one page `{ items, total, limit, offset }`, `total` counting every row the query matches.
 */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_MAX = 200;
export const ADMIN_OFFSET_MAX = 10_000_000;
export const ADMIN_SEARCH_MAX = 200;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}`;
const OFFSET_MESSAGE = `offset must be a whole number from 0 to ${ADMIN_OFFSET_MAX}`;
/** Decimal digits only: "10", never "1e1", "0x0a", " 10" or "10.0", which Number() would also read. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

export const adminPageQuerySchema = z.object({
  limit: wholeNumber(LIMIT_MESSAGE, 1, ADMIN_PAGE_MAX)
    .optional()
    .describe(`Rows per page, 1-${ADMIN_PAGE_MAX}; ${ADMIN_PAGE_SIZE} when only offset or q is given`),
  offset: wholeNumber(OFFSET_MESSAGE, 0, ADMIN_OFFSET_MAX)
    .optional()
    .describe('Rows to skip, newest first; 0 when not given'),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

/** The Users tab also searches: any part of the name ("Ada Ad") or of the e-mail address, any case. */
export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  q: text({ error: 'q must be text' })
    .trim()
    .max(ADMIN_SEARCH_MAX, { error: `q must be at most ${ADMIN_SEARCH_MAX} characters` })
    .optional()
    .describe('Part of a name or e-mail address, any case; blank matches everyone'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Every row the query matches, not only this page's. */
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
export interface AdminPage<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** GET /api/admin/summary: the cards above the tabs, counted over every live account and ticket. */
export const adminSummarySchema = z.object({
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    banned: z.number().int(),
    online: z.number().int(),
  }),
  tickets: z.object({
    total: z.number().int(),
    open: z.number().int(),
    inProgress: z.number().int(),
    resolved: z.number().int(),
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
