import { z } from 'zod';
import {
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN_REGISTER,
  PASSWORD_MIN_RESET,
} from '../constants';
import { hasDirectionControls, hasVisibleText, text } from './text';

/** The server returns these same messages, and the web's forms match on their words. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'Please enter a valid email address')
  .email('Please enter a valid email address');

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const nameField = (label: string) =>
  text()
    .trim()
    .min(NAME_MIN, `${label} must be at least ${NAME_MIN} characters`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    // A name is shown to others in lists, toasts, notifications and exports: no invisible controls.
    .refine((value) => !/\p{Cc}/u.test(value), `${label} cannot contain control characters`)
    .refine((value) => !hasDirectionControls(value), `${label} cannot contain text-direction controls`)
    .refine(hasVisibleText, `${label} must be at least ${NAME_MIN} characters`);

export const registerSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_REGISTER, `Password must be at least ${PASSWORD_MIN_REGISTER} characters`)
    .max(PASSWORD_MAX),
  inviteToken: z.string().trim().min(1).max(200).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The web form adds a confirmation field that never leaves the browser. */
export const registerFormSchema = registerSchema
  .omit({ inviteToken: true })
  .extend({
    confirmPassword: z.string().min(PASSWORD_MIN_REGISTER, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_RESET, `Password must be at least ${PASSWORD_MIN_RESET} characters long`)
  .max(PASSWORD_MAX);

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'Invalid reset link. Please request a new password reset.' })
    .trim()
    .min(1, 'Invalid reset link. Please request a new password reset.')
    .max(200, 'Invalid reset link. Please request a new password reset.'),
  newPassword: newPasswordSchema,
});

/**
 * GET /api/reset-password/valid?token=: the token goes in the query string, which the request log
 * leaves out (a path would be logged whole). Anything that is no token is simply not valid.
 */
export const resetTokenCheckSchema = z.object({ token: z.string().max(1000).optional() });
export const resetTokenCheckResponse = z.object({ valid: z.boolean() });
export type ResetTokenCheck = z.infer<typeof resetTokenCheckResponse>;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const preferencesSchema = z.object({
  darkMode: z.union([z.enum(['light', 'dark']), z.boolean().transform((dark) => (dark ? 'dark' : 'light'))], {
    error: "darkMode must be 'light' or 'dark'",
  }),
});
