import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvent, SendMessageBody, ServerEvent, SocketErrorBody } from '@common/events';
import type { MessageView } from '@common/types';
import { ApiError, apiRequest, errorMessage } from './api';
import { createMessageTransport, type SendSocket } from './send-message';

/** The page's socket as the transport sees it: open or not, what was sent, and the server's answers. */
class FakeSocket implements SendSocket {
  sent: ClientEvent[] = [];
  private readonly events = new Set<(event: ServerEvent) => void>();
  private readonly closes = new Set<() => void>();
  constructor(public open = true) {}
  send(event: ClientEvent): boolean {
    if (!this.open) return false;
    this.sent.push(event);
    return true;
  }
  onEvent(listener: (event: ServerEvent) => void) {
    this.events.add(listener);
    return () => this.events.delete(listener);
  }
  onClose(listener: () => void) {
    this.closes.add(listener);
    return () => this.closes.delete(listener);
  }
  hear(event: ServerEvent): void {
    this.events.forEach((l) => l(event));
  }
  drop(): void {
    this.open = false;
    this.closes.forEach((l) => l());
  }
  get listening(): number {
    return this.events.size + this.closes.size;
  }
}

const body = (clientId = 'c-1'): SendMessageBody => ({
  conversationId: 'k-1',
  clientId,
  content: 'See you at 5',
});
const stored = (clientId = 'c-1') => ({ id: 7, clientId, content: 'See you at 5' }) as MessageView;

function transport(socket: FakeSocket, online = true) {
  const post = vi.fn(async (b: SendMessageBody) => stored(b.clientId));
  const send = createMessageTransport({ socket, post, answerWithinMs: 3000, online: () => online });
  return { post, send };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sending a message: over the open socket, else by POST', () => {
  it('sends a send_message frame on an open socket, and the ack resolves with the stored message', async () => {
    const socket = new FakeSocket();
    const { post, send } = transport(socket);
    const sending = send(body());
    expect(socket.sent).toEqual([{ type: 'send_message', message: body() }]);
    // Another send's answer is not this one's.
    socket.hear({ type: 'message_ack', clientId: 'c-other', status: 201, message: stored('c-other') });
    socket.hear({ type: 'message_ack', clientId: 'c-1', status: 201, message: stored() });
    await expect(sending).resolves.toEqual(stored());
    expect(post).not.toHaveBeenCalled();
    expect(socket.listening).toBe(0);
  });

  it('posts when the socket is closed', async () => {
    const socket = new FakeSocket(false);
    const { post, send } = transport(socket);
    await expect(send(body())).resolves.toEqual(stored());
    expect(post).toHaveBeenCalledWith(body());
    expect(socket.listening).toBe(0);
  });

  it('posts, without trying the socket, when the browser says it is offline (the queue takes over as before)', async () => {
    const socket = new FakeSocket();
    const { post, send } = transport(socket, false);
    await send(body());
    expect(socket.sent).toEqual([]);
    expect(post).toHaveBeenCalledWith(body());
  });

  it('posts the same body, same clientId, when no answer comes in time', async () => {
    vi.useFakeTimers();
    const socket = new FakeSocket();
    const { post, send } = transport(socket);
    const sending = send(body('c-9'));
    await vi.advanceTimersByTimeAsync(2999);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(sending).resolves.toEqual(stored('c-9'));
    expect(post).toHaveBeenCalledExactlyOnceWith(body('c-9'));
    expect(socket.sent).toEqual([{ type: 'send_message', message: body('c-9') }]);
    // An answer that comes late changes nothing.
    socket.hear({ type: 'message_ack', clientId: 'c-9', status: 200, message: stored('c-9') });
    expect(socket.listening).toBe(0);
  });

  it('posts at once, same clientId, when the socket drops before the answer', async () => {
    const socket = new FakeSocket();
    const { post, send } = transport(socket);
    const sending = send(body());
    socket.drop();
    await expect(sending).resolves.toEqual(stored());
    expect(post).toHaveBeenCalledExactlyOnceWith(body());
  });

  it.each([
    [429, { message: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' }],
    [
      400,
      {
        message: 'Message content is required',
        code: 'validation_error',
        fields: { content: 'Message content is required' },
      },
    ],
    [403, { message: 'Forbidden', code: 'forbidden' }],
    [404, { message: 'Conversation not found', code: 'not_found' }],
  ] as Array<[number, SocketErrorBody]>)(
    'a message_error %i throws the error the POST would have (the same words for the person)',
    async (status, error) => {
      const socket = new FakeSocket();
      const { post, send } = transport(socket);
      const sending = send(body());
      socket.hear({ type: 'message_error', clientId: 'c-1', status, error });
      const overSocket = await sending.catch((e: unknown) => e);
      expect(post).not.toHaveBeenCalled();

      // The POST's refusal, read by the one HTTP helper from the server's body.
      vi.stubGlobal('fetch', async () => new Response(JSON.stringify(error), { status }));
      const overHttp = await apiRequest('POST', '/api/messages', body()).catch((e: unknown) => e);
      expect(overSocket).toBeInstanceOf(ApiError);
      expect(overHttp).toBeInstanceOf(ApiError);
      const fields = (e: ApiError) => [e.status, e.message, e.bodyText, e.serverMessage];
      expect(fields(overSocket as ApiError)).toEqual(fields(overHttp as ApiError));
      expect(errorMessage(overSocket, 'Please try again')).toBe(error.message);
    },
  );
});
