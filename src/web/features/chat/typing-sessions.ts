/**
 * A pause longer than this between someone's bursts of typing starts a new typing session. Shorter
 * pauses (a second to think, which clears the visible indicator) carry on the same one.
 */
export const TYPING_SESSION_GAP_MS = 30_000;

/**
 * Tells, for a screen reader, who has just started typing: the visible 'X is typing...' comes and
 * goes with every burst, and announcing each burst would repeat it every few seconds. Each person
 * is announced once per session, which ends with a long pause or with their message.
 */
export class TypingSessions {
  private readonly lastTypingAt = new Map<string, number>();
  private typingNow = new Set<string>();

  /** Who among `typing` (everyone typing now) starts a new session at `now`. */
  update(typing: readonly string[], now: number): string[] {
    const starting = typing.filter((id) => {
      if (this.typingNow.has(id)) return false;
      const last = this.lastTypingAt.get(id);
      return last === undefined || now - last > TYPING_SESSION_GAP_MS;
    });
    // A session's time is counted from when its last burst ended (or is still going on).
    for (const id of new Set([...this.typingNow, ...typing])) this.lastTypingAt.set(id, now);
    this.typingNow = new Set(typing);
    return starting;
  }

  /** Their message ends their session: the next time they type is news again. */
  end(userId: string): void {
    this.lastTypingAt.delete(userId);
  }
}
