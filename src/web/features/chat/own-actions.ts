/**
 * Changes this tab made itself. The server also tells us about them over the socket; the person who
 * acted already saw a success toast, so the realtime toast ('Conversation Renamed', 'User Added'...)
 * is shown only for other people's changes.
 */
const recent = new Map<string, number>();
const WINDOW_MS = 10_000;

export function noteOwnAction(key: string): void {
  recent.set(key, Date.now());
}

export function isOwnAction(key: string): boolean {
  const at = recent.get(key);
  if (at === undefined) return false;
  recent.delete(key);
  return Date.now() - at < WINDOW_MS;
}

export const ownActionKeys = {
  rename: (conversationId: string) => `rename:${conversationId}`,
  add: (conversationId: string, email: string) => `add:${conversationId}:${email.toLowerCase()}`,
  remove: (conversationId: string, userId: string) => `remove:${conversationId}:${userId}`,
  delete: (conversationId: string) => `delete:${conversationId}`,
};
