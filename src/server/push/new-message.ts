import type { PushService } from './service';

interface Deps {
  push: PushService;
  /** Who has a socket open on any instance (realtime/presence.ts). */
  presence: { onlineAmong(userIds: string[]): Promise<Set<string>> };
}

interface Log {
  warn(obj: object, msg?: string): void;
}

/**
 * After a message is stored and published: a push to each participant with no open socket (the page
 * tells the others itself). It runs in the background, so a slow push service never delays the send;
 * a failure is logged, never the sender's problem.
 */
export function pushNewMessageInBackground(
  deps: Deps,
  sender: { id: string; firstName: string; lastName: string },
  sent: { row: { conversationId: string; finalContent: string }; participantIds: string[] },
  log: Log,
): void {
  void (async () => {
    const connectedUserIds = await deps.presence.onlineAmong(sent.participantIds);
    await deps.push.notifyNewMessage({
      conversationId: sent.row.conversationId,
      sender,
      finalContent: sent.row.finalContent,
      participantIds: sent.participantIds,
      connectedUserIds,
    });
  })().catch((err: unknown) => log.warn({ event: 'push.new_message.failed', err }));
}
