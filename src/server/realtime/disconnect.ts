import type { EventBus } from './bus';

/**
 * Closes every socket of a user on every instance: call it after a ban, a password reset or an
 * account deletion (after the sessions are revoked). The user's clients get `session_revoked`, then
 * the close. Sockets whose single session was signed out are also closed by the heartbeat's session
 * check, within one heartbeat.
 */
export async function disconnectUser(deps: { bus: EventBus }, userId: string): Promise<void> {
  await deps.bus.publish({ userIds: [userId], event: { type: 'session_revoked' } });
}
