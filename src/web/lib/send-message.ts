import type { ClientEvent, SendMessageBody, ServerEvent } from '@common/events';
import { TIMINGS } from '@common/constants';
import type { MessageView } from '@common/types';
import { ApiError, apiRequest } from './api';
import { realtimeSocket } from './socket';

/*
 * The one place that decides how a message goes to the server. Over the open socket as a
 * `send_message` frame (no HTTP request per message), else by POST /api/messages. Both carry the same
 * body and clientId, and the server stores a clientId once, so a frame with no answer (the socket
 * closed, or nothing heard in TIMINGS.socketSendAnswerMs) is sent again by POST without risk of a
 * duplicate. A refusal over the socket is thrown as the same ApiError the POST's would be.
 */

/** What the transport needs of the page's socket (lib/socket.ts). */
export interface SendSocket {
  send(event: ClientEvent): boolean;
  onEvent(listener: (event: ServerEvent) => void): () => void;
  onClose(listener: () => void): () => void;
}

type Answer = Extract<ServerEvent, { type: 'message_ack' | 'message_error' }>;

export function createMessageTransport({
  socket,
  post,
  answerWithinMs = TIMINGS.socketSendAnswerMs,
  online = () => typeof navigator === 'undefined' || navigator.onLine !== false,
}: {
  socket: SendSocket;
  post: (body: SendMessageBody) => Promise<MessageView>;
  answerWithinMs?: number;
  online?: () => boolean;
}) {
  /** The socket's answer to this frame, or null when none will come (or not in time). */
  const overSocket = (body: SendMessageBody) =>
    new Promise<Answer | null>((resolve) => {
      const done = (answer: Answer | null) => {
        clearTimeout(timer);
        offEvent();
        offClose();
        resolve(answer);
      };
      const offEvent = socket.onEvent((event) => {
        const answer = event.type === 'message_ack' || event.type === 'message_error' ? event : null;
        if (answer?.clientId === body.clientId) done(answer);
      });
      const offClose = socket.onClose(() => done(null));
      const timer = setTimeout(() => done(null), answerWithinMs);
      if (!socket.send({ type: 'send_message', message: body })) done(null);
    });

  return async function sendMessage(body: SendMessageBody): Promise<MessageView> {
    // Offline, the POST fails at once as it always has and the send flow queues the message.
    const answer = online() ? await overSocket(body) : null;
    if (!answer) return post(body);
    if (answer.type === 'message_ack') return answer.message;
    const text = JSON.stringify(answer.error);
    throw new ApiError(answer.status, text, answer.error.message);
  };
}

/** The page's sends: the chat's and the offline queue's. */
export const sendMessage = createMessageTransport({
  socket: realtimeSocket,
  post: (body) => apiRequest<MessageView>('POST', '/api/messages', body),
});
