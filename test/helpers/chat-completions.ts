/**
 * A local server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions), for driving
 * the real `openai` client in tests: no model is reachable here. Each test queues how it answers (a
 * content string, an HTTP error, a refusal, a delay) and reads back the requests the client sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CannedAnswer =
  { content: string; delayMs?: number } | { refusal: string } | { status: number; error: string };

export interface ChatRequest {
  url: string;
  auth?: string;
  body: {
    model?: string;
    response_format?: unknown;
    messages?: Array<{ role: string; content: string }>;
    [key: string]: unknown;
  };
}

export interface ChatCompletionsServer {
  baseURL: string;
  requests: ChatRequest[];
  /** The answer to every request from now on (until the next call). */
  answerWith(answer: CannedAnswer): void;
  close(): Promise<void>;
}

function completion(content: string | null, refusal: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal } }],
  };
}

export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  let answer: CannedAnswer = { content: '{}' };
  const requests: ChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw) as ChatRequest['body'],
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const now = answer;
      if ('status' in now) return send(now.status, { error: { message: now.error, type: 'server_error' } });
      if ('refusal' in now) return send(200, completion(null, now.refusal));
      if (!now.delayMs) return send(200, completion(now.content));
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(200, completion(now.content));
      }, now.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
