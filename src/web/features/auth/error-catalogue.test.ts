import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
} from './error-catalogue';

const apiError = (status: number, body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const message =
    body && typeof body === 'object' && 'message' in body
      ? String((body as { message: unknown }).message)
      : undefined;
  return new ApiError(status, text, message);
};

describe('login error catalogue', () => {
  it('turns the server wrong-password answer into the catalogue sentence', () => {
    expect(
      loginErrorMessage(apiError(401, { message: 'Invalid email or password', code: 'unauthorized' })),
    ).toBe('The email or password you entered is incorrect. Please check and try again.');
  });
  it('matches a bare 401 status text', () => {
    expect(loginErrorMessage(apiError(401, 'Unauthorized'))).toBe(
      'Your email or password is incorrect. Please check your login details.',
    );
  });
  it('treats a failed fetch as a network error', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });
  it('maps "not found"', () => {
    expect(loginErrorMessage(apiError(404, { message: 'User not found' }))).toBe(
      'No account found with this email. Please check the email or create a new account.',
    );
  });
  it("falls back to the server's words, then to the generic sentence", () => {
    expect(loginErrorMessage(apiError(403, { message: 'This account has been suspended' }))).toBe(
      'This account has been suspended',
    );
    expect(loginErrorMessage(apiError(500, ''))).toBe(
      'Unable to sign in. Please check your email and password.',
    );
  });
});

describe('register error catalogue', () => {
  it('maps a duplicate address', () => {
    expect(
      registerErrorMessage(apiError(409, { message: 'An account with this email already exists' })),
    ).toBe('An account with this email already exists. Please try signing in instead.');
  });
  it('maps validation and network failures', () => {
    expect(registerErrorMessage(new Error('Validation failed'))).toBe(
      'Please check that all fields are filled out correctly.',
    );
    expect(registerErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
  it("keeps the server's precise sentence for a field error", () => {
    expect(
      registerErrorMessage(
        apiError(400, { message: 'First name must be at least 2 characters', code: 'validation_error' }),
      ),
    ).toBe('First name must be at least 2 characters');
  });
});

describe('forgot-password error catalogue', () => {
  it('maps "required" and falls back', () => {
    expect(forgotPasswordErrorMessage(apiError(400, { message: 'Email is required' }))).toBe(
      'Please enter a valid email address.',
    );
    expect(forgotPasswordErrorMessage(apiError(502, ''))).toBe(
      'Unable to send reset email. Please try again.',
    );
  });
});

describe('reset-password error catalogue', () => {
  it('maps expired, invalid and short passwords', () => {
    expect(
      resetPasswordErrorMessage(
        apiError(400, { message: 'This reset link has expired. Please request a new password reset.' }),
      ),
    ).toBe('This reset link has expired. Please request a new password reset.');
    expect(resetPasswordErrorMessage(apiError(400, { message: 'Invalid reset link.' }))).toBe(
      'Invalid reset link. Please request a new password reset.',
    );
    expect(
      resetPasswordErrorMessage(apiError(400, { message: 'Password must be at least 8 characters long' })),
    ).toBe('Password must be at least 8 characters long.');
  });
});
