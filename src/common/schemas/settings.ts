import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { emailSchema, nameField, newPasswordSchema } from './auth';
import { currencySchema } from './expenses';

/** The forms of /settings. The web validates with these too, so both say the same words. */

export const nameChangeSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
});
export type NameChangeInput = z.infer<typeof nameChangeSchema>;

const currentPassword = z
  .string({ error: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(PASSWORD_MAX, 'Please enter your current password');

export const emailChangeSchema = z.object({ newEmail: emailSchema, currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const INVALID_EMAIL_LINK =
  'This confirmation link is not valid. Please ask for a new one on the Settings page.';
export const emailConfirmSchema = z.object({
  token: z
    .string({ error: INVALID_EMAIL_LINK })
    .trim()
    .min(1, INVALID_EMAIL_LINK)
    .max(200, INVALID_EMAIL_LINK),
});

export const passwordChangeSchema = z.object({ currentPassword, newPassword: newPasswordSchema });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The web's form adds a confirmation that never leaves the browser. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const notificationPreferencesSchema = z.object({
  push: z.boolean({ error: 'push must be true or false' }),
  sound: z.boolean({ error: 'sound must be true or false' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const accountDeletionSchema = z.object({ password: currentPassword });

export const deviceIdParams = z.object({ id: z.uuid({ error: 'Device not found' }) });

/** One signed-in browser in the device list. */
export const deviceViewSchema = z.object({
  id: z.string(),
  /** Read from the User-Agent, e.g. 'Firefox on Windows'. */
  browser: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser asking. */
  current: z.boolean(),
});
export type DeviceView = z.infer<typeof deviceViewSchema>;

/** The currency the person's new expenses start in; null: the one the conversation used last. */
export const expenseCurrencySchema = z.object({ currency: currencySchema.nullable() });
export type ExpenseCurrencyInput = z.infer<typeof expenseCurrencySchema>;

/**
 * What /settings shows beyond the user object: the address waiting for confirmation, notifications,
 * the default currency for expenses.
 */
export const settingsViewSchema = z.object({
  pendingEmail: z.string().nullable(),
  notifications: notificationPreferencesSchema,
  defaultCurrency: z.string().nullable(),
});
export type SettingsView = z.infer<typeof settingsViewSchema>;

export const accountDeletionResultSchema = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type AccountDeletionResult = z.infer<typeof accountDeletionResultSchema>;
