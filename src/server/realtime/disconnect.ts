import type { EventBus } from './bus';

/**
 * Closes the sockets of a user whose sessions ended, on every instance, at once. Call it AFTER
 * revoking: after a ban, a password reset or an account deletion (every session revoked: every
 * socket closes) or a sign-out (that session's sockets close; the user's other devices stay). Each
 * instance re-checks the user's sockets against the sessions table; a closing socket first gets
 * `session_revoked`, then close code 4001. Without this call the heartbeat catches it within 30 s.
 */
export async function disconnectUser(deps: { bus: EventBus }, userId: string): Promise<void> {
  await deps.bus.publish({ userIds: [userId], event: { type: 'session_revoked' } });
}
