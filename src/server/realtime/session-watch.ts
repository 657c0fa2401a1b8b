import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { liveSessionHashes } from '../domain/sessions';
import { CLOSE_SESSION_ENDED, type Hub } from './hub';

/**
 * Closes the sockets whose session was signed out, expired or banned: one query for every socket on
 * this instance (or only these users'). A closing socket is told `session_revoked` first, then 4001.
 */
export async function closeEndedSessions(
  deps: { db: Database; clock: Clock },
  hub: Hub,
  onlyUsers?: Set<string>,
): Promise<void> {
  const clients = hub.clients().filter((c) => !onlyUsers || onlyUsers.has(c.userId));
  if (clients.length === 0) return;
  const live = await liveSessionHashes(deps.db, deps.clock, [...new Set(clients.map((c) => c.sessionHash))]);
  for (const client of clients) {
    if (!live.has(client.sessionHash)) {
      hub.sendTo(client, { type: 'session_revoked' });
      client.ws.close(CLOSE_SESSION_ENDED, 'Session ended');
    }
  }
}
