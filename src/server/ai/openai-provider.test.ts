import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../../test/helpers/chat-completions';
import { CALM_VOCABULARY } from '../../common/assistant/calm-vocabulary';
import { createLocalAssistant } from '../../common/assistant/local';
import { createAssistant } from './index';
import { SUGGEST_SYSTEM, SUMMARY_SYSTEM } from './prompts';

/**
 * A real HTTP server speaking the chat-completions protocol (test/helpers/chat-completions.ts), driven
 * by the real `openai` SDK. Each test sets how it answers; the provider must use good answers and fall
 * back to local on anything else, including a rewrite the output check rejects.
 */
type Mode = 'good' | 'malformed' | 'error500' | 'slow' | 'refusal' | 'wrong-shape';
let server: ChatCompletionsServer;
let answer: unknown = {};
const warnings: Array<Record<string, unknown>> = [];

function setMode(mode: Mode): void {
  const content = JSON.stringify(answer);
  server.answerWith(
    mode === 'error500'
      ? { status: 500, error: 'boom' }
      : mode === 'slow'
        ? { content, delayMs: 6000 }
        : mode === 'malformed'
          ? { content: 'Sure! Here is a calmer version: {rewritten: nope' }
          : mode === 'refusal'
            ? { refusal: "I'm sorry, I can't help with that." }
            : mode === 'wrong-shape'
              ? { content: JSON.stringify({ text: 'missing fields' }) }
              : { content },
  );
}
/** The model answers `value` (as JSON) from now on. */
function modelSays(value: unknown): void {
  answer = value;
  setMode('good');
}
const requests = () => server.requests;

beforeAll(async () => {
  server = await startChatCompletionsServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  warnings.length = 0;
  setMode('good');
});

