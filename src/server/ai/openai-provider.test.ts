import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalAssistant } from '../../common/assistant/local';
import { createAssistant } from './index';

/**
 * A real HTTP server speaking the chat-completions protocol, driven by the real `openai` SDK. Each
 * test sets how it answers; the provider must use good answers and fall back to local on anything else.
 */
type Mode = 'good' | 'malformed' | 'error500' | 'slow' | 'refusal' | 'wrong-shape' | 'adds-number';
let mode: Mode = 'good';
let answer: unknown = {};
const requests: Array<{ url: string; body: Record<string, unknown>; auth?: string }> = [];
let server: http.Server;
let baseURL = '';
const warnings: Array<Record<string, unknown>> = [];

function completion(content: string | null, refusal: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal } }],
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        body: JSON.parse(raw) as Record<string, unknown>,
        auth: req.headers.authorization,
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (mode === 'error500') return send(500, { error: { message: 'boom', type: 'server_error' } });
      if (mode === 'slow') return void setTimeout(() => send(200, completion(JSON.stringify(answer))), 6000);
      if (mode === 'malformed')
        return send(200, completion('Sure! Here is a calmer version: {rewritten: nope'));
      if (mode === 'refusal') return send(200, completion(null, "I'm sorry, I can't help with that."));
      if (mode === 'wrong-shape') return send(200, completion(JSON.stringify({ text: 'missing fields' })));
      return send(200, completion(JSON.stringify(answer)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  warnings.length = 0;
  mode = 'good';
});

function provider() {
  return createAssistant(
    {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: baseURL,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
      // Long enough for a good answer on a loaded machine (400 ms failed once in .ci/run); 'slow' waits longer.
      AI_TIMEOUT_MS: 2000,
    },
    { warn: (details) => warnings.push(details) },
  );
}

const CHARGED = 'You NEVER pay the $250 on time!! It was due March 3rd, idiot.';

describe('openai provider', () => {
  it('uses a good answer and sends a JSON-only prompt that keeps facts', async () => {
    answer = {
      rewritten: 'The $250 was due March 3rd. Could you pay it on time, please?',
      emotionalTone: 'Frustrated',
      improvements: ['Removed name-calling', 'Lowered the shouting'],
    };
    const result = await provider().rewrite(CHARGED);
    expect(result).toEqual({
      rewritten: 'The $250 was due March 3rd. Could you pay it on time, please?',
      rewrittenMessage: 'The $250 was due March 3rd. Could you pay it on time, please?',
      original: CHARGED,
      emotionalTone: 'frustrated',
      improvements: ['Removed name-calling', 'Lowered the shouting'],
    });
    expect(warnings).toEqual([]);
    const [req] = requests;
    expect(req!.url).toBe('/v1/chat/completions');
    expect(req!.auth).toBe('Bearer sk-test');
    expect(req!.body.model).toBe('test-model');
    expect(req!.body.response_format).toEqual({ type: 'json_object' });
    const system = (req!.body.messages as Array<{ role: string; content: string }>)[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/Never add a fact/);
    expect(system.content).toMatch(/JSON/);
  });

  it('uses good answers for replies, coaching and summaries', async () => {
    answer = { replies: [{ text: 'Sure, 5pm works.', tone: 'friendly', confidence: 0.9 }] };
    expect(await provider().suggestReplies(['Hi'], 'Can you come at 5pm?')).toEqual([
      { text: 'Sure, 5pm works.', tone: 'friendly', confidence: 0.9 },
    ]);
    answer = { advice: 'Lead with the pickup time.' };
    expect(await provider().coach('You are late', 'Sam: hi')).toEqual({
      advice: 'Lead with the pickup time.',
    });
    answer = { summary: 'Sam asked Alex for the 5pm pickup; Alex agreed.' };
    expect(await provider().summarize([{ sender: 'Sam', text: 'Can you do 5pm?' }])).toEqual({
      summary: 'Sam asked Alex for the 5pm pickup; Alex agreed.',
    });
    expect(warnings).toEqual([]);
  });

  const local = createLocalAssistant();
  for (const [failure, reason] of [
    ['malformed', 'answer is not JSON'],
    ['error500', 'HTTP 500'],
    ['slow', 'timeout'],
    ['refusal', 'refusal'],
    ['wrong-shape', 'answer has the wrong shape (rewrite)'],
  ] as const) {
    it(`falls back to the local result on ${failure}, and logs ai.fallback`, async () => {
      mode = failure;
      const result = await provider().rewrite(CHARGED);
      expect(result).toEqual(await local.rewrite(CHARGED));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ event: 'ai.fallback', operation: 'rewrite', reason });
    });
  }

  it('falls back when the model changes or invents a number', async () => {
    answer = { rewritten: 'Please pay the $300 by March 3rd.', emotionalTone: 'calm', improvements: ['x'] };
    const result = await provider().rewrite(CHARGED);
    expect(result).toEqual(await local.rewrite(CHARGED));
    expect(warnings[0]).toMatchObject({ event: 'ai.fallback', reason: 'rewrite changed or added numbers' });
  });

  it('falls back for every operation when the server fails', async () => {
    mode = 'error500';
    const p = provider();
    expect(await p.suggestReplies(['Hi'], 'Thanks so much!')).toEqual(
      await local.suggestReplies(['Hi'], 'Thanks so much!'),
    );
    expect(await p.coach('You always do this', '')).toEqual(await local.coach('You always do this', ''));
    const lines = [{ sender: 'Sam', text: 'Can you do 5pm?' }];
    expect(await p.summarize(lines)).toEqual(await local.summarize(lines));
    expect(warnings.map((w) => w.operation)).toEqual(['suggest', 'coach', 'summarize']);
  });

  it('is the local assistant when AI_PROVIDER is local', async () => {
    const p = createAssistant(
      {
        AI_PROVIDER: 'local',
        AI_BASE_URL: baseURL,
        AI_API_KEY: undefined,
        AI_MODEL: 'x',
        AI_TIMEOUT_MS: 100,
      },
      { warn: () => {} },
    );
    expect(await p.rewrite(CHARGED)).toEqual(await local.rewrite(CHARGED));
    expect(requests).toHaveLength(0);
  });
});
