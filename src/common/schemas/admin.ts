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