function provider() {
  return createAssistant(
    {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: server.baseURL,
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
    modelSays({
      rewritten: 'The $250 was due March 3rd. Could you pay it on time, please?',
      emotionalTone: 'Frustrated',
      improvements: ['Removed name-calling', 'Lowered the shouting'],
    });
    const result = await provider().rewrite(CHARGED);
    expect(result).toEqual({
      rewritten: 'The $250 was due March 3rd. Could you pay it on time, please?',
      rewrittenMessage: 'The $250 was due March 3rd. Could you pay it on time, please?',
      original: CHARGED,
      emotionalTone: 'frustrated',
      improvements: ['Removed name-calling', 'Lowered the shouting'],
    });
    expect(warnings).toEqual([]);
    const [req] = requests();
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
    modelSays({ replies: [{ text: 'Sure, 5pm works.', tone: 'friendly', confidence: 0.9 }] });
    expect(await provider().suggestReplies(['Hi'], 'Can you come at 5pm?')).toEqual([
      { text: 'Sure, 5pm works.', tone: 'friendly', confidence: 0.9 },
    ]);
    modelSays({ advice: 'Lead with the pickup time.' });
    expect(await provider().coach('You are late', 'Sam: hi')).toEqual({
      advice: 'Lead with the pickup time.',
    });
    modelSays({ summary: 'Sam asked Alex for the 5pm pickup; Alex agreed.' });
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
      answer = {};
      setMode(failure);
      const result = await provider().rewrite(CHARGED);
      expect(result).toEqual(await local.rewrite(CHARGED));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ event: 'ai.fallback', operation: 'rewrite', reason });
    });
  }

  it('falls back when the model changes or invents a number', async () => {
    modelSays({ rewritten: 'Please pay the $300 by March 3rd.', emotionalTone: 'calm', improvements: ['x'] });
    const result = await provider().rewrite(CHARGED);
    expect(result).toEqual(await local.rewrite(CHARGED));
    expect(warnings[0]).toMatchObject({ event: 'ai.fallback', reason: 'rewrite changed or added numbers' });
  });

  // Answers of the kinds models give that read broken, lose a fact, put words in the sender's mouth or
  // stay hostile: each goes to the local assistant, with the check's reason in the log.
  for (const [reason, original, rewritten] of [
    ['fragment', CHARGED, 'The $250 was due March 3rd. Why.'],
    [
      'lost-fact',
      'Tell Sam the $250 was due March 3rd, you idiot.',
      'Please say the $250 was due March 3rd.',
    ],
    [
      'added-words',
      "I guess I'll just do everything myself again, you lazy slob.",
      "I guess I'll just do everything myself again, but I'd really like your help next time.",
    ],
    [
      'still-charged',
      'This is ridiculous, I am DONE talking to you!!',
      'This is ridiculous, I am done talking to you.',
    ],
  ] as const) {
    it(`falls back when the rewrite fails the output check (${reason})`, async () => {
      modelSays({ rewritten, emotionalTone: 'calm', improvements: ['Softened the message'] });
      const result = await provider().rewrite(original);
      expect(result).toEqual(await local.rewrite(original));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ event: 'ai.fallback', operation: 'rewrite' });
      expect(warnings[0]!.reason).toMatch(new RegExp(`^rewrite rejected: ${reason}\\b`));
    });
  }

  it('keeps a calm message the model left alone, and hands a charged one it left alone to local', async () => {
    const calm = "Please don't call after 9pm; text me instead.";
    modelSays({ rewritten: calm, emotionalTone: 'calm', improvements: [] });
    expect((await provider().rewrite(calm)).rewritten).toBe(calm);
    expect(warnings).toEqual([]);
    const charged = 'Must be nice to have so much free time.';
    modelSays({ rewritten: charged, emotionalTone: 'calm', improvements: [] });
    expect(await provider().rewrite(charged)).toEqual(await local.rewrite(charged));
    expect(warnings[0]).toMatchObject({ reason: 'rewrite rejected: still-charged' });
  });

  it('never offers a reply that reads charged, and falls back when none is left', async () => {
    modelSays({
      replies: [
        {
          text: 'Wow, thanks for NOTHING. Must be nice to have so much free time.',
          tone: 'direct',
          confidence: 0.7,
        },
        { text: "I'm sorry about that. I'll pack it tonight.", tone: 'empathetic', confidence: 0.8 },
      ],
    });
    const complaint = 'You forgot to pack his inhaler again.';
    expect((await provider().suggestReplies([], complaint)).map((r) => r.text)).toEqual([
      "I'm sorry about that. I'll pack it tonight.",
    ]);
    modelSays({ replies: [{ text: 'Fine. Your problem.', tone: 'direct', confidence: 0.5 }] });
    expect(await provider().suggestReplies([], complaint)).toEqual(await local.suggestReplies([], complaint));
    expect(warnings[0]).toMatchObject({ operation: 'suggest', reason: 'no calm replies' });
  });

  it('asks, in its prompts, for what the local assistant promises', async () => {
    modelSays({ rewritten: 'x', emotionalTone: 'calm', improvements: [] });
    await provider().rewrite(CHARGED);
    const rewriteSystem = requests()[0]!.body.messages![0]!.content;
    expect(rewriteSystem).toMatch(/Use only the sender's own words/);
    // The same calm vocabulary the output check allows, from the one list.
    expect(rewriteSystem).toContain([...CALM_VOCABULARY].join(', '));
    expect(rewriteSystem).toMatch(/never end a sentence on "like"/);
    expect(requests()[0]!.body.messages![1]!.content).toBe(`Message to rewrite:\n${CHARGED}`);
    expect(SUGGEST_SYSTEM).toMatch(/newest message is from the other person/);
    expect(SUGGEST_SYSTEM).toMatch(/never congratulate or cheer a complaint/);
    expect(SUMMARY_SYSTEM).toMatch(/plain sentences/);
  });

  it('falls back for every operation when the server fails', async () => {
    setMode('error500');
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
        AI_BASE_URL: server.baseURL,
        AI_API_KEY: undefined,
        AI_MODEL: 'x',
        AI_TIMEOUT_MS: 100,
      },
      { warn: () => {} },
    );
    expect(await p.rewrite(CHARGED)).toEqual(await local.rewrite(CHARGED));
    expect(requests()).toHaveLength(0);
  });
});
