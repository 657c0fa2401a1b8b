/**
 * The error catalogue for the account forms. Each form matches words in the error and shows the
 * catalogue's sentence; otherwise the server's own message, otherwise a fallback.
 *
 * The words are matched in the server's message when it sent one (else the "status: body" text), so
 * that a field code such as `validation_error` does not hide the server's precise sentence.
 */
import { ApiError, isNetworkError } from '../../lib/api';

interface Rule {
  match: string;
  message: string;
}

function pick(error: unknown, rules: Rule[], fallback: string, networkMessage?: string): string {
  if (networkMessage && isNetworkError(error)) return networkMessage;
  const server = error instanceof ApiError ? error.serverMessage : undefined;
  const text = (server ?? (error instanceof Error ? error.message : '')).toLowerCase();
  const rule = rules.find((r) => text.includes(r.match.toLowerCase()));
  if (rule) return rule.message;
  return server || fallback;
}

const LOGIN_NETWORK = 'Network error. Please check your internet connection and try again.';
const FORM_NETWORK = 'Network error. Please check your connection and try again.';

export function loginErrorMessage(error: unknown): string {
  return pick(
    error,
    [
      {
        match: 'Invalid email or password',
        message: 'The email or password you entered is incorrect. Please check and try again.',
      },
      {
        match: 'Unauthorized',
        message: 'Your email or password is incorrect. Please check your login details.',
      },
      { match: 'network', message: LOGIN_NETWORK },
      {
        match: 'not found',
        message: 'No account found with this email. Please check the email or create a new account.',
      },
    ],
    'Unable to sign in. Please check your email and password.',
    LOGIN_NETWORK,
  );
}

export function registerErrorMessage(error: unknown): string {
  return pick(
    error,
    [
      {
        match: 'already exists',
        message: 'An account with this email already exists. Please try signing in instead.',
      },
      { match: 'network', message: FORM_NETWORK },
      { match: 'validation', message: 'Please check that all fields are filled out correctly.' },
    ],
    'Unable to create account. Please check your information and try again.',
    FORM_NETWORK,
  );
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return pick(
    error,
    [
      { match: 'required', message: 'Please enter a valid email address.' },
      { match: 'network', message: FORM_NETWORK },
    ],
    'Unable to send reset email. Please try again.',
    FORM_NETWORK,
  );
}

export function resetPasswordErrorMessage(error: unknown): string {
  return pick(
    error,
    [
      { match: 'expired', message: 'This reset link has expired. Please request a new password reset.' },
      { match: 'invalid', message: 'Invalid reset link. Please request a new password reset.' },
      { match: '8 characters', message: 'Password must be at least 8 characters long.' },
    ],
    'Unable to reset password. Please try again.',
  );
}
